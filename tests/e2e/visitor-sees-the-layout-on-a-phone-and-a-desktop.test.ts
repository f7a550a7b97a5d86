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
      expect(await pageWidth(page), `width of ${pagePath}`).toBeLessThanOrEqual(PHONE.width);
      await expectAxeClean(page, `${pagePath} at 375 px`);
    }

    await page.goto(url('/'));
    // Below 732 px the links collapse into the menu.
    expect(await page.getByRole('navigation', { name: 'Main' }).isVisible()).toBe(false);
    const browse = await box(page.getByRole('link', { name: 'Browse Petitions' }));
    const about = await box(page.getByRole('main').getByRole('link', { name: 'About' }));
    // Under 740 px the two secondary buttons are stacked, each 42 px high.
    expect(about.y).toBeGreaterThanOrEqual(browse.y + browse.height);
    expect(Math.round(browse.height)).toBe(42);
    expect(Math.round(about.width)).toBe(Math.round(browse.width));

    await page.getByRole('button', { name: 'Open menu' }).click();
    const menu = page.getByRole('dialog', { name: 'Menu' });
    await menu.waitFor();
    expect(await menu.getByRole('link').allInnerTexts()).toEqual([
      'Home',
      'Petitions',
      'Voter Guide',
      'About',
      'SIGN IN',
    ]);
    const menuBox = await box(menu);
    expect(menuBox.width).toBe(PHONE.width);
    await expectAxeClean(page, 'the menu at 375 px');
    await menu.getByRole('link', { name: 'Petitions' }).click();
    await page.waitForURL(url('/petitions'));
    await menu.waitFor({ state: 'hidden' });

    await page.goto(url('/petitions/carbon-fee-and-dividend'));
    const bar = page.getByRole('region', { name: 'Your stance' });
    const barBox = await box(bar);
    expect(Math.round(barBox.y + barBox.height)).toBeLessThanOrEqual(PHONE.height);
    expect(await bar.getByRole('link', { name: 'SIGN IN' }).isVisible()).toBe(true);
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
      expect(await pageWidth(page), `width of ${pagePath}`).toBeLessThanOrEqual(DESKTOP.width);
      await expectAxeClean(page, `${pagePath} at 1280 px`);
    }

    await page.goto(url('/'));
    expect(await page.getByRole('button', { name: 'Open menu' }).isVisible()).toBe(false);
    const nav = page.getByRole('navigation', { name: 'Main' });
    expect(await nav.getByRole('link').allInnerTexts()).toEqual([
      'Home',
      'Petitions',
      'Voter Guide',
      'About',
    ]);
    expect(await page.getByRole('banner').getByRole('link', { name: 'SIGN IN' }).isVisible()).toBe(true);
    const browse = await box(page.getByRole('link', { name: 'Browse Petitions' }));
    const about = await box(page.getByRole('main').getByRole('link', { name: 'About' }));
    expect(Math.round(about.y)).toBe(Math.round(browse.y));
    expect(about.x).toBeGreaterThan(browse.x + browse.width - 1);

    await nav.getByRole('link', { name: 'Petitions' }).click();
    await page.waitForURL(url('/petitions'));
    await page
      .getByRole('heading', { name: 'Select a petition to view it fully and voice your opinion:' })
      .waitFor();
    const current = nav.getByRole('link', { name: 'Petitions' });
    expect(await current.getAttribute('aria-current')).toBe('page');
    const weights = await Promise.all(
      [current, nav.getByRole('link', { name: 'Home' })].map((link) =>
        link.evaluate((element) => Number(getComputedStyle(element).fontWeight)),
      ),
    );
    expect(weights[0]).toBeGreaterThan(weights[1] ?? 0);

    // Content sits in a centred column at most 720 px wide.
    const heading = await box(page.getByRole('heading', { level: 1 }));
    expect(heading.width).toBeLessThanOrEqual(720);
    expect(Math.abs(heading.x + heading.width / 2 - DESKTOP.width / 2)).toBeLessThan(40);

    expect(errors).toEqual([]);
    await context.close();
  });
});
