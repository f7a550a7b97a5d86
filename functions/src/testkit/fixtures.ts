import { sql } from 'kysely';
import type { Db } from '../db/connection';
import type { StateCode, VotersTable } from '../db/schema';

export type VoterFixture = Partial<Omit<VotersTable, 'updated_at' | 'snapshot_id'>> & { voter_id: string };

/** Records a fixture snapshot of a state (its files' extract date, when given); returns its id. */
export async function insertSnapshot(
  db: Db,
  state: StateCode,
  extractDate: string | null = null,
): Promise<number> {
  const row = await db
    .insertInto('snapshots')
    .values({
      state,
      source_files: ['fixture'],
      rows_read: 0,
      rows_exempt: 0,
      rows_malformed: 0,
      voters_inserted: 0,
      voters_updated: 0,
      voters_unchanged: 0,
      voters_marked_stale: 0,
      extract_date: extractDate,
      district_plan: null,
    })
    .returning('id')
    .executeTakeFirstOrThrow();
  return row.id;
}

/** Inserts voters directly (bypassing the importer) under one fixture snapshot per state. */
export async function insertVoters(db: Db, voters: VoterFixture[]): Promise<void> {
  const snapshots = new Map<StateCode, number>();
  for (const state of new Set(voters.map((v) => v.state ?? (v.voter_id.slice(0, 2) as StateCode)))) {
    snapshots.set(state, await insertSnapshot(db, state));
  }
  await db
    .insertInto('voters')
    .values(
      voters.map((v) => {
        const state = v.state ?? (v.voter_id.slice(0, 2) as StateCode);
        return {
          state,
          county: state === 'ca' ? '19' : 'DAD',
          first_name: 'TEST',
          middle_name: null,
          last_name: 'VOTER',
          suffix: null,
          city: state === 'ca' ? 'LOS ANGELES' : 'MIAMI',
          zip: state === 'ca' ? '90001' : '33101',
          dob: '1980-01-01',
          status: 'A' as const,
          congressional_district: 1,
          state_lower_district: 1,
          state_upper_district: 1,
          phones: [],
          email: null,
          is_up_to_date: true,
          district_plan: null,
          ...v,
          snapshot_id: snapshots.get(state) ?? 0,
        };
      }),
    )
    .execute();
}

/** Row counts of every table, to assert "nothing changed". */
export async function tableCounts(db: Db): Promise<Record<string, number>> {
  const { rows } = await sql<Record<string, number>>`
    SELECT (SELECT count(*)::int FROM voters) AS voters,
           (SELECT count(*)::int FROM stances) AS stances,
           (SELECT count(*)::int FROM stance_history) AS stance_history,
           (SELECT coalesce(sum(yes + no), 0)::int FROM tallies) AS tallied,
           (SELECT count(*)::int FROM set_up_status) AS set_up_status,
           (SELECT count(*)::int FROM snapshots) AS snapshots`.execute(db);
  return rows[0] ?? {};
}
