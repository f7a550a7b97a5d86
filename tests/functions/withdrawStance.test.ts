import { CALLABLE_SCHEMAS } from '@rv/api/contract';
import { petitions } from '@rv/catalogue';
import type { Db } from '@rv/functions/db';
import { readStancesByDistrict } from '@rv/functions/db';
import { insertVoters } from '@rv/functions/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInWithPhone, signUpWithUnverifiedEmail, stackDb, tableChecksums } from './stack';
import { testVoters } from './voters';

// withdrawStance through the Functions emulator with real Auth-emulator ID tokens (the other
// callables: callables.test.ts).
const { voters, phone } = testVoters('WD', 6);
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

describe('withdrawStance', () => {
  // The exact tally in the database: the public answer hides counts under k (decision 0054).
  async function congressionalTally(district: string) {
    return (await readStancesByDistrict(db, { petition })).ca[district];
  }
  async function historyOf(voterId: string) {
    const rows = await db
      .selectFrom('stance_history')
      .select('stance')
      .where('voter_id', '=', voterId)
      .where('petition', '=', petition)
      .orderBy('id')
      .execute();
    return rows.map((row) => row.stance);
  }

  it('removes the stance, appends a WITHDRAWN entry and takes the count out of the district', async () => {
    const idToken = await signInWithPhone(phone(2));
    await call(
      'writeStance',
      { stance: 'YES', voterId: voters.linda.voter_id, fireDbPetition: petition },
      { idToken },
    );
    const before = await congressionalTally('51');
    const response = await call(
      'withdrawStance',
      { voterId: voters.linda.voter_id, fireDbPetition: petition },
      { idToken },
    );
    expect(response.status).toBe(200);
    const voter = CALLABLE_SCHEMAS.withdrawStance.response.parse(response.result);
    expect(voter.voterId).toBe(voters.linda.voter_id);
    expect(voter.stances[petition]).toBeUndefined();
    expect(await congressionalTally('51')).toEqual({ YES: (before?.YES ?? 1) - 1, NO: before?.NO ?? 0 });
    expect(await historyOf(voters.linda.voter_id)).toEqual(['YES', 'WITHDRAWN']);
    const current = await db
      .selectFrom('stances')
      .selectAll()
      .where('voter_id', '=', voters.linda.voter_id)
      .execute();
    expect(current).toEqual([]);
  });

  it('changes nothing when there is no stance to withdraw', async () => {
    const idToken = await signInWithPhone(phone(2));
    const before = await tableChecksums(db);
    const response = await call(
      'withdrawStance',
      { voterId: voters.linda.voter_id, fireDbPetition: petition },
      { idToken },
    );
    expect(response.status).toBe(200);
    expect(CALLABLE_SCHEMAS.withdrawStance.response.parse(response.result).stances[petition]).toBeUndefined();
    expect(await tableChecksums(db)).toEqual(before);
  });

  it('lets the voter take a stance again, whose record lists only the stances given', async () => {
    const idToken = await signInWithPhone(phone(2));
    const before = await congressionalTally('51');
    const response = await call(
      'writeStance',
      { stance: 'NO', voterId: voters.linda.voter_id, fireDbPetition: petition },
      { idToken },
    );
    const voter = CALLABLE_SCHEMAS.writeStance.response.parse(response.result);
    expect(voter.stances[petition]?.history.map((h) => h.stance)).toEqual(['YES', 'NO']);
    expect(await historyOf(voters.linda.voter_id)).toEqual(['YES', 'WITHDRAWN', 'NO']);
    expect(await congressionalTally('51')).toEqual({ YES: before?.YES ?? 0, NO: (before?.NO ?? 0) + 1 });
  });

  it.each([
    ["another voter's id", () => voters.maria.voter_id],
    ['an inactive voter sharing nothing with the caller', () => voters.inactive.voter_id],
    ['an id that does not exist', () => 'ca:NOBODY'],
  ])('is permission-denied for %s, and writes nothing', async (_, voterId) => {
    const idToken = await signInWithPhone(phone(2));
    const before = await tableChecksums(db);
    const response = await call(
      'withdrawStance',
      { voterId: voterId(), fireDbPetition: petition },
      { idToken },
    );
    expect([response.status, response.error?.message]).toEqual([
      403,
      'This voter record does not match your verified phone number or e-mail.',
    ]);
    expect(await tableChecksums(db)).toEqual(before);
  });

  it('is invalid-argument for an unknown petition, naming the known ones', async () => {
    const idToken = await signInWithPhone(phone(2));
    const response = await call(
      'withdrawStance',
      { voterId: voters.linda.voter_id, fireDbPetition: 'noSuchPetition' },
      { idToken },
    );
    expect(response.status).toBe(400);
    expect(response.error?.message).toContain('there is no petition "noSuchPetition"; use one of');
  });

  it('is unauthenticated without an ID token, and permission-denied for an unverified e-mail', async () => {
    const before = await tableChecksums(db);
    const anonymous = await call('withdrawStance', {
      voterId: voters.linda.voter_id,
      fireDbPetition: petition,
    });
    expect([anonymous.status, anonymous.error?.status]).toEqual([401, 'UNAUTHENTICATED']);
    const idToken = await signUpWithUnverifiedEmail('unverified.withdraw.ct@example.org');
    const unverified = await call(
      'withdrawStance',
      { voterId: voters.linda.voter_id, fireDbPetition: petition },
      { idToken },
    );
    expect([unverified.status, unverified.error?.status]).toEqual([403, 'PERMISSION_DENIED']);
    expect(await tableChecksums(db)).toEqual(before);
  });
});
