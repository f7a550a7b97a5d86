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

describe('given a visitor following a broken or mistyped link', () => {
  it.each([
    '/no-such-page',
    '/petitions/no-such-petition',
    '/about/no-such-policy',
    '/voter-guide/ca',
    '/signin/elsewhere',
  ])('%s lands on the home page', async (path) => {
    const { page, url, errors, context } = await openTab(browser);
    const response = await page.goto(url(path));
    // Hosting serves the app shell for any path; the app then redirects.
    expect(response?.status()).toBe(200);
    await page.waitForURL(url('/'));
    await page.getByRole('heading', { level: 1, name: 'Registered Voice' }).waitFor();
    // Replaced, not pushed (the tab's history: its blank start page, then this one), so Back
    // does not return to the broken path.
    await expect.poll(() => page.evaluate(() => window.history.length)).toBe(2);
    await expectAxeClean(page, `home after ${path}`);
    expect(errors).toEqual([]);
    await context.close();
  });
});
