import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';

// Sign-in help allows each looked-up person (last name, zip, first initial) a few look-ups an
// hour, whoever asks (functions/src/config.ts, 5 by default). The sixth is refused with
// resource-exhausted and the wait in seconds; the form says so in words, with the wait in
// minutes and the people who can help, instead of "Some error occurred"
// (docs/product/messages.md#sign-in-help-form).

const LOOKUPS_PER_PERSON_PER_HOUR = 5;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('given a visitor who keeps guessing one name and zip code', () => {
  it('is told, on the sixth look-up, how many minutes to wait and whom to call', async () => {
    const { page, url, errors, context } = await openTab(browser);
    // A last name of its own each run, so a kept stack's spent budget does not carry over.
    const last = `GUESS${Array.from({ length: 6 }, () => String.fromCharCode(65 + Math.floor(Math.random() * 26))).join('')}`;
    await page.goto(url('/signin'));
    await page.getByRole('link', { name: 'FIND PHONE/EMAIL ON FILE' }).click();
    await page.waitForURL(url('/signin/help'));
    await page.getByLabel('First Name').fill('PAT');
    await page.getByLabel('Last Name').fill(last);
    await page.getByLabel('Zip Code').fill('90012');
    const find = page.getByRole('button', { name: 'FIND VOTER INFO' });

    for (let guess = 1; guess <= LOOKUPS_PER_PERSON_PER_HOUR; guess += 1) {
      await page.getByLabel('Date of Birth').fill(`01/0${guess}/1980`);
      await find.click();
      await page
        .getByRole('heading', { level: 1, name: 'No voter registration found', exact: true })
        .waitFor();
      await page.getByRole('button', { name: 'edit the voter info' }).click();
      await page.waitForURL(url('/signin/help'));
    }

    await page.getByLabel('Date of Birth').fill('01/09/1980');
    await find.click();
    const refusal = page.getByRole('alert');
    await refusal.waitFor();
    // An hour's window, just begun: 59 or 60 minutes, never "Some error occurred".
    await expect
      .poll(() => refusal.innerText())
      .toMatch(
        /^Too many look-ups for now\. Try again in (59|60) minutes, or call or write to us \(below\): we can help you find your registration\.$/,
      );
    // Nothing the visitor typed is lost, and the help line is right there.
    await expect.poll(() => new URL(page.url()).pathname).toBe('/signin/help');
    await expect.poll(() => page.getByLabel('Last Name').inputValue()).toBe(last);
    await expect
      .poll(() => page.getByRole('link', { name: /\(\d{3}\) \d{3}-\d{4}/ }).count())
      .toBeGreaterThan(0);
    await expectAxeClean(page, 'look-ups used up');

    expect(errors).toEqual([]);
    await context.close();
  });
});
