import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testkit/database';
import { insertVoters } from '../testkit/fixtures';
import {
  daysNotAddingUp,
  findMatchedVoters,
  getSetUpStatus,
  getVoterRecord,
  lookupVoterContact,
  readDayChanges,
  readStanceCountState,
  readStancesByDistrict,
  recountTallies,
  setSetUpStatus,
  withdrawStance,
  writeStance,
} from './index';

let t: TestDatabase;
const P = 'petitions/federal/test-petition';

beforeAll(async () => {
  t = await createTestDatabase();
  await insertVoters(t.db, [
    {
      voter_id: 'ca:1',
      first_name: 'ANA',
      last_name: 'REYES',
      phones: ['+13105550101'],
      congressional_district: 34,
      state_lower_district: 54,
      state_upper_district: 26,
    },
    {
      voter_id: 'ca:2',
      first_name: 'BEN',
      last_name: 'REYES',
      phones: ['+13105550101', '+13105550102'],
      email: 'ben@example.org',
    },
    { voter_id: 'ca:3', first_name: 'CARL', last_name: 'IDLE', phones: ['+13105550103'], status: 'I' },
    {
      voter_id: 'ca:4',
      first_name: 'DORA',
      last_name: 'GONE',
      phones: ['+13105550104'],
      is_up_to_date: false,
    },
    {
      voter_id: 'fl:5',
      first_name: 'EVA',
      last_name: 'COSTA',
      email: 'eva@example.com',
      dob: '1975-03-04',
      zip: '33101',
      phones: ['+13055550105'],
      congressional_district: 27,
      state_lower_district: 113,
      state_upper_district: 38,
    },
    { voter_id: 'fl:6', first_name: 'EVA', last_name: 'COSTA', dob: '1975-03-04', zip: '33101', status: 'I' },
    {
      voter_id: 'fl:7',
      first_name: 'MARY ANN',
      last_name: 'DE LA CRUZ',
      dob: '1980-07-04',
      zip: '33101',
      email: 'mary@example.org',
    },
  ]);
});
afterAll(() => t.drop());

describe('findMatchedVoters', () => {
  it('matches a phone shared by two active, current voters, sorted by name', async () => {
    const matches = await findMatchedVoters(t.db, { phone: '+13105550101' });
    expect(matches.map((m) => m.voterId)).toEqual(['ca:1', 'ca:2']);
    expect(matches[0]).toMatchObject({
      first: 'ANA',
      state: 'ca',
      suffix: '',
      district: '34',
      districts: { stateAssembly: '54', stateSenate: '26' },
    });
    expect(matches[0]).not.toHaveProperty('phones');
  });
  it('matches e-mail case-insensitively and FL districts as stateHouse', async () => {
    const [eva] = await findMatchedVoters(t.db, { email: 'EVA@Example.com' });
    expect(eva).toMatchObject({ voterId: 'fl:5', districts: { stateHouse: '113', stateSenate: '38' } });
  });
  it('never matches inactive or stale voters', async () => {
    expect(await findMatchedVoters(t.db, { phone: '+13105550103' })).toEqual([]);
    expect(await findMatchedVoters(t.db, { phone: '+13105550104' })).toEqual([]);
    expect(await findMatchedVoters(t.db, { phone: '+19999999999' })).toEqual([]);
  });
});

