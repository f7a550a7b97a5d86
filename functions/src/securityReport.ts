import { sql } from 'kysely';
import type { Queryable } from './db';

/*
 * `npm run security:report`: patterns in the pseudonymous security log (securityLog.ts) that an
 * operator should look at. Each finding names the identities (uid hashes) behind it, which
 * `npm run stances:void` takes. The thresholds are where a household, a campus or a busy day
 * stops explaining a pattern (SECURITY.md, "Identity and abuse response").
 */

export interface ReportOptions {
  /** How far back to look. */
  hours: number;
  /** Distinct signed-in identities setting up from one address prefix. */
  identitiesPerPrefix: number;
  /** Stance writes on one petition in one burst window. */
  writesPerBurst: number;
  /** Burst window in minutes. */
  burstMinutes: number;
  /** Identities that set up from a prefix soon after lookups from it. */
  lookupSignIns: number;
  /** How soon after a lookup a set-up counts as ending it, in minutes. */
  lookupMinutes: number;
}

export const REPORT_DEFAULTS: ReportOptions = {
  hours: 24,
  identitiesPerPrefix: 5,
  writesPerBurst: 100,
  burstMinutes: 10,
  lookupSignIns: 3,
  lookupMinutes: 30,
};

interface PrefixFinding {
  kind: 'many-identities-one-prefix';
  addressHash: string;
  identities: number;
  stanceWrites: number;
  uidHashes: string[];
}

interface BurstFinding {
  kind: 'burst-on-petition';
  petition: string;
  from: string;
  writes: number;
  addressPrefixes: number;
  uidHashes: string[];
}

interface LookupFinding {
  kind: 'lookups-then-sign-ins';
  addressHash: string;
  lookups: number;
  identities: number;
  uidHashes: string[];
}

export type Finding = PrefixFinding | BurstFinding | LookupFinding;

export async function securityReport(
  db: Queryable,
  options: Partial<ReportOptions> = {},
): Promise<Finding[]> {
  const o = { ...REPORT_DEFAULTS, ...options };
  const since = sql`now() - make_interval(hours => ${o.hours})`;
  const prefixes = await sql<{ address_hash: string; identities: number; writes: number; uids: string[] }>`
    SELECT address_hash,
           count(DISTINCT uid_hash)::int AS identities,
           count(*) FILTER (WHERE event = 'stance')::int AS writes,
           array_agg(DISTINCT uid_hash ORDER BY uid_hash) AS uids
    FROM security_log
    WHERE at > ${since} AND address_hash IS NOT NULL AND uid_hash IS NOT NULL AND event IN ('set_up', 'stance')
    GROUP BY address_hash
    HAVING count(DISTINCT uid_hash) >= ${o.identitiesPerPrefix}
    ORDER BY identities DESC, address_hash`.execute(db);
  const bursts = await sql<{
    petition: string;
    bucket: Date;
    writes: number;
    prefixes: number;
    uids: string[];
  }>`
    SELECT petition, date_bin(make_interval(mins => ${o.burstMinutes}), at, timestamptz '2000-01-01') AS bucket,
           count(*)::int AS writes, count(DISTINCT address_hash)::int AS prefixes,
           array_agg(DISTINCT uid_hash ORDER BY uid_hash) FILTER (WHERE uid_hash IS NOT NULL) AS uids
    FROM security_log
    WHERE at > ${since} AND event = 'stance'
    GROUP BY 1, 2
    HAVING count(*) >= ${o.writesPerBurst}
    ORDER BY writes DESC, petition, bucket`.execute(db);
  const lookups = await sql<{ address_hash: string; lookups: number; identities: number; uids: string[] }>`
    WITH found AS (
      SELECT address_hash, at FROM security_log
      WHERE at > ${since} AND event = 'lookup' AND matched > 0 AND address_hash IS NOT NULL
    ), ended AS (
      SELECT DISTINCT s.address_hash, s.uid_hash FROM security_log s
      WHERE s.at > ${since} AND s.event = 'set_up' AND s.uid_hash IS NOT NULL
        AND EXISTS (SELECT 1 FROM found f WHERE f.address_hash = s.address_hash
                    AND f.at <= s.at AND s.at <= f.at + make_interval(mins => ${o.lookupMinutes}))
    )
    SELECT e.address_hash,
           (SELECT count(*)::int FROM found f WHERE f.address_hash = e.address_hash) AS lookups,
           count(*)::int AS identities,
           array_agg(e.uid_hash ORDER BY e.uid_hash) AS uids
    FROM ended e
    GROUP BY e.address_hash
    HAVING count(*) >= ${o.lookupSignIns}
    ORDER BY identities DESC, e.address_hash`.execute(db);
  return [
    ...prefixes.rows.map(
      (r): PrefixFinding => ({
        kind: 'many-identities-one-prefix',
        addressHash: r.address_hash,
        identities: r.identities,
        stanceWrites: r.writes,
        uidHashes: r.uids,
      }),
    ),
    ...bursts.rows.map(
      (r): BurstFinding => ({
        kind: 'burst-on-petition',
        petition: r.petition,
        from: r.bucket.toISOString(),
        writes: r.writes,
        addressPrefixes: r.prefixes,
        uidHashes: r.uids ?? [],
      }),
    ),
    ...lookups.rows.map(
      (r): LookupFinding => ({
        kind: 'lookups-then-sign-ins',
        addressHash: r.address_hash,
        lookups: r.lookups,
        identities: r.identities,
        uidHashes: r.uids,
      }),
    ),
  ];
}

/** One line per finding, for a person reading a terminal. */
export function describeFinding(f: Finding): string {
  const who = `identities: ${f.uidHashes.join(' ')}`;
  switch (f.kind) {
    case 'many-identities-one-prefix':
      return `${f.identities} identities signed in from one address prefix (${f.addressHash}), ${f.stanceWrites} stance writes; ${who}`;
    case 'burst-on-petition':
      return `${f.writes} stance writes on ${f.petition} in the window from ${f.from}, from ${f.addressPrefixes} address prefixes; ${who}`;
    case 'lookups-then-sign-ins':
      return `${f.lookups} sign-in help lookups from one address prefix (${f.addressHash}) followed by ${f.identities} sign-ins from it; ${who}`;
    default:
      return f satisfies never;
  }
}
