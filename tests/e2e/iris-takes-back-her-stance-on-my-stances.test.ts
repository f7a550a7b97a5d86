import { DEMO_IDENTITIES } from '@rv/functions/testkit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';
import { californiaDistrictCounts } from './support/results';
import { expectSignedInAs, verifyPhone } from './support/signIn';

// IRIS DEMOLAND, Los Angeles: active California voter with (213) 555-0105 on file, CA-37.
const iris = DEMO_IDENTITIES.find((identity) => identity.key === 'ca-phone-withdraws');
if (!iris?.phone)
  throw new Error(
    'The ca-phone-withdraws demo identity (functions/src/testkit/demoIdentities.ts) is missing.',
  );
const irisPhone = iris.phone;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

const PETITION = 'Carbon Fee and Dividend';

describe('given Iris, a California voter who changes her mind', () => {
  it('supports the carbon fee, withdraws it on My stances and sees CA-37 count one less, then supports again', async () => {
    const { page, url, errors, context } = await openTab(browser);

    // Signed out, My stances asks her to sign in first, and sign-in brings her back.
    await page.goto(url('/my-stances'));
    await page.getByRole('heading', { level: 1, name: 'My stances' }).waitFor();
    const signIn = page.getByRole('main').getByRole('link', { name: 'SIGN IN' });
    await expect.poll(() => signIn.getAttribute('href')).toBe('/signin?next=%2Fmy-stances');
    await expectAxeClean(page, 'My stances, signed out');
    await signIn.click();
    await page.waitForURL(url('/signin?next=%2Fmy-stances'));
    await verifyPhone(page, irisPhone);
    await page.waitForURL(url('/my-stances'));
    await expectSignedInAs(page, 'I');
    await expect
      .poll(() => page.getByRole('region', { name: 'Your stances, latest first' }).isVisible())
      .toBe(true);

    await page.goto(url('/petitions/carbon-fee-and-dividend'));
    const actionBar = page.getByRole('region', { name: 'Your stance' });
    // A kept stack may remember an earlier run: start from no stance.
    const withdrawHere = actionBar.getByRole('button', { name: `Withdraw your stance on ${PETITION}` });
    await actionBar.getByRole('button', { name: 'Support' }).waitFor();
    if (await withdrawHere.isVisible()) {
      await withdrawHere.click();
      await page.getByRole('button', { name: 'Withdraw my stance' }).click();
      await actionBar.getByRole('status').waitFor();
    }
    const before = await californiaDistrictCounts(page, 'CA-37');

    await actionBar.getByRole('button', { name: 'Support' }).click();
    const success = page.getByRole('dialog', {
      name: 'Success! Your stance is included in the Petition Stances section of this petition.',
    });
    await success.waitFor();
    await success.getByRole('button', { name: 'Close' }).click();
    await success.waitFor({ state: 'hidden' });
    await actionBar
      .getByText('You support this petition. You can change or withdraw it at any time.')
      .waitFor();
    await expectAxeClean(page, 'the action bar with her stance');
    await californiaDistrictCounts(page, 'CA-37', { sup: before.sup + 1, opp: before.opp });

    // The account panel takes her to My stances.
    await page.getByRole('button', { name: 'Account', exact: true }).click();
    await page
      .getByRole('dialog', { name: 'Your account' })
      .getByRole('link', { name: 'My stances' })
      .click();
    await page.waitForURL(url('/my-stances'));
    await expect.poll(() => page.title()).toBe('My stances | Registered Voice');
    const answered = page.getByRole('region', { name: 'Your stances, latest first' });
    const card = answered.getByRole('listitem').filter({ hasText: PETITION });
    await expect.poll(() => card.innerText()).toContain('You support this petition.');
    // When it was recorded, in her time zone (the browser's: Los Angeles).
    await expect
      .poll(() => card.locator('time').innerText())
      .toMatch(/^[A-Z][a-z]+ \d{1,2}, \d{4} at \d{1,2}:\d\d\s[AP]M P[SD]T$/);
    await expectAxeClean(page, 'My stances with her stance');

    await card.getByRole('button', { name: `Withdraw your stance on ${PETITION}` }).click();
    const confirm = page.getByRole('alertdialog', { name: 'Withdraw your stance?' });
    await expect.poll(() => confirm.innerText()).toContain(`You support ${PETITION}.`);
    await expectAxeClean(page, 'the confirm step');
    await confirm.getByRole('button', { name: 'Withdraw my stance' }).click();
    const done = page.getByRole('status').filter({ hasText: 'is withdrawn' });
    await expect
      .poll(() => done.innerText())
      .toBe(`Your stance on ${PETITION} is withdrawn. It no longer counts in the petition's stances.`);
    await expect
      .poll(() => answered.innerText())
      .toContain('You have not voiced an opinion on any petition yet.');
    const unanswered = page.getByRole('region', { name: 'Not answered yet' });
    await expect.poll(() => unanswered.getByRole('link', { name: PETITION }).isVisible()).toBe(true);
    await expectAxeClean(page, 'My stances after the withdrawal');

    // Her district counts one less, and she can voice her opinion again.
    await unanswered.getByRole('link', { name: PETITION }).click();
    await page.waitForURL(url('/petitions/carbon-fee-and-dividend'));
    await actionBar.getByText('Voice your opinion:').waitFor();
    await californiaDistrictCounts(page, 'CA-37', before);

    await actionBar.getByRole('button', { name: 'Support' }).click();
    await success.waitFor();
    await success.getByRole('button', { name: 'Close' }).click();
    await californiaDistrictCounts(page, 'CA-37', { sup: before.sup + 1, opp: before.opp });
    await expect
      .poll(() => actionBar.getByRole('button', { name: 'Support' }).getAttribute('aria-pressed'))
      .toBe('true');

    expect(errors).toEqual([]);
    await context.close();
  });
});
