import { DEMO_IDENTITIES } from '@rv/functions/testkit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';
import { expectSignedInAs, signInByPhone } from './support/signIn';

// CARLOS J SAMPLE and DIANA SAMPLE of Miami share (305) 555-0102 on their registrations.
const diana = DEMO_IDENTITIES.find((identity) => identity.key === 'fl-shared-phone-2');
if (!diana?.phone) throw new Error('The fl-shared-phone-2 demo identity is missing.');
const sharedPhone = diana.phone;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('given Diana, who shares a phone number with Carlos', () => {
  it('is asked which voter she is, picks herself, and can sign out from the picker too', async () => {
    const { page, url, errors, context } = await openTab(browser);
    await signInByPhone(page, url('/signin'), sharedPhone);

    await page.getByRole('heading', { level: 1, name: 'Select your voter registration' }).waitFor();
    await expect
      .poll(() => page.getByText('Your phone number matches multiple voters. Select yourself:').isVisible())
      .toBe(true);
    const entries = page.getByRole('list').getByRole('button');
    await expect
      .poll(() => entries.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Carlos Sample\s+Miami, (FL|Florida)$/),
        expect.stringMatching(/^Diana Sample\s+Miami, (FL|Florida)$/),
      ]);
    await expectAxeClean(page, 'the voter picker');

    await entries.filter({ hasText: 'Diana Sample' }).click();
    await expectSignedInAs(page, 'D');
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    const account = page.getByRole('dialog', { name: 'Your account' });
    const accountText = () => account.innerText();
    await expect.poll(accountText).toContain('Diana Sample');
    await expect.poll(accountText).toContain('(305) 555-0102');
    await expect.poll(accountText).toContain('FL-27');
    await expect.poll(accountText).not.toContain('CARLOS');
    // On a wide screen the account panel is a 340 px card that closes on a click outside it.
    await expect.poll(async () => (await account.boundingBox())?.width).toBe(340);
    await page.mouse.click(40, 700);
    await account.waitFor({ state: 'hidden' });

    // Coming back later (a reload): her choice was kept, so no picker this time.
    await page.reload();
    await expectSignedInAs(page, 'D');
    await expect
      .poll(() => page.getByRole('heading', { name: 'Select your voter registration' }).count())
      .toBe(0);
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await expect.poll(accountText).toContain('Diana Sample');

    // Signing out clears the choice: the next sign-in on this phone asks again.
    await account.getByRole('button', { name: 'SIGN OUT' }).click();
    await page.waitForURL(url('/signin'));
    await signInByPhone(page, url('/signin'), sharedPhone);
    await page.getByRole('heading', { level: 1, name: 'Select your voter registration' }).waitFor();
    await page.getByRole('button', { name: 'sign out' }).click();
    await page.waitForURL(url('/signin'));
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expect.poll(() => page.getByRole('button', { name: 'Account', exact: true }).count()).toBe(0);

    expect(errors).toEqual([]);
    await context.close();
  });
});
