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

const PETITION = '/petitions/carbon-fee-and-dividend';

describe('given a visitor who opens a link to California’s districts on a petition', () => {
  it('sees them at once, after a reload too, and goes back through the views with the back button', async () => {
    const { page, url, errors, context } = await openTab(browser);
    const path = () => new URL(page.url()).pathname;
    const california = page.getByRole('table', { name: /California stances by congressional district/ });
    const florida = page.getByRole('table', { name: /Florida stances by congressional district/ });
    const national = page.getByRole('table', { name: /^Stances of registered voters/ });
    const selectedTab = () => page.getByRole('tab', { selected: true }).innerText();

    await page.goto(url(`${PETITION}/stances/ca`));
    await expect.poll(() => california.getByRole('rowheader').count()).toBe(52 + 1);
    await expect.poll(selectedTab).toBe('Petition Stances');
    await expect
      .poll(() => page.title())
      .toBe('Carbon Fee and Dividend: California stances by congressional district | Registered Voice');
    await expectAxeClean(page, 'a shared link to California’s districts');

    await page.reload();
    await expect.poll(() => california.getByRole('rowheader').count()).toBe(52 + 1);
    await expect.poll(path).toBe(`${PETITION}/stances/ca`);

    await california.getByRole('button', { name: 'California: back to all states' }).click();
    await expect
      .poll(() => national.getByRole('rowheader').allInnerTexts())
      .toEqual(['California', 'Florida', 'TOTAL']);
    await expect.poll(path).toBe(`${PETITION}/stances`);
    await national.getByRole('button', { name: 'Florida: show districts' }).click();
    await expect.poll(() => florida.getByRole('rowheader').count()).toBe(28 + 1);
    await expect.poll(path).toBe(`${PETITION}/stances/fl`);
    await page.getByRole('tab', { name: 'Petition Text' }).click();
    await expect.poll(path).toBe(PETITION);
    await expect.poll(() => page.getByRole('region', { name: 'Your stance' }).isVisible()).toBe(true);

    // Back, one view at a time, to the link the visitor opened.
    await page.goBack();
    await expect.poll(() => florida.getByRole('rowheader').count()).toBe(28 + 1);
    await expect.poll(path).toBe(`${PETITION}/stances/fl`);
    await page.goBack();
    await expect.poll(() => national.getByRole('rowheader').count()).toBe(3);
    await expect.poll(path).toBe(`${PETITION}/stances`);
    await expect
      .poll(() => page.title())
      .toBe('Carbon Fee and Dividend: Petition Stances | Registered Voice');
    await page.goBack();
    await expect.poll(() => california.getByRole('rowheader').count()).toBe(52 + 1);
    await expect.poll(path).toBe(`${PETITION}/stances/ca`);

    // A state that is not one of ours leads to the national view.
    await page.goto(url(`${PETITION}/stances/tx`));
    await expect.poll(path).toBe(`${PETITION}/stances`);
    await expect.poll(() => national.getByRole('rowheader').count()).toBe(3);

    expect(errors).toEqual([]);
    await context.close();
  });
});