describe('writeStance', () => {
  it('writes stance, history and all three tallies; repeat changes nothing; switch moves one count', async () => {
    const first = await writeStance(t.db, { voterId: 'ca:1', petition: P, stance: 'YES' });
    expect(first?.changed).toBe(true);
    expect(first?.voter.stances[P]?.currentStance.stance).toBe('YES');
    let byDistrict = await readStancesByDistrict(t.db, { petition: P });
    expect(byDistrict.ca['34']).toEqual({ YES: 1, NO: 0 });
    expect(byDistrict.ca.TOTAL).toEqual({ YES: 1, NO: 0 });
    let state = await readStanceCountState(t.db, { petition: P, state: 'ca' });
    expect(state.stateAssembly?.['54']).toEqual({ YES: 1, NO: 0 });
    expect(state.stateSenate['26']).toEqual({ YES: 1, NO: 0 });

    const repeat = await writeStance(t.db, { voterId: 'ca:1', petition: P, stance: 'YES' });
    expect(repeat?.changed).toBe(false);
    expect(repeat?.voter.stances[P]?.history).toHaveLength(1);
    expect((await readStancesByDistrict(t.db, { petition: P })).ca.TOTAL).toEqual({ YES: 1, NO: 0 });

    const flip = await writeStance(t.db, { voterId: 'ca:1', petition: P, stance: 'NO' });
    expect(flip).toMatchObject({ changed: true, previous: 'YES' });
    expect(flip?.voter.stances[P]?.history.map((h) => h.stance)).toEqual(['YES', 'NO']);
    byDistrict = await readStancesByDistrict(t.db, { petition: P });
    expect(byDistrict.ca['34']).toEqual({ YES: 0, NO: 1 });
    expect(byDistrict.ca.TOTAL).toEqual({ YES: 0, NO: 1 });
    state = await readStanceCountState(t.db, { petition: P, state: 'ca' });
    expect(state.stateAssembly?.['54']).toEqual({ YES: 0, NO: 1 });
    expect((await recountTallies(t.db)).mismatches).toEqual([]);
  });

  it('refuses inactive, stale and unknown voters without writing anything', async () => {
    for (const voterId of ['ca:3', 'ca:4', 'ca:999']) {
      expect(await writeStance(t.db, { voterId, petition: P, stance: 'YES' })).toBeNull();
    }
    const record = await getVoterRecord(t.db, { voterId: 'ca:3' });
    expect(record?.stances).toEqual({});
  });

  it('keeps every tally equal to a recount under concurrent repeats and switches', async () => {
    const voters = Array.from({ length: 40 }, (_, i) => ({
      voter_id: `fl:c${i}`,
      congressional_district: (i % 3) + 1,
      state_lower_district: (i % 5) + 1,
      state_upper_district: (i % 2) + 1,
    }));
    await insertVoters(t.db, voters);
    const writes = Array.from({ length: 400 }, (_, i) =>
      writeStance(t.db, {
        voterId: `fl:c${i % 40}`,
        petition: Math.floor(i / 40) % 2 ? P : `${P}-2`,
        stance: (i * 7) % 3 ? 'YES' : 'NO',
      }),
    );
    const results = await Promise.all(writes);
    expect(results.every((r) => r !== null)).toBe(true);
    const recount = await recountTallies(t.db);
    expect(recount.mismatches).toEqual([]);
    expect(recount.stancesCounted).toBeGreaterThanOrEqual(80);
    expect(await daysNotAddingUp(t.db)).toEqual([]);
    const totals = await readStancesByDistrict(t.db, { petition: `${P}-2` });
    expect(totals.fl.TOTAL.YES + totals.fl.TOTAL.NO).toBe(40);
  });

  it('detects a tally that drifted from the stances', async () => {
    await t.db
      .updateTable('tallies')
      .set({ yes: 999 })
      .where('petition', '=', P)
      .where('state', '=', 'ca')
      .execute();
    const { mismatches } = await recountTallies(t.db);
    expect(mismatches.length).toBeGreaterThan(0);
    expect(mismatches[0]?.petition).toBe(P);
  });
});

