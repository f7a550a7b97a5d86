import { petitions, site } from '@rv/catalogue';
import { publishedNumber } from '@rv/domain';
import { createDb, readStancesByDistrict } from '@rv/functions/db';
import type { Locator, Page } from 'playwright-core';
import { expect, inject } from 'vitest';

export interface Counts {
  sup: number;
  opp: number;
}

/** k: a count from 1 to k − 1 is published as "fewer than k" (content/site.yaml publicCounts). */
export const FEWER_THAN = site.publicCounts.fewerThan;

/** What the public pages show for an exact count: the count, or "fewer than k" (decision 0054). */
function shownCount(count: number): string {
  const shown = publishedNumber(count, FEWER_THAN);
  return shown === null ? `fewer than ${FEWER_THAN}` : shown.toLocaleString('en-US');
}

/** The Sup. and Opp. texts a district's row shows now (columns: Representative, Sup., Opp.). */
async function shownIn(row: Locator): Promise<{ sup: string; opp: string }> {
  const cells = row.locator('td');
  const [sup, opp] = await Promise.all([cells.nth(1).innerText(), cells.nth(2).innerText()]);
  return { sup, opp };
}

/**
 * A California district's exact counts for the petition open in `page`, read from the stack's
 * database: the public pages hide a count from 1 to k − 1, so a journey that needs to see its
 * stance counted reads it where it is kept.
 */
async function exactCounts(page: Page, district: string): Promise<Counts> {
  const slug = new URL(page.url()).pathname.split('/')[2];
  const petition = petitions.find((p) => p.url === slug);
  if (!petition) throw new Error(`${page.url()} is not a petition's page.`);
  const db = createDb(inject('callablesDatabaseUrl'), { max: 1 });
  try {
    const tally = (await readStancesByDistrict(db, { petition: petition.petitionKey })).ca[district];
    return { sup: tally?.YES ?? 0, opp: tally?.NO ?? 0 };
  } finally {
    await db.destroy();
  }
}

/**
 * On a national petition's page: waits until the district's exact counts in the database are
 * `expected` (without it, takes them as they are), checks that the Petition Stances tab shows
 * them as published (a count, or "fewer than k"), then returns to the petition text and its
 * action bar. Returns the exact counts. `district` is e.g. "CA-34".
 */
export async function californiaDistrictCounts(
  page: Page,
  district: string,
  expected?: Counts,
): Promise<Counts> {
  const number = district.replace(/^CA-/, '');
  if (expected) await expect.poll(() => exactCounts(page, number)).toEqual(expected);
  const exact = expected ?? (await exactCounts(page, number));
  await page.getByRole('tab', { name: 'Petition Stances' }).click();
  await page.getByRole('button', { name: 'California: show districts' }).click();
  const row = page
    .getByRole('table', { name: /California stances by congressional district/ })
    .locator('tr')
    // A signed-in voter's own district is pinned first, its header also saying "Your district".
    .filter({ has: page.getByRole('rowheader', { name: new RegExp(`^${district}(?!\\d)`) }) });
  // The tallies arrive from the server, and after a change they are fetched again.
  await expect.poll(() => shownIn(row)).toEqual({ sup: shownCount(exact.sup), opp: shownCount(exact.opp) });
  await page.getByRole('button', { name: 'California: back to all states' }).click();
  await page.getByRole('tab', { name: 'Petition Text' }).click();
  return exact;
}
