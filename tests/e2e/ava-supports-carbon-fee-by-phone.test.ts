import { publishedNumber } from '@rv/domain';
import { DEMO_IDENTITIES } from '@rv/functions/testkit';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { smsCodeOfSend } from './support/authEmulator';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';
import { californiaDistrictCounts as districtCounts, FEWER_THAN } from './support/results';
import { expectSignedInAs } from './support/signIn';

// AVA MAE DEMOLAND, Los Angeles: active California voter with (213) 555-0101 on file, CA-34.
const ava = DEMO_IDENTITIES.find((identity) => identity.key === 'ca-phone');
if (!ava?.phone)
  throw new Error('The ca-phone demo identity (functions/src/testkit/demoIdentities.ts) is missing.');

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('given Ava, a California voter whose phone is on her registration', () => {
  it('signs in with a texted code, supports the carbon fee, sees CA-34 count it, then switches to oppose', async () => {
    const { page, url, errors, context } = await openTab(browser);

    await page.goto(url('/'));
    await page.getByRole('link', { name: 'SIGN IN' }).first().click();
    await page.waitForURL(url('/signin'));
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expectAxeClean(page, 'the sign-in start');

    // VERIFY PHONE and VERIFY E-MAIL stay out of sight until she follows the link, and the link
    // says whether they are shown.
    const alreadyKnow = page.getByRole('button', { name: 'Already know your phone/email on file?' });
    const verifyPhone = page.getByRole('button', { name: 'VERIFY PHONE', includeHidden: true });
    const verifyEmail = page.getByRole('button', { name: 'VERIFY E-MAIL', includeHidden: true });
    await expect.poll(() => alreadyKnow.getAttribute('aria-expanded')).toBe('false');
    await expect.poll(() => verifyPhone.isVisible()).toBe(false);
    await expect.poll(() => verifyEmail.isVisible()).toBe(false);
    await alreadyKnow.click();
    await expect.poll(() => alreadyKnow.getAttribute('aria-expanded')).toBe('true');
    await expect.poll(() => verifyEmail.isVisible()).toBe(true);
    await verifyPhone.click();
    await page.getByRole('heading', { level: 1, name: 'Verify your phone' }).waitFor();
    await expectAxeClean(page, 'the phone step');

    const phoneField = page.getByLabel('Phone number');
    await phoneField.pressSequentially('213555');
    await expect.poll(() => phoneField.inputValue()).toBe('(213) 555');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByText('Enter a complete phone number.').waitFor();
    await phoneField.fill('1 213 555 0101');
    await expect.poll(() => phoneField.inputValue()).toBe('(213) 555-0101');

    const code = await smsCodeOfSend(page, () => page.getByRole('button', { name: 'Send code' }).click());
    await page.getByText('Enter the 6-digit code we sent to').waitFor();
    await expect.poll(() => page.getByRole('main').innerText()).toContain('(213) 555-0101');
    await expectAxeClean(page, 'the code step');

    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'Verify code' }).click();
    await page.getByText('Wrong code. Try again.').waitFor();

    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'Verify code' }).click();
    // A matched voter on /signin goes on to the petitions, told who she is signed in as.
    await page.waitForURL(url('/petitions'));
    await expectSignedInAs(page, 'A');
    await page.locator('#root').getByText('Signed in as Ava Demoland, CA-34.', { exact: true }).waitFor();

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    const account = page.getByRole('dialog', { name: 'Your account' });
    const accountText = () => account.innerText();
    await expect.poll(accountText).toContain('(213) 555-0101');
    await expect.poll(accountText).toContain('Ava Demoland');
    await expect.poll(accountText).toMatch(/LOS ANGELES, (CA|California)/i);
    await expect.poll(accountText).toContain('CA-34');
    await expectAxeClean(page, 'the account panel');
    await page.keyboard.press('Escape');
    await account.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Carbon Fee and Dividend' }).click();
    await page.waitForURL(url('/petitions/carbon-fee-and-dividend'));
    const actionBar = page.getByRole('region', { name: 'Your stance' });
    await actionBar.getByText('Voice your opinion:').waitFor();
    await expectAxeClean(page, 'the petition, signed in and eligible');
    const before = await districtCounts(page, 'CA-34');

    await actionBar.getByRole('button', { name: 'Support' }).click();
    const success = page.getByRole('dialog', {
      name: 'Success! Your stance is included in the Petition Stances section of this petition.',
    });
    await success.waitFor();
    await expect.poll(() => success.innerText()).toContain('Voter Guide');
    await expectAxeClean(page, 'the success dialog');
    await success.getByRole('button', { name: 'Close' }).click();
    await success.waitFor({ state: 'hidden' });
    await actionBar
      .getByText('You support this petition. You can change or withdraw it at any time.')
      .waitFor();
    await expect
      .poll(() => actionBar.getByRole('button', { name: 'Support' }).getAttribute('aria-pressed'))
      .toBe('true');

    await districtCounts(page, 'CA-34', { sup: before.sup + 1, opp: before.opp });

    await actionBar.getByRole('button', { name: 'Oppose' }).click();
    await success.waitFor();
    await success.getByRole('button', { name: 'Close' }).click();
    await actionBar
      .getByText('You oppose this petition. You can change or withdraw it at any time.')
      .waitFor();

    await districtCounts(page, 'CA-34', { sup: before.sup, opp: before.opp + 1 });
    // The open data on the site's own origin (Hosting's rewrite; locally the preview's proxy)
    // says the same in JSON and in CSV.
    const openData = async (format: 'json' | 'csv') =>
      (await page.request.get(url(`/api/results/carbon-fee-and-dividend.${format}`))).text();
    // A count from 1 to k − 1 is published as null in the JSON and "<k" in the CSV.
    const published = (count: number) => publishedNumber(count, FEWER_THAN);
    await expect
      .poll(async () => JSON.parse(await openData('json')).congressional.ca['34'])
      .toEqual({ YES: published(before.sup), NO: published(before.opp + 1) });
    const csvCell = (count: number) => String(published(count) ?? `<${FEWER_THAN}`);
    // …,district,yes,no,district_plan
    await expect
      .poll(async () =>
        /^.*,ca,congressional,34,([^,]+),([^,]+),[^,\r\n]*\r?$/m.exec(await openData('csv'))?.slice(1),
      )
      .toEqual([csvCell(before.sup), csvCell(before.opp + 1)]);
    // Her representative's report says the same of CA-34, and its counts over time end on them.
    const memberReport = async (format: 'json' | 'csv') =>
      (await page.request.get(url(`/api/legislators/jimmy-gomez.${format}`))).text();
    const expected = { YES: published(before.sup), NO: published(before.opp + 1) };
    await expect
      .poll(async () => {
        const [carbon] = JSON.parse(await memberReport('json')).petitions;
        return [carbon.counts, { YES: carbon.series.at(-1)?.YES, NO: carbon.series.at(-1)?.NO }];
      })
      .toEqual([expected, expected]);
    // …,constituency,yes,no,counts_withheld,district_plan,day: the petition's own row has no day.
    await expect
      .poll(async () =>
        /^jimmy-gomez,.*,carbon-fee-and-dividend,.*,34,([^,]+),([^,]+),[^,]*,[^,]*,\r?$/m
          .exec(await memberReport('csv'))
          ?.slice(1),
      )
      .toEqual([csvCell(before.sup), csvCell(before.opp + 1)]);
    await page.getByRole('tab', { name: 'Petition Stances' }).click();
    await expectAxeClean(page, 'the results after her stance');

    // Her own stance appears in the voter guide beside her representative's.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Voter Guide' }).click();
    await page.waitForURL(url('/voter-guide'));
    await page.getByRole('button', { name: 'See who represents you.' }).click();
    const reps = page.getByRole('dialog', { name: /represent/i });
    await reps.waitFor();
    await expect
      .poll(() => reps.innerText())
      .toMatch(
        /Senior Senator\s+Alex Padilla \(Democrat\) page\s+Junior Senator\s+Adam B\. Schiff \(Democrat\) page\s+Representative, CA-34\s+Jimmy Gomez \(Democrat\) page/,
      );
    await expectAxeClean(page, 'who represents Ava');
    await page.keyboard.press('Escape');
    await reps.waitFor({ state: 'hidden' });

    await page.getByLabel('State', { exact: true }).selectOption({ label: 'California' });
    await page.getByLabel('Office', { exact: true }).selectOption({ label: 'U.S. Representative' });
    await page.getByLabel('Seat', { exact: true }).selectOption({ label: 'CA-34' });
    const carbonFee = page.getByRole('row').filter({ hasText: 'Carbon Fee and Dividend' });
    // The "You" column: the abbreviation, with "Oppose" for screen readers.
    await expect
      .poll(async () => (await carbonFee.getByRole('cell').allInnerTexts()).at(-1))
      .toMatch(/^Opp\./);
    await expectAxeClean(page, 'the voter guide with her stance');

    expect(errors).toEqual([]);
    await context.close();
  });
});

describe('given Ava on a train with no signal', () => {
  it('stays on the phone step with a message she can act on when the code cannot be sent', async () => {
    const { page, url, errors, context } = await openTab(browser);
    await page.goto(url('/signin'));
    await page.getByRole('button', { name: 'Already know your phone/email on file?' }).click();
    await page.getByRole('button', { name: 'VERIFY PHONE' }).click();
    await page.getByLabel('Phone number').fill('2135550101');
    // The network drops the request for a code (fault injection at the browser).
    await context.route('**/accounts:sendVerificationCode**', (route) => route.abort('internetdisconnected'));
    await page.getByRole('button', { name: 'Send code' }).click();
    await page
      .getByText('No connection to the sign-in service. Check your internet connection and try again.')
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'Verify your phone' }).waitFor();
    await expect.poll(() => page.getByLabel('Phone number').inputValue()).toBe('(213) 555-0101');
    await expect.poll(() => page.getByLabel('6-digit code').count()).toBe(0);
    await expectAxeClean(page, 'the phone step after a failed send');

    // Signal back: the same step sends the code.
    await context.unroute('**/accounts:sendVerificationCode**');
    await page.getByRole('button', { name: 'Send code' }).click();
    await page.getByLabel('6-digit code').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
