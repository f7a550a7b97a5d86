// Where the public results and the voter-list dates live; without zod, so a page can build the
// path without the schemas (a module that defines a schema brings zod with it, even when only a
// constant of it is imported).

export const RESULTS_FORMATS = ['json', 'csv'] as const;
export type ResultsFormat = (typeof RESULTS_FORMATS)[number];

export const RESULTS_PATH_PREFIX = '/api/results/';

/** `/api/results/{petition url}.{format}`, the same path on every origin that serves the site. */
export function resultsPath(petitionUrl: string, format: ResultsFormat): string {
  return `${RESULTS_PATH_PREFIX}${petitionUrl}.${format}`;
}

/** The voter lists' dates (docs/decisions/0043-voter-list-dates-from-the-database.md). */
export const VOTER_LISTS_PATH = '/api/voter-lists.json';

/** Where a member's report lives: /api/legislators/{member page address}.{format}. */
export const LEGISLATOR_REPORT_PATH_PREFIX = '/api/legislators/';

/** `/api/legislators/{address}.{format}`, e.g. /api/legislators/jimmy-gomez.json. */
export function legislatorReportPath(address: string, format: ResultsFormat): string {
  return `${LEGISLATOR_REPORT_PATH_PREFIX}${address}.${format}`;
}
