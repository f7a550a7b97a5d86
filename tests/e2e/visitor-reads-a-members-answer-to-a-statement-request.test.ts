import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

// The fixture catalogue (scripts/build-content/fixtures/valid) records, for its National Carbon
// Fee petition, a statement requested from Carla Nguyen (CA-1) with her answer, and one requested
// from Dan Miller (CA-3) still unanswered (responses/national-carbon-fee.yaml). Its app's results
// and members' reports come from a Functions emulator serving that catalogue.
const ANSWER =
  'I co-sponsored the carbon fee because returning its revenue as a dividend protects working families.';

describe('given a visitor reading a petition on which members were asked for a statement', () => {
  it('reads the request and the answer in the district’s panel and on the member’s page, and sees who has not answered', async () => {
    const { page, url, errors, context } = await openTab(browser, { app: 'fixture' });
    await page.goto(url('/petitions/national-carbon-fee/stances/ca'));
    const table = page.getByRole('table', { name: /California stances by congressional district/ });
    const row = table.locator('tr').filter({ has: page.getByRole('rowheader', { name: /^CA-1(?!\d)/ }) });
    await expect.poll(() => row.locator('td').nth(1).innerText()).toMatch(/\d/);

    // The district's panel: the request, the answer quoted, and where it can be read.
    await row.getByRole('button').first().click();
    const panel = page.getByRole('dialog', { name: 'Carla Nguyen' });
    await expect
      .poll(() => panel.innerText())
      // An external link's name ends with "(opens in a new tab)", read out by screen readers.
      .toMatch(
        /A statement was requested from Carla Nguyen on November 10, 2026 \(the request\s*\(opens in a new tab\)\s*\)\./,
      );
    await expect
      .poll(() => panel.innerText())
      .toContain(`Carla Nguyen answered on November 20, 2026: “${ANSWER}”`);
    await expect
      .poll(() => panel.getByRole('link', { name: /^Source/ }).getAttribute('href'))
      .toBe('https://example.org/carla-nguyen/statements/carbon-fee');
    await expectAxeClean(page, 'a district’s panel with a statement and its answer');

    // Her page says the same under CA-1's verified voices on the petition.
    await panel.getByRole('link', { name: 'Carla Nguyen' }).click();
    await page.waitForURL(url('/legislators/carla-nguyen'));
    const carbon = page.getByRole('region', { name: 'National Carbon Fee' });
    await expect.poll(() => carbon.getByRole('heading', { name: 'Verified voters of CA-1' }).count()).toBe(1);
    await expect
      .poll(() => carbon.innerText())
      .toContain(`Carla Nguyen answered on November 20, 2026: “${ANSWER}”`);
    await expect
      .poll(() => carbon.getByRole('link', { name: /^the request/ }).getAttribute('href'))
      .toBe('https://example.org/requests/carla-nguyen-carbon-fee');
    await expectAxeClean(page, 'a member’s page with a statement and its answer');

    // A member asked and not answered: how long it has been.
    await page.goto(url('/legislators/dan-miller'));
    const unanswered = page.getByRole('region', { name: 'National Carbon Fee' });
    await expect
      .poll(() => unanswered.innerText())
      .toMatch(
        /A statement was requested from Dan Miller on November 12, 2026\. No response \d+ days? after the request\./,
      );

    expect(errors).toEqual([]);
    await context.close();
  });
});
