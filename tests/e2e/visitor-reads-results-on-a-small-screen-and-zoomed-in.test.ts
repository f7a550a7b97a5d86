import type { Browser, Page } from 'playwright-core';
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
/** The narrowest screen WCAG's reflow asks for. */
const NARROW = { width: 320, height: 640 } as const;
/** A 1280×720 window at 200 % zoom, in CSS pixels. */
const ZOOMED = { width: 640, height: 360 } as const;

/** Nothing wider than the window: no sideways scrolling. */
const overflow = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth);

/** How much of the window's height the bars that stay in view (sticky or fixed) take. */
const barsShare = (page: Page) =>
  page.evaluate(() => {
    const bars = [...document.body.querySelectorAll('*')].filter(
      (el) =>
        ['sticky', 'fixed'].includes(getComputedStyle(el).position) && el.getBoundingClientRect().height > 0,
    );
    // A bar inside another counts once.
    const outer = bars.filter((el) => !bars.some((other) => other !== el && other.contains(el)));
    return outer.reduce((sum, el) => sum + el.getBoundingClientRect().height, 0) / window.innerHeight;
  });

describe('given a visitor on a 320 px screen', () => {
  it('reads the petition and every view of its results without scrolling sideways', async () => {
    const { page, url, errors, context } = await openTab(browser, { viewport: NARROW });
    await page.goto(url(PETITION));
    await page.getByRole('heading', { level: 1, name: 'Carbon Fee and Dividend' }).waitFor();
    await expect.poll(() => overflow(page), { message: 'the petition text' }).toBeLessThanOrEqual(0);

    await page.getByRole('tab', { name: 'Petition Stances' }).click();
    const national = page.getByRole('table', { name: /^Stances of registered voters/ });
    await expect.poll(() => national.getByRole('rowheader').count()).toBe(3);
    await expect.poll(() => overflow(page), { message: 'the national table' }).toBeLessThanOrEqual(0);

    for (const [state, districts] of [
      ['California', 52],
      ['Florida', 28],
    ] as const) {
      await page.getByRole('button', { name: `${state}: show districts` }).click();
      const table = page.getByRole('table', {
        name: new RegExp(`${state} stances by congressional district`),
      });
      await expect.poll(() => table.getByRole('rowheader').count()).toBe(districts + 1);
      await expect.poll(() => overflow(page), { message: `${state}'s districts` }).toBeLessThanOrEqual(0);
      // The short column headings still read in full.
      for (const heading of ['Representative', 'Support', 'Oppose']) {
        await expect.poll(() => table.getByRole('columnheader', { name: heading }).count()).toBe(1);
      }
      await expectAxeClean(page, `${state}'s districts at 320 px`);
      await page.getByRole('button', { name: `${state}: back to all states` }).click();
    }
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('given a visitor at 200 % zoom (640 × 360 CSS pixels)', () => {
  it('keeps at most a quarter of the window under bars: they scroll with the page', async () => {
    const { page, url, errors, context } = await openTab(browser, { viewport: ZOOMED });
    for (const path of [PETITION, '/petitions', `${PETITION}/stances/ca`]) {
      await page.goto(url(path));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect.poll(() => barsShare(page), { message: path }).toBeLessThanOrEqual(0.25);
      await expect.poll(() => overflow(page), { message: path }).toBeLessThanOrEqual(0);
    }
    // The stance bar is still there, after the text.
    await page.goto(url(PETITION));
    const bar = page.getByRole('region', { name: 'Your stance' });
    await bar.scrollIntoViewIfNeeded();
    await expect.poll(() => bar.getByRole('link', { name: 'SIGN IN' }).isVisible()).toBe(true);
    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('given a keyboard user on a phone', () => {
  it('never has the focused link hidden under the stance bar at the bottom', async () => {
    const { page, url, errors, context } = await openTab(browser, { viewport: PHONE });
    await page.goto(url(PETITION));
    await page.getByRole('heading', { level: 1, name: 'Carbon Fee and Dividend' }).waitFor();
    const bar = page.getByRole('region', { name: 'Your stance' });
    let linksInText = 0;
    // Tab through the page up to the bar: every focused link of the text stays above the bar.
    for (let step = 0; step < 60; step++) {
      await page.keyboard.press('Tab');
      const focus = await page.evaluate(() => {
        const el = document.activeElement;
        if (!el || el === document.body) return null;
        const box = el.getBoundingClientRect();
        return {
          inText: el.tagName === 'A' && Boolean(el.closest('main')),
          inBar: Boolean(el.closest('[aria-label="Your stance"]')),
          top: box.top,
          bottom: box.bottom,
        };
      });
      if (!focus || focus.inBar) break;
      if (!focus.inText) continue;
      linksInText++;
      const barBox = await bar.boundingBox();
      if (!barBox) throw new Error('the stance bar is not displayed');
      expect(focus.bottom, `focused link ${linksInText}`).toBeLessThanOrEqual(barBox.y + 1);
      expect(focus.top).toBeGreaterThanOrEqual(0);
    }
    // The text's links reach below the first screen, so the check above had something to check.
    expect(linksInText).toBeGreaterThan(3);
    await expect.poll(() => page.evaluate(() => window.scrollY)).toBeGreaterThan(0);
    expect(errors).toEqual([]);
    await context.close();
  });
});
