import { ERROR_MESSAGES, SET_UP_MARKER } from '@rv/api/contract';
import { HttpsError } from 'firebase-functions/v2/https';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../functions/src/callables';
import { runCallable, writeStance } from '../../functions/src/callables';
import { petitionDirectory } from '../../functions/src/config';
import { createDb } from '../../functions/src/db';
import type { TestDatabase } from '../../functions/src/db/testing/database';
import { createTestDatabase } from '../../functions/src/db/testing/database';
import { insertVoters } from '../../functions/src/db/testing/fixtures';
import { testVoters } from './voters';

// The handlers in-process, with a fixture catalogue: a California state petition and a Florida
// city petition (the real catalogue has national petitions only), and a broken database.
process.env.RV_QUIET_LOGS = '1';
const { voters, phone } = testVoters('HT', 2);
const fixturePetitions = petitionDirectory([
  { fireDbPath: 'nationalCarbonFee', jurisdiction: { level: 'NATIONAL' } },
  { fireDbPath: 'caTransitPasses', jurisdiction: { level: 'STATE', state: 'ca' } },
  { fireDbPath: 'miamiShadeTrees', jurisdiction: { level: 'CITY', state: 'fl' } },
]);
let test: TestDatabase;
let deps: Deps;

beforeAll(async () => {
  test = await createTestDatabase();
  await insertVoters(test.db, Object.values(voters));
  deps = {
    db: test.db,
    petitions: fixturePetitions,
    zipRanges: { ca: [90000, 96699], fl: [32000, 34999] },
    setUpMarker: SET_UP_MARKER,
    lookupLimiter: new RateLimiterMemory({ points: 10, duration: 60 }),
  };
});
afterAll(async () => {
  await test.drop();
});

function byPhone(n: number) {
  return { uid: `uid-${n}`, token: { phone_number: phone(n) } };
}

async function failure(promise: Promise<unknown>): Promise<[string, string]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  if (!(error instanceof HttpsError)) throw new Error(`expected an HttpsError, got ${String(error)}`);
  return [error.code, error.message];
}

describe('given a California state petition', () => {
  it('records the stance of a California voter', async () => {
    const voter = await runCallable(
      'writeStance',
      writeStance,
      {
        data: { stance: 'YES', voterId: voters.maria.voter_id, fireDbPetition: 'caTransitPasses' },
        auth: byPhone(1),
        clientKey: 'test',
      },
      deps,
    );
    expect(voter.stances.caTransitPasses?.currentStance.stance).toBe('YES');
  });

  it('refuses a Florida voter with the spec message, and writes nothing', async () => {
    const call = runCallable(
      'writeStance',
      writeStance,
      {
        data: { stance: 'YES', voterId: voters.james.voter_id, fireDbPetition: 'caTransitPasses' },
        auth: byPhone(4),
        clientKey: 'test',
      },
      deps,
    );
    expect(await failure(call)).toEqual([
      'permission-denied',
      'You cannot voice your opinion on this California petition because you are registered to vote in Florida.',
    ]);
    const stances = await test.db
      .selectFrom('stances')
      .selectAll()
      .where('voter_id', '=', voters.james.voter_id)
      .execute();
    expect(stances).toEqual([]);
  });
});

describe('given a city petition', () => {
  it('refuses even a voter of that state', async () => {
    const call = runCallable(
      'writeStance',
      writeStance,
      {
        data: { stance: 'NO', voterId: voters.james.voter_id, fireDbPetition: 'miamiShadeTrees' },
        auth: byPhone(4),
        clientKey: 'test',
      },
      deps,
    );
    expect(await failure(call)).toEqual(['permission-denied', 'You cannot participate on city petitions']);
  });
});

describe('given the database is unreachable', () => {
  it('answers internal with a generic message that quotes nothing from the database', async () => {
    const broken = createDb('postgres://nobody:wrong@127.0.0.1:1/none', { max: 1 });
    try {
      const call = runCallable(
        'writeStance',
        writeStance,
        {
          data: { stance: 'YES', voterId: voters.maria.voter_id, fireDbPetition: 'nationalCarbonFee' },
          auth: byPhone(1),
          clientKey: 'test',
        },
        { ...deps, db: broken },
      );
      expect(await failure(call)).toEqual(['internal', ERROR_MESSAGES.internal]);
    } finally {
      await broken.destroy();
    }
  });
});
