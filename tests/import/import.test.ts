import path from 'node:path';
import { findMatchedVoters, lookupVoterContact } from '@rv/functions/db';
import {
  caVoter,
  DEMO_IDENTITIES,
  floridaLine,
  flVoter,
  tableCounts,
  writeCalifornia,
  writeFlorida,
} from '@rv/functions/testkit';
import { generateVoterFiles } from '@rv/functions/testkit/generator';
import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { dir, run, t, useImportDatabase, voterXmins } from './importDatabase';

useImportDatabase();

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
