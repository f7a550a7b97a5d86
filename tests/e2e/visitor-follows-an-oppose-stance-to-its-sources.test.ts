import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

// The guide is read as on this day (the votes were checked on 2026-11-27).
const TODAY = new Date('2026-11-27T12:00:00-08:00');
// The official roll call Rick Scott's OPPOSE rests on (content/votes.yaml, s46-117.2021).
const SENATE_RECORD = 'https://www.senate.gov/legislative/LIS/roll_call_votes/vote1171/vote_117_1_00046.xml';

async function choose(page: Page, state: string, office: string, seat: string) {
  await page.getByLabel('State', { exact: true }).selectOption({ label: state });
  await page.getByLabel('Office', { exact: true }).selectOption({ label: office });
  await page.getByLabel('Seat', { exact: true }).selectOption({ label: seat });
}

describe('given a visitor reading how a legislator opposes a petition', () => {
  it('opens an OPPOSE stance from a recorded vote, follows its official record and the published standard', async () => {
    const { page, url, errors, context } = await openTab(browser);
    await page.clock.setFixedTime(TODAY);
    // The senate.gov record is another site: the test answers for it, so it checks where the
    // link leads without depending on the network.
    await context.route(SENATE_RECORD, (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/xml',
        body: '<roll_call_vote><vote_number>00046</vote_number></roll_call_vote>',
      }),
    );
    await page.goto(url('/voter-guide'));
    await choose(page, 'Florida', 'U.S. Senator', 'Senior Senator');
    await expect.poll(() => page.getByRole('heading', { level: 2 }).first().innerText()).toBe('Rick Scott');
    const carbonFee = page.getByRole('row').filter({ hasText: 'Carbon Fee and Dividend' });
    await expect.poll(async () => (await carbonFee.getByRole('cell').allInnerTexts())[0]).toMatch(/^Opp\./);

    await carbonFee.getByRole('button', { name: "Rick Scott's stance on Carbon Fee and Dividend" }).click();
    const detail = page.getByRole('dialog', { name: 'R. Scott on Carbon Fee and Dividend' });
    await detail.waitFor();
    await expect.poll(() => detail.innerText()).toMatch(/Oppose/);
    await expect
      .poll(() => detail.innerText())
      .toContain('Voted Yea on S.Amdt. 887 to S.Con.Res. 5, February 5, 2021');
    await expect
      .poll(() => detail.innerText())
      .toMatch(
        /voted for S\.Amdt\. 887 to S\.Con\.Res\. 5 on February 5, 2021, which would have set up a budget reserve fund/,
      );
    await expect
      .poll(() => detail.innerText())
      .toContain('since February 5, 2021 · checked November 27, 2026');
    await expectAxeClean(page, 'an OPPOSE stance from a vote');

    // The source: the Senate's own roll call, in a new tab.
    const source = detail.getByRole('link', {
      name: /Senate roll call 46 of 2021, official record on senate\.gov/,
    });
    const [record] = await Promise.all([context.waitForEvent('page'), source.click()]);
    await record.waitForLoadState();
    expect(record.url()).toBe(SENATE_RECORD);
    await expect.poll(() => record.content()).toContain('<vote_number>00046</vote_number>');
    await record.close();

    // The standard every stance is compiled to, in a new tab on this site.
    const [standard] = await Promise.all([
      context.waitForEvent('page'),
      detail.getByRole('link', { name: /How stances are compiled/ }).click(),
    ]);
    await standard.waitForURL(url('/about/how-stances-are-compiled'));
    await standard.getByRole('heading', { level: 1, name: 'How stances are compiled' }).waitFor();
    for (const section of [
      'One bar for support and opposition',
      'What counts as evidence',
      'When a stance is Unclear',
      'How evidence ages',
      'Who compiles stances',
      'Asking for a correction',
    ]) {
      await standard.getByRole('heading', { level: 2, name: section }).waitFor();
    }
    await expectAxeClean(standard, 'the standard page');
    await standard.close();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('sees on the petition that its bill expired, and a House OPPOSE by vote in the district panel', async () => {
    const { page, url, errors, context } = await openTab(browser);
    await page.clock.setFixedTime(TODAY);
    await context.route('https://clerk.house.gov/evs/2024/roll097.xml', (route) =>
      route.fulfill({
        status: 200,
        contentType: 'text/xml',
        body: '<rollcall-vote><rollcall-num>97</rollcall-num></rollcall-vote>',
      }),
    );
    await page.goto(url('/petitions/carbon-fee-and-dividend'));
    await page
      .getByText('H.R. 5744 expired without becoming law when the 118th Congress ended on January 3, 2025.')
      .waitFor();

    await page.getByRole('tab', { name: 'Petition Stances' }).click();
    await page.getByRole('button', { name: 'California: show districts' }).click();
    const districts = page.getByRole('table', { name: /California stances by congressional district/ });
    const ca5 = districts.locator('tr').filter({ has: page.getByRole('rowheader', { name: 'CA-5' }) });
    await ca5.getByRole('button', { name: /McClintock/ }).click();
    const panel = page.getByRole('dialog', { name: 'Tom McClintock' });
    await panel.waitFor();
    await expect.poll(() => panel.innerText()).toContain('Voted Yea on H.Con.Res. 86, March 21, 2024');
    await expectAxeClean(page, "a House member's OPPOSE from a vote");
    const [record] = await Promise.all([
      context.waitForEvent('page'),
      panel
        .getByRole('link', { name: /House roll call 97 of 2024, official record on clerk\.house\.gov/ })
        .click(),
    ]);
    await record.waitForLoadState();
    expect(record.url()).toBe('https://clerk.house.gov/evs/2024/roll097.xml');
    await record.close();

    expect(errors).toEqual([]);
    await context.close();
  });
});
