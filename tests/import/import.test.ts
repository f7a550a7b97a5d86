import { spawn } from 'node:child_process';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import {
  createPool,
  daysNotAddingUp,
  findMatchedVoters,
  lookupVoterContact,
  readStanceCountState,
  readStancesByDistrict,
  recountTallies,
  withdrawStance,
  writeStance,
} from '@rv/functions/db';
import {
  caVoter,
  createTestDatabase,
  DEMO_IDENTITIES,
  floridaLine,
  flVoter,
  type TestDatabase,
  tableCounts,
  tempDir,
  type VoterFileRecord,
  writeCalifornia,
  writeFlorida,
} from '@rv/functions/testkit';
import { generateVoterFiles } from '@rv/functions/testkit/generator';
import { ImportError, type ImportOptions, importVoterFiles } from '@rv/functions/voters';
import { sql } from 'kysely';
import type pg from 'pg';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

let t: TestDatabase;
let pool: pg.Pool;
let dir: string;
const P = 'petitions/federal/import-test';

beforeAll(async () => {
  dir = await tempDir('import-test');
});
afterAll(async () => {
  await rm(dir, { recursive: true, force: true });
});

// Each test gets an empty database of its own: imports are whole-state snapshots.
beforeEach(async () => {
  t = await createTestDatabase();
  pool = createPool(t.url, { max: 2 });
  return async () => {
    await pool.end();
    await t.drop();
  };
});

async function run(files: string[], options: ImportOptions = {}) {
  const problems: string[] = [];
  const summary = await importVoterFiles(pool, files, { ...options, onProblem: (m) => problems.push(m) });
  return { summary, problems };
}

async function voterXmins(): Promise<string[]> {
  const { rows } = await sql<{
    x: string;
  }>`SELECT voter_id || '@' || xmin::text AS x FROM voters ORDER BY voter_id`.execute(t.db);
  return rows.map((r) => r.x);
}

