import { DEMO_IDENTITIES } from '@rv/functions/testkit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';
import { expectSignedInAs, signInByEmailLink, signInByPhone } from './support/signIn';

// The real content has national petitions only, so these journeys use the app built over the
// fixture catalogue (scripts/build-content/fixtures/valid): a national petition, a California
// STATE petition (ca-transit-passes) and a Florida CITY petition (miami-shade-trees).

const elena = DEMO_IDENTITIES.find((identity) => identity.key === 'fl-email');
const ava = DEMO_IDENTITIES.find((identity) => identity.key === 'ca-phone');
if (!elena?.email || !ava?.phone) throw new Error('The fl-email and ca-phone demo identities are missing.');
const elenaEmail = elena.email;
const avaPhone = ava.phone;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('given Elena, a Florida voter, signed in', () => {
  it('is told why she cannot voice an opinion on a California petition or a city petition, but can on a national one', async () => {
    const { page, url, errors, context } = await openTab(browser, { app: 'fixture' });
    await signInByEmailLink(page, url('/signin'), elenaEmail);
    await page.waitForURL(url('/petitions'));
    await expectSignedInAs(page, 'E');

    // The list is a page of its own, loaded on demand: its tiles are read until they are there.
    const tiles = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect
      .poll(() => tiles.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Free Transit Passes for Students\s+CA State Petition/i),
        expect.stringMatching(/^Shade Trees on Every Bus Stop\s+FL City Petition/i),
        expect.stringMatching(/^National Carbon Fee\s+National Petition/i),
      ]);
    await expectAxeClean(page, 'the fixture petition list');

    await page.getByRole('link', { name: 'Free Transit Passes for Students' }).click();
    const actionBar = page.getByRole('region', { name: 'Your stance' });
    await actionBar
      .getByText(
        'You cannot voice your opinion on this California petition because you are registered to vote in Florida.',
      )
      .waitFor();
    await expect.poll(() => actionBar.getByRole('button').count()).toBe(0);
    await expectAxeClean(page, 'a petition of another state');

    await page.getByRole('link', { name: 'VIEW ALL PETITIONS' }).click();
    await page.getByRole('link', { name: 'Shade Trees on Every Bus Stop' }).click();
    await actionBar.getByText('You cannot participate on city petitions').waitFor();
    await expect.poll(() => actionBar.getByRole('button').count()).toBe(0);
    await expectAxeClean(page, 'a city petition');

    await page.getByRole('link', { name: 'VIEW ALL PETITIONS' }).click();
    await page.getByRole('link', { name: 'National Carbon Fee' }).click();
    await actionBar.getByText('Voice your opinion:').waitFor();
    await expect.poll(() => actionBar.getByRole('button').allInnerTexts()).toEqual(['Support', 'Oppose']);

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('given Ava, a California voter, signed in', () => {
  it('may voice an opinion on the California petition, but not on the Florida city petition', async () => {
    const { page, url, errors, context } = await openTab(browser, { app: 'fixture' });
    await signInByPhone(page, url('/signin'), avaPhone);
    await page.waitForURL(url('/petitions'));

    await page.getByRole('link', { name: 'Free Transit Passes for Students' }).click();
    const actionBar = page.getByRole('region', { name: 'Your stance' });
    await actionBar.getByRole('button', { name: 'Support' }).waitFor();
    await expect.poll(() => actionBar.getByRole('button', { name: 'Oppose' }).isVisible()).toBe(true);

    await page.getByRole('link', { name: 'VIEW ALL PETITIONS' }).click();
    await page.getByRole('link', { name: 'Shade Trees on Every Bus Stop' }).click();
    await actionBar.getByText('You cannot participate on city petitions').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });
});
