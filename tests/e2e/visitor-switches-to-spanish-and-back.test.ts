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

const htmlLang = (page: import('playwright-core').Page) => page.evaluate(() => document.documentElement.lang);

describe('given a visitor who switches the language (docs/product/screens.md#language)', () => {
  it('opens the same page in Spanish, is kept in Spanish on an English address, and comes back to English', async () => {
    const { page, url, errors } = await openTab(browser);
    await page.goto(url('/petitions/carbon-fee-and-dividend/stances#table'));
    const espanol = page.getByRole('banner').getByRole('link', { name: 'Español' });
    await expect
      .poll(() => espanol.getAttribute('href'))
      .toBe('/es/petitions/carbon-fee-and-dividend/stances#table');
    // A browser that prefers English is offered nothing.
    await expect.poll(() => page.getByText('¿Prefiere leer en español?').count()).toBe(0);

    await espanol.click();
    await page.waitForURL(url('/es/petitions/carbon-fee-and-dividend/stances#table'));
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await expect.poll(() => htmlLang(page)).toMatch(/^es/);
    await page.getByRole('tab', { name: 'Posturas sobre la petición', selected: true }).waitFor();
    const english = page.getByRole('banner').getByRole('link', { name: 'English' });
    await expect.poll(() => english.getAttribute('lang')).toBe('en');
    await expectAxeClean(page, 'a Spanish page reached by the switch');

    // The choice is kept: an English address now opens its Spanish twin.
    await page.goto(url('/about'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/es/about');
    await expect.poll(() => htmlLang(page)).toMatch(/^es/);

    // And back: English is kept in turn, so English addresses stay English.
    await page.getByRole('banner').getByRole('link', { name: 'English' }).click();
    await page.waitForURL(url('/about'));
    await page.goto(url('/voter-guide'));
    await expect.poll(() => new URL(page.url()).pathname).toBe('/voter-guide');
    await expect.poll(() => htmlLang(page)).toMatch(/^en/);
    expect(errors).toEqual([]);
  });

  it('is offered Spanish by a browser that prefers it, and is not asked again once they stay in English', async () => {
    const { page, url, errors } = await openTab(browser, { locale: 'es-MX' });
    await page.goto(url('/petitions'));
    const offer = page.getByRole('link', { name: 'Ver esta página en español' });
    await expect.poll(() => offer.getAttribute('href')).toBe('/es/petitions');
    // Nothing moved on its own: still the English page.
    expect(new URL(page.url()).pathname).toBe('/petitions');
    await expectAxeClean(page, 'an English page offering Spanish');

    await page.getByRole('button', { name: 'Seguir en inglés' }).click();
    await expect.poll(() => offer.count()).toBe(0);
    await page.reload();
    await page.getByRole('heading', { level: 1 }).first().waitFor();
    await expect.poll(() => page.getByText('¿Prefiere leer en español?').count()).toBe(0);
    expect(new URL(page.url()).pathname).toBe('/petitions');
    expect(errors).toEqual([]);
  });
});
