import { spawnSync } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { createTestDatabase, flVoter, type TestDatabase, tempDir, writeFlorida } from '@rv/functions/testkit';
import { afterAll, beforeAll, expect, it } from 'vitest';

let t: TestDatabase;
let dir: string;
beforeAll(async () => {
  t = await createTestDatabase();
  dir = await tempDir('import-cli');
});
afterAll(async () => {
  await t.drop();
  await rm(dir, { recursive: true, force: true });
});

function importCli(args: string[]) {
  return spawnSync(process.execPath, ['--import', 'tsx', 'scripts/voters/import.ts', ...args], {
    env: { ...process.env, DATABASE_URL: t.url },
    encoding: 'utf8',
  });
}

it('prints problems as file:line: problem on stderr, the summary and rows written on stdout, 0 on a re-import', async () => {
  const file = await writeFlorida(dir, [flVoter('1'), flVoter('2', { dob: '02/31/1990' }), flVoter('3')]);
  const first = importCli([file]);
  expect(first.status).toBe(0);
  expect(first.stderr).toContain(`${file}:2: birth date (field 22) is missing or not a valid date\n`);
  expect(first.stdout).toMatch(/^Read 3 rows from 1 file\(s\)/);
  expect(first.stdout).toContain(
    'Skipped: 0 exempt/confidential, 1 malformed, 0 duplicate; 0 contacts ignored.',
  );
  expect(first.stdout).toContain(
    'FL snapshot 1 (district plan fl-2022): 2 new, 0 changed, 0 unchanged, 0 no longer in the file',
  );
  expect(first.stdout).toContain('Rows written: 2.');
  // Not a terminal and no --progress: no progress lines.
  expect(first.stderr).not.toContain('progress');

  const again = importCli([file]);
  expect(again.status).toBe(0);
  expect(again.stdout).toContain(
    'FL snapshot 2 (district plan fl-2022): 0 new, 0 changed, 2 unchanged, 0 no longer in the file',
  );
  expect(again.stdout).toContain('Rows written: 0.');
});

it('fails with exit code 1 and says nothing changed when a file is missing', () => {
  const result = importCli([path.join(dir, 'DAD_20260101-missing.txt')]);
  expect(result.status).toBe(1);
  expect(result.stderr).toContain(
    'Import failed; nothing was changed (the previous snapshot keeps serving).',
  );
  expect(result.stderr).toContain('DAD_20260101-missing.txt: no such file.');
});

it('reads a file on the plan --plan names, and refuses a --plan that names no state, changing nothing', async () => {
  // The voters of the first test again, so only their plan changes.
  const file = await writeFlorida(path.join(dir, 'plan'), [flVoter('1'), flVoter('3')]);
  const bad = importCli(['--plan', 'florida-2026', file]);
  expect(bad.status).toBe(2);
  expect(bad.stderr).toContain(
    '--plan florida-2026: name one plan per state, by its id (ca-… or fl-…, content/districts/plans.yaml).',
  );
  const named = importCli(['--plan', 'fl-2026', file]);
  expect(named.status).toBe(0);
  expect(named.stdout).toContain('(district plan fl-2026): 0 new, 2 changed, 0 unchanged');
});
