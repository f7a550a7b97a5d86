import { voterListDates } from '@rv/api/contract';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testkit/database';
import { insertSnapshot } from '../testkit/fixtures';
import { answerVoterListsRequest, isVoterListsRequest, type VoterListsDeps } from './voterLists';

// The voter-list dates answered in-process over a real PostgreSQL.
let t: TestDatabase;
let deps: VoterListsDeps;

beforeAll(async () => {
  t = await createTestDatabase();
  deps = { db: t.db, cache: { maxAgeSeconds: 30, sharedMaxAgeSeconds: 60 } };
});
afterAll(async () => {
  await t.drop();
});

const snapshot = (state: 'ca' | 'fl', extractDate: string | null) => insertSnapshot(t.db, state, extractDate);

const get = async () => {
  const answer = await answerVoterListsRequest({ method: 'GET' }, deps);
  return { ...answer, dates: voterListDates.parse(JSON.parse(answer.body)) };
};

describe('GET /api/voter-lists.json', () => {
  it('answers null for each state before any import, public and cached like the results', async () => {
    const answer = await get();
    expect(answer.status).toBe(200);
    expect(answer.dates).toEqual({ ca: null, fl: null });
    expect(answer.headers).toMatchObject({
      'Cache-Control': 'public, max-age=30, s-maxage=60',
      'Access-Control-Allow-Origin': '*',
      'Content-Type': 'application/json; charset=utf-8',
    });
  });

  it("answers each state's newest snapshot's extract date, null when the newest files gave none", async () => {
    await snapshot('ca', '2026-09-01');
    await snapshot('fl', '2026-10-15');
    await snapshot('ca', '2026-11-02');
    expect((await get()).dates).toEqual({ ca: '2026-11-02', fl: '2026-10-15' });
    await snapshot('fl', null);
    expect((await get()).dates).toEqual({ ca: '2026-11-02', fl: null });
  });

  it('refuses other methods with 405, uncached, and is recognised by its path only', async () => {
    const answer = await answerVoterListsRequest({ method: 'POST' }, deps);
    expect(answer.status).toBe(405);
    expect(answer.headers).toMatchObject({ Allow: 'GET, HEAD', 'Cache-Control': 'no-store' });
    expect(isVoterListsRequest({ path: '/api/voter-lists.json' })).toBe(true);
    expect(isVoterListsRequest({ path: '/api/results/voter-lists.json' })).toBe(false);
  });
});
