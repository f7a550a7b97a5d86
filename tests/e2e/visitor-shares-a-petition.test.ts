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

describe('given a visitor on a petition, not signed in', () => {
  it('reads the totals at the top, copies the link with SHARE and hears that it was copied', async () => {
    const { page, url, errors, context } = await openTab(browser, { viewport: PHONE });
    // Chromium on Linux has no share sheet, so SHARE offers the list; the page may write the
    // clipboard, and the journey reads it back.
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: url('/') });
    await page.goto(url('/petitions/carbon-fee-and-dividend'));

    const summary = page.getByRole('region', {
      name: 'Stances of verified voters of California and Florida',
    });
    await expect.poll(() => summary.innerText()).toMatch(/Counted .+\d{4}/);
    // Counts, and a share in percent unless nobody has voiced a stance yet.
    const figure = /^[\d,]+( \((<1|>99|\d{1,3})%\))?$/;
    await expect
      .poll(() => summary.locator('dd').allInnerTexts())
      .toEqual([expect.stringMatching(figure), expect.stringMatching(figure)]);
    const counts = (await summary.locator('dd').allInnerTexts()).map((text) => text.split(' ')[0]);

    // The totals are the national table's TOTAL row.
    await page.getByRole('tab', { name: 'Petition Stances' }).click();
    const total = page
      .getByRole('table', { name: /Stances of registered voters/ })
      .getByRole('row', { name: /^TOTAL/ });
    await expect.poll(async () => (await total.getByRole('cell').allInnerTexts()).slice(-2)).toEqual(counts);
    await expect
      .poll(() => summary.getByRole('link', { name: 'Open data' }).getAttribute('href'))
      .toBe('/open-data');

    const share = summary.getByRole('button', { name: 'Share' });
    await share.click();
    const ways = summary.getByRole('list', { name: 'Ways to share' });
    await expect
      .poll(() => ways.getByRole('link').allTextContents())
      .toEqual([
        'E-mail',
        'Share on X (opens in a new tab)',
        'Share on Facebook (opens in a new tab)',
        'Share on Bluesky (opens in a new tab)',
        'Share on WhatsApp (opens in a new tab)',
      ]);
    await expectAxeClean(page, 'the ways to share');

    await ways.getByRole('button', { name: 'Copy link' }).click();
    await expect
      .poll(() => summary.getByRole('status').innerText())
      .toBe('Link copied. Paste it wherever you like.');
    await expect
      .poll(() => page.evaluate(() => navigator.clipboard.readText()))
      .toBe(url('/petitions/carbon-fee-and-dividend'));

    await page.keyboard.press('Escape');
    await ways.waitFor({ state: 'detached' });
    await expect.poll(() => share.evaluate((button) => button === document.activeElement)).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});
