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

describe('given a visitor reading California’s districts on a petition', () => {
  it('opens CA-34’s representative, reads their page with the district’s counts, then finds a vacant seat from the list', async () => {
    const { page, url, errors, context } = await openTab(browser, { viewport: PHONE });
    await page.goto(url(`${PETITION}/stances/ca`));
    const row = page
      .getByRole('table', { name: /California stances by congressional district/ })
      .locator('tr')
      .filter({ has: page.getByRole('rowheader', { name: /^CA-34(?!\d)/ }) });
    const cells = row.locator('td');
    // The counts as the table shows them (a number, or "fewer than 10").
    await expect.poll(() => cells.nth(1).innerText()).toMatch(/\d/);
    const [support, oppose] = await Promise.all([cells.nth(1).innerText(), cells.nth(2).innerText()]);

    // The representative's name opens their panel; their name there leads to their page.
    await row.getByRole('button').first().click();
    const panel = page.getByRole('dialog', { name: 'Jimmy Gomez' });
    await panel.getByRole('link', { name: 'Jimmy Gomez' }).click();
    await page.waitForURL(url('/legislators/jimmy-gomez'));
    await expect
      .poll(() => page.title())
      .toBe('Jimmy Gomez, U.S. Representative for CA-34 | Registered Voice');
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Jimmy Gomez');
    await expect.poll(() => page.getByText('Democrat, CA-34').count()).toBe(1);
    await expect
      .poll(() => page.getByRole('link', { name: /gomez\.house\.gov/ }).getAttribute('href'))
      .toBe('https://gomez.house.gov');

    // Each petition: the recorded stance beside CA-34's verified voters, the same counts as the table.
    const carbon = page.getByRole('region', { name: 'Carbon Fee and Dividend' });
    await expect.poll(() => carbon.getByText('Stance', { exact: true }).count()).toBe(1);
    const voices = carbon.getByRole('heading', { name: 'Verified voters of CA-34' }).locator('..');
    await expect.poll(() => voices.innerText()).toContain('Counted');
    // Other journeys may take stances in CA-34 meanwhile; this one reads what the table showed.
    if (support === '0' && oppose === '0') {
      await expect
        .poll(() => voices.innerText())
        .toContain('No verified voter of CA-34 has taken a stance on this petition yet.');
    } else {
      // Each count as the table shows it, with its share when both are published ("1,234 (96%)").
      const counts = async () =>
        (await voices.locator('dd').allInnerTexts()).map((text) => text.replace(/ \(.+\)$/, ''));
      await expect.poll(counts).toEqual([support, oppose]);
    }
    await expectAxeClean(page, 'a representative’s page');

    // The one-page report for the office: the same counts, dated, printed on one page of Letter or A4.
    await page
      .getByRole('link', { name: 'A one-page report for the office, to print or save as PDF' })
      .click();
    await page.waitForURL(url('/legislators/jimmy-gomez/report'));
    await expect
      .poll(() => page.title())
      .toBe('Office report: Jimmy Gomez, U.S. Representative for CA-34 | Registered Voice');
    const report = page.getByRole('region', { name: 'Carbon Fee and Dividend' });
    await expect.poll(() => report.innerText()).toMatch(/Recorded stance of Jimmy Gomez: /);
    await expect.poll(() => report.innerText()).toMatch(/Counted|No verified voter of CA-34/);
    await expect
      .poll(() => report.innerText())
      .toContain(`Open data: ${url('/api/results/carbon-fee-and-dividend.csv')}`);
    await expectAxeClean(page, 'a member’s office report');
    await expect.poll(() => page.getByRole('banner').isVisible()).toBe(true);
    await page.emulateMedia({ media: 'print' });
    // On paper: no site header, no footer, no print button; the report only.
    await expect.poll(() => page.getByRole('banner').isVisible()).toBe(false);
    await expect
      .poll(() => page.getByRole('button', { name: 'Print or save as PDF' }).isVisible())
      .toBe(false);
    for (const format of ['Letter', 'A4'] as const) {
      const pdf = (await page.pdf({ format })).toString('latin1');
      // Each page of a PDF is one "/Type /Page" object ("/Type /Pages" is their list).
      expect(pdf.match(/\/Type\s*\/Page(?!s)/g) ?? [], `${format} pages`).toHaveLength(1);
    }
    await page.emulateMedia({ media: 'screen' });
    await page.getByRole('link', { name: "Back to the member's page" }).click();
    await page.waitForURL(url('/legislators/jimmy-gomez'));

    // Back to every member; Florida's House, filtered, has its vacant seat.
    await page.getByRole('link', { name: 'All members of Congress' }).click();
    await page.waitForURL(url('/legislators'));
    await page.getByRole('combobox', { name: 'State' }).selectOption('Florida');
    await page.getByRole('combobox', { name: 'Chamber' }).selectOption('House of Representatives');
    await expect.poll(() => page.getByRole('main').getByRole('status').innerText()).toBe('28 seats shown');
    await expectAxeClean(page, 'the list of members, filtered');
    await page.getByRole('link', { name: 'Vacant Seat' }).click();
    await page.waitForURL(url('/legislators/fl-20'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('FL-20: Vacant Seat');
    await expect.poll(() => page.getByRole('heading', { name: 'Verified voters of FL-20' }).count()).toBe(2);
    await expectAxeClean(page, 'a vacant seat’s page');

    // A held seat's address leads to its member; the page is prerendered in Spanish too.
    await page.goto(url('/legislators/ca-34'));
    await page.waitForURL(url('/legislators/jimmy-gomez'));
    await page.goto(url('/es/legislators/ca-14'));
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('CA-14: escaño vacante');
    await expect.poll(() => page.title()).toBe('CA-14: escaño vacante | Registered Voice');
    await expectAxeClean(page, 'a vacant seat’s page in Spanish');

    expect(errors).toEqual([]);
    await context.close();
  });
});
