import { Migrator, sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../../testkit/database';
import type { Db } from '../connection';
import { migrationProvider } from './index';

// Migration 0009 gives every snapshot and voter row that existed before it the district plan the
// rule names (docs/decisions/0072-district-plans.md): these rows are written on the schema of
// 0008, then 0009 runs over them.

let t: TestDatabase;
let db: Db;

beforeAll(async () => {
  t = await createTestDatabase({ migratedTo: '0008_security_log', max: 2 });
  db = t.db;
});
afterAll(() => t.drop());

/** A snapshot as 0008 stores it: its extract date (or none) and the day it was imported. */
async function snapshot(state: 'ca' | 'fl', extractDate: string | null, importedAt: string): Promise<number> {
  const { rows } = await sql<{ id: number }>`INSERT INTO snapshots (state, imported_at, extract_date,
      source_files, rows_read, rows_exempt, rows_malformed, voters_inserted, voters_updated,
      voters_unchanged, voters_marked_stale)
    VALUES (${state}, ${importedAt}::timestamptz, ${extractDate}::date, '{}', 0, 0, 0, 0, 0, 0, 0)
    RETURNING id::int`.execute(db);
  const [row] = rows;
  if (!row) throw new Error('no snapshot id');
  return row.id;
}

async function voter(voterId: string, state: 'ca' | 'fl', snapshotId: number): Promise<void> {
  await sql`INSERT INTO voters (voter_id, state, county, first_name, last_name, city, zip, dob, status,
      congressional_district, state_lower_district, state_upper_district, snapshot_id)
    VALUES (${voterId}, ${state}, 'X', 'A', 'B', 'C', '90001', DATE '1980-01-01', 'A', 1, 1, 1,
      ${snapshotId})`.execute(db);
}

describe('migration 0009 on rows already there', () => {
  const snapshots = [
    // [state, extract date, imported at, the plan the rule gives]
    ['ca', '2025-11-03', '2025-11-20T10:00:00Z', 'ca-commission-2021'],
    ['ca', '2025-11-04', '2025-11-20T10:00:00Z', 'ca-legislature-2025'],
    ['ca', null, '2024-03-01T10:00:00Z', 'ca-commission-2021'],
    ['ca', null, '2026-02-01T10:00:00Z', 'ca-legislature-2025'],
    ['fl', '2026-05-25', '2026-06-10T10:00:00Z', 'fl-2022'],
    ['fl', '2026-05-26', '2026-06-10T10:00:00Z', 'fl-2026'],
    ['fl', null, '2026-07-01T10:00:00Z', 'fl-2026'],
  ] as const;
  const ids: number[] = [];

  beforeAll(async () => {
    for (const [index, [state, extract, imported]] of snapshots.entries()) {
      const id = await snapshot(state, extract, imported);
      ids.push(id);
      await voter(`${state}:m0009-${index}`, state, id);
    }
    const migrator = new Migrator({ db, provider: migrationProvider });
    const after = await migrator.migrateTo('0009_district_plans');
    if (after.error) throw after.error;
  });

  it.each(snapshots.map((row, index) => [index, ...row] as const))(
    'snapshot %i (%s, extract %s, imported %s) is on %s, and so is its voter',
    async (index, _state, _extract, _imported, plan) => {
      const { rows } = await sql<{ snapshot: string | null; voter: string | null }>`
        SELECT s.district_plan AS snapshot, v.district_plan AS voter
        FROM snapshots s JOIN voters v ON v.snapshot_id = s.id WHERE s.id = ${ids[index]}`.execute(db);
      expect(rows).toEqual([{ snapshot: plan, voter: plan }]);
    },
  );
});
