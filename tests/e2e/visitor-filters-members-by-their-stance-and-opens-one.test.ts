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

const SUPPORTERS = '/legislators?petition=carbon-fee-and-dividend&stance=SUPPORT';

describe('given a visitor on the list of members of Congress', () => {
  it('filters it to the members who Support a petition, opens one, comes back to the same list, and shares it', async () => {
    const { page, url, errors, context } = await openTab(browser, { viewport: PHONE });
    const address = () => {
      const { pathname, search } = new URL(page.url());
      return `${pathname}${search}`;
    };
    const seatsShown = () => page.getByRole('main').getByRole('status').innerText();
    const california = page.getByRole('region', { name: 'California' });

    await page.goto(url('/legislators'));
    await expect.poll(seatsShown).toBe('84 seats shown');
    const stanceFilter = page.getByRole('group', { name: 'Recorded stance on a petition' });
    await stanceFilter.getByRole('combobox', { name: 'Petition' }).selectOption('Carbon Fee and Dividend');
    await stanceFilter.getByRole('combobox', { name: 'Stance' }).selectOption('Support');
    await expect.poll(address).toBe(SUPPORTERS);
    await expect.poll(seatsShown).toBe('10 seats shown');
    await expect.poll(() => california.getByText('Stance: Support').count()).toBe(10);
    await expect.poll(() => page.getByRole('region', { name: 'Florida' }).count()).toBe(0);
    await expectAxeClean(page, 'the members who support a petition');

    // Ctrl- or Cmd-click opens the member's page in a new tab, as any link, and the list stays.
    const huffman = california.getByRole('link', { name: 'Jared Huffman' });
    const [tab] = await Promise.all([
      context.waitForEvent('page'),
      huffman.click({ modifiers: ['ControlOrMeta'] }),
    ]);
    await tab.waitForURL(url('/legislators/jared-huffman'));
    await tab.close();
    await expect.poll(address).toBe(SUPPORTERS);

    // A member's page, opened in the app (the page is not loaded again), and Back to the list as
    // it was left.
    await page.evaluate(() => Object.assign(window, { sameDocument: true }));
    await huffman.click();
    await page.waitForURL(url('/legislators/jared-huffman'));
    await expect.poll(() => page.evaluate(() => 'sameDocument' in window)).toBe(true);
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Jared Huffman');
    await expect
      .poll(() =>
        page
          .getByRole('region', { name: 'Carbon Fee and Dividend' })
          .getByText('Support', { exact: true })
          .count(),
      )
      .toBe(1);
    await page.goBack();
    await expect.poll(address).toBe(SUPPORTERS);
    await expect.poll(seatsShown).toBe('10 seats shown');
    await expect
      .poll(() => stanceFilter.getByRole('combobox', { name: 'Stance' }).inputValue())
      .toBe('SUPPORT');
    // Back once more undoes the last choice: every member's stance on the petition.
    await page.goBack();
    await expect.poll(address).toBe('/legislators?petition=carbon-fee-and-dividend');
    await expect.poll(seatsShown).toBe('82 seats shown');

    // The address opened afresh (a shared link): the prerendered whole list hydrates, then shows
    // what the address asks for, with nothing said about a mismatch.
    const consoleErrors: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error') consoleErrors.push(message.text());
    });
    await page.goto(url(SUPPORTERS));
    await expect.poll(seatsShown).toBe('10 seats shown');
    await expect.poll(() => california.getByRole('listitem').count()).toBe(10);
    expect(consoleErrors).toEqual([]);

    expect(errors).toEqual([]);
    await context.close();
  });
});
