import { createHash } from 'node:crypto';
import { isIP } from 'node:net';
import { voterNameBudgetKey } from '@rv/domain';
import { CompiledQuery } from 'kysely';
import { type RateLimiterAbstract, RateLimiterMemory, RateLimiterPostgres } from 'rate-limiter-flexible';
import type { Db } from './db';
import { addressPrefix } from './securityLog';

/*
 * Budgets of the public sign-in help lookup (getVoterContact). Three, each over an hour AND a
 * day AND a week (SECURITY.md, "Lookup limits", has the figures), checked on every lookup that
 * passed validation, all in one PostgreSQL table (migration 0005), so every function instance
 * spends from the same budget:
 * - per client address (IPv6 by its /64, what one subscriber is given): one network cannot
 *   sweep many people;
 * - per signed-in uid, when the call carries an ID token;
 * - per looked-up person (last name + zip + first initial, folded as voterNameBudgetKey folds
 *   them): whoever asks, from however many addresses, a name and zip get a handful of
 *   date-of-birth guesses per window, which stops guessing a date of birth outright.
 */

export interface Budget {
  /** Lookups allowed per window. */
  points: number;
  /** Window length in seconds. */
  seconds: number;
}

/** Each kind of budget over several windows (an hour, a day, a week): a lookup spends from all. */
export interface LookupBudgets {
  perAddress: readonly Budget[];
  perUid: readonly Budget[];
  perPerson: readonly Budget[];
}

export type LookupLimiters = Record<keyof LookupBudgets, readonly RateLimiterAbstract[]>;

/** The table migration 0005 creates; the library must not create it at run time. */
const LOOKUP_LIMITS_TABLE = 'lookup_limits';

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

/** Stored keys' prefix: the kind and the window, e.g. `person-86400`. */
function limiterPrefix(kind: keyof LookupBudgets, budget: Budget): string {
  return `${KEY_PREFIX[kind]}-${budget.seconds}`;
}

const KEY_PREFIX: Record<keyof LookupBudgets, string> = {
  perAddress: 'address',
  perUid: 'uid',
  perPerson: 'person',
};

export function createLookupLimiters(db: Db, budgets: LookupBudgets): LookupLimiters {
  const limiters = (kind: keyof LookupBudgets) =>
    budgets[kind].map(
      (budget) =>
        new RateLimiterPostgres({
          storeClient: storeClientOf(db),
          storeType: 'pool',
          tableName: LOOKUP_LIMITS_TABLE,
          tableCreated: true,
          keyPrefix: limiterPrefix(kind, budget),
          points: budget.points,
          duration: budget.seconds,
        }),
    );
  return { perAddress: limiters('perAddress'), perUid: limiters('perUid'), perPerson: limiters('perPerson') };
}

/** Stored keys are hashes: the table never holds a name, zip, address or uid. */
export function budgetKey(...parts: string[]): string {
  return createHash('sha256').update(parts.join('\u0000')).digest('base64url');
}

/**
 * Who is being looked up, in a form the caller cannot vary to get a fresh budget: the last name
 * and the first initial as voterNameBudgetKey folds them (from the very form the voter match
 * compares, so "Rıvera" and "RIVERA", "Strauß" and "STRAUSS" are one person), and the zip
 * ("Rosa", "ROSALIND" and "r." share one budget).
 */
export function personKey(first: string, last: string, zip: string): string {
  const [initial = ''] = voterNameBudgetKey(first);
  return budgetKey(voterNameBudgetKey(last), zip.trim(), initial);
}

/**
 * The part of a client address that one subscriber controls: an IPv4 address whole, an IPv6
 * address by its /64 (providers hand each customer at least a /64, so rotating within it is
 * free). IPv4-mapped IPv6 (::ffff:a.b.c.d) counts as the IPv4 address. Cut by the security
 * log's addressPrefix, with a whole IPv4 address rather than the log's /24: a budget shared by
 * a /24 would let one busy neighbour spend a whole block's lookups.
 */
export function addressBudgetKey(address: string): string {
  return budgetKey(addressPrefix(address, { ipv4: 32, ipv6: 64 }) ?? address);
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

/** Per-process budgets of `points` an hour each, for in-process tests and benchmarks (no table). */
export function inMemoryLookupLimiters(points: number, seconds = 3600): LookupLimiters {
  const limiter = (keyPrefix: string) => [new RateLimiterMemory({ keyPrefix, points, duration: seconds })];
  return { perAddress: limiter('address'), perUid: limiter('uid'), perPerson: limiter('person') };
}

/**
 * How long, in seconds, a careful guesser needs to make `guesses` lookups of one key under
 * `windows`, each a fixed window that starts with the first lookup (as the limiter counts): the
 * earliest time T at which every window allows that many, points × (windows begun by T). For
 * SECURITY.md's figures of how long a date of birth takes to guess.
 */
export function secondsToMake(guesses: number, windows: readonly Budget[]): number {
  if (guesses <= 0) return 0;
  return Math.max(
    0,
    ...windows.map((w) =>
      w.points === 0 ? Number.POSITIVE_INFINITY : (Math.ceil(guesses / w.points) - 1) * w.seconds,
    ),
  );
}
