import { site } from '@rv/catalogue';
import { STATE_CODES } from '@rv/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase, type TestDatabase } from '../testkit/database';
import { insertVoters } from '../testkit/fixtures';
import { DISTRICT_COUNTS, DISTRICT_KINDS } from './districts';
import type { DistrictKind, StateCode } from './schema';

// One source per fact: the district counts are content/site.yaml's. The database's checks
// (migration 0007) restate them in SQL; these tests fail when the two disagree.

let t: TestDatabase;
beforeAll(async () => {
  t = await createTestDatabase();
});
afterAll(() => t.drop());

const COLUMN: Record<
  DistrictKind,
  'congressional_district' | 'state_lower_district' | 'state_upper_district'
> = {
  congressional: 'congressional_district',
  lower: 'state_lower_district',
  upper: 'state_upper_district',
};

function siteCount(state: StateCode, kind: DistrictKind): number {
  const { congressionalDistricts, legislature } = site.states[state];
  return {
    congressional: congressionalDistricts,
    lower: legislature.lowerDistricts,
    upper: legislature.upperDistricts,
  }[kind];
}

/** The PostgreSQL error code of a failed statement, or 'ok'. */
async function outcome(statement: Promise<unknown>): Promise<string> {
  try {
    await statement;
    return 'ok';
  } catch (error) {
    return (error as { code?: string }).code ?? String(error);
  }
}

const cases = STATE_CODES.flatMap((state) => DISTRICT_KINDS.map((kind) => [state, kind] as const));

describe.each(cases)('%s %s districts', (state, kind) => {
  const count = siteCount(state, kind);

  it('are counted as site.yaml says', () => {
    expect(DISTRICT_COUNTS[state][kind]).toBe(count);
  });

  it(`let a voter row name the last one and refuse the one after it (site.yaml: ${count})`, async () => {
    const id = `${state}:bounds-${kind}`;
    // One at a time: a rejection must be awaited where it happens, not left unhandled.
    const row = (suffix: string, district: number) =>
      outcome(insertVoters(t.db, [{ voter_id: `${id}-${suffix}`, state, [COLUMN[kind]]: district }]));
    const last = await row('last', count);
    const beyond = await row('beyond', count + 1);
    // 23514: check_violation.
    expect([last, beyond]).toEqual(['ok', '23514']);
  });

  it('let a counter row name the last one and refuse the one after it', async () => {
    const row = (district: number) =>
      t.db
        .insertInto('tallies')
        .values({ petition: 'bounds', state, district_kind: kind, district, shard: 0 })
        .execute();
    const last = await outcome(row(count));
    const beyond = await outcome(row(count + 1));
    expect([last, beyond]).toEqual(['ok', '23514']);
  });
});
