import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testkit/database';
import { insertVoters } from '../../testkit/fixtures';
import { readDayChanges } from '../tallies';
import { daysNotAddingUp } from '../tallyRecount';
import { migrationProvider } from './index';

// Migration 0010 gives the counters already there their days from the stance history
// (docs/decisions/0088-counts-over-time.md): these rows are written on the schema of 0009, then
// 0010 runs over them.

const P = 'petitions/federal/test-petition';
let t: TestDatabase;

/** A history entry at a given time, as 0009 stores it. */
async function entry(voterId: string, stance: string, at: string): Promise<void> {
  await sql`INSERT INTO stance_history (voter_id, petition, stance, at)
    VALUES (${voterId}, ${P}, ${stance}, ${at}::timestamptz)`.execute(t.db);
}

beforeAll(async () => {
  t = await createTestDatabase({ migratedTo: '0009_district_plans', max: 2 });
  await insertVoters(t.db, [
    { voter_id: 'ca:m1', congressional_district: 34 },
    { voter_id: 'fl:m2', congressional_district: 27 },
    { voter_id: 'ca:m3', congressional_district: 34, is_up_to_date: false },
  ]);
  // 06:30 UTC on the 21st is still the 20th in California.
  await entry('ca:m1', 'YES', '2026-11-21T06:30:00Z');
  await entry('ca:m1', 'NO', '2026-11-22T18:00:00Z');
  // 04:30 UTC on the 21st is the 20th in Florida too; a withdrawal, then the stance again.
  await entry('fl:m2', 'YES', '2026-11-21T04:30:00Z');
  await entry('fl:m2', 'WITHDRAWN', '2026-11-21T12:00:00Z');
  await entry('fl:m2', 'YES', '2026-11-23T12:00:00Z');
  // No longer in the voter file: not counted, so not in any day.
  await entry('ca:m3', 'YES', '2026-11-21T12:00:00Z');
  await sql`INSERT INTO stances (voter_id, petition, stance) VALUES ('ca:m1', ${P}, 'NO'), ('fl:m2', ${P}, 'YES'),
    ('ca:m3', ${P}, 'YES')`.execute(t.db);
  // The counters as the stances make them, plus two YES in CA-5 whose history was erased with its voters.
  await sql`INSERT INTO tallies (petition, state, district_kind, district, shard, yes, no)
    SELECT st.petition, v.state, 'congressional', v.congressional_district, tally_shard(v.voter_id),
           (st.stance = 'YES')::int, (st.stance = 'NO')::int
    FROM stances st JOIN voters v USING (voter_id) WHERE v.is_up_to_date
    UNION ALL SELECT ${P}, 'ca', 'congressional', 5, 0, 2, 0`.execute(t.db);
  const migrated = await new Migrator({ db: t.db, provider: migrationProvider }).migrateTo(
    '0010_counts_by_day',
  );
  if (migrated.error) throw migrated.error;
});
afterAll(() => t.drop());

describe('migration 0010 on counters already there', () => {
  it("gives each history entry's change to its day in the state's own time zone", async () => {
    const ca = await readDayChanges(t.db, { petitions: [P], state: 'ca', district: 34 });
    expect(ca.byPetition[P]).toEqual([
      { district: 34, day: '2026-11-20', YES: 1, NO: 0 },
      { district: 34, day: '2026-11-22', YES: -1, NO: 1 },
    ]);
    const fl = await readDayChanges(t.db, { petitions: [P], state: 'fl', district: null });
    expect(fl.byPetition[P]).toEqual([
      { district: 27, day: '2026-11-20', YES: 1, NO: 0 },
      { district: 27, day: '2026-11-21', YES: -1, NO: 0 },
      { district: 27, day: '2026-11-23', YES: 1, NO: 0 },
    ]);
  });

  it('puts what the history cannot explain on the day of the migration, so every district adds up', async () => {
    const { rows } = await sql<{ today: string }>`
      SELECT to_char((now() AT TIME ZONE 'America/Los_Angeles')::date, 'YYYY-MM-DD') AS today`.execute(t.db);
    const ca5 = await readDayChanges(t.db, { petitions: [P], state: 'ca', district: 5 });
    expect(ca5.byPetition[P]).toEqual([{ district: 5, day: rows[0]?.today, YES: 2, NO: 0 }]);
    expect(await daysNotAddingUp(t.db)).toEqual([]);
  });

  it('records every later change to the counters on its day', async () => {
    await sql`UPDATE tallies SET no = no + 3 WHERE petition = ${P} AND state = 'fl'`.execute(t.db);
    await sql`DELETE FROM tallies WHERE petition = ${P} AND state = 'ca' AND district = 5`.execute(t.db);
    // A state legislative counter is not a congressional district's: no day.
    await sql`INSERT INTO tallies (petition, state, district_kind, district, shard, yes, no)
      VALUES (${P}, 'ca', 'lower', 54, 0, 4, 0)`.execute(t.db);
    expect(await daysNotAddingUp(t.db)).toEqual([]);
    const ca5 = await readDayChanges(t.db, { petitions: [P], state: 'ca', district: 5 });
    expect(ca5.byPetition[P]?.reduce((sum, day) => sum + day.YES, 0)).toBe(0);
  });
});
