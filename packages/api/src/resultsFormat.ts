// The public results' format as readers see it documented (the Open data page); without zod, so
// that page does not download the schemas. Each description is typed against the schema
// (results.ts), so a field added, removed or renamed there fails the typecheck until it is
// described here; functions/src/results/example.test.ts checks the example row against the CSV
// writer.
import type { PublicResults } from './results';

/** What the results are released under (the Open data page explains it). */
export const RESULTS_LICENCE = 'CC0-1.0';

/** The chambers of the CSV's `chamber` column: congressional (CA and FL), CA's Assembly and Senate. */
export const RESULTS_CHAMBERS = ['congressional', 'assembly', 'senate'] as const;

export const RESULTS_CSV_COLUMNS = [
  'petition',
  'title',
  'as_of',
  'state',
  'chamber',
  'district',
  'yes',
  'no',
] as const;
export type ResultsCsvColumn = (typeof RESULTS_CSV_COLUMNS)[number];

/** Every field of the JSON body, in the schema's order, with what it holds. */
export const RESULTS_JSON_FIELDS = {
  url: "The petition's address on this site is /petitions/{url}.",
  title: "The petition's title.",
  asOf: 'When the counts were read from the database, in ISO 8601 (UTC).',
  licence: `Always "${RESULTS_LICENCE}": the data is dedicated to the public domain.`,
  congressional:
    'Stances by U.S. congressional district: "ca" and "fl", each keyed by district number with {"YES": n, "NO": n}, plus "TOTAL" for the state.',
  california:
    'California\'s state legislative districts: "stateAssembly" and "stateSenate", each keyed by district number with {"YES": n, "NO": n}.',
} as const satisfies Record<keyof PublicResults, string>;

/** Every CSV column, in order, with what it holds. */
export const RESULTS_CSV_FIELDS = {
  petition: "The petition's url, as in the JSON.",
  title: "The petition's title (quoted when it holds a comma, a quote or a line break).",
  as_of: 'When the counts were read, in ISO 8601 (UTC).',
  state: '"ca" or "fl".',
  chamber: `"${RESULTS_CHAMBERS[0]}" (U.S. House districts of both states), "${RESULTS_CHAMBERS[1]}" or "${RESULTS_CHAMBERS[2]}" (California's legislature).`,
  district: 'The district\'s number, or "TOTAL" for a state\'s congressional total.',
  yes: 'How many verified voters support the petition (YES in the JSON).',
  no: 'How many verified voters oppose it (NO in the JSON).',
} as const satisfies Record<ResultsCsvColumn, string>;

/** The example the Open data page shows: California's 34th district with 12 for and 3 against. */
export const RESULTS_EXAMPLE = {
  asOf: '2026-11-22T20:00:00.000Z',
  state: 'ca',
  chamber: 'congressional',
  district: '34',
  count: { YES: 12, NO: 3 },
} as const;

/** The CSV's header line and the example's row, for a petition whose url and title are given. */
export function exampleCsv(petition: { url: string; title: string }): { header: string; row: string } {
  const { asOf, state, chamber, district, count } = RESULTS_EXAMPLE;
  const row: Record<ResultsCsvColumn, string | number> = {
    petition: petition.url,
    title: petition.title,
    as_of: asOf,
    state,
    chamber,
    district,
    yes: count.YES,
    no: count.NO,
  };
  return {
    header: RESULTS_CSV_COLUMNS.join(','),
    row: RESULTS_CSV_COLUMNS.map((column) => row[column]).join(','),
  };
}
