import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, DESKTOP, expectAxeClean, openTab, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** Where the journeys leave screenshots for people to look at (git-ignored test-results/). */
const SCREENSHOTS = path.resolve(import.meta.dirname, '../../test-results/e2e');

const PAGES = ['/', '/petitions', '/petitions/carbon-fee-and-dividend', '/voter-guide', '/about', '/signin'];

async function box(locator: Locator) {
  const found = await locator.boundingBox();
  if (!found) throw new Error(`${locator} is not displayed`);
  return found;
}

/** How far `lower` starts below the bottom of `upper` (negative: they overlap or sit side by side). */
async function gapBelow(upper: Locator, lower: Locator): Promise<number> {
  const [above, below] = await Promise.all([box(upper), box(lower)]);
  return below.y - (above.y + above.height);
}

/** One box's x, y, width or height minus another's, each rounded to whole pixels. */
async function roundedDifference(a: Locator, b: Locator, key: 'x' | 'y' | 'width' | 'height') {
  const [first, second] = await Promise.all([box(a), box(b)]);
  return Math.round(first[key]) - Math.round(second[key]);
}

/** Nothing wider than the screen: no sideways scrolling. */
async function pageWidth(page: Page): Promise<number> {
  return page.evaluate(() => document.documentElement.scrollWidth);
}

describe('given a visitor on a 375 px phone', () => {
  it('gets a menu instead of the top links, stacked buttons, no sideways scrolling and a stance bar at the bottom', async () => {
    const { page, url, errors, context } = await openTab(browser, { viewport: PHONE });
    for (const pagePath of PAGES) {
      await page.goto(url(pagePath));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect
        .poll(() => pageWidth(page), { message: `width of ${pagePath}` })
        .toBeLessThanOrEqual(PHONE.width);
      await expectAxeClean(page, `${pagePath} at 375 px`);
    }

    await page.goto(url('/'));
    // Below 732 px the links collapse into the menu.
    await expect.poll(() => page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const browse = page.getByRole('link', { name: 'Browse Petitions' });
    const about = page.getByRole('main').getByRole('link', { name: 'About' });
    // Under 740 px the two secondary buttons are stacked, each 42 px high.
    await expect.poll(() => gapBelow(browse, about)).toBeGreaterThanOrEqual(0);
    await expect.poll(async () => Math.round((await box(browse)).height)).toBe(42);
    await expect.poll(() => roundedDifference(about, browse, 'width')).toBe(0);

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    await expect
      .poll(() => menu.getByRole('link').allInnerTexts())
      .toEqual(['Home', 'Petitions', 'Voter Guide', 'About', 'Español', 'SIGN IN']);
    await expect.poll(async () => (await box(menu)).width).toBe(PHONE.width);
    await expectAxeClean(page, 'the menu at 375 px');
    await menu.getByRole('link', { name: 'Petitions' }).click();
    await page.waitForURL(url('/petitions'));
    await menu.waitFor({ state: 'hidden' });

    await page.goto(url('/petitions/carbon-fee-and-dividend'));
    const bar = page.getByRole('region', { name: 'Your stance' });
    await expect.poll(() => bar.getByRole('link', { name: 'SIGN IN' }).isVisible()).toBe(true);
    await expect
      .poll(async () => {
        const { y, height } = await box(bar);
        return Math.round(y + height);
      })
      .toBeLessThanOrEqual(PHONE.height);
    await mkdir(SCREENSHOTS, { recursive: true });
    await page.screenshot({ path: path.join(SCREENSHOTS, 'petition-carbon-fee-375.png') });

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('given a visitor on a 1280 px desktop', () => {
  it('gets the top links with the current one marked, side-by-side buttons and a centred column', async () => {
    const { page, url, errors, context } = await openTab(browser, { viewport: DESKTOP });
    for (const pagePath of PAGES) {
      await page.goto(url(pagePath));
      await page.getByRole('heading', { level: 1 }).first().waitFor();
      await expect
        .poll(() => pageWidth(page), { message: `width of ${pagePath}` })
        .toBeLessThanOrEqual(DESKTOP.width);
      await expectAxeClean(page, `${pagePath} at 1280 px`);
    }

    await page.goto(url('/'));
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect
      .poll(() => nav.getByRole('link').allInnerTexts())
      .toEqual(['Home', 'Petitions', 'Voter Guide', 'About']);
    await expect.poll(() => page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    await expect
      .poll(() => page.getByRole('banner').getByRole('link', { name: 'SIGN IN' }).isVisible())
      .toBe(true);
    // The language switch sits in the top bar, to the same page under /es.
    const switchLink = page.getByRole('banner').getByRole('link', { name: 'Español' });
    await expect.poll(() => switchLink.isVisible()).toBe(true);
    await expect.poll(() => switchLink.getAttribute('href')).toBe('/es');
    // Side by side: the same top, About to the right of Browse Petitions.
    const browse = page.getByRole('link', { name: 'Browse Petitions' });
    const about = page.getByRole('main').getByRole('link', { name: 'About' });
    await expect.poll(() => roundedDifference(about, browse, 'y')).toBe(0);
    await expect
      .poll(async () => {
        const [left, right] = await Promise.all([box(browse), box(about)]);
        return right.x - (left.x + left.width);
      })
      .toBeGreaterThan(-1);

    await nav.getByRole('link', { name: 'Petitions' }).click();
    await page.waitForURL(url('/petitions'));
    await page
      .getByRole('heading', { name: 'Select a petition to view it fully and voice your opinion:' })
      .waitFor();
    const current = nav.getByRole('link', { name: 'Petitions' });
    await expect.poll(() => current.getAttribute('aria-current')).toBe('page');
    const fontWeight = (link: Locator) =>
      link.evaluate((element) => Number(getComputedStyle(element).fontWeight));
    // The current link is bolder than the others.
    await expect
      .poll(
        async () => (await fontWeight(current)) - (await fontWeight(nav.getByRole('link', { name: 'Home' }))),
      )
      .toBeGreaterThan(0);

    // Content sits in a centred column at most 720 px wide.
    const heading = page.getByRole('heading', { level: 1 });
    await expect.poll(async () => (await box(heading)).width).toBeLessThanOrEqual(720);
    await expect
      .poll(async () => {
        const { x, width } = await box(heading);
        return Math.abs(x + width / 2 - DESKTOP.width / 2);
      })
      .toBeLessThan(40);

    expect(errors).toEqual([]);
    await context.close();
  });
});
