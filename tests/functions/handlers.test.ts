import { ERROR_MESSAGES, SET_UP_MARKER } from '@rv/api/contract';
import type { Deps } from '@rv/functions/callables';
import { runCallable, withdrawStance, writeStance } from '@rv/functions/callables';
import { petitionDirectory } from '@rv/functions/config';
import { createDb, recountTallies } from '@rv/functions/db';
import { inMemoryLookupLimiters } from '@rv/functions/lookup-limits';
import type { TestDatabase } from '@rv/functions/testkit';
import { createTestDatabase, insertVoters } from '@rv/functions/testkit';
import { seededRandom } from '@rv/functions/testkit/generator';
import { HttpsError } from 'firebase-functions/v2/https';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInByPhone } from './signedIn';
import { testVoters } from './voters';

// The handlers in-process, with a fixture catalogue: a California state petition and a Florida
// city petition (the real catalogue has national petitions only), and a broken database.
process.env.RV_QUIET_LOGS = '1';
const { voters, phone } = testVoters('HT', 2);
const fixturePetitions = petitionDirectory([
  { petitionKey: 'nationalCarbonFee', jurisdiction: { level: 'NATIONAL' } },
  { petitionKey: 'caTransitPasses', jurisdiction: { level: 'STATE', state: 'ca' } },
  { petitionKey: 'miamiShadeTrees', jurisdiction: { level: 'CITY', state: 'fl' } },
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
    lookupLimiters: inMemoryLookupLimiters(10),
    stanceChangeLimit: { changes: 10, seconds: 86_400 },
    securityLogKey: 'a-test-key-of-at-least-thirty-two-characters',
  };
});
afterAll(async () => {
  await test.drop();
});

