import { DEMO_IDENTITIES } from '@rv/functions/testkit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailInbox } from './support/authEmulator';
import { connectBrowser, expectAxeClean, openTab, PHONE } from './support/browser';
import { expectSignedInAs } from './support/signIn';

// BENJAMIN EXAMPLE JR, San Francisco: active California voter with only an e-mail on file.
const benjamin = DEMO_IDENTITIES.find((identity) => identity.key === 'ca-email');
if (!benjamin?.email)
  throw new Error('The ca-email demo identity (functions/src/testkit/demoIdentities.ts) is missing.');
const benEmail = benjamin.email;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('given Benjamin, a California voter whose e-mail is on his registration', () => {
  it('asks for a link on his laptop, opens it on another device, mistypes his e-mail on confirm, then gets in', async () => {
    const laptop = await openTab(browser);
    const { page } = laptop;

    await page.goto(laptop.url('/signin'));
    await page.getByRole('button', { name: 'Already know your phone/email on file?' }).click();
    await page.getByRole('button', { name: 'VERIFY E-MAIL' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify your e-mail' }).waitFor();
    await expectAxeClean(page, 'the e-mail step');

    const emailField = page.getByLabel('E-mail address');
    await emailField.fill('ben.example@');
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await page.getByText('Enter a valid email address.').waitFor();

    const inbox = await emailInbox(benEmail);
    await emailField.fill(benEmail);
    await page.getByRole('button', { name: 'Send sign-in link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toBe(`We sent a sign-in link to ${benEmail}.`);
    await expectAxeClean(page, 'link sent');
    const link = await inbox.next();

    // The link opened elsewhere (his phone): a browser that never stored emailForSignIn.
    const phone = await openTab(browser, { viewport: PHONE });
    await phone.page.goto(link);
    await phone.page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' }).waitFor();
    await expect.poll(() => new URL(phone.page.url()).pathname).toBe('/signin');
    await expectAxeClean(phone.page, 'confirm your e-mail');

    await phone.page.getByLabel('E-mail address').fill('elena.tester@example.com');
    await phone.page.getByRole('button', { name: 'Confirm' }).click();
    await phone.page.getByText('Email did not match. Try again.').waitFor();
    await expectAxeClean(phone.page, 'e-mail did not match');

    await phone.page.getByLabel('E-mail address').fill(benEmail);
    await phone.page.getByRole('button', { name: 'Confirm' }).click();
    await phone.page.waitForURL(phone.url('/petitions'));
    await expectSignedInAs(phone.page, 'B');
    await phone.page.getByRole('button', { name: 'Account', exact: true }).click();
    const account = phone.page.getByRole('dialog', { name: 'Your account' });
    // On a narrow screen the account panel covers the whole screen.
    await expect.poll(async () => (await account.boundingBox())?.width).toBe(PHONE.width);
    const accountText = () => account.innerText();
    await expect.poll(accountText).toContain(benEmail);
    await expect.poll(accountText).toContain('Benjamin Example Jr.');
    await expect.poll(accountText).toContain('CA-11');
    expect(phone.errors).toEqual([]);
    await phone.context.close();

    // Back on the laptop, where the address is remembered: a fresh link signs in with no question.
    await page.getByRole('button', { name: "Didn't get the e-mail?" }).click();
    await page.getByRole('heading', { level: 1, name: 'Trouble getting the e-mail?' }).waitFor();
    await expectAxeClean(page, 'trouble receiving');
    await page.getByRole('button', { name: 'Resend sign-in link' }).click();
    await page.getByRole('heading', { level: 1, name: 'Check your e-mail' }).waitFor();
    await page.goto(await inbox.next());
    await page.waitForURL(laptop.url('/petitions'));
    await expectSignedInAs(page, 'B');
    // Signed in and matched, the sign-in page sends him on to the petitions.
    await page.goto(laptop.url('/signin'));
    await page.waitForURL(laptop.url('/petitions'));
    await expectSignedInAs(page, 'B');

    // The first link was used up: opening it again says so.
    const later = await openTab(browser);
    await later.page.goto(link);
    await later.page.getByRole('heading', { level: 1, name: 'Confirm your e-mail' }).waitFor();
    await later.page.getByLabel('E-mail address').fill(benEmail);
    await later.page.getByRole('button', { name: 'Confirm' }).click();
    await later.page.getByRole('heading', { level: 1, name: 'Sign-in did not work' }).waitFor();
    await expect
      .poll(() => later.page.getByRole('alert').innerText())
      .toContain('Use the most recent, valid sign-in link. Older sign-in links are invalid.');
    await expectAxeClean(later.page, 'an old sign-in link');
    await later.page.getByRole('button', { name: 'TRY AGAIN' }).click();
    await later.page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(later.errors).toEqual([]);
    await later.context.close();

    expect(laptop.errors).toEqual([]);
    await laptop.context.close();
  });
});
