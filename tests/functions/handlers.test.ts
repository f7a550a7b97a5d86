import { ERROR_MESSAGES, SET_UP_MARKER } from '@rv/api/contract';
import { HttpsError } from 'firebase-functions/v2/https';
import { RateLimiterMemory } from 'rate-limiter-flexible';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Deps } from '../../functions/src/callables';
import { runCallable, writeStance } from '../../functions/src/callables';
import { petitionDirectory } from '../../functions/src/config';
import { createDb, recountTallies } from '../../functions/src/db';
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

describe('given 2,000 concurrent in-process writes over a 40-connection pool', () => {
  // The emulator runs 8 calls at a time; in production one instance runs up to 80. This races
  // more writers at once on the database, with many voters in the same districts.
  it('keeps every tally equal to a recount', async () => {
    const many = Array.from({ length: 400 }, (_, i) => ({
      voter_id: `ca:HTC${String(i).padStart(4, '0')}`,
      state: 'ca' as const,
      congressional_district: 1 + (i % 3),
      state_lower_district: 1 + (i % 2),
      state_upper_district: 1,
      phones: [`+1650555${String(i).padStart(4, '0')}`],
    }));
    await insertVoters(test.db, many);
    const pool = createDb(test.url, { max: 40 });
    try {
      const wide = { ...deps, db: pool };
      const calls = Array.from({ length: 2000 }, (_, i) => {
        const voter = many[(i * 7) % many.length] ?? many[0];
        return runCallable(
          'writeStance',
          writeStance,
          {
            data: {
              stance: (i * 13) % 5 < 2 ? 'NO' : 'YES',
              voterId: voter?.voter_id,
              fireDbPetition: 'nationalCarbonFee',
            },
            auth: { uid: `uid-${voter?.voter_id}`, token: { phone_number: voter?.phones[0] } },
            clientKey: 'test',
          },
          wide,
        );
      });
      const outcomes = await Promise.allSettled(calls);
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      expect((await recountTallies(test.db)).mismatches).toEqual([]);
    } finally {
      await pool.destroy();
    }
  });
});
