import { site } from '@rv/catalogue';
import { DEMO_IDENTITIES } from '@rv/functions/testkit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodeOfSend } from './support/authEmulator';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';
import { expectSignedInAs } from './support/signIn';

// AVA MAE DEMOLAND, Los Angeles: active California voter with (213) 555-0101 on file.
const ava = DEMO_IDENTITIES.find((identity) => identity.key === 'ca-phone');
if (!ava?.phone)
  throw new Error('The ca-phone demo identity (functions/src/testkit/demoIdentities.ts) is missing.');
const avaNumber = ava.phone.replace(/^\+1/, '');

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('given Ava, whose texted code does not arrive', () => {
  it('goes back a step, changes the number, skips ahead through the countdown, resends the code and signs in with the new one', async () => {
    const { page, url, errors, context } = await openTab(browser);
    // The page's clock runs as usual until the journey jumps it past the resend cool-down.
    await page.clock.install();
    await page.goto(url('/signin'));
    await page.getByRole('button', { name: 'Already know your phone/email on file?' }).click();
    await page.getByRole('button', { name: 'VERIFY PHONE' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify your phone' }).waitFor();

    // Back returns to the sign-in start, with the choices she had opened.
    await page.getByRole('button', { name: 'Back' }).click();
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await page.getByRole('button', { name: 'VERIFY PHONE' }).click();

    // A typo: she sends the code to a wrong number, then changes it.
    await page.getByLabel('Phone number').fill('2135550199');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Enter the 6-digit code we sent to').waitFor();
    await page.getByRole('button', { name: 'Change number' }).click();
    const phoneField = page.getByLabel('Phone number');
    await expect.poll(() => phoneField.inputValue()).toBe('(213) 555-0199');
    await phoneField.fill(avaNumber);
    await smsCodeOfSend(page, () => page.getByRole('button', { name: 'Send code' }).click());
    const main = page.getByRole('main');
    await expect.poll(() => main.innerText()).toContain('(213) 555-0101');

    // "Resend code" waits for its cool-down, counting down where she can see it.
    const countdown = page.getByText(/^You can resend the code in \d+ seconds?\.$/);
    const secondsLeft = async () => Number((await countdown.innerText()).match(/\d+/)?.[0]);
    await expect.poll(secondsLeft).toBeGreaterThan(20);
    const first = await secondsLeft();
    await expect.poll(secondsLeft).toBeLessThan(first);
    await expect.poll(() => page.getByRole('button', { name: 'Resend code' }).count()).toBe(0);
    await expectAxeClean(page, 'the code step, counting down');

    // The rest of the cool-down, without waiting it out (content/site.yaml resendCodeAfterSeconds).
    await page.clock.fastForward(site.resendCodeAfterSeconds * 1000);
    const resend = page.getByRole('button', { name: 'Resend code' });
    await resend.waitFor();
    const code = await smsCodeOfSend(page, () => resend.click());
    await expect.poll(() => main.innerText()).toContain('Code sent again.');
    await expect.poll(secondsLeft).toBeGreaterThan(20);
    await expectAxeClean(page, 'code sent again');

    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.waitForURL(url('/petitions'));
    await expectSignedInAs(page, 'A');
    expect(errors).toEqual([]);
    await context.close();
  });
});
