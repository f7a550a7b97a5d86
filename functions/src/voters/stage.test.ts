import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createPool } from '../db/connection';
import { VOTER_FILE_COLUMNS, type VoterFileColumn } from '../db/schema';
import { createTestDatabase, type TestDatabase } from '../testkit/database';
import type { NormalisedVoter } from './normalise';
import { StagingCopy } from './stage';

let t: TestDatabase;
let pool: pg.Pool;

beforeAll(async () => {
  t = await createTestDatabase({ max: 1 });
  pool = createPool(t.url, { max: 1 });
});
afterAll(async () => {
  await pool.end();
  await t.drop();
});

// A different value in every column, so a value written under another column's name shows.
const voter: NormalisedVoter = {
  voter_id: 'fl:100000001',
  state: 'fl',
  county: 'DAD',
  first_name: 'FIRST',
  middle_name: 'MIDDLE',
  last_name: 'LAST\\NAME',
  suffix: 'JR',
  city: 'MIAMI',
  zip: '33130',
  dob: '1970-01-02',
  status: 'I',
  congressional_district: 11,
  state_lower_district: 22,
  state_upper_district: 33,
  phones: ['+13055550101', '+13055550102'],
  email: 'first.last@example.com',
};

/** Stages the voter with the COPY fields in `columns` order and reads the row back by name. */
async function stageAndRead(columns: readonly VoterFileColumn[]): Promise<Record<string, unknown>> {
  const client = await pool.connect();
  try {
    await client.query('BEGIN');
    const staging = await StagingCopy.open({ client, columns });
    staging.add(voter, 3, 42);
    await staging.end();
    const { rows } = await client.query('SELECT * FROM staging');
    expect(rows).toHaveLength(1);
    return rows[0];
  } finally {
    await client.query('ROLLBACK');
    client.release();
  }
}

describe('staging', () => {
  it('has the columns of voters a file provides (LIKE voters) plus where each row came from', async () => {
    const client = await pool.connect();
    try {
      await client.query('BEGIN');
      await (await StagingCopy.open({ client })).end();
      const { rows } = await client.query<{ name: string; type: string; collation: string | null }>(
        `SELECT a.attname AS name, format_type(a.atttypid, a.atttypmod) AS type, c.collname AS collation
         FROM pg_attribute a LEFT JOIN pg_collation c ON c.oid = a.attcollation AND a.attcollation <> 100
         WHERE a.attrelid = 'staging'::regclass AND a.attnum > 0 AND NOT a.attisdropped ORDER BY a.attnum`,
      );
      expect(rows.map((r) => r.name)).toEqual([...VOTER_FILE_COLUMNS, 'file_no', 'line_no']);
      // The key compares byte-wise, as voters.voter_id does (hash joins and equality alike).
      expect(rows.find((r) => r.name === 'voter_id')?.collation).toBe('C');
      expect(rows.find((r) => r.name === 'phones')?.type).toBe('text[]');
    } finally {
      await client.query('ROLLBACK');
      client.release();
    }
  });

  it.each([
    ['declared', VOTER_FILE_COLUMNS],
    ['reversed', VOTER_FILE_COLUMNS.toReversed()],
    ['rotated', [...VOTER_FILE_COLUMNS.slice(7), ...VOTER_FILE_COLUMNS.slice(0, 7)]],
  ])('keeps every value in its own column whatever the column order (%s)', async (_, columns) => {
    const row = await stageAndRead(columns);
    for (const column of VOTER_FILE_COLUMNS) expect([column, row[column]]).toEqual([column, voter[column]]);
    expect([row.file_no, row.line_no]).toEqual([3, 42]);
  });
});
