import type { VoterRecord } from '@rv/api/contract';
import { sql } from 'kysely';
import type { AuditSubject } from '../securityLog';
import { recordSecurityEvent } from '../securityLog';
import type { Db, Queryable, Tx } from './connection';
import { withTransaction } from './connection';
import type { VoterStance } from './schema';
import { applyTallyDelta } from './tallies';
import { lockCountedVoter, voterRecords } from './voters';

/** How many times a voter may change (write or withdraw) their stance on one petition per window. */
export interface StanceChangeLimit {
  changes: number;
  seconds: number;
}

/** Thrown, before anything is written, when a change would pass the voter's StanceChangeLimit. */
export class StanceChangeLimitReached extends Error {
  constructor(
    readonly limit: StanceChangeLimit,
    /** When the oldest change in the window leaves it. */
    readonly retryAfterMs: number,
  ) {
    super('stance change limit reached');
    this.name = 'StanceChangeLimitReached';
  }
}

/** What a stance write records beside itself: the limit it must keep and who made it (hashed). */
export interface StanceWriteGuard {
  limit: StanceChangeLimit;
  audit: AuditSubject;
}

/**
 * Refuses a change when the voter already made `limit.changes` on this petition in the window.
 * Runs after the voter-row lock, so racing writes of one voter count each other.
 */
async function keepChangeLimit(
  trx: Tx,
  { voterId, petition, limit }: { voterId: string; petition: string; limit: StanceChangeLimit },
): Promise<void> {
  const { rows } = await sql<{ at: Date; now: Date }>`
    SELECT at, clock_timestamp() AS now FROM stance_history
    WHERE voter_id = ${voterId} AND petition = ${petition} AND stance <> 'VOIDED'
      AND at > clock_timestamp() - make_interval(secs => ${limit.seconds})
    ORDER BY at`.execute(trx);
  if (rows.length < limit.changes) return;
  const freed = rows[rows.length - limit.changes];
  const retryAfterMs = freed ? freed.at.getTime() + limit.seconds * 1000 - freed.now.getTime() : 0;
  throw new StanceChangeLimitReached(limit, Math.max(0, retryAfterMs));
}

async function recordStanceWrite(
  trx: Tx,
  {
    guard,
    petition,
    historyId,
  }: { guard: StanceWriteGuard | undefined; petition: string; historyId: number },
): Promise<void> {
  if (!guard) return;
  await recordSecurityEvent(trx, { event: 'stance', ...guard.audit, petition, stanceHistoryId: historyId });
}

/** A voter's current stance on a petition, or null. */
export async function currentStance(
  db: Queryable,
  { voterId, petition }: { voterId: string; petition: string },
): Promise<VoterStance | null> {
  const row = await db
    .selectFrom('stances')
    .select('stance')
    .where('voter_id', '=', voterId)
    .where('petition', '=', petition)
    .executeTakeFirst();
  return row?.stance ?? null;
}

export interface WriteStanceResult {
  /** false when the voter already had this stance (nothing was written). */
  changed: boolean;
  previous: VoterStance | null;
  voter: VoterRecord;
}

/**
 * Records a voter's stance on a petition in ONE transaction: the current stance, its history
 * entry, and the tallies of every district the voter counts in (congressional, lower, upper).
 * Repeating the current stance changes nothing; a switch moves one count.
 * Returns null (and writes nothing) when the voter is unknown, inactive or not in the current
 * file. Eligibility for the petition (docs/product/rules.md#who-may-voice-a-stance) is the
 * caller's check. The returned voter record is read
 * just after the commit (the transaction holds its locks for three statements only).
 */
