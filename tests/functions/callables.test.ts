import { CALLABLE_SCHEMAS, MESSAGES, retryAfterSecondsOf, SET_UP_MARKER } from '@rv/api/contract';
import { petitions } from '@rv/catalogue';
import type { Db } from '@rv/functions/db';
import { readStancesByDistrict } from '@rv/functions/db';
import { insertVoters } from '@rv/functions/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  signInWithEmailLink,
  signInWithPhone,
  signUpAnonymously,
  signUpWithUnverifiedEmail,
  stackDb,
  tableChecksums,
} from './stack';
import { testVoters } from './voters';

// Every callable through the Functions emulator with real Auth-emulator ID tokens.
const { voters, phone, unknownPhone } = testVoters('CT', 1);
const national = petitions.find((p) => p.jurisdiction.level === 'NATIONAL');
if (!national) throw new Error('The catalogue has no national petition to test with');
const petition = national.petitionKey;
let db: Db;

beforeAll(async () => {
  db = stackDb();
  await insertVoters(db, Object.values(voters));
});
afterAll(async () => {
  await db.destroy();
});

describe('setUpUser2023', () => {
  it('returns the one voter whose phone the caller verified, and records the set-up marker', async () => {
    const idToken = await signInWithPhone(phone(1));
    const response = await call('setUpUser2023', {}, { idToken });
    expect(response.status).toBe(200);
    const result = CALLABLE_SCHEMAS.setUpUser2023.response.parse(response.result);
    expect(result.lastSetUp).toBe(SET_UP_MARKER);
    expect(result.voters.map((v) => [v.voterId, v.first, v.last, v.city, v.state, v.district])).toEqual([
      [voters.maria.voter_id, 'MARIA', 'ALVAREZ', 'SACRAMENTO', 'ca', '7'],
    ]);
    expect(result.voters[0]?.districts).toEqual({ stateAssembly: '7', stateSenate: '8' });
    const marker = await db.selectFrom('set_up_status').select('last_set_up').execute();
    expect(marker.map((m) => m.last_set_up)).toContain(SET_UP_MARKER);
  });

  it('never sends a phone number or e-mail back', async () => {
    const idToken = await signInWithPhone(phone(1));
    const response = await call('setUpUser2023', {}, { idToken });
    const text = JSON.stringify(response.result);
    expect(text).not.toContain('555');
    expect(text).not.toContain('@');
  });

  it('returns both voters who share a phone, sorted by name', async () => {
    const idToken = await signInWithPhone(phone(2));
    const result = CALLABLE_SCHEMAS.setUpUser2023.response.parse(
      (await call('setUpUser2023', {}, { idToken })).result,
    );
    expect(result.voters.map((v) => v.first)).toEqual(['LINDA', 'THOMAS']);
  });

  it('matches a voter by the e-mail of a sign-in link', async () => {
    const idToken = await signInWithEmailLink(voters.james.email ?? '');
    const result = CALLABLE_SCHEMAS.setUpUser2023.response.parse(
      (await call('setUpUser2023', null, { idToken })).result,
    );
    expect(result.voters.map((v) => [v.voterId, v.suffix, v.districts])).toEqual([
      [voters.james.voter_id, 'JR', { stateHouse: '65', stateSenate: '16' }],
    ]);
  });

  it.each([
    ['an unknown phone', unknownPhone],
    ['an inactive voter', phone(5)],
    ['a voter no longer in the voter file', phone(6)],
  ])('returns no voters for %s', async (_, number) => {
    const idToken = await signInWithPhone(number);
    const response = await call('setUpUser2023', {}, { idToken });
    expect(response.result).toEqual({ lastSetUp: SET_UP_MARKER, voters: [] });
  });

  it('changes nothing when called again', async () => {
    const idToken = await signInWithPhone(phone(1));
    await call('setUpUser2023', {}, { idToken });
    const before = await tableChecksums(db);
    expect((await call('setUpUser2023', {}, { idToken })).status).toBe(200);
    expect(await tableChecksums(db)).toEqual(before);
  });

  it('is unauthenticated without an ID token, and writes nothing', async () => {
    const before = await tableChecksums(db);
    const response = await call('setUpUser2023', {});
    expect([response.status, response.error?.status]).toEqual([401, 'UNAUTHENTICATED']);
    expect(response.error?.message).toBe('Sign in with your phone or e-mail first, then try again.');
    expect(await tableChecksums(db)).toEqual(before);
  });

  it('is permission-denied for a password account (its e-mail not verified), saying how to sign in', async () => {
    const idToken = await signUpWithUnverifiedEmail(`unverified.ct@example.org`);
    const before = await tableChecksums(db);
    const response = await call('setUpUser2023', {}, { idToken });
    expect([response.status, response.error?.status]).toEqual([403, 'PERMISSION_DENIED']);
    expect(response.error?.message).toBe(MESSAGES.noIdentity);
    expect(await tableChecksums(db)).toEqual(before);
  });

  it('is permission-denied for an account with neither phone nor e-mail', async () => {
    const response = await call('setUpUser2023', {}, { idToken: await signUpAnonymously() });
    expect([response.status, response.error?.status]).toEqual([403, 'PERMISSION_DENIED']);
  });

  it('is invalid-argument for a payload other than {}', async () => {
    const idToken = await signInWithPhone(phone(1));
    const response = await call('setUpUser2023', { uid: 'someone-else' }, { idToken });
    expect([response.status, response.error?.message]).toEqual([400, 'remove the unknown field "uid"']);
  });
});

