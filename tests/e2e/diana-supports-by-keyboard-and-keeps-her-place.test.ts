import { DEMO_IDENTITIES } from '@rv/functions/testkit';
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';
import { expectSignedInAs, signInByPhone } from './support/signIn';

// DIANA SAMPLE of Miami (FL-27), who shares (305) 555-0102 with Carlos, uses the keyboard only:
// after signing in she is told who she is signed in as, and every dialog she opens gives focus
// back to the control she opened it with (docs/decisions/0061-focus-returns-and-sign-in-is-confirmed.md).
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

/**
 * Waits until focus is inside an opened dialog: what a keyboard user is told when it opens. In
 * the built app (Preact) a dialog's keys are wired in an effect that runs on the next frame, so
 * a key pressed in the same frame as the dialog appeared could miss it (seen once on CI).
 */
async function waitForFocusIn(dialog: Locator) {
  await dialog.waitFor();
  await expect.poll(() => dialog.evaluate((element) => element.contains(document.activeElement))).toBe(true);
}

/** The accessible name and pressed state of what has focus ("" on the page body). */
function focused(page: Page) {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return '';
    const pressed = active.getAttribute('aria-pressed');
    const name = (active.getAttribute('aria-label') ?? active.textContent ?? '').trim();
    return pressed === null ? name : `${name} (pressed: ${pressed})`;
  });
}

describe('given Diana, who signs in on a shared phone and uses the keyboard', () => {
  it('is told who she is signed in as, and each dialog gives focus back to what opened it', async () => {
    const { page, url, errors, context } = await openTab(browser);
    await signInByPhone(page, url('/signin'), sharedPhone);
    await page.getByRole('heading', { level: 1, name: 'Select your voter registration' }).waitFor();
    await page.getByRole('list').getByRole('button').filter({ hasText: 'Diana Sample' }).click();

    // After the picker, the petitions, with who she is signed in as: seen and announced.
    await page.waitForURL(url('/petitions'));
    await expectSignedInAs(page, 'D');
    const confirmation = page
      .locator('#root')
      .getByText('Signed in as Diana Sample, FL-27.', { exact: true });
    await confirmation.waitFor();
    await expect
      .poll(() => page.locator('#rv-announcer').innerText())
      .toBe('Signed in as Diana Sample, FL-27.');
    await expectAxeClean(page, 'the petitions with the sign-in confirmation');
    // Said on the page she landed on only: a reload does not say it again.
    await page.reload();
    await expectSignedInAs(page, 'D');
    await expect.poll(() => confirmation.count()).toBe(0);

    await page.goto(url('/petitions/carbon-fee-and-dividend'));
    const actionBar = page.getByRole('region', { name: 'Your stance' });
    await actionBar.getByRole('button', { name: 'Support' }).waitFor();
    // A kept stack remembers her last stance: she takes the other one.
    const supporting =
      (await actionBar.getByRole('button', { name: 'Support' }).getAttribute('aria-pressed')) === 'true';
    const choice = supporting ? 'Oppose' : 'Support';

    // The success dialog closed with Escape: focus is back on the button she pressed.
    await actionBar.getByRole('button', { name: choice }).focus();
    await page.keyboard.press('Enter');
    const success = page.getByRole('dialog', {
      name: 'Success! Your stance is included in the Petition Stances section of this petition.',
    });
    await waitForFocusIn(success);
    await page.keyboard.press('Escape');
    await success.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe(`${choice} (pressed: true)`);

    // Again, closed with CLOSE: the same.
    const other = choice === 'Support' ? 'Oppose' : 'Support';
    await actionBar.getByRole('button', { name: other }).focus();
    await page.keyboard.press('Enter');
    await success.waitFor();
    await success.getByRole('button', { name: 'Close' }).focus();
    await page.keyboard.press('Enter');
    await success.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe(`${other} (pressed: true)`);

    // SHARE in the dialog: Escape closes its list and stays in the dialog, on SHARE.
    await actionBar.getByRole('button', { name: choice }).focus();
    await page.keyboard.press('Enter');
    await success.waitFor();
    await success.getByRole('button', { name: 'Share' }).focus();
    await page.keyboard.press('Enter');
    const ways = success.getByRole('list', { name: 'Ways to share' });
    // Chromium on Linux has no share sheet, so SHARE opens the list.
    await ways.waitFor();
    await page.keyboard.press('Escape');
    await ways.waitFor({ state: 'hidden' });
    await expect.poll(() => success.isVisible()).toBe(true);
    await expect.poll(() => focused(page)).toBe('Share');
    await page.keyboard.press('Escape');
    await success.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toBe(`${choice} (pressed: true)`);

    // Withdraw's confirm step, kept with Escape: focus back on Withdraw.
    const withdraw = actionBar.getByRole('button', { name: /^Withdraw/ });
    await withdraw.focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('alertdialog', { name: 'Withdraw your stance?' });
    await waitForFocusIn(confirm);
    await page.keyboard.press('Escape');
    await confirm.waitFor({ state: 'hidden' });
    await expect.poll(() => focused(page)).toMatch(/^Withdraw/);
    await expectAxeClean(page, 'the petition after the dialogs');

    expect(errors).toEqual([]);
    await context.close();
  });
});