describe('malformed rows and exempt records', () => {
  it('reports each malformed row as file:line: problem, skips exempt records, imports the rest', async () => {
    const fl = await writeFlorida(path.join(dir, 'malformed'), [
      flVoter('1001', { phones: ['3055550123'], email: 'June.Palmer@Example.com' }),
      floridaLine(flVoter('1002')).split('\t').slice(0, 20).join('\t'),
      flVoter('1003', { dob: '02/30/1980' }),
      flVoter('1004', { zip: '90210' }),
      flVoter('1005', { last: '' }),
      flVoter('1006', { congressional: '29' }),
      flVoter('1007', { exempt: true }),
      flVoter('1008', { phones: ['30555'], email: 'not-an-email' }),
      flVoter('1001', { phones: ['3055550123'], email: 'June.Palmer@Example.com' }),
      '',
    ]);
    const ca = await writeCalifornia(path.join(dir, 'malformed'), [
      caVoter('2001', { phones: ['2135550111', '2135550111', '3105550112'] }),
      caVoter('2002', { exempt: true }),
      caVoter('2003', { status: 'X' as 'A' }),
      caVoter('2004', { lower: '81' }),
    ]);
    const { summary, problems } = await run([fl, ca]);
    expect(problems).toEqual([
      `${fl}:2: has 20 fields, expected 38 (tab-separated)`,
      `${fl}:3: birth date (field 22) is missing or not a valid date`,
      `${fl}:4: residence zip (field 12) is outside FL (32000–34999)`,
      `${fl}:5: last name (field 3) is missing`,
      `${fl}:6: congressional district (field 30) is not a district 1–28`,
      `${fl}:8: phone (fields 35–36) is not a 10-digit US phone number; imported without it`,
      `${fl}:8: e-mail (field 38) is not a valid e-mail address; imported without it`,
      `${ca}:4: Status is not a known status`,
      `${ca}:5: StateAssembly is not a district 1–80`,
      `${fl}:9: voter id repeats the row at ${fl}:1; row skipped`,
    ]);
    expect(summary).toMatchObject({
      rowsRead: 13,
      exempt: 2,
      malformed: 7,
      duplicates: 1,
      contactWarnings: 2,
    });
    const voters = await t.db.selectFrom('voters').selectAll().orderBy('voter_id').execute();
    expect(voters.map((v) => v.voter_id)).toEqual(['ca:2001', 'fl:1001', 'fl:1008']);
    expect(voters[0]).toMatchObject({
      phones: ['+12135550111', '+13105550112'],
      zip: '90012',
      dob: '1980-05-06',
    });
    expect(voters[1]).toMatchObject({
      first_name: 'JUNE',
      phones: ['+13055550123'],
      email: 'june.palmer@example.com',
      status: 'A',
      congressional_district: 27,
      state_lower_district: 113,
      state_upper_district: 38,
    });
    expect(voters[2]).toMatchObject({ phones: [], email: null });
    const snapshots = await t.db.selectFrom('snapshots').selectAll().orderBy('state').execute();
    expect(
      snapshots.map((s) => [s.state, s.rows_read, s.rows_exempt, s.rows_malformed, s.extract_date]),
    ).toEqual([
      ['ca', 4, 1, 2, '2026-01-01'],
      ['fl', 9, 1, 5, '2026-01-01'],
    ]);
  });

  it('rejects every row of a voter id repeated with different data, each naming the others', async () => {
    const fl = await writeFlorida(path.join(dir, 'conflict'), [
      flVoter('3001'),
      flVoter('3002'),
      flVoter('3001', { zip: '33131' }),
      flVoter('3003'),
      flVoter('3003', { phones: ['3055550199'] }),
      flVoter('3003'),
    ]);
    const { summary, problems } = await run([fl]);
    expect(problems).toEqual([
      `${fl}:1: voter id also at ${fl}:3 with different data; which is right cannot be known, so both rows are rejected`,
      `${fl}:3: voter id also at ${fl}:1 with different data; which is right cannot be known, so both rows are rejected`,
      `${fl}:4: voter id also at ${fl}:5, ${fl}:6 with different data; which is right cannot be known, so all these rows are rejected`,
      `${fl}:5: voter id also at ${fl}:4, ${fl}:6 with different data; which is right cannot be known, so all these rows are rejected`,
      `${fl}:6: voter id also at ${fl}:4, ${fl}:5 with different data; which is right cannot be known, so all these rows are rejected`,
    ]);
    expect(summary).toMatchObject({ duplicates: 5 });
    const voters = await t.db
      .selectFrom('voters')
      .select('voter_id')
      .where('voter_id', 'like', 'fl:300%')
      .execute();
    expect(voters.map((v) => v.voter_id)).toEqual(['fl:3002']);
  });

  it('keeps the first of repeated voter ids even when a whole file is given twice', async () => {
    const file = await writeFlorida(path.join(dir, 'twice'), [flVoter('1'), flVoter('2'), flVoter('3')]);
    const { summary, problems } = await run([file, file]);
    expect(problems).toEqual(
      [1, 2, 3].map((line) => `${file}:${line}: voter id repeats the row at ${file}:${line}; row skipped`),
    );
    expect(summary).toMatchObject({ duplicates: 3, votersWritten: 3 });
  });

  it('refuses a file whose layout it cannot tell, changing nothing', async () => {
    const file = path.join(dir, 'unknown.txt');
    const { writeFile } = await import('node:fs/promises');
    await writeFile(file, 'hello\tworld\n');
    await expect(run([file])).rejects.toThrow(/cannot tell the layout.*CCC_YYYYMMDD\.txt/);
    expect(await tableCounts(t.db)).toMatchObject({ voters: 0, snapshots: 0 });
  });
});

