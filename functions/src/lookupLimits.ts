import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { CompiledQuery } from 'kysely';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Db } from './db';

/*
 * Budgets of the public sign-in help lookup (getVoterContact). Three, each checked on every
 * lookup that passed validation, all in one PostgreSQL table (migration 0005), so every function
 * instance spends from the same budget:
 * - per client address: one network cannot sweep many people;
 * - per signed-in uid, when the call carries an ID token;
 * - per looked-up person (normalised last name + zip + first initial): whoever asks, from
 *   however many addresses, a name and zip get a handful of date-of-birth guesses per window,
 *   which stops guessing a date of birth outright.
 */

export interface Budget {
  /** Lookups allowed per window. */
  points: number;
  /** Window length in seconds. */
  seconds: number;
}

export interface LookupBudgets {
  perAddress: Budget;
  perUid: Budget;
  perPerson: Budget;
}

export type LookupLimiters = Record<keyof LookupBudgets, RateLimiterAbstract>;

/** The table migration 0005 creates; the library must not create it at run time. */
export const LOOKUP_LIMITS_TABLE = 'lookup_limits';

/**
 * rate-limiter-flexible's PostgreSQL store over our Kysely pool: the library only calls
 * `query({text, values})` and reads `rows`/`rowCount`, which any Kysely connection answers.
 */
function storeClientOf(db: Db) {
  return {
    async query(q: { text: string; values?: unknown[] }) {
      const result = await db.executeQuery(CompiledQuery.raw(q.text, q.values ?? []));
      return { rows: result.rows, rowCount: Number(result.numAffectedRows ?? result.rows.length) };
    },
  };
}

export function createLookupLimiters(db: Db, budgets: LookupBudgets): LookupLimiters {
  const limiter = (keyPrefix: string, budget: Budget) =>
    new RateLimiterPostgres({
      storeClient: storeClientOf(db),
      storeType: 'pool',
      tableName: LOOKUP_LIMITS_TABLE,
      tableCreated: true,
      keyPrefix,
      points: budget.points,
      duration: budget.seconds,
    });
  return {
    perAddress: limiter('address', budgets.perAddress),
    perUid: limiter('uid', budgets.perUid),
    perPerson: limiter('person', budgets.perPerson),
  };
}

/** Stored keys are hashes: the table never holds a name, zip, address or uid. */
export function budgetKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

/**
 * Who is being looked up, in a form the caller cannot vary to get a fresh budget: letters only
 * (accents, spaces, apostrophes and case removed) of the last name, the zip, and the first
 * initial ("Rosa", "ROSALIND" and "r." share one budget).
 */
export function personKey(first: string, last: string, zip: string): string {
  const letters = (s: string) =>
    s
      .normalize('NFKD')
      .replace(/[^A-Za-z]/g, '')
      .toUpperCase();
  return budgetKey(letters(last), zip, letters(first).slice(0, 1));
}

/**
 * The client's address as the platform vouches for it. Each proxy appends the address it
 * received the connection from to X-Forwarded-For, so only the entries appended by proxies we
 * trust are true; whatever the client wrote comes before them. `trustedHops` is the number of
 * trusted proxies in front of the function (functions/README.md, "Client address"): the address
 * is the entry the outermost of them appended, counted from the end. Returns null when the
 * header has fewer entries than that or the entry is not an IP address: the caller refuses then,
 * rather than putting every such request into one shared bucket.
 */
export function clientAddressOf(
  forwardedFor: string | string[] | undefined,
  trustedHops: number,
): string | null {
  if (trustedHops < 1) return null;
  const chain = (Array.isArray(forwardedFor) ? forwardedFor.join(',') : (forwardedFor ?? ''))
    .split(',')
    .map((entry) => entry.trim())
    .filter((entry) => entry !== '');
  const address = chain[chain.length - trustedHops];
  return address !== undefined && isIP(address) !== 0 ? address : null;
}

/** Per-process budgets of `points` each, for in-process tests and benchmarks (no table). */
export function inMemoryLookupLimiters(points: number, seconds = 3600): LookupLimiters {
  const limiter = (keyPrefix: string) => new RateLimiterMemory({ keyPrefix, points, duration: seconds });
  return { perAddress: limiter('address'), perUid: limiter('uid'), perPerson: limiter('person') };
}
