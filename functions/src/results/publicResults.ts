import { createHash } from 'node:crypto';
import type { PublicResults, ResultsFormat } from '@rv/api/contract';
import { RESULTS_CSV_COLUMNS, RESULTS_LICENCE } from '@rv/api/contract';
import { stringify } from 'csv-stringify/sync';
import type { Queryable } from '../db';
import { readStanceCountState, readStancesByDistrict } from '../db';
import { FEWER_THAN, publishedCongressional, publishedStateLegislative } from '../publishedCounts';

/** What the public results name of a petition: nothing else of it, and nothing of any voter. */
export interface PublicPetition {
  readonly url: string;
  readonly uiTitle: string;
  readonly petitionKey: string;
}

/** The tallies of one petition as the open data publishes them (the same sums the callables read). */
export async function readPublicResults(db: Queryable, petition: PublicPetition): Promise<PublicResults> {
  const [exactCongressional, exactCalifornia] = await Promise.all([
    readStancesByDistrict(db, { petition: petition.petitionKey }),
    readStanceCountState(db, { petition: petition.petitionKey, state: 'ca' }),
  ]);
  const congressional = publishedCongressional(exactCongressional);
  const california = publishedStateLegislative(exactCalifornia);
  return {
    url: petition.url,
    title: petition.uiTitle,
    asOf: congressional.asOf,
    licence: RESULTS_LICENCE,
    fewerThan: FEWER_THAN,
    congressional: { ca: congressional.ca, fl: congressional.fl },
    districtPlans: congressional.districtPlans,
    california: { stateAssembly: california.stateAssembly, stateSenate: california.stateSenate },
  };
}

/** A count as the CSV writes it: the number, or "<k" for a count hidden as "fewer than k". */
const cell = (count: number | null | undefined, fewerThan: number) =>
  count === null ? `<${fewerThan}` : (count ?? 0);

const byDistrict = (a: string, b: string) =>
  (a === 'TOTAL' ? 1000 : Number(a)) - (b === 'TOTAL' ? 1000 : Number(b));

/** One row per district: CA and FL congressional (with TOTAL), then CA's Assembly and Senate. */
export function resultsCsv(results: PublicResults): string {
  const tables = [
    ['ca', 'congressional', results.congressional.ca],
    ['fl', 'congressional', results.congressional.fl],
    ['ca', 'assembly', results.california.stateAssembly],
    ['ca', 'senate', results.california.stateSenate],
  ] as const;
  const rows = tables.flatMap(([state, chamber, counts]) =>
    Object.keys(counts)
      .sort(byDistrict)
      .map((district) => [
        results.url,
        results.title,
        results.asOf,
        state,
        chamber,
        district,
        cell(counts[district]?.YES, results.fewerThan),
        cell(counts[district]?.NO, results.fewerThan),
        // A congressional district is a place only on its plan; state legislative ones have none here.
        chamber === 'congressional' ? (results.districtPlans[state] ?? '') : '',
      ]),
  );
  return openDataCsv(RESULTS_CSV_COLUMNS, rows);
}

/**
 * The open data's CSV: a header line, RFC 4180 line ends; csv-stringify quotes a cell holding
 * commas, quotes or line breaks, and (escape_formulas, OWASP's CSV injection guidance) prefixes
 * with ' a text cell that starts with =, +, -, @, a tab or a carriage return, so a spreadsheet
 * reads it as text.
 */
export function openDataCsv(columns: readonly string[], rows: readonly (string | number)[][]): string {
  return stringify(rows as (string | number)[][], {
    header: true,
    columns: [...columns],
    record_delimiter: 'windows',
    escape_formulas: true,
  });
}

/**
 * A weak validator over the counts (not `asOf`, which is the time of each read): while no
 * count moves, every read has the same ETag and a conditional request gets a 304. Weak because
 * two bodies with one ETag differ in `asOf`.
 */
export function resultsEtag(read: { readonly asOf: string }, format: ResultsFormat): string {
  const { asOf: _readAt, ...counts } = read;
  const digest = createHash('sha256').update(format).update(JSON.stringify(counts)).digest('base64url');
  return `W/"${digest.slice(0, 27)}"`;
}
