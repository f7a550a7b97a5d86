import { CALLABLE_NAMES, RESULTS_PATH_PREFIX } from '@rv/api/contract';
import { DEMO_IDENTITIES } from '@rv/functions/testkit';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, openTab } from './support/browser';
import { signInByPhone } from './support/signIn';

// What a signed-in voter's browser asks the server for, counted in Chromium: each callable by
// name, and the public results file. A page asks each thing once (decision 0063): one set-up per
// page load and none on in-app navigation or before a stance; one results read per view and one
// after a stance, shared by every part of the page that shows the counts. June has a demo record
// of her own, so no other journey's stances move her counts while they are taken.

const june = DEMO_IDENTITIES.find((identity) => identity.key === 'ca-phone-counted');
if (!june?.phone)
  throw new Error('The ca-phone-counted demo identity (functions/src/testkit/demoIdentities.ts) is missing.');
const junePhone = june.phone;
const PETITION = 'Permanent Daylight Saving Time';

type Asked = Record<string, number>;

/** Counts the page's requests from now on: callables by name, and `results` for the public file. */
function countRequests(page: Page): { take(): Promise<Asked> } {
  let counts: Asked = {};
  page.on('request', (request) => {
    if (request.method() === 'OPTIONS') return;
    const { pathname } = new URL(request.url());
    const name = pathname.split('/').at(-1) ?? '';
    if ((CALLABLE_NAMES as readonly string[]).includes(name)) counts[name] = (counts[name] ?? 0) + 1;
    else if (pathname.startsWith(RESULTS_PATH_PREFIX)) counts.results = (counts.results ?? 0) + 1;
  });
  return {
    /** Waits until nothing is on its way, then hands over what was asked and starts again. */
    async take() {
      await page.waitForLoadState('networkidle');
      const taken = counts;
      counts = {};
      return taken;
    },
  };
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('given June, signed in', () => {
  it('her pages ask for each thing once: a load, the Stances tab, a stance, a withdrawal, My stances', {
    timeout: 300_000,
  }, async () => {
    const { page, url } = await openTab(browser);
    await signInByPhone(page, url('/signin?next=%2Fpetitions%2Fpermanent-dst'), junePhone);
    await page.waitForURL(url('/petitions/permanent-dst'));
    const actionBar = page.getByRole('region', { name: 'Your stance' });
    const withdraw = actionBar.getByRole('button', { name: `Withdraw your stance on ${PETITION}` });
    await actionBar.getByRole('button', { name: 'Support' }).waitFor();
    // A kept stack may remember an earlier run: start from no stance.
    if (await withdraw.isVisible()) {
      await withdraw.click();
      await page.getByRole('button', { name: 'Withdraw my stance' }).click();
      await actionBar.getByRole('status').waitFor();
    }
    const requests = countRequests(page);
    const asked: Record<string, Asked> = {};

    // A page load, signed in: one set-up, one results read (the totals and the text share it).
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await actionBar.getByRole('button', { name: 'Support' }).waitFor();
    asked['a petition page load'] = await requests.take();

    // The Stances tab: the results already read serve it.
    await page.getByRole('tab', { name: 'Petition Stances' }).click();
    await page.getByRole('table').first().waitFor();
    asked['the Stances tab'] = await requests.take();

    // A stance, from the text (the Stances tab has no action bar): the write, then one fresh read
    // of the counts for the whole page.
    await page.getByRole('tab', { name: 'Petition Text' }).click();
    await actionBar.getByRole('button', { name: 'Support' }).click();
    const success = page.getByRole('dialog', {
      name: 'Success! Your stance is included in the Petition Stances section of this petition.',
    });
    await success.waitFor();
    await success.getByRole('button', { name: 'Close' }).click();
    await success.waitFor({ state: 'hidden' });
    asked['a stance'] = await requests.take();

    // A withdrawal: the withdrawal, then one fresh read; no set-up before it.
    await withdraw.click();
    await page.getByRole('button', { name: 'Withdraw my stance' }).click();
    await actionBar.getByRole('status').waitFor();
    asked['a withdrawal'] = await requests.take();

    // My stances, reached in the app: nothing asked (the session has her record).
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Your account' })
      .getByRole('link', { name: 'My stances' })
      .click();
    await page.waitForURL(url('/my-stances'));
    await page.getByRole('region', { name: 'Not answered yet' }).waitFor();
    asked['My stances, in the app'] = await requests.take();

    // My stances, loaded: one set-up.
    await page.reload();
    await page.locator('html[data-hydrated]').waitFor({ state: 'attached' });
    await page.getByRole('region', { name: 'Not answered yet' }).waitFor();
    asked['My stances, loaded'] = await requests.take();

    expect(asked).toEqual({
      'a petition page load': { setUpUser2023: 1, results: 1 },
      'the Stances tab': {},
      'a stance': { writeStance: 1, getStancesByDistrict: 1 },
      'a withdrawal': { withdrawStance: 1, getStancesByDistrict: 1 },
      'My stances, in the app': {},
      'My stances, loaded': { setUpUser2023: 1 },
    });
  });
});
