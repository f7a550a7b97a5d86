// The public results' format as readers see it documented (the Open data page); without zod, so
// that page does not download the schemas. The fields are checked against the schema
// (results.ts, resultsFormat.test.ts) and the page describes each in its own words, typed against
// these lists, so a field added, removed or renamed fails the typecheck until it is described;
// functions/src/results/example.test.ts checks the example row against the CSV writer.
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
  'district_plan',
] as const;
export type ResultsCsvColumn = (typeof RESULTS_CSV_COLUMNS)[number];

/** Every field of the JSON body, in the schema's order (the Open data page describes each). */
export const RESULTS_JSON_FIELDS = [
  'url',
  'title',
  'asOf',
  'licence',
  'fewerThan',
  'congressional',
  'districtPlans',
  'california',
] as const satisfies readonly (keyof PublicResults)[];
export type ResultsJsonField = (typeof RESULTS_JSON_FIELDS)[number];

/**
 * The example the Open data page shows: California's 34th district with 12 for and fewer than
 * k against (null in the JSON, "<k" in the CSV).
 */
export const RESULTS_EXAMPLE = {
  asOf: '2026-11-22T20:00:00.000Z',
  state: 'ca',
  chamber: 'congressional',
  district: '34',
  count: { YES: 12, NO: null },
  fewerThan: 10,
  districtPlan: 'ca-legislature-2025',
} as const;

/** The CSV's header line and the example's row, for a petition whose url and title are given. */
export function exampleCsv(petition: { url: string; title: string }): { header: string; row: string } {
  const { asOf, state, chamber, district, count, fewerThan } = RESULTS_EXAMPLE;
  const row: Record<ResultsCsvColumn, string | number> = {
    petition: petition.url,
    title: petition.title,
    as_of: asOf,
    state,
    chamber,
    district,
    yes: count.YES,
    no: count.NO ?? `<${fewerThan}`,
    district_plan: RESULTS_EXAMPLE.districtPlan,
  };
  return {
    header: RESULTS_CSV_COLUMNS.join(','),
    row: RESULTS_CSV_COLUMNS.map((column) => row[column]).join(','),
  };
}

// The members' reports (legislatorReport.ts), for the Open data page too.

/** Why a petition's counts are null: the state's districts are counted on another map. */
export const COUNTS_WITHHELD_REASONS = ['COUNTED_ON_ANOTHER_DISTRICT_MAP'] as const;

/** The report CSV's columns: a row per petition, then one per day of its counts over time. */
export const LEGISLATOR_REPORT_CSV_COLUMNS = [
  'member',
  'bioguide',
  'full_name',
  'party',
  'state',
  'chamber',
  'district',
  'petition',
  'title',
  'stance',
  'reason',
  'evidence',
  'checked',
  'as_of',
  'constituency',
  'yes',
  'no',
  'counts_withheld',
  'district_plan',
  // Empty on a petition's first row (the counts now); set on the rows after it, one per day of
  // the counts over time: yes and no at the end of that day.
  'day',
] as const;
