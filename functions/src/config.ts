import { SET_UP_MARKER } from '@rv/api/contract';
import { petitions, site } from '@rv/catalogue';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import type { Deps } from './callables';
import { getDb } from './db';
import type { PetitionRef } from './validation';

/*
 * Configuration of the deployed functions. Petitions and zip ranges come from the catalogue
 * (content/), the database from DATABASE_URL, limits from the environment.
 */

/** Region of every callable; the browser client's default too. */
export const REGION = 'us-central1';

/** Lookups per client per minute (issue 3: "for example 10 a minute"). */
export const LOOKUPS_PER_MINUTE = Number(process.env.RV_LOOKUPS_PER_MINUTE ?? 10);

export function petitionDirectory(list: readonly PetitionRef[]): ReadonlyMap<string, PetitionRef> {
  return new Map(list.map((p) => [p.fireDbPath, { fireDbPath: p.fireDbPath, jurisdiction: p.jurisdiction }]));
}

/**
 * A per-instance, in-memory limiter: one Cloud Functions instance serves up to `concurrency`
 * calls, so a client hammering one instance is stopped at once; across N instances the bound is
 * N × the limit. That is the documented trade-off (functions/README.md): App Check and the
 * Auth SMS region policy guard the rest, and a shared limiter (rate-limiter-flexible's
 * RateLimiterPostgres) can replace this one without touching the handler.
 */
export function createLookupLimiter(points = LOOKUPS_PER_MINUTE): RateLimiterMemory {
  return new RateLimiterMemory({ points, duration: 60, keyPrefix: 'getVoterContact' });
}

let deps: Deps | undefined;

/** The process-wide dependencies, built on first use (not at import: deploy analysis loads this file without a database). */
export function productionDeps(): Deps {
  deps ??= {
    db: getDb(),
    petitions: petitionDirectory(petitions),
    zipRanges: { ca: site.states.ca.zipRange, fl: site.states.fl.zipRange },
    setUpMarker: site.setUpMarker ?? SET_UP_MARKER,
    lookupLimiter: createLookupLimiter(),
  };
  return deps;
}
