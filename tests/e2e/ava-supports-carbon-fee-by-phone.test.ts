import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_IDENTITIES } from '../../scripts/voters/demo-identities';
import { smsInbox } from './support/authEmulator';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';
import { expectSignedInAs } from './support/signIn';

// AVA MAE DEMOLAND, Los Angeles: active California voter with (213) 555-0101 on file, CA-34.
const ava = DEMO_IDENTITIES.find((identity) => identity.key === 'ca-phone');
if (!ava?.phone)
  throw new Error('The ca-phone demo identity (scripts/voters/demo-identities.ts) is missing.');
const avaPhone = ava.phone;

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** The Sup. and Opp. counts the results table shows for one congressional district. */
async function districtCounts(page: Page, district: string): Promise<{ sup: string; opp: string }> {
  await page.getByRole('tab', { name: 'Petition Stances' }).click();
  const california = page.getByRole('button', { name: 'California: show districts' });
  await california.click();
  const row = page
    .getByRole('table', { name: /California stances by congressional district/ })
    .locator('tr')
    .filter({ has: page.getByRole('rowheader', { name: district, exact: true }) });
  const cells = row.locator('td');
  // Columns: Representative, Sup., Opp.
  const counts = { sup: await cells.nth(1).innerText(), opp: await cells.nth(2).innerText() };
  await page.getByRole('button', { name: 'California: back to all states' }).click();
  await page.getByRole('tab', { name: 'Petition Text' }).click();
  return counts;
}

describe('given Ava, a California voter whose phone is on her registration', () => {
  it('signs in with a texted code, supports the carbon fee, sees CA-34 count it, then switches to oppose', async () => {
    const { page, url, errors, context } = await openTab(browser);

    await page.goto(url('/'));
    await page.getByRole('link', { name: 'SIGN IN' }).first().click();
    await page.waitForURL(url('/signin'));
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    await expectAxeClean(page, 'the sign-in start');

    await page.getByRole('button', { name: 'Already know your phone/email on file?' }).click();
    await page.getByRole('button', { name: 'VERIFY PHONE' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verify your phone' }).waitFor();
    await expectAxeClean(page, 'the phone step');

    const phoneField = page.getByLabel('Phone number');
    await phoneField.pressSequentially('213555');
    expect(await phoneField.inputValue()).toBe('(213) 555');
    await page.getByRole('button', { name: 'SEND CODE' }).click();
    await page.getByText('Enter a complete phone number.').waitFor();
    await phoneField.fill('1 213 555 0101');
    expect(await phoneField.inputValue()).toBe('(213) 555-0101');

    const phone = await smsInbox(avaPhone);
    await page.getByRole('button', { name: 'SEND CODE' }).click();
    await page.getByText('Enter the 6-digit code we sent to').waitFor();
    expect(await page.getByRole('main').innerText()).toContain('(213) 555-0101');
    await expectAxeClean(page, 'the code step');

    const code = await phone.next();
    const wrong = code === '000000' ? '111111' : '000000';
    await page.getByLabel('6-digit code').fill(wrong);
    await page.getByRole('button', { name: 'VERIFY CODE' }).click();
    await page.getByText('Wrong code. Try again.').waitFor();

    await page.getByLabel('6-digit code').fill(code);
    await page.getByRole('button', { name: 'VERIFY CODE' }).click();
    // A matched voter on /signin goes on to the petitions.
    await page.waitForURL(url('/petitions'));
    await expectSignedInAs(page, 'A');

    await page.getByRole('button', { name: 'Account', exact: true }).click();
    const account = page.getByRole('dialog', { name: 'Your account' });
    const accountText = await account.innerText();
    expect(accountText).toContain('(213) 555-0101');
    expect(accountText).toContain('AVA DEMOLAND');
    expect(accountText).toMatch(/LOS ANGELES, (CA|California)/i);
    expect(accountText).toContain('CA-34');
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
    expect(await success.innerText()).toContain('Voter Guide');
    await expectAxeClean(page, 'the success dialog');
    await success.getByRole('button', { name: 'CLOSE' }).click();
    await success.waitFor({ state: 'hidden' });
    await actionBar.getByText('Your stance: Support. You can change it at any time.').waitFor();
    expect(await actionBar.getByRole('button', { name: 'Support' }).getAttribute('aria-pressed')).toBe(
      'true',
    );

    const afterSupport = await districtCounts(page, 'CA-34');
    expect(Number(afterSupport.sup)).toBe(Number(before.sup) + 1);
    expect(afterSupport.opp).toBe(before.opp);

    await actionBar.getByRole('button', { name: 'Oppose' }).click();
    await success.waitFor();
    await success.getByRole('button', { name: 'CLOSE' }).click();
    await actionBar.getByText('Your stance: Oppose. You can change it at any time.').waitFor();

    const afterOppose = await districtCounts(page, 'CA-34');
    expect(afterOppose.sup).toBe(before.sup);
    expect(Number(afterOppose.opp)).toBe(Number(before.opp) + 1);
    await page.getByRole('tab', { name: 'Petition Stances' }).click();
    await expectAxeClean(page, 'the results after her stance');

    // Her own stance appears in the voter guide beside her representative's.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Voter Guide' }).click();
    await page.waitForURL(url('/voter-guide'));
    await page.getByRole('button', { name: 'See who represents you.' }).click();
    const reps = page.getByRole('dialog', { name: /represent/i });
    await reps.waitFor();
    expect(await reps.innerText()).toMatch(
      /Senior Senator\s+Alex Padilla\s+Junior Senator\s+Adam B\. Schiff\s+Representative, CA-34\s+Jimmy Gomez/,
    );
    await expectAxeClean(page, 'who represents Ava');
    await page.keyboard.press('Escape');
    await reps.waitFor({ state: 'hidden' });

    await page.getByLabel('State', { exact: true }).selectOption({ label: 'California' });
    await page.getByLabel('Office', { exact: true }).selectOption({ label: 'U.S. Representative' });
    await page.getByLabel('Seat', { exact: true }).selectOption({ label: 'CA-34' });
    const carbonFee = page.getByRole('row').filter({ hasText: 'Carbon Fee and Dividend' });
    const cells = await carbonFee.getByRole('cell').allInnerTexts();
    // The "You" column: the abbreviation, with "Oppose" for screen readers.
    expect(cells.at(-1)).toMatch(/^Opp\./);
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
    await page.getByRole('button', { name: 'SEND CODE' }).click();
    await page
      .getByText('No connection to the sign-in service. Check your internet connection and try again.')
      .waitFor();
    await page.getByRole('heading', { level: 1, name: 'Verify your phone' }).waitFor();
    expect(await page.getByLabel('Phone number').inputValue()).toBe('(213) 555-0101');
    expect(await page.getByLabel('6-digit code').count()).toBe(0);
    await expectAxeClean(page, 'the phone step after a failed send');

    // Signal back: the same step sends the code.
    await context.unroute('**/accounts:sendVerificationCode**');
    await page.getByRole('button', { name: 'SEND CODE' }).click();
    await page.getByLabel('6-digit code').waitFor();
    expect(errors).toEqual([]);
    await context.close();
  });
});
