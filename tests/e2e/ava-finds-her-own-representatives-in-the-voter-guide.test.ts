import { DEMO_IDENTITIES } from '@rv/functions/testkit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';
import { expectSignedInAs, signInByPhone } from './support/signIn';

// AVA MAE DEMOLAND, Los Angeles: active California voter with (213) 555-0101 on file, CA-34
// (Jimmy Gomez's district, content/seats/ca.yaml). This journey only reads; it takes no stance.
const ava = DEMO_IDENTITIES.find((identity) => identity.key === 'ca-phone');
if (!ava?.phone)
  throw new Error('The ca-phone demo identity (functions/src/testkit/demoIdentities.ts) is missing.');
const avaPhone = ava.phone;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('given Ava, signed in as a California voter of CA-34', () => {
  it('is greeted on the home page, finds her representative in the guide without choosing, opens a senator, then her representative’s page', async () => {
    const { page, url, errors, context } = await openTab(browser);
    await signInByPhone(page, url('/signin'), avaPhone);
    await page.waitForURL(url('/petitions'));
    await expectSignedInAs(page, 'A');

    // The home page greets her with her district, and offers her stances instead of SIGN IN.
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(url('/'));
    const main = page.getByRole('main');
    await expect.poll(() => main.innerText()).toContain('Welcome back, Ava.');
    await expect
      .poll(() => main.innerText())
      .toContain("You are registered in California's 34th congressional district.");
    await expect
      .poll(() => main.getByRole('link', { name: 'My Stances' }).getAttribute('href'))
      .toBe('/my-stances');
    await expect
      .poll(() => main.getByRole('link', { name: 'Browse Petitions' }).getAttribute('href'))
      .toBe('/petitions');
    await expect.poll(() => main.getByRole('link', { name: 'SIGN IN' }).count()).toBe(0);
    await expectAxeClean(page, 'the home page, signed in');

    // Opened afresh, the page arrives prerendered signed out; the greeting follows once her
    // session is restored.
    await page.goto(url('/'));
    await expect.poll(() => page.getByRole('main').innerText()).toContain('Welcome back, Ava.');
    await expect.poll(() => page.getByRole('main').getByRole('link', { name: 'SIGN IN' }).count()).toBe(0);

    // The guide opens on her own seat: California, U.S. Representative, CA-34.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Voter Guide' }).click();
    await page.waitForURL(url('/voter-guide'));
    const seatName = page.getByRole('heading', { level: 2 }).first();
    await expect.poll(() => seatName.innerText()).toBe('Jimmy Gomez');
    await expect.poll(() => page.getByText('Your representative', { exact: true }).isVisible()).toBe(true);
    await expect.poll(() => page.getByLabel('State', { exact: true }).inputValue()).toBe('ca');
    await expect.poll(() => page.getByLabel('Office', { exact: true }).inputValue()).toBe('house');
    await expect.poll(() => page.getByLabel('Seat', { exact: true }).inputValue()).toBe('34');
    await expect
      .poll(() =>
        page.getByRole('table', { name: 'Stances of Jimmy Gomez and you on each petition' }).count(),
      )
      .toBe(1);
    await expectAxeClean(page, 'the voter guide on her own seat');

    // "See who represents you." lists her senators and representative; a name shows that seat.
    await page.getByRole('button', { name: 'See who represents you.' }).click();
    const reps = page.getByRole('dialog', { name: 'Your representatives' });
    await reps.waitFor();
    await expect
      .poll(() => reps.innerText())
      .toMatch(
        /Senior Senator\s+Alex Padilla \(Democrat\) page\s+Junior Senator\s+Adam B\. Schiff \(Democrat\) page\s+Representative, CA-34\s+Jimmy Gomez \(Democrat\) page/,
      );
    await expectAxeClean(page, 'who represents Ava');
    await reps.getByRole('button', { name: 'Adam B. Schiff' }).click();
    await reps.waitFor({ state: 'hidden' });
    await expect.poll(() => seatName.innerText()).toBe('Adam B. Schiff');
    await expect.poll(() => page.getByLabel('Office', { exact: true }).inputValue()).toBe('senate');
    await expect.poll(() => page.getByLabel('Seat', { exact: true }).inputValue()).toBe('JUNIOR');
    await expect.poll(() => page.getByText('Your senator', { exact: true }).isVisible()).toBe(true);
    // Focus is on the senator's name, so a screen reader reads what she chose.
    await expect.poll(() => page.evaluate(() => document.activeElement?.textContent)).toBe('Adam B. Schiff');
    await expectAxeClean(page, 'her junior senator');

    // "My representative": from the guide to Jimmy Gomez's own page and its report for his office.
    await page.getByRole('button', { name: 'See who represents you.' }).click();
    await reps.waitFor();
    await reps.getByRole('link', { name: 'Jimmy Gomez: page' }).click();
    await page.waitForURL(url('/legislators/jimmy-gomez'));
    await expect.poll(() => page.getByRole('heading', { level: 1 }).innerText()).toBe('Jimmy Gomez');
    await expect
      .poll(() => page.getByRole('region', { name: 'Carbon Fee and Dividend' }).innerText())
      .toContain('Verified voters of CA-34');

    expect(errors).toEqual([]);
    await context.close();
  });
});
