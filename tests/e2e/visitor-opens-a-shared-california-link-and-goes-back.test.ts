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

describe('given a visitor who opens a link to California’s districts on a petition', () => {
  it('sees them at once, after a reload too, and goes back through the views with the back button', async () => {
    const { page, url, errors, context } = await openTab(browser);
    const path = () => new URL(page.url()).pathname;
    const california = page.getByRole('table', { name: /California stances by congressional district/ });
    const florida = page.getByRole('table', { name: /Florida stances by congressional district/ });
    const national = page.getByRole('table', { name: /^Stances of registered voters/ });
    const selectedTab = () => page.getByRole('tab', { selected: true }).innerText();
    /** The text of the focused element, or null when nothing on the page has focus. */
    const focusedText = () =>
      page.evaluate(() => {
        const focused = document.activeElement;
        return focused && focused !== document.body ? focused.textContent : null;
      });
    // The page's polite live region (packages/ui Announcer).
    const announced = () => page.locator('#rv-announcer').innerText();

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

    // Opened from the link, the page leaves focus alone; each change of view then moves it to the
    // new table's heading and says what is shown.
    await expect.poll(focusedText).toBeNull();
    await california.getByRole('button', { name: 'California: back to all states' }).focus();
    await page.keyboard.press('Enter');
    await expect
      .poll(() => national.getByRole('rowheader').allInnerTexts())
      .toEqual(['California', 'Florida', 'TOTAL']);
    await expect.poll(path).toBe(`${PETITION}/stances`);
    await expect.poll(focusedText).toBe('Stances of registered voters');
    await expect.poll(announced).toBe('Showing all states.');
    await national.getByRole('button', { name: 'Florida: show districts' }).click();
    await expect.poll(() => florida.getByRole('rowheader').count()).toBe(28 + 1);
    await expect.poll(path).toBe(`${PETITION}/stances/fl`);
    await expect.poll(focusedText).toBe('Florida stances by congressional district');
    await expect.poll(announced).toBe("Showing Florida's 28 congressional districts.");
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
    await expect.poll(focusedText).toBe('California stances by congressional district');
    await expect.poll(announced).toBe("Showing California's 52 congressional districts.");

    // A state that is not one of ours leads to the national view.
    await page.goto(url(`${PETITION}/stances/tx`));
    await expect.poll(path).toBe(`${PETITION}/stances`);
    await expect.poll(() => national.getByRole('rowheader').count()).toBe(3);

    expect(errors).toEqual([]);
    await context.close();
  });

  it('on a phone, the back button closes a legislator’s panel before it leaves the view', async () => {
    const { page, url, errors, context } = await openTab(browser, { viewport: PHONE });
    const path = () => new URL(page.url()).pathname;
    await page.goto(url(`${PETITION}/stances`));
    await page.getByRole('button', { name: 'California: show districts' }).click();
    await expect.poll(path).toBe(`${PETITION}/stances/ca`);

    const name = page.getByRole('button', { name: 'J. Huffman' });
    await name.click();
    const panel = page.getByRole('dialog', { name: 'Jared Huffman' });
    await panel.waitFor();
    await expectAxeClean(page, 'a legislator’s panel on a phone');
    await page.goBack();
    await panel.waitFor({ state: 'hidden' });
    await expect.poll(path).toBe(`${PETITION}/stances/ca`);
    await expect.poll(() => name.evaluate((el) => el === document.activeElement)).toBe(true);

    // Closed with its close icon, the panel leaves no entry behind: one back leaves the state.
    await name.click();
    await panel.waitFor();
    await panel.getByRole('button', { name: 'Close' }).click();
    await panel.waitFor({ state: 'hidden' });
    await page.goBack();
    await expect.poll(path).toBe(`${PETITION}/stances`);
    await expect
      .poll(() => page.getByRole('button', { name: 'California: show districts' }).isVisible())
      .toBe(true);

    expect(errors).toEqual([]);
    await context.close();
  });
});
