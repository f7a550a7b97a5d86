import { CALLABLE_SCHEMAS, retryAfterSecondsOf } from '@rv/api/contract';
import { petitions } from '@rv/catalogue';
import type { Db } from '@rv/functions/db';
import { currentStance, recountTallies } from '@rv/functions/db';
import { insertVoters } from '@rv/functions/testkit';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInWithPhone, stackDb, tableChecksums, tokenClaims } from './stack';
import { testVoters } from './voters';

// Per-voter write limits over the real stack: the emulated functions run with
// the deployed default, 10 changes per petition per 24 hours (functions/src/config.ts).
const LIMIT = 10;
const { voters, phone, unknownPhone } = testVoters('WL', 8);
const nationals = petitions.filter((p) => p.jurisdiction.level === 'NATIONAL').map((p) => p.petitionKey);
const [petition, otherPetition] = nationals;
if (!petition) throw new Error('The catalogue has no national petition to test with');
let db: Db;

beforeAll(async () => {
  db = stackDb();
  await insertVoters(db, Object.values(voters));
});
afterAll(async () => {
  await db.destroy();
});

const changesOf = (voterId: string, on: string) =>
  db
    .selectFrom('stance_history')
    .select(['id', 'stance'])
    .where('voter_id', '=', voterId)
    .where('petition', '=', on)
    .orderBy('id')
    .execute();

describe('48 racing writes and withdrawals from one voter on one petition', () => {
  it('make at most 10 changes, refuse the rest with what to do, and keep stance, tallies and log consistent', {
    timeout: 600_000,
  }, async () => {
    const idToken = await signInWithPhone(phone(1));
    const voterId = voters.maria.voter_id;
    const requests = Array.from({ length: 48 }, (_, i) =>
      i % 3 === 2
        ? call('withdrawStance', { voterId, fireDbPetition: petition }, { idToken })
        : call(
            'writeStance',
            { voterId, fireDbPetition: petition, stance: i % 2 ? 'YES' : 'NO' },
            { idToken },
          ),
    );
    const responses = await Promise.all(requests);
    expect(responses.filter((r) => r.status !== 200 && r.status !== 429).map((r) => r.error)).toEqual([]);
    const refused = responses.filter((r) => r.status === 429);
    expect(refused.length).toBeGreaterThan(0);
    for (const r of refused) {
      expect(r.error?.status).toBe('RESOURCE_EXHAUSTED');
      expect(r.error?.message).toMatch(
        /^You have changed your stance on this petition 10 times in the last 24 hours\. Your current stance is kept\. You can change it again in \d+ hours?\.$/,
      );
      // The wait, for the screens to word in the voter's language: within the 24-hour window.
      expect(retryAfterSecondsOf(r.error?.details)).toBeGreaterThan(23 * 3600);
      expect(retryAfterSecondsOf(r.error?.details)).toBeLessThanOrEqual(24 * 3600);
    }

    const history = await changesOf(voterId, petition);
    expect(history).toHaveLength(LIMIT);
    // The current stance is the last change (or none after a withdrawal).
    const current = await currentStance(db, { voterId, petition });
    expect(current ?? 'WITHDRAWN').toBe(history.at(-1)?.stance);
    expect((await recountTallies(db)).mismatches).toEqual([]);

    // Every change has its security-log row, naming it; nothing else was logged for it.
    const logged = await db
      .selectFrom('security_log')
      .select(['stance_history_id', 'uid_hash', 'address_hash'])
      .where('event', '=', 'stance')
      .where(
        'stance_history_id',
        'in',
        history.map((h) => h.id),
      )
      .execute();
    expect(logged.map((l) => l.stance_history_id).sort()).toEqual(history.map((h) => h.id).sort());
    expect(new Set(logged.map((l) => l.uid_hash)).size).toBe(1);
    expect(logged[0]?.uid_hash).toMatch(/^[0-9a-f]{32}$/);
    expect(logged[0]?.uid_hash).not.toContain(String(tokenClaims(idToken).user_id));
  });

  it('a refused change writes nothing, and the voter can still answer another petition', async () => {
    const idToken = await signInWithPhone(phone(1));
    const voterId = voters.maria.voter_id;
    const before = await tableChecksums(db);
    const stance = await currentStance(db, { voterId, petition });
    const change = await call(
      'writeStance',
      { voterId, fireDbPetition: petition, stance: stance === 'YES' ? 'NO' : 'YES' },
      { idToken },
    );
    expect(change.status).toBe(429);
    expect(await tableChecksums(db)).toEqual(before);
    if (otherPetition) {
      const other = await call(
        'writeStance',
        { voterId, fireDbPetition: otherPetition, stance: 'YES' },
        { idToken },
      );
      expect(
        CALLABLE_SCHEMAS.writeStance.response.parse(other.result).stances[otherPetition]?.currentStance
          .stance,
      ).toBe('YES');
    }
  });
});

describe('a caller who matches no voter', () => {
  it('leaves no set-up marker and no security-log row', async () => {
    const idToken = await signInWithPhone(unknownPhone);
    const uid = String(tokenClaims(idToken).user_id);
    const logRows = await db.selectFrom('security_log').select('id').execute();
    const response = await call('setUpUser2023', {}, { idToken });
    expect(response.result).toMatchObject({ voters: [] });
    expect(await db.selectFrom('set_up_status').selectAll().where('uid', '=', uid).execute()).toEqual([]);
    expect(await db.selectFrom('security_log').select('id').execute()).toHaveLength(logRows.length);
  });
});