describe('writeStance', () => {
  // The exact tally in the database: the public answer hides counts under k (decision 0054).
  async function congressionalTally(district: string) {
    return (await readStancesByDistrict(db, { petition })).ca[district];
  }

  it('records a stance, returns the voter record with it, and counts it in the district', async () => {
    const idToken = await signInWithPhone(phone(1));
    const before = await congressionalTally('7');
    const response = await call(
      'writeStance',
      { stance: 'YES', voterId: voters.maria.voter_id, fireDbPetition: petition },
      { idToken },
    );
    expect(response.status).toBe(200);
    const voter = CALLABLE_SCHEMAS.writeStance.response.parse(response.result);
    expect(voter.stances[petition]?.currentStance.stance).toBe('YES');
    expect(voter.stances[petition]?.history.map((h) => h.stance)).toEqual(['YES']);
    expect(await congressionalTally('7')).toEqual({ YES: (before?.YES ?? 0) + 1, NO: before?.NO ?? 0 });
  });

  it('changes nothing when the same stance is sent again', async () => {
    const idToken = await signInWithPhone(phone(1));
    const before = await tableChecksums(db);
    const response = await call(
      'writeStance',
      { stance: 'YES', voterId: voters.maria.voter_id, fireDbPetition: petition },
      { idToken },
    );
    expect(response.status).toBe(200);
    expect(await tableChecksums(db)).toEqual(before);
  });

  it('moves one count from YES to NO on a switch, and keeps both in the history', async () => {
    const idToken = await signInWithPhone(phone(1));
    const before = await congressionalTally('7');
    const response = await call(
      'writeStance',
      { stance: 'NO', voterId: voters.maria.voter_id, fireDbPetition: petition },
      { idToken },
    );
    const voter = CALLABLE_SCHEMAS.writeStance.response.parse(response.result);
    expect(voter.stances[petition]?.history.map((h) => h.stance)).toEqual(['YES', 'NO']);
    expect(await congressionalTally('7')).toEqual({ YES: (before?.YES ?? 1) - 1, NO: (before?.NO ?? 0) + 1 });
  });

  it('lets an e-mail sign-in write for its own voter', async () => {
    const idToken = await signInWithEmailLink(voters.james.email ?? '');
    const response = await call(
      'writeStance',
      { stance: 'NO', voterId: voters.james.voter_id, fireDbPetition: petition },
      { idToken },
    );
    expect(response.status).toBe(200);
  });

  it.each([
    ["another voter's id", () => voters.james.voter_id],
    ['an inactive voter sharing nothing with the caller', () => voters.inactive.voter_id],
    ['an id that does not exist', () => 'ca:NOBODY'],
  ])('is permission-denied for %s, and writes nothing', async (_, voterId) => {
    const idToken = await signInWithPhone(phone(1));
    const before = await tableChecksums(db);
    const response = await call(
      'writeStance',
      { stance: 'YES', voterId: voterId(), fireDbPetition: petition },
      { idToken },
    );
    expect([response.status, response.error?.message]).toEqual([
      403,
      'This voter record does not match your verified phone number or e-mail.',
    ]);
    expect(await tableChecksums(db)).toEqual(before);
  });

  it("is permission-denied for the caller's own voter once inactive", async () => {
    const idToken = await signInWithPhone(phone(5));
    const response = await call(
      'writeStance',
      { stance: 'YES', voterId: voters.inactive.voter_id, fireDbPetition: petition },
      { idToken },
    );
    expect(response.status).toBe(403);
  });

  it('is invalid-argument for an unknown petition, naming the known ones', async () => {
    const idToken = await signInWithPhone(phone(1));
    const response = await call(
      'writeStance',
      { stance: 'YES', voterId: voters.maria.voter_id, fireDbPetition: 'noSuchPetition' },
      { idToken },
    );
    expect(response.status).toBe(400);
    expect(response.error?.message).toContain('there is no petition "noSuchPetition"; use one of');
    expect(response.error?.message).toContain(`"${petition}"`);
  });

  it('is unauthenticated without an ID token', async () => {
    const response = await call('writeStance', {
      stance: 'YES',
      voterId: voters.maria.voter_id,
      fireDbPetition: petition,
    });
    expect([response.status, response.error?.status]).toEqual([401, 'UNAUTHENTICATED']);
  });
});

