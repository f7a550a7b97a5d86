import { sql } from 'kysely';
import type { Db, Queryable } from './connection';
import { withTransaction } from './connection';

interface VoidedStance {
  voterId: string;
  petition: string;
  stance: 'YES' | 'NO';
}

export interface VoidOutcome {
  voidId: number;
  voided: VoidedStance[];
  /** Petitions whose tallies were recounted. */
  petitionsRecounted: string[];
}

/**
 * Voids the current stances that the given identities (security-log uid hashes) set: a stance
 * counts as theirs when its newest history entry was written by one of them (a voter who changed
 * it since keeps their own). In ONE transaction: a `stance_voids` row with the reason, a VOIDED
 * history entry naming it after each voided stance (the history keeps the stance itself), the
 * stance rows deleted, and the tallies of every petition touched recounted from the stances that
 * remain. Writers of the voters concerned wait for it (the same voter-row locks, then the tallies),
 * so no write is lost and no count goes stale (docs/decisions/0052-voiding-stances.md).
 */
export async function voidStancesOf(
  db: Db,
  { uidHashes, reason }: { uidHashes: readonly string[]; reason: string },
): Promise<VoidOutcome> {
  if (reason.trim() === '') throw new Error('Give the reason for voiding (it is recorded with the void).');
  if (uidHashes.length === 0)
    throw new Error('Give at least one identity (a uid hash from npm run security:report).');
  return withTransaction(db, async (trx) => {
    const hashes = [...uidHashes];
    const owned = sql`
      SELECT s.voter_id, s.petition, s.stance
      FROM stances s
      CROSS JOIN LATERAL (
        SELECT h.id FROM stance_history h
        WHERE h.voter_id = s.voter_id AND h.petition = s.petition
        ORDER BY h.id DESC LIMIT 1
      ) newest
      JOIN security_log l ON l.event = 'stance' AND l.stance_history_id = newest.id
      WHERE l.uid_hash = ANY(${hashes}::text[])`;
    // The voters' rows first, in one order, as every stance writer locks them.
    const candidates = await sql<{ voter_id: string }>`SELECT DISTINCT voter_id FROM (${owned}) o`.execute(
      trx,
    );
    const voterIds = candidates.rows.map((r) => r.voter_id).sort();
    if (voterIds.length > 0)
      await sql`SELECT 1 FROM voters WHERE voter_id = ANY(${voterIds}::text[]) ORDER BY voter_id FOR UPDATE`.execute(
        trx,
      );
    // Then the counters: a writer that already moved them has committed, one that has not waits.
    await sql`LOCK TABLE tallies IN SHARE ROW EXCLUSIVE MODE`.execute(trx);
    const target = await sql<{ voter_id: string; petition: string; stance: 'YES' | 'NO' }>`${owned}
      ORDER BY s.voter_id, s.petition`.execute(trx);
    const record = await trx
      .insertInto('stance_voids')
      .values({ reason: reason.trim(), uid_hashes: hashes, stances_voided: target.rows.length })
      .returning('id')
      .executeTakeFirstOrThrow();
    const voided = target.rows.map((r) => ({ voterId: r.voter_id, petition: r.petition, stance: r.stance }));
    if (voided.length === 0) return { voidId: record.id, voided, petitionsRecounted: [] };
    const voters = voided.map((v) => v.voterId);
    const petitions = voided.map((v) => v.petition);
    await sql`
      WITH pairs AS (SELECT * FROM unnest(${voters}::text[], ${petitions}::text[]) AS p(voter_id, petition)),
      removed AS (
        DELETE FROM stances s USING pairs
        WHERE s.voter_id = pairs.voter_id AND s.petition = pairs.petition
        RETURNING s.voter_id, s.petition
      )
      INSERT INTO stance_history (voter_id, petition, stance, void_id)
      SELECT voter_id, petition, 'VOIDED', ${record.id}::bigint FROM removed`.execute(trx);
    const recounted = [...new Set(petitions)].sort();
    await recountPetitionTallies(trx, recounted);
    return { voidId: record.id, voided, petitionsRecounted: recounted };
  });
}

/**
 * Rebuilds the counter rows of the given petitions from their current stances of active,
 * up-to-date voters (the same rule as recountTallies). The caller holds the tallies lock.
 */
async function recountPetitionTallies(trx: Queryable, petitions: string[]): Promise<void> {
  await sql`DELETE FROM tallies WHERE petition = ANY(${petitions}::text[])`.execute(trx);
  await sql`
    INSERT INTO tallies (petition, state, district_kind, district, shard, yes, no)
    SELECT st.petition, v.state, k.kind, k.district, tally_shard(v.voter_id),
           count(*) FILTER (WHERE st.stance = 'YES')::int, count(*) FILTER (WHERE st.stance = 'NO')::int
    FROM stances st
    JOIN voters v ON v.voter_id = st.voter_id AND v.is_up_to_date AND v.status = 'A'
    CROSS JOIN LATERAL (VALUES ('congressional', v.congressional_district),
                               ('lower', v.state_lower_district),
                               ('upper', v.state_upper_district)) AS k(kind, district)
    WHERE st.petition = ANY(${petitions}::text[])
    GROUP BY 1, 2, 3, 4, 5`.execute(trx);
}