describe('generated files', () => {
  it('import the demo identities as documented; a re-import writes 0 rows and touches none', async () => {
    const out = path.join(dir, 'generated');
    const ca = await generateVoterFiles({ state: 'ca', count: 400, outDir: out, seed: 7 });
    const fl = await generateVoterFiles({ state: 'fl', count: 400, outDir: out, seed: 7 });
    const files = [...ca.files, ...fl.files];
    const first = await run(files);
    expect(first.summary.rowsRead).toBe(800 + DEMO_IDENTITIES.length);
    expect(first.summary.votersWritten).toBeGreaterThan(700);

    for (const d of DEMO_IDENTITIES) {
      const found = d.phone
        ? await findMatchedVoters(t.db, { phone: d.phone })
        : d.email
          ? await findMatchedVoters(t.db, { email: d.email })
          : [];
      const ids = found.map((v) => v.voterId);
      if (d.expect === 'matched') expect(ids).toEqual([d.voterId]);
      if (d.expect === 'picker') expect(ids.sort()).toEqual(['fl:900000003', 'fl:900000004']);
      if (d.expect === 'inactive' || d.expect === 'exempt' || d.expect === 'no-contact')
        expect(ids).toEqual([]);
      const lookup = await lookupVoterContact(t.db, d);
      if (d.expect === 'inactive') expect(lookup.I.numVotersFound).toBe(1);
      if (d.expect === 'no-contact') expect(lookup.A).toEqual({ numVotersFound: 1, phones: [], emails: [] });
      if (d.expect === 'exempt') expect(lookup.A.numVotersFound + lookup.I.numVotersFound).toBe(0);
    }

    // The first load rebuilt the indexes and constraints it set aside.
    const { rows: schema } = await sql<{ n: string }>`
      SELECT conname AS n FROM pg_constraint WHERE conrelid IN ('voters'::regclass, 'stances'::regclass, 'stance_history'::regclass)
        AND contype IN ('p', 'f')
      UNION ALL SELECT indexname FROM pg_indexes WHERE tablename = 'voters' ORDER BY 1`.execute(t.db);
    expect(schema.map((r) => r.n)).toEqual([
      'stance_history_pkey',
      'stance_history_void_id_fkey',
      'stance_history_voter_id_fkey',
      'stances_pkey',
      'stances_voter_id_fkey',
      'voters_email',
      'voters_lookup',
      'voters_phones',
      'voters_pkey',
      'voters_pkey',
    ]);

    const before = await voterXmins();
    const again = await run(files);
    expect(again.summary.votersWritten).toBe(0);
    expect(again.summary.states.map((s) => [s.inserted, s.updated, s.markedStale])).toEqual([
      [0, 0, 0],
      [0, 0, 0],
    ]);
    expect(await voterXmins()).toEqual(before);
  });

  it('are deterministic for the same seed', async () => {
    const a = await generateVoterFiles({ state: 'fl', count: 50, outDir: path.join(dir, 'det-a'), seed: 3 });
    const b = await generateVoterFiles({ state: 'fl', count: 50, outDir: path.join(dir, 'det-b'), seed: 3 });
    const { readFile } = await import('node:fs/promises');
    const read = async (files: string[]) => Promise.all(files.map((f) => readFile(f, 'utf8')));
    expect(a.files.map((f) => path.basename(f))).toEqual(b.files.map((f) => path.basename(f)));
    expect(await read(a.files)).toEqual(await read(b.files));
  });
});

