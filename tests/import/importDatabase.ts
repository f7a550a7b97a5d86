// What every voter-import test file shares: a temp folder for its voter files, and an empty
// database of its own for each test (imports are whole-state snapshots). Call
// `useImportDatabase()` at the top of a test file; `t` and `dir` are then live bindings.
import { rm } from 'node:fs/promises';
import { createPool } from '@rv/functions/db';
import { createTestDatabase, type TestDatabase, tempDir } from '@rv/functions/testkit';
import { type ImportOptions, importVoterFiles } from '@rv/functions/voters';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach } from 'vitest';

export let t: TestDatabase;
let pool: pg.Pool;
export let dir: string;

/** The petition the import tests take stances on. */
export const P = 'petitions/federal/import-test';

export function useImportDatabase(): void {
  beforeAll(async () => {
    dir = await tempDir('import-test');
  });
  afterAll(async () => {
    await rm(dir, { recursive: true, force: true });
  });
  beforeEach(async () => {
    t = await createTestDatabase();
    pool = createPool(t.url, { max: 2 });
    return async () => {
      await pool.end();
      await t.drop();
    };
  });
}

/** Imports `files`, collecting the problems it reports. */
export async function run(files: string[], options: ImportOptions = {}) {
  const problems: string[] = [];
  const summary = await importVoterFiles(pool, files, { ...options, onProblem: (m) => problems.push(m) });
  return { summary, problems };
}

/** Each voter's row version: unchanged when a re-import did not touch the row. */
export async function voterXmins(): Promise<string[]> {
  const { rows } = await sql<{
    x: string;
  }>`SELECT voter_id || '@' || xmin::text AS x FROM voters ORDER BY voter_id`.execute(t.db);
  return rows.map((r) => r.x);
}