describe('getStancesByDistrict', () => {
  it('answers signed out with every district of both states, a TOTAL equal to their sum, and asOf', async () => {
    const response = await call('getStancesByDistrict', { fireDbPetition: petition });
    const result = CALLABLE_SCHEMAS.getStancesByDistrict.response.parse(response.result);
    expect(Object.keys(result.ca)).toHaveLength(53);
    expect(Object.keys(result.fl)).toHaveLength(29);
    for (const state of [result.ca, result.fl]) {
      const districts = Object.entries(state).filter(([key]) => key !== 'TOTAL');
      expect(state.TOTAL).toEqual({
        YES: districts.reduce((sum, [, c]) => sum + (c.YES ?? 0), 0),
        NO: districts.reduce((sum, [, c]) => sum + (c.NO ?? 0), 0),
      });
    }
    expect(Date.now() - Date.parse(result.asOf)).toBeLessThan(60_000);
  });

  it('is invalid-argument for an unknown petition', async () => {
    const response = await call('getStancesByDistrict', { fireDbPetition: 'noSuchPetition' });
    expect(response.status).toBe(400);
  });
});

describe('getStanceCountState', () => {
  it('answers California Assembly 1–80 and State Senate 1–40', async () => {
    const response = await call('getStanceCountState', { state: 'California', fireDbPetition: petition });
    const result = CALLABLE_SCHEMAS.getStanceCountState.response.parse(response.result);
    expect(Object.keys(result.stateAssembly)).toHaveLength(80);
    expect(Object.keys(result.stateSenate)).toHaveLength(40);
  });

  it('is invalid-argument for Florida, saying only California has state results', async () => {
    const response = await call('getStanceCountState', { state: 'Florida', fireDbPetition: petition });
    expect([response.status, response.error?.message]).toEqual([
      400,
      'state: must be "California": only California has state legislative results',
    ]);
  });
});