describe('counts over time', () => {
  it("records each stance written or withdrawn on today's date in the voter's state", async () => {
    const Q = `${P}-days`;
    const today = async (zone: string) =>
      (
        await sql<{
          day: string;
        }>`SELECT to_char((now() AT TIME ZONE ${zone})::date, 'YYYY-MM-DD') AS day`.execute(t.db)
      ).rows[0]?.day;
    await writeStance(t.db, { voterId: 'ca:1', petition: Q, stance: 'YES' });
    await writeStance(t.db, { voterId: 'fl:5', petition: Q, stance: 'YES' });
    await writeStance(t.db, { voterId: 'fl:5', petition: Q, stance: 'NO' });
    await withdrawStance(t.db, { voterId: 'ca:1', petition: Q });
    await writeStance(t.db, { voterId: 'ca:2', petition: Q, stance: 'NO' });
    const ca = await readDayChanges(t.db, { petitions: [Q], state: 'ca', district: null });
    expect(ca.byPetition[Q]).toEqual([
      { district: 1, day: await today('America/Los_Angeles'), YES: 0, NO: 1 },
    ]);
    const fl27 = await readDayChanges(t.db, { petitions: [Q], state: 'fl', district: 27 });
    expect(fl27.byPetition[Q]).toEqual([
      { district: 27, day: await today('America/New_York'), YES: 0, NO: 1 },
    ]);
    // CA-34's YES and its withdrawal cancel out on the day: a row of zeros, left out when read.
    expect((await readDayChanges(t.db, { petitions: [Q], state: 'ca', district: 34 })).byPetition[Q]).toEqual(
      [],
    );
    expect(await daysNotAddingUp(t.db)).toEqual([]);
  });
});

describe('lookupVoterContact', () => {
  it('counts active and inactive current voters and returns the active contacts (unmasked, for masking)', async () => {
    const result = await lookupVoterContact(t.db, {
      first: ' eva ',
      last: 'costa',
      dob: '03/04/1975',
      zip: '33101',
    });
    expect(result).toEqual({
      A: { numVotersFound: 1, phones: ['+13055550105'], emails: ['eva@example.com'] },
      I: { numVotersFound: 1 },
    });
  });
  it('finds a name typed with a double space, as the importer stores it single-spaced', async () => {
    const result = await lookupVoterContact(t.db, {
      first: 'Mary  Ann',
      last: 'de la  cruz ',
      dob: '07/04/1980',
      zip: '33101',
    });
    expect(result.A).toEqual({ numVotersFound: 1, phones: [], emails: ['mary@example.org'] });
  });
  it('finds nothing for a malformed date or unknown person', async () => {
    const none = { A: { numVotersFound: 0, phones: [], emails: [] }, I: { numVotersFound: 0 } };
    expect(
      await lookupVoterContact(t.db, { first: 'EVA', last: 'COSTA', dob: '1975', zip: '33101' }),
    ).toEqual(none);
    expect(
      await lookupVoterContact(t.db, { first: 'ZED', last: 'COSTA', dob: '03/04/1975', zip: '33101' }),
    ).toEqual(none);
  });
});

describe('set-up status', () => {
  it('is null until set, then holds the last marker', async () => {
    expect(await getSetUpStatus(t.db, { uid: 'uid-1' })).toBeNull();
    await setSetUpStatus(t.db, { uid: 'uid-1', lastSetUp: 'mar_2025' });
    await setSetUpStatus(t.db, { uid: 'uid-1', lastSetUp: 'apr_2025' });
    expect(await getSetUpStatus(t.db, { uid: 'uid-1' })).toBe('apr_2025');
  });
});

describe('getVoterRecord', () => {
  it('returns each stance with its full history, the last entry being the current stance', async () => {
    await insertVoters(t.db, [{ voter_id: 'ca:h1' }]);
    for (const stance of ['NO', 'YES', 'YES', 'NO'] as const) {
      await writeStance(t.db, { voterId: 'ca:h1', petition: P, stance });
    }
    const record = await getVoterRecord(t.db, { voterId: 'ca:h1' });
    const entry = record?.stances[P];
    expect(entry?.history.map((h) => h.stance)).toEqual(['NO', 'YES', 'NO']);
    expect(entry?.currentStance).toEqual(entry?.history.at(-1));
    expect(await getVoterRecord(t.db, { voterId: 'ca:none' })).toBeNull();
  });
});
