import { site } from '@rv/catalogue';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectAxeClean, openTab, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PETITION = '/petitions/carbon-fee-and-dividend';
// A published count: 0, 10 or more, or "fewer than 10" for 1 to 9 (decision 0054), never 1 to 9.
const COUNT = `(?:0|[1-9][\\d,]*\\d|fewer than ${site.publicCounts.fewerThan})`;

describe('given a visitor who opens a shared link to California’s districts', () => {
  it('reads the districts map with the keyboard alone: a tile’s name, its panel, and back to the tile; then shares the petition', async () => {
    const { page, url, errors, context } = await openTab(browser, { viewport: PHONE });
    // Chromium on Linux has no share sheet, so SHARE offers the list, with Copy link.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('/') });
    await page.goto(url(`${PETITION}/stances/ca`));
    const map = page.getByRole('group', { name: "California's 52 congressional districts" });
    const tiles = map.getByRole('button');
    await expect.poll(() => tiles.count()).toBe(52);
    // Only California's map beside California's table.
    await expect.poll(() => page.getByRole('group', { name: /^Florida's/ }).count()).toBe(0);

    // Every tile is a tab stop, in district order.
    await page.getByRole('heading', { name: 'Map of the districts' }).scrollIntoViewIfNeeded();
    await map.getByRole('button', { name: /^CA-1: / }).focus();
    const focusedName = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label') ?? '');
    await expect.poll(focusedName).toMatch(new RegExp(`^CA-1: ${COUNT} support, ${COUNT} oppose, Rep\\. .+`));
    await page.keyboard.press('Tab');
    await expect.poll(focusedName).toMatch(/^CA-2: /);
    // The arrow keys move by geography: below CA-2 (the north coast) lies CA-4.
    await page.keyboard.press('ArrowDown');
    await expect.poll(focusedName).toMatch(/^CA-4: /);
    // CA-14 has been vacant since Eric Swalwell resigned (content/seats/ca.yaml).
    await map.getByRole('button', { name: /^CA-14: / }).focus();
    await expect.poll(focusedName).toMatch(/^CA-14: .*, vacant seat$/);
    await page.keyboard.press('Enter');
    const vacant = page.getByRole('dialog', { name: 'CA-14' });
    await expect
      .poll(() => vacant.innerText())
      .toMatch(new RegExp(`Voters of CA-14: ${COUNT} support, ${COUNT} oppose\\.`));
    await expect.poll(() => vacant.innerText()).toMatch(/This seat is vacant\./);
    await expectAxeClean(page, 'a district chosen on the map');
    await page.keyboard.press('Escape');
    await vacant.waitFor({ state: 'hidden' });
    await expect.poll(focusedName).toMatch(/^CA-14: /);

    // A held seat: the representative, their stance and where it comes from.
    await page.keyboard.press('ArrowLeft');
    await expect.poll(focusedName).toMatch(/^CA-12: .*Rep\. /);
    await page.keyboard.press(' ');
    const held = page.getByRole('dialog', { name: 'CA-12' });
    await expect.poll(() => held.innerText()).toMatch(/Representative\s+.+\s+Party and seat\s+.+, CA-12/);
    await expect.poll(() => held.innerText()).toContain('Stance');
    await page.keyboard.press('Escape');
    await held.waitFor({ state: 'hidden' });
    await expectAxeClean(page, 'the California districts map');

    // And shares what they read, still by keyboard: SHARE at the top, then Copy link.
    const summary = page.getByRole('region', {
      name: 'Stances of verified voters of California and Florida',
    });
    await summary.getByRole('button', { name: 'Share' }).focus();
    await page.keyboard.press('Enter');
    const copy = summary
      .getByRole('list', { name: 'Ways to share' })
      .getByRole('button', { name: 'Copy link' });
    await copy.focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => summary.getByRole('status').innerText())
      .toBe('Link copied. Paste it wherever you like.');
    await expect.poll(() => page.evaluate(() => navigator.clipboard.readText())).toBe(url(PETITION));

    expect(errors).toEqual([]);
    await context.close();
  });
});
