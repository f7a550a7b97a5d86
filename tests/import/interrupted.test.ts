import { spawn } from 'node:child_process';
import path from 'node:path';
import { findMatchedVoters, readStancesByDistrict, writeStance } from '@rv/functions/db';
import { flVoter, tableCounts, writeFlorida } from '@rv/functions/testkit';
import { generateVoterFiles } from '@rv/functions/testkit/generator';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dir, P, run, t, useImportDatabase, voterXmins } from './importDatabase';

useImportDatabase();

describe('an interrupted import leaves the previous snapshot serving', () => {
  it('when the merge fails before COMMIT', async () => {
    const v1 = await writeFlorida(path.join(dir, 'fail-1'), [flVoter('1', { phones: ['3055550141'] })]);
    await run([v1]);
    await writeStance(t.db, { voterId: 'fl:1', petition: P, stance: 'YES' });
    const before = await tableCounts(t.db);
    const xmins = await voterXmins();
    const v2 = await writeFlorida(path.join(dir, 'fail-2'), [
      flVoter('1', { congressional: '9', phones: ['3055550141'] }),
      flVoter('2'),
    ]);
    await expect(
      run([v2], {
        beforeCommit: async () => {
          throw new Error('injected failure');
        },
      }),
    ).rejects.toThrow('injected failure');
    expect(await tableCounts(t.db)).toEqual(before);
    expect(await voterXmins()).toEqual(xmins);
    expect((await readStancesByDistrict(t.db, { petition: P })).fl['27']).toEqual({ YES: 1, NO: 0 });
    // The lock and temp tables went with the failed session: the next import runs.
    expect((await run([v2])).summary.states[0]).toMatchObject({ inserted: 1, updated: 1 });
  });

  it('when the import process is killed during COPY', async () => {
    const seedFile = await writeFlorida(path.join(dir, 'kill-1'), [flVoter('1', { phones: ['3055550151'] })]);
    await run([seedFile]);
    await writeStance(t.db, { voterId: 'fl:1', petition: P, stance: 'NO' });
    const before = await tableCounts(t.db);
    const xmins = await voterXmins();
    const big = await generateVoterFiles({
      state: 'fl',
      count: 120_000,
      outDir: path.join(dir, 'kill-2'),
      seed: 11,
      demo: false,
    });
    const child = spawn(
      process.execPath,
      ['--import', 'tsx', 'scripts/voters/import.ts', '--progress', '--allow-shrink', ...big.files],
      { env: { ...process.env, DATABASE_URL: t.url }, stdio: ['ignore', 'pipe', 'pipe'] },
    );
    let stderr = '';
    const killed = await new Promise<string>((resolve) => {
      child.stderr.on('data', (chunk: Buffer) => {
        stderr += chunk.toString();
        // The first progress line comes after 50,000 rows of a file: mid-COPY.
        if (/^progress .*: [0-9,]+ rows/m.test(stderr) && child.exitCode === null && !child.killed) {
          child.kill('SIGKILL');
        }
      });
      child.on('exit', (_code, signal) => resolve(String(signal)));
    });
    expect(killed).toBe('SIGKILL');
    // The server notices the dead connection and rolls its transaction back.
    await expect
      .poll(
        async () =>
          (
            await sql<{
              n: number;
            }>`SELECT count(*)::int AS n FROM pg_locks WHERE locktype = 'advisory'`.execute(t.db)
          ).rows[0]?.n,
        { timeout: 20_000 },
      )
      .toBe(0);
    expect(await tableCounts(t.db)).toEqual(before);
    expect(await voterXmins()).toEqual(xmins);
    expect((await findMatchedVoters(t.db, { phone: '+13055550151' })).map((v) => v.voterId)).toEqual([
      'fl:1',
    ]);
    expect((await readStancesByDistrict(t.db, { petition: P })).fl.TOTAL).toEqual({ YES: 0, NO: 1 });
  });
});
