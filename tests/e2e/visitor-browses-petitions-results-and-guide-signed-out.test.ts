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

describe('given a visitor who is not signed in', () => {
  it('browses from the landing page to a petition, its results by state and district, and back', async () => {
    const { page, url, errors, context } = await openTab(browser);

    await page.goto(url('/'));
    await page.getByRole('heading', { level: 1, name: 'Registered Voice' }).waitFor();
    await expect.poll(() => page.getByText('Online petitions for registered voters.').isVisible()).toBe(true);
    await expect.poll(() => page.getByText('Via phone or email verification.').isVisible()).toBe(true);
    await expectAxeClean(page, 'the landing page');

    await page.getByRole('link', { name: 'Browse Petitions' }).click();
    await page.waitForURL(url('/petitions'));
    await page
      .getByRole('heading', { name: 'Select a petition to view it fully and voice your opinion:' })
      .waitFor();
    const tiles = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect
      .poll(() => tiles.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Carbon Fee and Dividend\s+National Petition\s+A rising national fee/i),
        expect.stringMatching(/^Permanent Daylight Saving Time\s+National Petition\s+No more springing/i),
      ]);
    await expectAxeClean(page, 'the petition list');

    await page.getByRole('button', { name: 'ADD YOUR OWN PETITION' }).click();
    const addPanel = page.getByRole('dialog', { name: 'Add your own petition' });
    await addPanel.waitFor();
    await expect.poll(() => addPanel.innerText()).toContain('info@registeredvoice.example.org');
    await expectAxeClean(page, 'the add-your-own-petition panel');
    await addPanel.getByRole('button', { name: /close/i }).click();
    await addPanel.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Carbon Fee and Dividend' }).click();
    await page.waitForURL(url('/petitions/carbon-fee-and-dividend'));
    await page.getByRole('heading', { level: 1, name: 'Carbon Fee and Dividend' }).waitFor();
    const actionBar = page.getByRole('region', { name: 'Your stance' });
    await expect.poll(() => actionBar.innerText()).toContain('Sign in to voice your opinion:');
    // SIGN IN brings the voter back to this petition.
    await expect
      .poll(() => actionBar.getByRole('link', { name: 'SIGN IN' }).getAttribute('href'))
      .toBe('/signin?next=%2Fpetitions%2Fcarbon-fee-and-dividend');
    await expectAxeClean(page, 'a petition, signed out');

    await page.getByRole('tab', { name: 'Petition Stances' }).click();
    const table = page.getByRole('table', { name: /Stances of registered voters/ });
    await expect
      .poll(() => table.getByRole('rowheader').allInnerTexts())
      .toEqual(['California', 'Florida', 'TOTAL']);
    await expect.poll(() => table.innerText()).toContain('U.S. total (CA and FL)');
    await expectAxeClean(page, 'the national results');

    await table.getByRole('button', { name: 'California: show districts' }).click();
    const districts = page.getByRole('table', { name: /California stances by congressional district/ });
    const rowHeaders = () => districts.getByRole('rowheader').allInnerTexts();
    await expect.poll(rowHeaders).toHaveLength(52 + 1);
    await expect.poll(async () => (await rowHeaders()).slice(0, 3)).toEqual(['CA-1', 'CA-2', 'CA-3']);
    await expect.poll(async () => (await rowHeaders()).at(-1)).toBe('TOTAL');
    // CA-14 has been vacant since Eric Swalwell resigned (content/seats/ca.yaml).
    const ca14 = districts.locator('tr').filter({ has: page.getByRole('rowheader', { name: 'CA-14' }) });
    await ca14.getByRole('button', { name: 'Vacant Seat' }).click();
    const vacantPanel = page.getByRole('dialog', { name: 'CA-14: Vacant Seat' });
    await vacantPanel.waitFor();
    await expect.poll(() => vacantPanel.innerText()).toMatch(/special election/i);
    await expectAxeClean(page, 'the vacant-seat panel');
    await page.keyboard.press('Escape');
    await vacantPanel.waitFor({ state: 'hidden' });

    await districts.getByRole('button', { name: 'California: back to all states' }).click();
    await page.getByRole('button', { name: 'Florida: show districts' }).click();
    const florida = page.getByRole('table', { name: /Florida stances by congressional district/ });
    await expect.poll(() => florida.getByRole('rowheader').count()).toBe(28 + 1);
    await expectAxeClean(page, 'the Florida districts');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Voter Guide' }).click();
    await page.waitForURL(url('/voter-guide'));
    await page.getByLabel('State', { exact: true }).waitFor();
    await expect.poll(() => page.getByRole('main').innerText()).toMatch(/sign in to voice your opinion/i);
    await expectAxeClean(page, 'the voter guide, signed out');

    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About' }).click();
    await page.waitForURL(url('/about'));
    for (const section of ['Voter Verification', 'Petitions', 'Voter Guide', 'Contact', 'Policies']) {
      await page.getByRole('heading', { name: section, exact: true }).waitFor();
    }
    await expectAxeClean(page, 'the about page');

    // The conditions date the voter list from the database: the seeded files were extracted on
    // 2026-01-01 (functions/src/testkit/generator.ts), and content/site.yaml records no date.
    await page.getByRole('button', { name: 'these conditions' }).click();
    const conditions = page.getByRole('dialog', { name: 'Who can sign in?' });
    await conditions.waitFor();
    await conditions.getByLabel('The state where you are registered to vote').selectOption('California');
    await expect
      .poll(() => conditions.innerText())
      .toContain('You were registered to vote as of January 1, 2026, the date of our California voter list.');
    await expectAxeClean(page, 'the eligibility conditions');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('reads a petition even before any script runs (the page is prerendered)', async () => {
    const { page, url, context } = await openTab(browser, { javaScriptEnabled: false });
    const response = await page.goto(url('/petitions/carbon-fee-and-dividend'));
    expect(response?.status()).toBe(200);
    await expect.poll(() => page.title()).toContain('Carbon Fee and Dividend');
    await expect
      .poll(() => page.getByRole('heading', { level: 1 }).innerText())
      .toBe('Carbon Fee and Dividend');
    await expect
      .poll(() => page.locator('meta[property="og:title"]').getAttribute('content'))
      .toContain('Carbon Fee and Dividend');
    await context.close();
  });
});
