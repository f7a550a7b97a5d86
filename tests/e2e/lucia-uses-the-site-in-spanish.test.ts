import { petitions as spanishPetitions } from '@rv/catalogue/es';
import { DEMO_IDENTITIES } from '@rv/functions/testkit';
import type { Browser, Request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodeOfSend } from './support/authEmulator';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';
import { type SpanishWords, spanishWords } from './support/spanish';

// LUCIA ISABEL DEMOLAND, Hialeah: active Florida voter with (305) 555-0106 on file, FL-26, whose
// browser asks for Spanish first.
const luciaPhone = DEMO_IDENTITIES.find((identity) => identity.key === 'fl-phone-spanish')?.phone;
if (!luciaPhone)
  throw new Error('The fl-phone-spanish demo identity (functions/src/testkit/demoIdentities.ts) is missing.');
const dst = spanishPetitions.find((p) => p.url === 'permanent-dst');
if (!dst) throw new Error('The permanent-dst petition has no Spanish twin.');

let browser: Browser;
let es: SpanishWords;
beforeAll(async () => {
  browser = await connectBrowser();
  es = await spanishWords();
});
afterAll(async () => {
  await browser.close();
});

describe('given Lucía, a Florida voter who reads Spanish', () => {
  it('signs in by phone, supports a petition and finds it on My stances, every page in Spanish', async () => {
    const { page, url, errors, context } = await openTab(browser, { locale: 'es-US' });
    const expectSpanishPage = async (where: string) => {
      await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
      await expectAxeClean(page, where);
    };

    // She opens the Spanish site (the switch and the stored choice have their own journey).
    await page.goto(url('/es'));
    await expectSpanishPage('the Spanish landing page');

    // Signing in, in Spanish: Firebase is asked to text her in Spanish.
    await page.goto(url('/es/signin'));
    await page.getByRole('heading', { level: 1, name: es('Sign in') }).waitFor();
    await expectSpanishPage('the Spanish sign-in start');
    await page.getByRole('button', { name: es('Already know your phone/email on file?') }).click();
    await page.getByRole('button', { name: es('VERIFY PHONE') }).click();
    await page.getByRole('heading', { level: 1, name: es('Verify your phone') }).waitFor();
    await expectSpanishPage('the Spanish phone step');
    await page.getByLabel(es('Phone number')).fill(luciaPhone.replace(/^\+1/, ''));
    const sendRequests: Request[] = [];
    page.on('request', (request) => {
      if (request.url().includes('accounts:sendVerificationCode')) sendRequests.push(request);
    });
    const code = await smsCodeOfSend(page, () => page.getByRole('button', { name: es('Send code') }).click());
    await expect.poll(() => sendRequests[0]?.headerValue('x-firebase-locale')).toBe('es');
    await expectSpanishPage('the Spanish code step');
    await page.getByLabel(es('6-digit code')).fill(code);
    await page.getByRole('button', { name: es('Verify code') }).click();
    await page.waitForURL(url('/es/petitions'));
    await expectSpanishPage('the Spanish petitions, signed in');

    // The petition in Spanish: she supports it.
    await page.getByRole('link', { name: dst.uiTitle }).click();
    await page.waitForURL(url('/es/petitions/permanent-dst'));
    const actionBar = page.getByRole('region', { name: es('Your stance') });
    await actionBar.getByRole('button', { name: es('Support') }).click();
    const success = page.getByRole('dialog', {
      name: es('Success! Your stance is included in the Petition Stances section of this petition.'),
    });
    await success.waitFor();
    await expectSpanishPage('the Spanish success dialog');
    await success.getByRole('button', { name: es('Close') }).click();
    await success.waitFor({ state: 'hidden' });
    await actionBar
      .getByText(es('You support this petition. You can change or withdraw it at any time.'))
      .waitFor();
    await expectSpanishPage('the Spanish petition after her stance');

    // My stances lists it, in Spanish.
    await page.goto(url('/es/my-stances'));
    await page.getByRole('heading', { level: 1, name: es('My stances') }).waitFor();
    await expect.poll(() => page.getByRole('main').innerText()).toContain(dst.uiTitle);
    await expectSpanishPage('My stances in Spanish');

    // Back to English by the switch: the same page, in English.
    await page.getByRole('link', { name: 'English' }).first().click();
    await page.waitForURL(url('/my-stances'));
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('en');

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('given a search engine or a network reading a Spanish page', () => {
  it('finds the page in Spanish, its English twin, and a Spanish picture', async () => {
    const { page, url, context } = await openTab(browser, { javaScriptEnabled: false });
    await page.goto(url('/es/petitions/permanent-dst'));
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toBe('es');
    await expect.poll(() => page.title()).toContain(dst.uiTitle);
    const alternate = (lang: string) =>
      page.locator(`link[rel="alternate"][hreflang="${lang}"]`).getAttribute('href');
    await expect.poll(() => alternate('en')).toMatch(/\/petitions\/permanent-dst$/);
    await expect.poll(() => alternate('es')).toMatch(/\/es\/petitions\/permanent-dst$/);
    const picture = await page.request.get(url('/es/og/petitions/permanent-dst.png'));
    expect(picture.status()).toBe(200);
    expect(picture.headers()['content-type']).toBe('image/png');
    await context.close();
  });
});
