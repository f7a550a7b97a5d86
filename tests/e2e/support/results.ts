import type { Locator, Page } from 'playwright-core';
import { expect } from 'vitest';

export interface Counts {
  sup: number;
  opp: number;
}

/** The Sup. and Opp. counts a district's row shows now (columns: Representative, Sup., Opp.). */
async function countsIn(row: Locator): Promise<Counts> {
  const cells = row.locator('td');
  const [sup, opp] = await Promise.all([cells.nth(1).innerText(), cells.nth(2).innerText()]);
  return { sup: Number(sup), opp: Number(opp) };
}

/**
 * On a national petition's page: opens the Petition Stances tab at California's districts, waits
 * until the district's counts are `expected` (or, without it, until both are numbers), then
 * returns to the petition text and its action bar.
 */
export async function californiaDistrictCounts(
  page: Page,
  district: string,
  expected?: Counts,
): Promise<Counts> {
  await page.getByRole('tab', { name: 'Petition Stances' }).click();
  await page.getByRole('button', { name: 'California: show districts' }).click();
  const row = page
    .getByRole('table', { name: /California stances by congressional district/ })
    .locator('tr')
    // A signed-in voter's own district is pinned first, its header also saying "Your district".
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${district}(?!\\d)`) }) });
  // The tallies arrive from the server, and after a change they are fetched again.
  if (expected) await expect.poll(() => countsIn(row)).toEqual(expected);
  else
    await expect
      .poll(() => countsIn(row))
      .toSatisfy(({ sup, opp }) => Number.isInteger(sup) && Number.isInteger(opp));
  const counts = await countsIn(row);
  await page.getByRole('button', { name: 'California: back to all states' }).click();
  await page.getByRole('tab', { name: 'Petition Text' }).click();
  return counts;
}
