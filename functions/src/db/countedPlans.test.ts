import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publishedCongressional } from '../publishedCounts';
import { createTestDatabase, type TestDatabase } from '../testkit/database';
import { insertSnapshot } from '../testkit/fixtures';
import { readDayChanges, readStancesByDistrict } from './index';

// The results say which district plan each state's districts are on: the plan of the state's
// newest snapshot, the only one whose voters count (docs/decisions/0073-results-on-the-plan-they-count.md).

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

async function snapshotOn(state: 'ca' | 'fl', plan: string | null, importedAt?: string): Promise<void> {
  const id = await insertSnapshot(t.db, state);
  await t.db
    .updateTable('snapshots')
    .set({ district_plan: plan, ...(importedAt ? { imported_at: new Date(importedAt) } : {}) })
    .where('id', '=', id)
    .execute();
}

describe('the district plan of the counts', () => {
  it('is null for a state with no voter list yet', async () => {
    const read = await readStancesByDistrict(t.db, { petition: 'p' });
    expect(read.districtPlans).toEqual({ ca: null, fl: null });
  });

  it("is the plan of each state's newest snapshot, and the published counts carry it", async () => {
    await snapshotOn('ca', 'ca-commission-2021');
    await snapshotOn('fl', 'fl-2022');
    await snapshotOn('ca', 'ca-legislature-2025');
    const read = await readStancesByDistrict(t.db, { petition: 'p' });
    expect(read.districtPlans).toEqual({ ca: 'ca-legislature-2025', fl: 'fl-2022' });
    expect(publishedCongressional(read).districtPlans).toEqual({ ca: 'ca-legislature-2025', fl: 'fl-2022' });
  });
});

describe('the day counts over time start on the current plan', () => {
  it("is the state's own day its newest plan was first imported", async () => {
    await snapshotOn('fl', 'fl-2026', '2026-06-10T03:30:00Z');
    await snapshotOn('fl', 'fl-2026', '2026-07-01T12:00:00Z');
    // 03:30 UTC on June 10 is still June 9 in Florida.
    const fl = await readDayChanges(t.db, { petitions: ['p'], state: 'fl', district: null });
    expect(fl.planCountedSince).toBe('2026-06-09');
    expect(fl.byPetition).toEqual({ p: [] });
  });
});
