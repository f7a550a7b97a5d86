import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createPool } from '@rv/functions/db';
import { createTestDatabase, flVoter, type TestDatabase, tempDir, writeFlorida } from '@rv/functions/testkit';
import { importVoterFiles } from '@rv/functions/voters';
import type pg from 'pg';
import { afterAll, beforeAll, expect, it } from 'vitest';

let t: TestDatabase;
let dir: string;

beforeAll(async () => {
  t = await createTestDatabase();
  dir = await tempDir('import-pool');
});
afterAll(async () => {
  await t.drop();
  await rm(dir, { recursive: true, force: true });
});

const SETTINGS = `SELECT current_setting('work_mem') AS work_mem,
  current_setting('maintenance_work_mem') AS maintenance_work_mem,
  current_setting('temp_buffers') AS temp_buffers`;

it("leaves the pool's connections with the server's settings (the import's memory settings stay in its transaction)", async () => {
  // One connection: whatever the import's session kept, the next query of the pool gets.
  const pool: pg.Pool = createPool(t.url, { max: 1 });
  try {
    const before = (await pool.query(SETTINGS)).rows[0];
    // The server's own values (the test server sets some), none of them the import's.
    expect(before).not.toMatchObject({ work_mem: '256MB' });
    expect(before).not.toMatchObject({ maintenance_work_mem: '1GB' });
    expect(before).not.toMatchObject({ temp_buffers: '512MB' });
    const file = await writeFlorida(path.join(dir, 'settings'), [flVoter('1'), flVoter('2')]);
    await importVoterFiles(pool, [file]);
    expect((await pool.query(SETTINGS)).rows[0]).toEqual(before);
  } finally {
    await pool.end();
  }
});
