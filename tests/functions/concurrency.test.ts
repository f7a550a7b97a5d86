import { CALLABLE_SCHEMAS } from '@rv/api/contract';
import { petitions } from '@rv/catalogue';
import type { Db } from '@rv/functions/db';
import { readStancesByDistrict, recountTallies } from '@rv/functions/db';
import type { VoterFixture } from '@rv/functions/testkit';
import { insertVoters } from '@rv/functions/testkit';
import { seededRandom } from '@rv/functions/testkit/generator';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, signInWithPhone, stackDb } from './stack';

// writeStance calls at once from 100 signed-in voters through the Functions emulator, mixing
// repeats and switches on every voter, racing each other over HTTP. The 2,000-call, 500-voter
// race runs in-process against the database in handlers.test.ts: through the emulator each
// call costs a process hand-off, and on a busy 2-core machine 2,000 of them took minutes.
const VOTERS = 100;
const CALLS_PER_VOTER = 4;
const nationals = petitions.filter((p) => p.jurisdiction.level === 'NATIONAL').map((p) => p.petitionKey);

// A fixed pseudo-random sequence, so a failure can be replayed.
const random = seededRandom(20261122);

const voters: VoterFixture[] = Array.from({ length: VOTERS }, (_, i) => {
  const state = i % 2 === 0 ? 'ca' : 'fl';
  return {
    voter_id: `${state}:CC${String(i).padStart(5, '0')}`,
    state,
    congressional_district: 1 + (i % (state === 'ca' ? 52 : 28)),
    state_lower_district: 1 + (i % (state === 'ca' ? 80 : 120)),
    state_upper_district: 1 + (i % 40),
    phones: [`+1628555${String(i).padStart(4, '0')}`],
  };
});

interface PlannedCall {
  voter: VoterFixture;
  petition: string;
  stance: 'YES' | 'NO';
}
const plan: PlannedCall[] = voters.flatMap((voter) =>
  Array.from({ length: CALLS_PER_VOTER }, () => ({
    voter,
    // Mostly one petition, so a voter's calls race on the same stance row.
    petition: nationals[random() < 0.75 || nationals.length === 1 ? 0 : 1] ?? '',
    stance: random() < 0.5 ? ('YES' as const) : ('NO' as const),
  })),
);

let db: Db;
const tokens = new Map<string, string>();

beforeAll(async () => {
  db = stackDb();
  await insertVoters(db, voters);
  // Real Auth-emulator sign-ins, one after another: each runs our two blocking functions in the
  // Functions emulator's few workers, and on a busy machine a crowd of cold workers can pass the
  // 60 s the Auth emulator gives a blocking function. The race is the writes below.
  for (const voter of voters) tokens.set(voter.voter_id, await signInWithPhone(voter.phones?.[0] ?? ''));
});
afterAll(async () => {
  await db.destroy();
});

describe('given 400 concurrent writeStance calls from 100 voters over the callable protocol', () => {
  it('answers every call, loses no stance, and leaves every tally equal to a recount', {
    timeout: 900_000,
  }, async () => {
    expect(plan).toHaveLength(400);
    const responses = await Promise.all(
      plan.map((p) =>
        call(
          'writeStance',
          { stance: p.stance, voterId: p.voter.voter_id, fireDbPetition: p.petition },
          { idToken: tokens.get(p.voter.voter_id) },
        ),
      ),
    );
    expect(responses.filter((r) => r.status !== 200).map((r) => r.error)).toEqual([]);

    const sent = new Map<string, Set<string>>();
    for (const p of plan) {
      const key = `${p.voter.voter_id}|${p.petition}`;
      sent.set(key, (sent.get(key) ?? new Set()).add(p.stance));
    }
    // Each answer is a valid record read just after its write: its current stance is one this
    // race sent (a racing call of the same voter may have landed since).
    responses.forEach((response, i) => {
      const record = CALLABLE_SCHEMAS.writeStance.response.parse(response.result);
      const p = plan[i];
      const stance = record.stances[p?.petition ?? '']?.currentStance.stance ?? 'none';
      expect(sent.get(`${p?.voter.voter_id}|${p?.petition}`)?.has(stance)).toBe(true);
    });

    const { mismatches } = await recountTallies(db);
    expect(mismatches).toEqual([]);

    // Per voter and petition: a current stance, one of those sent; a history that alternates
    // (a repeat writes nothing) and ends with the current stance.
    const ids = voters.map((v) => v.voter_id);
    const current = await db
      .selectFrom('stances')
      .select(['voter_id', 'petition', 'stance'])
      .where('voter_id', 'in', ids)
      .execute();
    expect(current).toHaveLength(sent.size);
    const history = await db
      .selectFrom('stance_history')
      .select(['voter_id', 'petition', 'stance'])
      .where('voter_id', 'in', ids)
      .orderBy('id')
      .execute();
    for (const row of current) {
      const key = `${row.voter_id}|${row.petition}`;
      expect(sent.get(key)?.has(row.stance)).toBe(true);
      const entries = history
        .filter((h) => h.voter_id === row.voter_id && h.petition === row.petition)
        .map((h) => h.stance);
      expect(entries.at(-1)).toBe(row.stance);
      expect(entries.every((stance, i) => i === 0 || stance !== entries[i - 1])).toBe(true);
    }

    // The tallies agree with a recount of every current stance in the database (exact: the
    // public answer hides counts under k, decision 0054).
    const results = await readStancesByDistrict(db, { petition: nationals[0] ?? '' });
    const counted = await db
      .selectFrom('stances')
      .innerJoin('voters', 'voters.voter_id', 'stances.voter_id')
      .select(['voters.state', 'stances.stance', (eb) => eb.fn.countAll<number>().as('n')])
      .where('stances.petition', '=', nationals[0] ?? '')
      .where('voters.status', '=', 'A')
      .where('voters.is_up_to_date', '=', true)
      .groupBy(['voters.state', 'stances.stance'])
      .execute();
    const recount = (state: string, stance: string) =>
      Number(counted.find((c) => c.state === state && c.stance === stance)?.n ?? 0);
    expect(results.ca.TOTAL).toEqual({ YES: recount('ca', 'YES'), NO: recount('ca', 'NO') });
    expect(results.fl.TOTAL).toEqual({ YES: recount('fl', 'YES'), NO: recount('fl', 'NO') });
  });
});