export async function writeStance(
  db: Db,
  { voterId, petition, stance }: { voterId: string; petition: string; stance: VoterStance },
  guard?: StanceWriteGuard,
): Promise<WriteStanceResult | null> {
  const written = await withTransaction(db, async (trx) => {
    const voter = await lockCountedVoter(trx, { voterId });
    if (!voter) return null;
    // A separate statement, AFTER the lock: in READ COMMITTED a statement's snapshot is taken
    // when it starts, so a stance joined into the locking SELECT would be the one from before
    // a concurrent writer (that held the lock) committed: a stale "previous" and wrong tally
    // deltas (negative counts under racing writes; found by tests/functions concurrency tests).
    const previous = await currentStance(trx, { voterId, petition });
    if (previous !== stance) {
      if (guard) await keepChangeLimit(trx, { voterId, petition, limit: guard.limit });
      const entry = await sql<{ id: number }>`
        WITH current AS (
          INSERT INTO stances (voter_id, petition, stance) VALUES (${voterId}, ${petition}, ${stance})
          ON CONFLICT (voter_id, petition) DO UPDATE SET stance = excluded.stance, updated_at = now()
        )
        INSERT INTO stance_history (voter_id, petition, stance)
        VALUES (${voterId}, ${petition}, ${stance})
        RETURNING id`.execute(trx);
      await recordStanceWrite(trx, { guard, petition, historyId: entry.rows[0]?.id ?? 0 });
      const yes = (stance === 'YES' ? 1 : 0) - (previous === 'YES' ? 1 : 0);
      const no = (stance === 'NO' ? 1 : 0) - (previous === 'NO' ? 1 : 0);
      await applyTallyDelta(trx, { petition, voter, yes, no });
    }
    return { voter, previous };
  });
  if (!written) return null;
  const [voter] = await voterRecords(db, [written.voter]);
  if (!voter) throw new Error('unreachable: the record of a loaded voter');
  return { changed: written.previous !== stance, previous: written.previous, voter };
}

export interface WithdrawStanceResult {
  /** The stance taken back, or null when the voter had none (nothing was written). */
  withdrawn: VoterStance | null;
  voter: VoterRecord;
}

/**
 * Takes a voter's stance on a petition back in ONE transaction: the current stance row is
 * deleted, the history gains a WITHDRAWN entry, and the count leaves the voter's three district
 * tallies. With no current stance nothing is written. Returns null (and writes nothing) when
 * the voter is unknown, inactive or not in the current file, as writeStance does; eligibility
 * is the caller's check.
 */
export async function withdrawStance(
  db: Db,
  { voterId, petition }: { voterId: string; petition: string },
  guard?: StanceWriteGuard,
): Promise<WithdrawStanceResult | null> {
  const withdrawn = await withTransaction(db, async (trx) => {
    // The same voter-row lock as writeStance: a withdrawal and a write of one voter are
    // serialised, and an import that moves the voter waits or is waited for.
    const voter = await lockCountedVoter(trx, { voterId });
    if (!voter) return null;
    // After the lock, in its own statements (see writeStance): the stance a racing writer committed.
    if (guard && (await currentStance(trx, { voterId, petition })) !== null)
      await keepChangeLimit(trx, { voterId, petition, limit: guard.limit });
    const rows = await sql<{ stance: VoterStance; id: number }>`
      WITH removed AS (
        DELETE FROM stances WHERE voter_id = ${voterId} AND petition = ${petition}
        RETURNING stance
      ), entry AS (
        INSERT INTO stance_history (voter_id, petition, stance)
        SELECT ${voterId}, ${petition}, 'WITHDRAWN' FROM removed
        RETURNING id
      )
      SELECT removed.stance, entry.id FROM removed, entry`.execute(trx);
    const previous = rows.rows[0]?.stance ?? null;
    if (previous !== null) {
      await recordStanceWrite(trx, { guard, petition, historyId: rows.rows[0]?.id ?? 0 });
      const yes = previous === 'YES' ? -1 : 0;
      const no = previous === 'NO' ? -1 : 0;
      await applyTallyDelta(trx, { petition, voter, yes, no });
    }
    return { voter, previous };
  });
  if (!withdrawn) return null;
  const [voter] = await voterRecords(db, [withdrawn.voter]);
  if (!voter) throw new Error('unreachable: the record of a loaded voter');
  return { withdrawn: withdrawn.previous, voter };
}
