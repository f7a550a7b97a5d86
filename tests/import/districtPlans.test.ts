import path from 'node:path';
import {
  daysNotAddingUp,
  findMatchedVoters,
  readStancesByDistrict,
  recountTallies,
  writeStance,
} from '@rv/functions/db';
import { caVoter, flVoter, tableCounts, writeCalifornia, writeFlorida } from '@rv/functions/testkit';
import { describe, expect, it } from 'vitest';
import { dir, P, run, t, useImportDatabase } from './importDatabase';

useImportDatabase();

describe('district plans (content/districts/plans.yaml)', () => {
  // Three Californians: two move to other districts on the 2025 plan, one keeps the number 34
  // (which is another place on the new plan: the record must still say which plan it is on).
  const onOldPlan = () => [
    caVoter('1', { congressional: '34', phones: ['2135550161'] }),
    caVoter('2', { congressional: '34' }),
    caVoter('3', { congressional: '12' }),
  ];
  const onNewPlan = () => [
    caVoter('1', { congressional: '34', phones: ['2135550161'] }),
    caVoter('2', { congressional: '30' }),
    caVoter('3', { congressional: '11' }),
  ];
  const districtPlans = async () =>
    (await t.db.selectFrom('voters').select(['voter_id', 'district_plan']).orderBy('voter_id').execute()).map(
      (v) => [v.voter_id, v.district_plan],
    );

  it('reads each snapshot on the plan of the next election after its extract date; counts follow, totals agree, nothing is lost', async () => {
    const old = await writeCalifornia(
      path.join(dir, 'plan-old'),
      onOldPlan(),
      'pvrdr-vrd-20250601.txt',
      '20250601',
    );
    const first = await run([old]);
    expect(first.summary.states[0]?.plan).toBe('ca-commission-2021');
    await writeStance(t.db, { voterId: 'ca:1', petition: P, stance: 'YES' });
    await writeStance(t.db, { voterId: 'ca:2', petition: P, stance: 'NO' });
    await writeStance(t.db, { voterId: 'ca:3', petition: P, stance: 'YES' });
    const before = await readStancesByDistrict(t.db, { petition: P });
    expect(before.ca['34']).toEqual({ YES: 1, NO: 1 });
    const kept = await tableCounts(t.db);

    const next = await writeCalifornia(
      path.join(dir, 'plan-new'),
      onNewPlan(),
      'pvrdr-vrd-20260301.txt',
      '20260301',
    );
    const second = await run([next]);
    // All three are rewritten: ca:1's number is the same, but on another plan.
    expect(second.summary.states[0]).toMatchObject({ plan: 'ca-legislature-2025', updated: 3, unchanged: 0 });
    expect(await districtPlans()).toEqual([
      ['ca:1', 'ca-legislature-2025'],
      ['ca:2', 'ca-legislature-2025'],
      ['ca:3', 'ca-legislature-2025'],
    ]);
    const after = await readStancesByDistrict(t.db, { petition: P });
    expect(after.ca['34']).toEqual({ YES: 1, NO: 0 });
    expect(after.ca['30']).toEqual({ YES: 0, NO: 1 });
    expect(after.ca['11']).toEqual({ YES: 1, NO: 0 });
    // The totals across the two plans agree, and every district's counts add up to them.
    expect(after.ca.TOTAL).toEqual(before.ca.TOTAL);
    const sum = (counts: typeof after.ca) =>
      Object.entries(counts)
        .filter(([district]) => district !== 'TOTAL')
        .reduce((n, [, c]) => ({ YES: n.YES + c.YES, NO: n.NO + c.NO }), { YES: 0, NO: 0 });
    expect(sum(after.ca)).toEqual(after.ca.TOTAL);
    expect(sum(before.ca)).toEqual(before.ca.TOTAL);
    // No stance or history entry was lost or moved; the counts were recounted from the records.
    expect(await tableCounts(t.db)).toEqual({ ...kept, snapshots: (kept.snapshots ?? 0) + 1 });
    expect((await recountTallies(t.db)).mismatches).toEqual([]);
    expect(await daysNotAddingUp(t.db)).toEqual([]);
    // The voter's record says which plan its district is on.
    expect(await findMatchedVoters(t.db, { phone: '+12135550161' })).toEqual([
      expect.objectContaining({ voterId: 'ca:1', district: '34', districtPlan: 'ca-legislature-2025' }),
    ]);
    const snapshots = await t.db
      .selectFrom('snapshots')
      .select(['extract_date', 'district_plan'])
      .orderBy('id')
      .execute();
    expect(snapshots).toEqual([
      { extract_date: '2025-06-01', district_plan: 'ca-commission-2021' },
      { extract_date: '2026-03-01', district_plan: 'ca-legislature-2025' },
    ]);
  });

  it('reads a file on the plan the import names when the file says otherwise, and refuses an unknown plan', async () => {
    const file = await writeCalifornia(
      path.join(dir, 'plan-named'),
      onOldPlan(),
      'pvrdr-vrd-20260301.txt',
      '20260301',
    );
    await expect(run([file], { plans: { ca: 'ca-2099' } })).rejects.toThrow(
      "CA: --plan ca-2099 is not one of the state's plans (ca-commission-2021, ca-legislature-2025, content/districts/plans.yaml). Nothing was changed.",
    );
    expect((await tableCounts(t.db)).voters).toBe(0);
    const named = await run([file], { plans: { ca: 'ca-commission-2021' } });
    expect(named.summary.states[0]?.plan).toBe('ca-commission-2021');
    expect(await districtPlans()).toEqual([
      ['ca:1', 'ca-commission-2021'],
      ['ca:2', 'ca-commission-2021'],
      ['ca:3', 'ca-commission-2021'],
    ]);
    // The same file again on its own plan: only the plan changes, and it is written.
    const again = await run([file]);
    expect(again.summary.states[0]).toMatchObject({ plan: 'ca-legislature-2025', updated: 3 });
  });

  it("reads Florida's files of early 2026 on the 2022 plan and later ones on the 2026 plan", async () => {
    const early = await writeFlorida(path.join(dir, 'fl-plan-1'), [flVoter('1')], 'DAD_20260501.txt');
    expect((await run([early])).summary.states[0]?.plan).toBe('fl-2022');
    const late = await writeFlorida(path.join(dir, 'fl-plan-2'), [flVoter('1')], 'DAD_20260701.txt');
    expect((await run([late])).summary.states[0]?.plan).toBe('fl-2026');
  });
});
