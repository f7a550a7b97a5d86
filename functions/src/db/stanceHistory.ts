import type { VoterStanceHistory } from '@rv/api/contract';
import type { Queryable } from './connection';
import type { VoterStance } from './schema';

/** Each voter's stances, keyed by the petition's database path. */
export type StancesByPetition = Record<string, VoterStanceHistory>;

/**
 * The current stance and the oldest-first history of every petition the given voters took a
 * stance on, in one round trip. Voters without stances are absent from the map.
 */
export async function readStanceHistories(
  db: Queryable,
  voterIds: readonly string[],
): Promise<Map<string, StancesByPetition>> {
  const byVoter = new Map<string, StancesByPetition>();
  if (voterIds.length === 0) return byVoter;
  const rows = await db
    .selectFrom('stances as s')
    .innerJoin('stance_history as h', (join) =>
      join.onRef('h.voter_id', '=', 's.voter_id').onRef('h.petition', '=', 's.petition'),
    )
    .select(['s.voter_id', 's.petition', 'h.stance', 'h.at'])
    .where('s.voter_id', 'in', voterIds)
    // A record lists the stances given; a withdrawal (or a void) is the absence of a current stance.
    .where('h.stance', 'in', ['YES', 'NO'])
    .$narrowType<{ stance: VoterStance }>()
    .orderBy('s.voter_id')
    .orderBy('s.petition')
    .orderBy('h.id')
    .execute();
  for (const row of rows) {
    const stances = byVoter.get(row.voter_id) ?? {};
    byVoter.set(row.voter_id, stances);
    const entry = { stance: row.stance, at: row.at.toISOString() };
    const petition = stances[row.petition];
    // Rows come oldest first, so the last one seen is the current stance (a stance and its
    // history entry are written in one statement: the newest entry is the current stance).
    if (petition) {
      petition.history.push(entry);
      petition.currentStance = { ...entry };
    } else {
      stances[row.petition] = { currentStance: { ...entry }, history: [entry] };
    }
  }
  return byVoter;
}
