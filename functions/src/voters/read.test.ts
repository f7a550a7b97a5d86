import { mkdtemp, rm, stat, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { CALIFORNIA_HEADER, californiaLine } from '../testkit/voterFiles';
import { caVoter } from '../testkit/voterRecords';
import { CA_COLUMNS } from './layouts';
import type { NormalisedVoter } from './normalise';
import { readVoterFile, type VoterSink } from './read';

let dir: string;
beforeAll(async () => {
  dir = await mkdtemp(path.join(tmpdir(), 'rv-read-'));
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

const ROWS = 200;
const EXTRACT_DATE = CA_COLUMNS.indexOf('ExtractDate');

/** A California file of ROWS voters, with or without the ExtractDate column. */
async function californiaFile(name: string, { extractDate }: { extractDate: boolean }): Promise<string> {
  const drop = (line: string) => line.split('\t').filter((_, i) => extractDate || i !== EXTRACT_DATE);
  const lines = [CALIFORNIA_HEADER];
  for (let i = 1; i <= ROWS; i++) lines.push(californiaLine(caVoter(String(i)), '20260315'));
  const file = path.join(dir, name);
  await writeFile(file, `${lines.map((l) => drop(l).join('\t')).join('\n')}\n`);
  return file;
}

async function read(file: string) {
  const voters: NormalisedVoter[] = [];
  const sink: VoterSink = { add: (voter) => voters.push(voter), flush: async () => {} };
  const problems: string[] = [];
  const split = vi.spyOn(String.prototype, 'split');
  try {
    const result = await readVoterFile({
      file: { path: file, fileNo: 0, state: 'ca', extractDateFromName: null, bytes: (await stat(file)).size },
      sink,
      onProblem: (p) => problems.push(p),
    });
    return { result, voters, problems, splits: split.mock.calls.length };
  } finally {
    split.mockRestore();
  }
}

describe('a California file', () => {
  it('gives its extract date, read from one row', async () => {
    const { result, voters, problems, splits } = await read(
      await californiaFile('dated.txt', { extractDate: true }),
    );
    expect(problems).toEqual([]);
    expect(voters).toHaveLength(ROWS);
    expect(result).toMatchObject({ read: ROWS, extractDate: '2026-03-15' });
    // Rows are read in place (no split per row); the header and each chunk read are split once.
    expect(splits).toBeLessThan(10);
  });

  it('without an ExtractDate column has no extract date, and no row is read twice looking for it', async () => {
    const { result, voters, problems, splits } = await read(
      await californiaFile('undated.txt', { extractDate: false }),
    );
    expect(problems).toEqual([]);
    expect(voters).toHaveLength(ROWS);
    expect(result).toMatchObject({ read: ROWS, extractDate: null });
    expect(splits).toBeLessThan(10);
  });
});
