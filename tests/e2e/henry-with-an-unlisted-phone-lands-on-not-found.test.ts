import { DEMO_IDENTITIES } from '@rv/functions/testkit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';
import { signInByPhone } from './support/signIn';

// HENRY PRIVATE is exempt from the public record, so his (305) 555-0104 is on no voter list.
const henry = DEMO_IDENTITIES.find((identity) => identity.key === 'fl-exempt');
if (!henry?.phone) throw new Error('The fl-exempt demo identity is missing.');
const henryPhone = henry.phone;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('given Henry, whose verified phone is on no active voter record', () => {
  it('lands on the not-found page, can still read the policies, and its one button signs him out into the help form', async () => {
    const { page, url, errors, context } = await openTab(browser);
    await page.goto(url('/petitions'));
    await signInByPhone(page, url('/signin'), henryPhone);

    await page.getByRole('heading', { level: 1, name: 'Voter registration not found' }).waitFor();
    const text = () => page.getByRole('main').innerText();
    await expect
      .poll(text)
      .toContain('(305) 555-0104 was not found in the California or Florida active voter lists.');
    const pathname = () => new URL(page.url()).pathname;
    await expect.poll(pathname).toBe('/signin');
    await expectAxeClean(page, 'the not-found page');

    // Going anywhere else keeps him on the not-found page until he signs out...
    await page.goto(url('/petitions/carbon-fee-and-dividend'));
    await page.getByRole('heading', { level: 1, name: 'Voter registration not found' }).waitFor();
    await expect.poll(pathname).toBe('/signin');

    // ...but About and the policies stay readable.
    await page.goto(url('/about/terms-of-service'));
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
    await expect.poll(pathname).toBe('/about/terms-of-service');
    await page.goto(url('/signin'));
    await page.getByRole('heading', { level: 1, name: 'Voter registration not found' }).waitFor();

    // One button signs him out and opens the form that finds the phone or e-mail on file.
    await page.getByRole('button', { name: 'Sign out and find my phone/e-mail on file' }).click();
    await page.getByRole('heading', { level: 1, name: 'Find your phone/email on file' }).waitFor();
    await expect.poll(pathname).toBe('/signin/help');
    // Signed out: the top bar offers SIGN IN again.
    await expect.poll(() => page.getByRole('link', { name: 'SIGN IN' }).first().isVisible()).toBe(true);
    await expectAxeClean(page, 'the help form after not found');

    expect(errors).toEqual([]);
    await context.close();
  });
});