function byPhone(n: number) {
  return signedInByPhone(`uid-${n}`, phone(n));
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
        clientAddress: '192.0.2.10',
      },
      deps,
    );
    expect(voter.stances.caTransitPasses?.currentStance.stance).toBe('YES');
  });

  it('refuses a Florida voter with the other-state message, and writes nothing', async () => {
    const call = runCallable(
      'writeStance',
      writeStance,
      {
        data: { stance: 'YES', voterId: voters.james.voter_id, fireDbPetition: 'caTransitPasses' },
        auth: byPhone(4),
        clientAddress: '192.0.2.10',
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

describe('given a withdrawal', () => {
  it('refuses a Florida voter on a California petition as writeStance does', async () => {
    const call = runCallable(
      'withdrawStance',
      withdrawStance,
      {
        data: { voterId: voters.james.voter_id, fireDbPetition: 'caTransitPasses' },
        auth: byPhone(4),
        clientAddress: '192.0.2.10',
      },
      deps,
    );
    expect(await failure(call)).toEqual([
      'permission-denied',
      'You cannot voice your opinion on this California petition because you are registered to vote in Florida.',
    ]);
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
        clientAddress: '192.0.2.10',
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
          clientAddress: '192.0.2.10',
        },
        { ...deps, db: broken },
      );
      expect(await failure(call)).toEqual(['internal', ERROR_MESSAGES.internal]);
    } finally {
      await broken.destroy();
    }
  });
});

describe('given 2,000 concurrent writeStance calls from 500 voters', () => {
  // In-process over a 40-connection pool: more writers at once on the database than the
  // emulator's 4 workers (one production instance runs up to 80), many voters per district,
  // and each voter's four calls racing on the same stance row.
  it('answers every call, loses nothing, and keeps every tally equal to a recount', async () => {
    const random = seededRandom(20261122);
    const many = Array.from({ length: 500 }, (_, i) => {
      const state = i % 2 === 0 ? ('ca' as const) : ('fl' as const);
      return {
        voter_id: `${state}:HTC${String(i).padStart(4, '0')}`,
        state,
        congressional_district: 1 + (i % 5),
        state_lower_district: 1 + (i % 3),
        state_upper_district: 1 + (i % 2),
        phones: [`+1650555${String(i).padStart(4, '0')}`],
      };
    });
    await insertVoters(test.db, many);
    const plan = many.flatMap((voter) =>
      Array.from({ length: 4 }, () => ({
        voter,
        petition: random() < 0.75 ? 'nationalCarbonFee' : 'caTransitPasses',
        stance: random() < 0.5 ? ('YES' as const) : ('NO' as const),
      })),
    );
    // Florida voters cannot answer the California petition: keep the race to what is allowed.
    for (const p of plan) if (p.voter.state === 'fl') p.petition = 'nationalCarbonFee';
    expect(plan).toHaveLength(2000);
    const pool = createDb(test.url, { max: 40 });
    try {
      const wide = { ...deps, db: pool };
      const outcomes = await Promise.allSettled(
        plan.map((p) =>
          runCallable(
            'writeStance',
            writeStance,
            {
              data: { stance: p.stance, voterId: p.voter.voter_id, fireDbPetition: p.petition },
              auth: signedInByPhone(`uid-${p.voter.voter_id}`, p.voter.phones[0]),
              clientAddress: '192.0.2.10',
            },
            wide,
          ),
        ),
      );
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      const sent = new Map<string, Set<string>>();
      for (const p of plan) {
        const key = `${p.voter.voter_id}|${p.petition}`;
        sent.set(key, (sent.get(key) ?? new Set()).add(p.stance));
      }
      // Each answer is the voter's record read just after its write committed: its current
      // stance is one this race sent (a racing call of the same voter may have landed since).
      outcomes.forEach((outcome, i) => {
        const p = plan[i];
        if (outcome.status === 'fulfilled' && p) {
          const stance = outcome.value.stances[p.petition]?.currentStance.stance ?? 'none';
          expect(sent.get(`${p.voter.voter_id}|${p.petition}`)?.has(stance)).toBe(true);
        }
      });
      expect((await recountTallies(test.db)).mismatches).toEqual([]);

      const ids = many.map((v) => v.voter_id);
      const current = await test.db
        .selectFrom('stances')
        .select(['voter_id', 'petition', 'stance'])
        .where('voter_id', 'in', ids)
        .execute();
      expect(current).toHaveLength(sent.size);
      const history = await test.db
        .selectFrom('stance_history')
        .select(['voter_id', 'petition', 'stance'])
        .where('voter_id', 'in', ids)
        .orderBy('id')
        .execute();
      for (const row of current) {
        expect(sent.get(`${row.voter_id}|${row.petition}`)?.has(row.stance)).toBe(true);
        const entries = history
          .filter((h) => h.voter_id === row.voter_id && h.petition === row.petition)
          .map((h) => h.stance);
        expect(entries.at(-1)).toBe(row.stance);
        expect(entries.every((stance, i) => i === 0 || stance !== entries[i - 1])).toBe(true);
      }
    } finally {
      await pool.destroy();
    }
  });
});

describe('given 2,000 concurrent writes, switches and withdrawals from 500 voters', () => {
  // As above, with a quarter of the calls taking the stance back: every tally still equals a
  // recount, and each voter's history alternates (a withdrawal only follows a stance).
  it('answers every call and keeps every tally equal to a recount', async () => {
    const random = seededRandom(20261123);
    const many = Array.from({ length: 500 }, (_, i) => {
      const state = i % 2 === 0 ? ('ca' as const) : ('fl' as const);
      return {
        voter_id: `${state}:HTW${String(i).padStart(4, '0')}`,
        state,
        congressional_district: 1 + (i % 5),
        state_lower_district: 1 + (i % 3),
        state_upper_district: 1 + (i % 2),
        phones: [`+1650556${String(i).padStart(4, '0')}`],
      };
    });
    await insertVoters(test.db, many);
    const plan = many.flatMap((voter) =>
      Array.from({ length: 4 }, () => {
        const roll = random();
        return {
          voter,
          petition: voter.state === 'ca' && random() < 0.25 ? 'caTransitPasses' : 'nationalCarbonFee',
          stance: roll < 0.25 ? ('WITHDRAW' as const) : roll < 0.625 ? ('YES' as const) : ('NO' as const),
        };
      }),
    );
    expect(plan.filter((p) => p.stance === 'WITHDRAW').length).toBeGreaterThan(300);
    const pool = createDb(test.url, { max: 40 });
    try {
      const wide = { ...deps, db: pool };
      const outcomes = await Promise.allSettled(
        plan.map((p) => {
          const call = {
            auth: signedInByPhone(`uid-${p.voter.voter_id}`, p.voter.phones[0]),
            clientAddress: '192.0.2.10',
          };
          return p.stance === 'WITHDRAW'
            ? runCallable(
                'withdrawStance',
                withdrawStance,
                { ...call, data: { voterId: p.voter.voter_id, fireDbPetition: p.petition } },
                wide,
              )
            : runCallable(
                'writeStance',
                writeStance,
                {
                  ...call,
                  data: { stance: p.stance, voterId: p.voter.voter_id, fireDbPetition: p.petition },
                },
                wide,
              );
        }),
      );
      expect(outcomes.filter((o) => o.status === 'rejected')).toEqual([]);
      expect((await recountTallies(test.db)).mismatches).toEqual([]);

      const ids = many.map((v) => v.voter_id);
      const current = await test.db
        .selectFrom('stances')
        .select(['voter_id', 'petition', 'stance'])
        .where('voter_id', 'in', ids)
        .execute();
      const history = await test.db
        .selectFrom('stance_history')
        .select(['voter_id', 'petition', 'stance'])
        .where('voter_id', 'in', ids)
        .orderBy('id')
        .execute();
      const entriesOf = new Map<string, string[]>();
      for (const h of history) {
        const key = `${h.voter_id}|${h.petition}`;
        entriesOf.set(key, [...(entriesOf.get(key) ?? []), h.stance]);
      }
      const currentOf = new Map(current.map((row) => [`${row.voter_id}|${row.petition}`, row.stance]));
      expect(history.some((h) => h.stance === 'WITHDRAWN')).toBe(true);
      for (const [key, entries] of entriesOf) {
        expect(entries[0]).not.toBe('WITHDRAWN');
        expect(entries.every((stance, i) => i === 0 || stance !== entries[i - 1])).toBe(true);
        const last = entries.at(-1);
        expect(currentOf.get(key) ?? 'WITHDRAWN').toBe(last);
      }
      expect([...currentOf.keys()].every((key) => entriesOf.has(key))).toBe(true);
    } finally {
      await pool.destroy();
    }
  });
});
