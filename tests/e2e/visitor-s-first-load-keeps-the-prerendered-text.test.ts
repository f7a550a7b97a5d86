// A page's prerendered HTML is what a phone paints first; hydrating it should attach the app to
// that text, not write it again. Each rewrite is a DOM change and, on a long page, a second layout
// on the phone's busiest moment (the members list once made 165 of them: adjacent strings in JSX,
// docs/decisions/0090-preact-in-the-built-app.md). This records each text node the app cuts short
// from the moment the HTML is parsed until the page has loaded everything it asks for.
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openTab, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('given a visitor opening a page on a phone', () => {
  it.each([
    '/',
    '/petitions',
    '/legislators',
    '/legislators/adam-schiff',
    '/about',
    '/open-data',
    '/es/legislators',
    '/es/open-data',
  ])('%s hydrates without rewriting its text', async (path) => {
    const { page, url, errors, context } = await openTab(browser, { viewport: PHONE });
    await page.addInitScript(() => {
      const splits: string[] = [];
      Object.assign(window, { textSplits: splits });
      // The parser has finished and the app's scripts are about to run.
      document.addEventListener('readystatechange', () => {
        if (document.readyState !== 'interactive') return;
        // Hydrating HTML whose text the app renders as several nodes, Preact cuts the parsed node
        // down to the first part and inserts the rest: a text node shortened to its own start.
        new MutationObserver((records) => {
          for (const { type, oldValue, target } of records) {
            const now = target.textContent ?? '';
            if (
              type === 'characterData' &&
              oldValue !== null &&
              oldValue !== now &&
              oldValue.startsWith(now)
            ) {
              splits.push(`${JSON.stringify(oldValue)} cut to ${JSON.stringify(now)}`);
            }
          }
        }).observe(document.documentElement, {
          subtree: true,
          characterData: true,
          characterDataOldValue: true,
        });
      });
    });
    await page.goto(url(path));
    // Every lazy part of the page loaded and rendered.
    await page.waitForLoadState('networkidle');
    const splits = () => page.evaluate(() => (window as unknown as { textSplits: string[] }).textSplits);
    await expect.poll(splits, { timeout: 1000 }).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });
});
