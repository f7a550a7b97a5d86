import { z } from 'zod';
import { RESULTS_LICENCE } from './resultsFormat';
import { stanceCountStateResponse, stancesByDistrictResponse } from './schemas';

export * from './resultsFormat';
export * from './resultsPath';

/*
 * The public results, also our open data: one cacheable GET per petition and format, served by
 * the `results` HTTP function behind Hosting's rewrite of /api/results/** (and the dev server's
 * proxy). The JSON body is this schema; the CSV has one row per district (RESULTS_CSV_COLUMNS).
 * docs/architecture/results.md describes the endpoint, its headers and its caching.
 */

/**
 * Browsers keep an answer `maxAgeSeconds`, the CDN `sharedMaxAgeSeconds` (site.yaml openData).
 * firebase.json repeats the value for /api/results/** (Hosting's headers apply to rewritten
 * answers too); a unit test keeps the two equal.
 */
export function resultsCacheControl(cache: { maxAgeSeconds: number; sharedMaxAgeSeconds: number }): string {
  return `public, max-age=${cache.maxAgeSeconds}, s-maxage=${cache.sharedMaxAgeSeconds}`;
}

export const publicResults = z.strictObject({
  /** The petition's url slug: its page is /petitions/{url}. */
  url: z.string(),
  title: z.string(),
  /** When the counts were read. */
  asOf: stancesByDistrictResponse.shape.asOf,
  licence: z.literal(RESULTS_LICENCE),
  /**
   * k: a count from 1 to k − 1 is null here ("<k" in the CSV), and totals add up only the
   * counts shown, so no subtraction recovers a hidden one.
   */
  fewerThan: z.number().int().min(2),
  /** Verified voters' YES/NO per congressional district, "TOTAL" per state. */
  congressional: stancesByDistrictResponse.pick({ ca: true, fl: true }),
  /** The district plan each state's congressional districts are on (content/districts/plans.yaml). */
  districtPlans: stancesByDistrictResponse.shape.districtPlans,
  /** California's Assembly (1–80) and State Senate (1–40) districts. */
  california: stanceCountStateResponse.pick({ stateAssembly: true, stateSenate: true }),
});
export type PublicResults = z.output<typeof publicResults>;

/** The body of every error answer (404, 405, 500). */
export const resultsError = z.strictObject({
  error: z.strictObject({ status: z.string(), message: z.string() }),
});
