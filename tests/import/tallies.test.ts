import path from 'node:path';
import {
  daysNotAddingUp,
  findMatchedVoters,
  readStanceCountState,
  readStancesByDistrict,
  recountTallies,
  withdrawStance,
  writeStance,
} from '@rv/functions/db';
import { flVoter, tableCounts, type VoterFileRecord, writeFlorida } from '@rv/functions/testkit';
import { ImportError } from '@rv/functions/voters';
import { describe, expect, it } from 'vitest';
import { dir, P, run, t, useImportDatabase } from './importDatabase';

useImportDatabase();

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