describe('tallies follow the voter file', () => {
  const base = () => [
    flVoter('1', { congressional: '5', lower: '10', upper: '4', phones: ['3055550131'] }),
    flVoter('2', { congressional: '5', lower: '10', upper: '4' }),
    flVoter('3', { congressional: '6', lower: '11', upper: '5' }),
  ];

  it('a moved voter moves their counts; a dropped voter is no longer counted, matched or found; a returning one counts again', async () => {
    const v1 = await writeFlorida(path.join(dir, 'moves-1'), base());
    await run([v1]);
    await writeStance(t.db, { voterId: 'fl:1', petition: P, stance: 'YES' });
    await writeStance(t.db, { voterId: 'fl:2', petition: P, stance: 'NO' });
    await writeStance(t.db, { voterId: 'fl:3', petition: P, stance: 'YES' });
    expect((await readStancesByDistrict(t.db, { petition: P })).fl['5']).toEqual({ YES: 1, NO: 1 });

    // fl:1 moves to district 7 / house 12 / senate 6; fl:2 becomes inactive.
    const [one, two, three] = base() as [VoterFileRecord, VoterFileRecord, VoterFileRecord];
    const v2 = await writeFlorida(path.join(dir, 'moves-2'), [
      { ...one, congressional: '7', lower: '12', upper: '6' },
      { ...two, status: 'I' },
      three,
    ]);
    const moved = await run([v2]);
    expect(moved.summary.states[0]).toMatchObject({ updated: 2, inserted: 0, markedStale: 0 });
    let counts = await readStancesByDistrict(t.db, { petition: P });
    expect(counts.fl['5']).toEqual({ YES: 0, NO: 0 });
    expect(counts.fl['7']).toEqual({ YES: 1, NO: 0 });
    expect(counts.fl.TOTAL).toEqual({ YES: 2, NO: 0 });
    const state = await readStanceCountState(t.db, { petition: P, state: 'fl' });
    expect(state.stateHouse?.['10']).toEqual({ YES: 0, NO: 0 });
    expect(state.stateHouse?.['12']).toEqual({ YES: 1, NO: 0 });
    expect(state.stateSenate['6']).toEqual({ YES: 1, NO: 0 });
    expect((await recountTallies(t.db)).mismatches).toEqual([]);
    expect(await daysNotAddingUp(t.db)).toEqual([]);

    // fl:1 leaves the file.
    const v3 = await writeFlorida(path.join(dir, 'moves-3'), [{ ...two, status: 'I' }, three]);
    const dropped = await run([v3]);
    expect(dropped.summary.states[0]).toMatchObject({ markedStale: 1, updated: 0 });
    counts = await readStancesByDistrict(t.db, { petition: P });
    expect(counts.fl['7']).toEqual({ YES: 0, NO: 0 });
    expect(counts.fl.TOTAL).toEqual({ YES: 1, NO: 0 });
    expect(await findMatchedVoters(t.db, { phone: '+13055550131' })).toEqual([]);
    expect(await writeStance(t.db, { voterId: 'fl:1', petition: P, stance: 'NO' })).toBeNull();
    expect((await recountTallies(t.db)).mismatches).toEqual([]);
    expect(await daysNotAddingUp(t.db)).toEqual([]);

    // fl:1 and fl:2 come back as in v1: their kept stances count again.
    await run([v1]);
    counts = await readStancesByDistrict(t.db, { petition: P });
    expect(counts.fl['5']).toEqual({ YES: 1, NO: 1 });
    expect(counts.fl.TOTAL).toEqual({ YES: 2, NO: 1 });
    expect((await recountTallies(t.db)).mismatches).toEqual([]);
    expect(await daysNotAddingUp(t.db)).toEqual([]);
  });

  it('a voter who withdrew and then moves counts nowhere, before or after the move', async () => {
    const v1 = await writeFlorida(path.join(dir, 'withdrawn-1'), base());
    await run([v1]);
    await writeStance(t.db, { voterId: 'fl:1', petition: P, stance: 'YES' });
    await writeStance(t.db, { voterId: 'fl:3', petition: P, stance: 'NO' });
    expect((await withdrawStance(t.db, { voterId: 'fl:1', petition: P }))?.withdrawn).toBe('YES');
    expect((await readStancesByDistrict(t.db, { petition: P })).fl['5']).toEqual({ YES: 0, NO: 0 });

    // fl:1 moves to district 7 / house 12 / senate 6.
    const [one, two, three] = base() as [VoterFileRecord, VoterFileRecord, VoterFileRecord];
    const v2 = await writeFlorida(path.join(dir, 'withdrawn-2'), [
      { ...one, congressional: '7', lower: '12', upper: '6' },
      two,
      three,
    ]);
    await run([v2]);
    const counts = await readStancesByDistrict(t.db, { petition: P });
    expect(counts.fl['5']).toEqual({ YES: 0, NO: 0 });
    expect(counts.fl['7']).toEqual({ YES: 0, NO: 0 });
    expect(counts.fl.TOTAL).toEqual({ YES: 0, NO: 1 });
    const state = await readStanceCountState(t.db, { petition: P, state: 'fl' });
    expect(state.stateHouse?.['12']).toEqual({ YES: 0, NO: 0 });
    expect(state.stateSenate['6']).toEqual({ YES: 0, NO: 0 });
    expect((await recountTallies(t.db)).mismatches).toEqual([]);
    expect(await daysNotAddingUp(t.db)).toEqual([]);
  });

  it('refuses a snapshot that would drop most of a state, unless allowed', async () => {
    const v1 = await writeFlorida(path.join(dir, 'shrink-1'), base());
    await run([v1]);
    const v2 = await writeFlorida(path.join(dir, 'shrink-2'), base().slice(0, 1));
    const before = await tableCounts(t.db);
    await expect(run([v2])).rejects.toThrow(ImportError);
    await expect(run([v2])).rejects.toThrow(/--allow-shrink/);
    expect(await tableCounts(t.db)).toEqual(before);
    const allowed = await run([v2], { allowShrink: true });
    expect(allowed.summary.states[0]?.markedStale).toBe(2);
  });
});

