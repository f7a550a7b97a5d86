import type { VoterRecord } from '@rv/api/contract';
import { sql } from 'kysely';
import type { Db } from './connection';
import { withTransaction } from './connection';
import { applyTallyDelta, lockCountedVoter, voterRecords } from './queries';
import type { VoterStance } from './schema';

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
  input: { voterId: string; petition: string },
): Promise<WithdrawStanceResult | null> {
  const withdrawn = await withTransaction(db, async (trx) => {
    // The same voter-row lock as writeStance: a withdrawal and a write of one voter are
    // serialised, and an import that moves the voter waits or is waited for.
    const voter = await lockCountedVoter(trx, input.voterId);
    if (!voter) return null;
    // After the lock, in its own statement (see writeStance): the stance a racing writer committed.
    const rows = await sql<{ stance: VoterStance }>`
      WITH removed AS (
        DELETE FROM stances WHERE voter_id = ${input.voterId} AND petition = ${input.petition}
        RETURNING stance
      ), entry AS (
        INSERT INTO stance_history (voter_id, petition, stance)
        SELECT ${input.voterId}, ${input.petition}, 'WITHDRAWN' FROM removed
      )
      SELECT stance FROM removed`.execute(trx);
    const previous = rows.rows[0]?.stance ?? null;
    if (previous !== null) {
      await applyTallyDelta(
        trx,
        input.petition,
        voter,
        previous === 'YES' ? -1 : 0,
        previous === 'NO' ? -1 : 0,
      );
    }
    return { voter, previous };
  });
  if (!withdrawn) return null;
  const [voter] = await voterRecords(db, [withdrawn.voter]);
  if (!voter) throw new Error('unreachable: the record of a loaded voter');
  return { withdrawn: withdrawn.previous, voter };
}
