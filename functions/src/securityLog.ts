import { createHmac } from 'node:crypto';
import ipaddr from 'ipaddr.js';
import { sql } from 'kysely';
import { createDb, type Queryable, type SecurityEvent } from './db';
import { logSecurityLogPruned } from './logs';

/*
 * The pseudonymous security log (migration 0008; docs/decisions/0051-pseudonymous-security-log.md):
 * who did what, for abuse response, without personal data. A uid and a client address prefix
 * are stored only as keyed hashes (HMAC-SHA-256 with RV_SECURITY_LOG_KEY, cut to 128 bits): an
 * operator can group rows by them and void one identity's stances, but nobody holding only the
 * database can reverse them or test a guess without the key. Rows are kept
 * SECURITY_LOG_RETENTION_DAYS, then pruned (pruneSecurityLog, run daily).
 */

/** How long the log keeps a row. */
const SECURITY_LOG_RETENTION_DAYS = 90;

/** The prefix lengths an address is cut to before hashing: one household or small network. */
const ADDRESS_PREFIX_BITS = { ipv4: 24, ipv6: 64 } as const;

/** A keyed hash of `value`, hex, 128 bits. */
export function pseudonym(key: string, value: string): string {
  return createHmac('sha256', key).update(value).digest('hex').slice(0, 32);
}

/**
 * The network an address belongs to, cut to `prefixBits`: by default IPv4 /24 ("192.0.2.0/24")
 * and IPv6 /64 (one customer's network under most providers' allocations); an IPv4-mapped IPv6
 * address counts as IPv4, an IPv6 zone (%eth0) is dropped. Null for text that is not an
 * address. The lookup budgets (lookupLimits.ts) cut with their own bits.
 */
export function addressPrefix(
  address: string,
  prefixBits: { ipv4: number; ipv6: number } = ADDRESS_PREFIX_BITS,
): string | null {
  if (!ipaddr.isValid(address)) return null;
  const parsed = ipaddr.process(address);
  const bits = parsed.kind() === 'ipv4' ? prefixBits.ipv4 : prefixBits.ipv6;
  const network =
    parsed.kind() === 'ipv4'
      ? ipaddr.IPv4.networkAddressFromCIDR(`${parsed.toString()}/${bits}`)
      : ipaddr.IPv6.networkAddressFromCIDR(`${parsed.toNormalizedString()}/${bits}`);
  return `${network.toString()}/${bits}`;
}

/** The hashed identity and address prefix of one call. */
export interface AuditSubject {
  uidHash: string | null;
  addressHash: string | null;
}

export function auditSubject(
  key: string,
  { uid, clientAddress }: { uid: string | undefined; clientAddress: string | null },
): AuditSubject {
  const prefix = clientAddress === null ? null : addressPrefix(clientAddress);
  return {
    uidHash: uid === undefined ? null : pseudonym(key, `uid:${uid}`),
    addressHash: prefix === null ? null : pseudonym(key, `address:${prefix}`),
  };
}

export interface SecurityEntry extends AuditSubject {
  event: SecurityEvent;
  petition?: string;
  stanceHistoryId?: number;
  matched?: number;
}

/** Appends one row (inside the caller's transaction for a stance write). */
export async function recordSecurityEvent(db: Queryable, entry: SecurityEntry): Promise<void> {
  await db
    .insertInto('security_log')
    .values({
      event: entry.event,
      uid_hash: entry.uidHash,
      address_hash: entry.addressHash,
      petition: entry.petition ?? null,
      stance_history_id: entry.stanceHistoryId ?? null,
      matched: entry.matched ?? null,
    })
    .execute();
}

/** Deletes rows older than the retention; returns how many. */
export async function pruneSecurityLog(
  db: Queryable,
  retentionDays: number = SECURITY_LOG_RETENTION_DAYS,
): Promise<number> {
  const result = await db
    .deleteFrom('security_log')
    .where('at', '<', sql<Date>`now() - make_interval(days => ${retentionDays})`)
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}

/** For the nightly function: prunes on one connection of its own (outside the callables' pools). */
export async function pruneSecurityLogNow(
  url: string | undefined = process.env.DATABASE_URL,
): Promise<number> {
  if (!url) throw new Error('DATABASE_URL is not set.');
  const db = createDb(url, { max: 1 });
  try {
    const deleted = await pruneSecurityLog(db);
    logSecurityLogPruned(deleted);
    return deleted;
  } finally {
    await db.destroy();
  }
}

const LOCAL_KEY = 'registered-voice-local-security-log-key';

/**
 * The HMAC key: RV_SECURITY_LOG_KEY (`npm run deploy` makes one per project and keeps it in
 * functions/.env.<project>). In the emulators and tests a fixed local key stands in; deployed
 * without one, the callables refuse to run rather than log under a guessable key.
 */
export function securityLogKey(env: NodeJS.ProcessEnv = process.env): string {
  const key = env.RV_SECURITY_LOG_KEY ?? '';
  if (key.length >= 32) return key;
  if (key === '' && env.FUNCTIONS_EMULATOR === 'true') return LOCAL_KEY;
  throw new Error(
    'RV_SECURITY_LOG_KEY must be set to at least 32 random characters (npm run deploy writes one to functions/.env.<project>).',
  );
}
