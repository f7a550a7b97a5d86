import { DEMO_IDENTITIES } from '@rv/functions/testkit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailInbox } from './support/authEmulator';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';
import { expectSignedInAs, verifyPhone } from './support/signIn';

// AVA MAE DEMOLAND (CA, phone on file) and CARLOS SAMPLE (FL, his e-mail on file is his alone).
const ava = DEMO_IDENTITIES.find((identity) => identity.key === 'ca-phone');
const carlos = DEMO_IDENTITIES.find((identity) => identity.key === 'fl-shared-phone-1');
if (!ava?.phone || !carlos?.email)
  throw new Error(
    'The ca-phone and fl-shared-phone-1 demo identities (functions/src/testkit/demoIdentities.ts) are missing.',
  );
const avaPhone = ava.phone;
const carlosEmail = carlos.email;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('given a signed-out voter reading a petition', () => {
  it('Ava follows the action bar’s SIGN IN, verifies her phone and is back on the petition', async () => {
    const { page, url, errors, context } = await openTab(browser);
    await page.goto(url('/petitions/carbon-fee-and-dividend'));
    const bar = page.getByRole('region', { name: 'Your stance' });
    await bar.getByRole('link', { name: 'SIGN IN' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    const address = () => new URL(page.url());
    await expect.poll(() => address().pathname).toBe('/signin');
    await expect.poll(() => address().searchParams.get('next')).toBe('/petitions/carbon-fee-and-dividend');

    await verifyPhone(page, avaPhone);

    await page.waitForURL(url('/petitions/carbon-fee-and-dividend'));
    await expectSignedInAs(page, 'A');
    await page.getByRole('heading', { level: 1, name: 'Carbon Fee and Dividend' }).waitFor();
    // The action bar now offers her a stance instead of SIGN IN.
    await bar.getByRole('button', { name: 'Support' }).waitFor();
    await expect.poll(() => bar.getByRole('link', { name: 'SIGN IN' }).count()).toBe(0);
    await expectAxeClean(page, 'the petition after signing in');
    expect(errors).toEqual([]);
    await context.close();
  });

  it('Carlos asks for a sign-in link from the petition, opens it in a new tab, and both tabs show the petition', async () => {
    const { page, url, errors, context } = await openTab(browser);
    await page.goto(url('/petitions/permanent-dst'));
    await page.getByRole('region', { name: 'Your stance' }).getByRole('link', { name: 'SIGN IN' }).click();
    await page.getByRole('button', { name: 'Already know your phone/email on file?' }).click();
    await page.getByRole('button', { name: 'VERIFY E-MAIL' }).click();
    const inbox = await emailInbox(carlosEmail);
    await page.getByLabel('E-mail address').fill(carlosEmail);
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    const link = await inbox.next();

    // His mail program opens the link in a new tab of the same browser.
    const linkTab = await context.newPage();
    const linkErrors: string[] = [];
    linkTab.on('pageerror', (error) => linkErrors.push(error.message));
    await linkTab.goto(link);
    await linkTab.waitForURL(url('/petitions/permanent-dst'));
    await expectSignedInAs(linkTab, 'C');
    await linkTab.getByRole('heading', { level: 1, name: 'Permanent Daylight Saving Time' }).waitFor();
    await expectAxeClean(linkTab, 'the petition in the link’s tab');

    // The tab he started in hears of the sign-in and returns to the petition as well.
    await page.waitForURL(url('/petitions/permanent-dst'));
    await expectSignedInAs(page, 'C');
    expect(linkErrors).toEqual([]);
    expect(errors).toEqual([]);
    await context.close();
  });

  it('a link to /signin naming another site signs the voter in and stays on this site', async () => {
    const { page, url, errors, context } = await openTab(browser);
    await page.goto(url('/signin?next=%2F%2Fexample.com%2Fpetitions'));
    await verifyPhone(page, avaPhone);
    await page.waitForURL(url('/petitions'));
    await expectSignedInAs(page, 'A');
    expect(errors).toEqual([]);
    await context.close();
  });
});
