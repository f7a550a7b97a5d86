import { DEFAULT_REGION, SET_UP_MARKER } from '@rv/api/contract';
import { petitions, site } from '@rv/catalogue';
import type { Deps } from './callables';
import { DEFAULT_POOL_MAX, getDb, type StanceChangeLimit } from './db';
import { createLookupLimiters, type LookupBudgets } from './lookupLimits';
import { securityLogKey } from './securityLog';
import type { PetitionRef } from './validation';

/*
 * Configuration of the deployed functions. Petitions and zip ranges come from the catalogue
 * (content/), the database from DATABASE_URL, limits from the environment.
 */

/** Region of every function: the one the browser client calls by default (@rv/api). */
export const REGION = DEFAULT_REGION;

const numberFromEnv = (name: string, fallback: number): number => {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0)
    throw new Error(`${name} must be a whole number ≥ 0, got "${raw}"`);
  return value;
};

const HOUR = 3600;
const DAY = 24 * HOUR;
const WEEK = 7 * DAY;

/**
 * Sign-in help lookups allowed per hour, day and week (SECURITY.md, "Lookup limits", has what
 * each protects and how long a date of birth takes to guess under them). Each figure may be set
 * from the environment, e.g. RV_LOOKUPS_PER_PERSON (an hour), RV_LOOKUPS_PER_PERSON_PER_DAY,
 * RV_LOOKUPS_PER_PERSON_PER_WEEK; 0 turns that window off.
 */
export function lookupBudgets(): LookupBudgets {
  const windows = (name: string, hour: number, day: number, week: number) =>
    [
      { points: numberFromEnv(name, hour), seconds: HOUR },
      { points: numberFromEnv(`${name}_PER_DAY`, day), seconds: DAY },
      { points: numberFromEnv(`${name}_PER_WEEK`, week), seconds: WEEK },
    ].filter((budget) => budget.points > 0);
  return {
    perAddress: windows('RV_LOOKUPS_PER_ADDRESS', 30, 100, 300),
    perUid: windows('RV_LOOKUPS_PER_UID', 10, 20, 40),
    perPerson: windows('RV_LOOKUPS_PER_PERSON', 5, 10, 20),
  };
}

/**
 * Stance changes (writes that change it, withdrawals) a voter may make on one petition per
 * window: 10 a day by default (SECURITY.md, "Identity and abuse response"). Repeating the
 * current stance is not a change.
 */
function stanceChangeLimit(): StanceChangeLimit {
  return {
    changes: numberFromEnv('RV_STANCE_CHANGES', 10),
    seconds: numberFromEnv('RV_STANCE_CHANGE_WINDOW_SECONDS', 24 * 3600),
  };
}

/**
 * How many proxies we trust in front of the function, each appending to X-Forwarded-For: 1 when
 * the browser calls the function's own URL (Google's front end appends the address it was
 * connected from), 2 when calls pass a Firebase Hosting rewrite first (functions/README.md,
 * "Client address").
 */
export const TRUSTED_PROXY_HOPS = numberFromEnv('RV_TRUSTED_PROXY_HOPS', 1);

/**
 * Whether the callables refuse calls without a valid App Check token: yes when deployed, unless
 * RV_APP_CHECK=off; no in the Functions emulator (it accepts any token), unless
 * RV_APP_CHECK=enforce.
 */
export function appCheckEnforced(): boolean {
  const setting = process.env.RV_APP_CHECK;
  if (setting === 'enforce') return true;
  if (setting === 'off') return false;
  if (setting !== undefined && setting !== '')
    throw new Error(`RV_APP_CHECK must be "enforce" or "off", got "${setting}"`);
  return process.env.FUNCTIONS_EMULATOR !== 'true';
}

/** Request bodies beyond these are refused before decoding (requestGuard.ts); ours are < 1 KB, 3 deep. */
export const BODY_LIMITS = {
  maxBytes: numberFromEnv('RV_MAX_BODY_BYTES', 16 * 1024),
  maxDepth: numberFromEnv('RV_MAX_BODY_DEPTH', 6),
};

/**
 * The origins browsers may call the callables from: RV_SITE_ORIGINS, comma-separated (`npm run
 * deploy` sets the site's). Unset, only pages served from this machine may (the local stack and
 * tests); a deployed function without it answers no browser.
 */
export function siteOrigins(): string[] | RegExp {
  const list = (process.env.RV_SITE_ORIGINS ?? '')
    .split(',')
    .map((origin) => origin.trim())
    .filter((origin) => origin !== '');
  if (list.length > 0) return list;
  return process.env.FUNCTIONS_EMULATOR === 'true' ? /^http:\/\/(127\.0\.0\.1|localhost)(:\d+)?$/ : [];
}

/** Most instances of each function (Cloud Functions scales out to this many). */
export const maxInstances = () => numberFromEnv('RV_MAX_INSTANCES', 3);

/**
 * Every instance of every callable may hold a full pool: pool size × instances × callables must
 * fit in the connections the database grants the functions (RV_DATABASE_CONNECTIONS), or the
 * busiest minute ends in "too many connections" (functions/README.md, "Sizing for Cloud SQL").
 * Null when it fits, else what to change.
 */
export function connectionBudgetProblem(callables: number): string | null {
  const pool = numberFromEnv('DATABASE_POOL_MAX', DEFAULT_POOL_MAX);
  const instances = maxInstances();
  const budget = numberFromEnv('RV_DATABASE_CONNECTIONS', 90);
  const needed = pool * instances * callables;
  if (needed <= budget) return null;
  return `DATABASE_POOL_MAX (${pool}) × RV_MAX_INSTANCES (${instances}) × ${callables} functions = ${needed} connections, more than RV_DATABASE_CONNECTIONS (${budget}). Lower the pool or the instances, or raise the budget to what the database allows (its max_connections minus what imports and administration need).`;
}

export function petitionDirectory(list: readonly PetitionRef[]): ReadonlyMap<string, PetitionRef> {
  return new Map(
    list.map((p) => [p.petitionKey, { petitionKey: p.petitionKey, jurisdiction: p.jurisdiction }]),
  );
}

let deps: Deps | undefined;

/** The process-wide dependencies, built on first use (not at import: deploy analysis loads this file without a database). */
export function productionDeps(): Deps {
  if (deps) return deps;
  const db = getDb();
  deps = {
    db,
    petitions: petitionDirectory(petitions),
    zipRanges: { ca: site.states.ca.zipRange, fl: site.states.fl.zipRange },
    setUpMarker: site.setUpMarker ?? SET_UP_MARKER,
    lookupLimiters: createLookupLimiters(db, lookupBudgets()),
    stanceChangeLimit: stanceChangeLimit(),
    // Read when a handler logs, so the public callables still answer if the key is missing.
    get securityLogKey() {
      return securityLogKey();
    },
  };
  return deps;
}
