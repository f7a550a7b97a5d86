import { CALLABLE_SCHEMAS, MESSAGES } from '@rv/api/contract';
import { petitions } from '@rv/catalogue';
import type { Db } from '@rv/functions/db';
import { SIGN_IN_METHOD_REFUSED } from '@rv/functions/sign-in-methods';
import { insertVoters } from '@rv/functions/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  call,
  signInWithEmailLink,
  signInWithPassword,
  signInWithPhone,
  signUpAnonymously,
  signUpWithPassword,
  stackDb,
  tableChecksums,
  tokenClaims,
  verifyEmailAsTheMailboxOwner,
  withoutBlockingFunctions,
} from './stack';
import { testVoters } from './voters';

// Only the two sign-ins the product offers make an identity, with real
// Auth-emulator tokens of each provider and the Auth emulator running our blocking functions.
const { voters, phone } = testVoters('SM', 7);
const national = petitions.find((p) => p.jurisdiction.level === 'NATIONAL');
if (!national) throw new Error('The catalogue has no national petition to test with');
const petition = national.petitionKey;
const PASSWORD = 'attacker-chosen-password-1';
let db: Db;

beforeAll(async () => {
  db = stackDb();
  await insertVoters(db, Object.values(voters));
});
afterAll(async () => {
  await db.destroy();
});

describe('what each sign-in method puts in the ID token', () => {
  it('says phone, and our claim says phone, for a text-message code', async () => {
    const claims = tokenClaims(await signInWithPhone(phone(1)));
    expect([(claims.firebase as { sign_in_provider: string }).sign_in_provider, claims.rv_sign_in]).toEqual([
      'phone',
      'phone',
    ]);
  });

  it('says password for an e-mail link (as for a password), so only our claim tells them apart', async () => {
    const claims = tokenClaims(await signInWithEmailLink(voters.james.email ?? ''));
    expect([(claims.firebase as { sign_in_provider: string }).sign_in_provider, claims.rv_sign_in]).toEqual([
      'password',
      'emailLink',
    ]);
  });
});

describe('Firebase Auth with our blocking functions', () => {
  it('refuses to create a password account, even for a voter’s e-mail', async () => {
    await expect(signUpWithPassword(voters.maria.email ?? '', PASSWORD)).rejects.toThrow(
      /BLOCKING_FUNCTION_ERROR_RESPONSE/,
    );
    await expect(signUpWithPassword('someone.sm@example.org', PASSWORD)).rejects.toThrow(
      SIGN_IN_METHOD_REFUSED.slice(0, 40),
    );
  });

  it('creates accounts by text-message code and by e-mail link', async () => {
    const byPhone = await call('setUpUser2023', {}, { idToken: await signInWithPhone(phone(1)) });
    const byLink = await call(
      'setUpUser2023',
      {},
      { idToken: await signInWithEmailLink(voters.james.email ?? '') },
    );
    expect([byPhone.status, byLink.status]).toEqual([200, 200]);
  });
});

describe('the e-mail takeover found by probing, end to end', () => {
  // The attacker makes a password account for Rosa's e-mail where the blocking functions are
  // missing (a project deployed without them), Rosa opens the genuine "verify your e-mail"
  // message, and the attacker signs in with the password: the token says email_verified.
  let attackerToken: string;
  beforeAll(async () => {
    const email = voters.rosa.email ?? '';
    attackerToken = await withoutBlockingFunctions(async () => {
      const firstToken = await signUpWithPassword(email, PASSWORD);
      await verifyEmailAsTheMailboxOwner(firstToken, email);
      return signInWithPassword(email, PASSWORD);
    });
    expect(tokenClaims(attackerToken)).toMatchObject({ email, email_verified: true });
  });

  it('with the blocking functions in place, the password sign-in is refused', async () => {
    await expect(signInWithPassword(voters.rosa.email ?? '', PASSWORD)).rejects.toThrow(
      /BLOCKING_FUNCTION_ERROR_RESPONSE/,
    );
  });

  it('without them, setUpUser2023 and writeStance still refuse the password token and write nothing', async () => {
    const before = await tableChecksums(db);
    const setUp = await call('setUpUser2023', {}, { idToken: attackerToken });
    const write = await call(
      'writeStance',
      { voterId: voters.rosa.voter_id, fireDbPetition: petition, stance: 'NO' },
      { idToken: attackerToken },
    );
    for (const response of [setUp, write]) {
      expect([response.status, response.error?.status, response.error?.message]).toEqual([
        403,
        'PERMISSION_DENIED',
        MESSAGES.noIdentity,
      ]);
    }
    expect(await tableChecksums(db)).toEqual(before);
  });

  it('the voter’s own e-mail-link sign-in still works, on the same account', async () => {
    const idToken = await signInWithEmailLink(voters.rosa.email ?? '');
    expect(tokenClaims(idToken).user_id).toBe(tokenClaims(attackerToken).user_id);
    const setUp = CALLABLE_SCHEMAS.setUpUser2023.response.parse(
      (await call('setUpUser2023', {}, { idToken })).result,
    );
    expect(setUp.voters.map((v) => v.voterId)).toEqual([voters.rosa.voter_id]);
    const write = await call(
      'writeStance',
      { voterId: voters.rosa.voter_id, fireDbPetition: petition, stance: 'YES' },
      { idToken },
    );
    expect(write.status).toBe(200);
  });
});

describe('other providers', () => {
  it('an anonymous account (the Auth emulator does not run blocking functions for it) is refused by every signed-in callable', async () => {
    const idToken = await signUpAnonymously();
    const before = await tableChecksums(db);
    const responses = await Promise.all([
      call('setUpUser2023', {}, { idToken }),
      call(
        'writeStance',
        { voterId: voters.maria.voter_id, fireDbPetition: petition, stance: 'NO' },
        { idToken },
      ),
      call('withdrawStance', { voterId: voters.maria.voter_id, fireDbPetition: petition }, { idToken }),
    ]);
    expect(responses.map((r) => [r.status, r.error?.message])).toEqual(
      responses.map(() => [403, MESSAGES.noIdentity]),
    );
    expect(await tableChecksums(db)).toEqual(before);
  });
});
