import { findMatchedVoters } from '@rv/functions/db';
import { createTestDatabase, DEMO_IDENTITIES, type TestDatabase } from '@rv/functions/testkit';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { needsSeeding, seedDemoData } from '../../scripts/voters/seed';

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

it('seeds an empty database once with synthetic voters of both states and the demo identities', async () => {
  expect(await needsSeeding(t.db)).toBe(true);
  const summary = await seedDemoData(t.url, { count: 1_000 });
  expect(summary.rowsRead).toBe(1_000 + DEMO_IDENTITIES.length);
  expect(summary.states.map((s) => s.state)).toEqual(['ca', 'fl']);
  expect(await needsSeeding(t.db)).toBe(false);
  const ava = DEMO_IDENTITIES.find((d) => d.key === 'ca-phone');
  expect((await findMatchedVoters(t.db, { phone: ava?.phone ?? '' })).map((v) => v.voterId)).toEqual([
    ava?.voterId,
  ]);
  const counts = await t.db
    .selectFrom('voters')
    .select(['state', t.db.fn.countAll<number>().as('n')])
    .groupBy('state')
    .orderBy('state')
    .execute();
  expect(counts.map((c) => c.state)).toEqual(['ca', 'fl']);
  expect(counts.every((c) => Number(c.n) > 450)).toBe(true);
});