describe('getVoterContact', () => {
  const rosa = {
    first: 'rosa',
    last: (voters.rosa.last_name ?? '').toLowerCase(),
    zip: '94110',
    dob: '03/09/1975',
  };

  it('finds an active voter by lower-case name and returns only masked contacts', async () => {
    const response = await call('getVoterContact', rosa, { clientIp: '198.51.100.1' });
    expect(response.result).toEqual({
      A: { numVotersFound: 1, phones: ['(•••) •••-0107', '(•••) •••-0108'], emails: ['r•••@e•••.org'] },
      I: { numVotersFound: 0 },
    });
    expect(JSON.stringify(response.result)).not.toContain('555');
  });

  it.each([
    [
      'an inactive voter',
      { first: 'PAT', last: voters.inactive.last_name ?? '', zip: '94110', dob: '12/01/1961' },
      { A: 0, I: 1 },
    ],
    ['nobody', { first: 'NO', last: 'SUCHPERSON', zip: '94110', dob: '12/01/1961' }, { A: 0, I: 0 }],
    [
      'an active voter without contacts',
      { first: 'ALEX', last: voters.noContact.last_name ?? '', zip: '32301', dob: '07/04/1990' },
      { A: 1, I: 0 },
    ],
  ])('counts %s', async (_, request, counts) => {
    const response = await call('getVoterContact', request, { clientIp: '198.51.100.2' });
    const result = CALLABLE_SCHEMAS.getVoterContact.response.parse(response.result);
    expect({ A: result.A.numVotersFound, I: result.I.numVotersFound }).toEqual(counts);
    expect([...result.A.phones, ...result.A.emails]).toEqual([]);
  });

  it('is invalid-argument for a zip outside California and Florida', async () => {
    const response = await call('getVoterContact', { ...rosa, zip: '10001' }, { clientIp: '198.51.100.3' });
    expect([response.status, response.error?.message]).toEqual([
      400,
      'zip: this is not a California or Florida zip code; only California and Florida voters can be looked up',
    ]);
  });

  it('is resource-exhausted after 10 lookups from one client address, and other addresses go on', async () => {
    // Ten different people, so only the address budget is spent down.
    const people = 'ABCDEFGHIJK'
      .split('')
      .map((initial) => ({ ...rosa, first: `${initial}x`, last: 'Nobody' }));
    const statuses: number[] = [];
    for (const person of people)
      statuses.push((await call('getVoterContact', person, { clientIp: '203.0.113.9' })).status);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    const limited = await call('getVoterContact', rosa, { clientIp: '203.0.113.9' });
    expect(limited.error?.status).toBe('RESOURCE_EXHAUSTED');
    expect(limited.error?.message).toMatch(
      /^Too many look-ups from this device\. Wait \d+ minutes, then try again\.$/,
    );
    const waitMinutes = Number(/Wait (\d+) minutes/.exec(limited.error?.message ?? '')?.[1]);
    expect(Math.ceil((retryAfterSecondsOf(limited.error?.details) ?? 0) / 60)).toBe(waitMinutes);
    expect((await call('getVoterContact', rosa, { clientIp: '203.0.113.10' })).status).toBe(200);
  });

  it('answers rotating X-Forwarded-For values no more than 5 lookups of one person', async () => {
    const statuses: number[] = [];
    for (let i = 1; i <= 30; i++) {
      const dob = `01/${String((i % 28) + 1).padStart(2, '0')}/1970`;
      const guess = { first: 'Guess', last: 'Rotating', zip: '94110', dob };
      statuses.push((await call('getVoterContact', guess, { clientIp: `198.18.0.${i}` })).status);
    }
    expect(statuses).toEqual([...Array(5).fill(200), ...Array(25).fill(429)]);
    const limited = await call(
      'getVoterContact',
      { first: 'G', last: 'rotating', zip: '94110', dob: '02/02/1970' },
      {
        clientIp: '198.18.1.1',
      },
    );
    expect(limited.error?.message).toMatch(
      /^Too many look-ups of this name and zip code\. Wait \d+ (minutes|hours|days), then try again\. Or call our help line/,
    );
  });
});
