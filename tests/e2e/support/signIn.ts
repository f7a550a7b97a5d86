import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { emailInbox, smsCodeOfSend } from './authEmulator';

/*
 * The sign-in steps several journeys go through on the way to what they are about. The
 * journeys about signing in (ava-supports-carbon-fee-by-phone, benjamin-signs-in-by-email-link)
 * spell each step out and check every page on the way; these only drive the same clicks.
 */

/** From anywhere: /signin, "Already know your phone/email on file?", then VERIFY PHONE or E-MAIL. */
async function chooseSignInMethod(page: Page, url: string, method: 'phone' | 'email'): Promise<void> {
  await page.goto(url);
  await page.getByRole('button', { name: 'Already know your phone/email on file?' }).click();
  await page.getByRole('button', { name: method === 'phone' ? 'VERIFY PHONE' : 'VERIFY E-MAIL' }).click();
}

/**
 * On the sign-in start page: VERIFY PHONE, types the number, sends the code, reads the code made
 * for this very send from the Auth emulator and confirms it.
 */
export async function verifyPhone(page: Page, e164: string): Promise<void> {
  await page.getByRole('button', { name: 'Already know your phone/email on file?' }).click();
  await page.getByRole('button', { name: 'VERIFY PHONE' }).click();
  await page.getByLabel('Phone number').fill(e164.replace(/^\+1/, ''));
  const code = await smsCodeOfSend(page, () => page.getByRole('button', { name: 'Send code' }).click());
  await page.getByLabel('6-digit code').fill(code);
  await page.getByRole('button', { name: 'Verify code' }).click();
}

/** Opens the sign-in page and signs in by phone. */
export async function signInByPhone(page: Page, signInUrl: string, e164: string): Promise<void> {
  await page.goto(signInUrl);
  await verifyPhone(page, e164);
}

/** Asks for a sign-in link, reads it from the Auth emulator and opens it in the same tab. */
export async function signInByEmailLink(page: Page, signInUrl: string, email: string): Promise<void> {
  await chooseSignInMethod(page, signInUrl, 'email');
  const inbox = await emailInbox(email);
  await page.getByLabel('E-mail address').fill(email);
  await page.getByRole('button', { name: 'Send sign-in link' }).click();
  await page.getByRole('status').filter({ hasText: email }).waitFor();
  await page.goto(await inbox.next());
}

/** Signed in with a voter selected: the top bar's account badge shows the voter's letter. */
export async function expectSignedInAs(page: Page, letter: string): Promise<void> {
  const badge = page.getByRole('button', { name: 'Account', exact: true });
  await expect.poll(() => badge.locator('[aria-hidden="true"]').innerText()).toBe(letter);
}
