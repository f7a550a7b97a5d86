// Where the public results live; without zod, so a page can build the path without the schemas.

export const RESULTS_FORMATS = ['json', 'csv'] as const;
export type ResultsFormat = (typeof RESULTS_FORMATS)[number];

export const RESULTS_PATH_PREFIX = '/api/results/';

/** `/api/results/{petition url}.{format}`, the same path on every origin that serves the site. */
export function resultsPath(petitionUrl: string, format: ResultsFormat): string {
  return `${RESULTS_PATH_PREFIX}${petitionUrl}.${format}`;
}