describe('district plans (content/districts/plans.yaml)', () => {
  // Three Californians: two move to other districts on the 2025 plan, one keeps the number 34
  // (which is another place on the new plan: the record must still say which plan it is on).
  const onOldPlan = () => [
    caVoter('1', { congressional: '34', phones: ['2135550161'] }),
    caVoter('2', { congressional: '34' }),
    caVoter('3', { congressional: '12' }),
  ];
  const onNewPlan = () => [
    caVoter('1', { congressional: '34', phones: ['2135550161'] }),
    caVoter('2', { congressional: '30' }),
    caVoter('3', { congressional: '11' }),
  ];
  const districtPlans = async () =>
    (await t.db.selectFrom('voters').select(['voter_id', 'district_plan']).orderBy('voter_id').execute()).map(
      (v) => [v.voter_id, v.district_plan],
    );

  it('reads each snapshot on the plan of the next election after its extract date; counts follow, totals agree, nothing is lost', async () => {
    const old = await writeCalifornia(
      path.join(dir, 'plan-old'),
      onOldPlan(),
      'pvrdr-vrd-20250601.txt',
      '20250601',
    );
    const first = await run([old]);
    expect(first.summary.states[0]?.plan).toBe('ca-commission-2021');
    await writeStance(t.db, { voterId: 'ca:1', petition: P, stance: 'YES' });
    await writeStance(t.db, { voterId: 'ca:2', petition: P, stance: 'NO' });
    await writeStance(t.db, { voterId: 'ca:3', petition: P, stance: 'YES' });
    const before = await readStancesByDistrict(t.db, { petition: P });
    expect(before.ca['34']).toEqual({ YES: 1, NO: 1 });
    const kept = await tableCounts(t.db);

    const next = await writeCalifornia(
      path.join(dir, 'plan-new'),
      onNewPlan(),
      'pvrdr-vrd-20260301.txt',
      '20260301',
    );
    const second = await run([next]);
    // All three are rewritten: ca:1's number is the same, but on another plan.
    expect(second.summary.states[0]).toMatchObject({ plan: 'ca-legislature-2025', updated: 3, unchanged: 0 });
    expect(await districtPlans()).toEqual([
      ['ca:1', 'ca-legislature-2025'],
      ['ca:2', 'ca-legislature-2025'],
      ['ca:3', 'ca-legislature-2025'],
    ]);
    const after = await readStancesByDistrict(t.db, { petition: P });
    expect(after.ca['34']).toEqual({ YES: 1, NO: 0 });
    expect(after.ca['30']).toEqual({ YES: 0, NO: 1 });
    expect(after.ca['11']).toEqual({ YES: 1, NO: 0 });
    // The totals across the two plans agree, and every district's counts add up to them.
    expect(after.ca.TOTAL).toEqual(before.ca.TOTAL);
    const sum = (counts: typeof after.ca) =>
      Object.entries(counts)
        .filter(([district]) => district !== 'TOTAL')
        .reduce((n, [, c]) => ({ YES: n.YES + c.YES, NO: n.NO + c.NO }), { YES: 0, NO: 0 });
    expect(sum(after.ca)).toEqual(after.ca.TOTAL);
    expect(sum(before.ca)).toEqual(before.ca.TOTAL);
    // No stance or history entry was lost or moved; the counts were recounted from the records.
    expect(await tableCounts(t.db)).toEqual({ ...kept, snapshots: (kept.snapshots ?? 0) + 1 });
    expect((await recountTallies(t.db)).mismatches).toEqual([]);
    expect(await daysNotAddingUp(t.db)).toEqual([]);
    // The voter's record says which plan its district is on.
    expect(await findMatchedVoters(t.db, { phone: '+12135550161' })).toEqual([
      expect.objectContaining({ voterId: 'ca:1', district: '34', districtPlan: 'ca-legislature-2025' }),
    ]);
    const snapshots = await t.db
      .selectFrom('snapshots')
      .select(['extract_date', 'district_plan'])
      .orderBy('id')
      .execute();
    expect(snapshots).toEqual([
      { extract_date: '2025-06-01', district_plan: 'ca-commission-2021' },
      { extract_date: '2026-03-01', district_plan: 'ca-legislature-2025' },
    ]);
  });

  it('reads a file on the plan the import names when the file says otherwise, and refuses an unknown plan', async () => {
    const file = await writeCalifornia(
      path.join(dir, 'plan-named'),
      onOldPlan(),
      'pvrdr-vrd-20260301.txt',
      '20260301',
    );
    await expect(run([file], { plans: { ca: 'ca-2099' } })).rejects.toThrow(
      "CA: --plan ca-2099 is not one of the state's plans (ca-commission-2021, ca-legislature-2025, content/districts/plans.yaml). Nothing was changed.",
    );
    expect((await tableCounts(t.db)).voters).toBe(0);
    const named = await run([file], { plans: { ca: 'ca-commission-2021' } });
    expect(named.summary.states[0]?.plan).toBe('ca-commission-2021');
    expect(await districtPlans()).toEqual([
      ['ca:1', 'ca-commission-2021'],
      ['ca:2', 'ca-commission-2021'],
      ['ca:3', 'ca-commission-2021'],
    ]);
    // The same file again on its own plan: only the plan changes, and it is written.
    const again = await run([file]);
    expect(again.summary.states[0]).toMatchObject({ plan: 'ca-legislature-2025', updated: 3 });
  });

  it("reads Florida's files of early 2026 on the 2022 plan and later ones on the 2026 plan", async () => {
    const early = await writeFlorida(path.join(dir, 'fl-plan-1'), [flVoter('1')], 'DAD_20260501.txt');
    expect((await run([early])).summary.states[0]?.plan).toBe('fl-2022');
    const late = await writeFlorida(path.join(dir, 'fl-plan-2'), [flVoter('1')], 'DAD_20260701.txt');
    expect((await run([late])).summary.states[0]?.plan).toBe('fl-2026');
  });
});

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
