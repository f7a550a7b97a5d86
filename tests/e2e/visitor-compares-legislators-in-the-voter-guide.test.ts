import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectAxeClean, openTab, PHONE } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

// Election lines depend on today; the guide is read as on this day (content checked 2026-11-22).
const TODAY = new Date('2026-11-22T12:00:00-08:00');

async function choose(page: Page, state: string, office: string, seat?: string) {
  await page.getByLabel('State', { exact: true }).selectOption({ label: state });
  await page.getByLabel('Office', { exact: true }).selectOption({ label: office });
  await expect.poll(() => page.getByLabel('State', { exact: true }).inputValue()).not.toBe('');
  await expect.poll(() => page.getByLabel('Office', { exact: true }).inputValue()).not.toBe('');
  if (seat) await page.getByLabel('Seat', { exact: true }).selectOption({ label: seat });
}

/** The legislator (or "Vacant Seat") the guide shows for the chosen seat. */
const shownSeat = (page: Page) => page.getByRole('heading', { level: 2 }).first().innerText();

/** The options a select offers, as the visitor reads them. */
const optionsOf = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).locator('option').allInnerTexts();

describe('given a visitor using the voter guide', () => {
  it('compares the senior and the junior senator of California, and the seat resets when the office changes', async () => {
    const { page, url, errors, context } = await openTab(browser);
    await page.clock.setFixedTime(TODAY);
    await page.goto(url('/voter-guide'));
    await page.getByLabel('State', { exact: true }).waitFor();
    await expect.poll(() => page.getByLabel('Seat', { exact: true }).count()).toBe(0);
    await expectAxeClean(page, 'the empty voter guide');

    await choose(page, 'California', 'U.S. Senator');
    await expect.poll(() => optionsOf(page, 'Seat')).toEqual(['SELECT', 'Senior Senator', 'Junior Senator']);
    await page.getByText('Choose a seat.').waitFor();

    await page.getByLabel('Seat', { exact: true }).selectOption({ label: 'Senior Senator' });
    await expect.poll(() => shownSeat(page)).toBe('Alex Padilla');
    // Padilla's next election is under two years away: both its dates, primary and general.
    await page.getByText('up for re-election: primary March 7, 2028 · general November 7, 2028').waitFor();
    const table = page.getByRole('table', { name: 'Stances of Alex Padilla and you on each petition' });
    const carbonFee = table.getByRole('row').filter({ hasText: 'Carbon Fee and Dividend' });
    await expect.poll(async () => (await carbonFee.getByRole('cell').allInnerTexts())[0]).toMatch(/^Unc\./);
    const petitionLink = carbonFee.getByRole('link', { name: /Carbon Fee and Dividend/ });
    await expect.poll(() => petitionLink.getAttribute('href')).toBe('/petitions/carbon-fee-and-dividend');
    await expect.poll(() => petitionLink.getAttribute('target')).toBe('_blank');
    await expectAxeClean(page, 'the senior senator');

    await carbonFee.getByRole('button', { name: "Alex Padilla's stance on Carbon Fee and Dividend" }).click();
    const detail = page.getByRole('dialog', { name: 'A. Padilla on Carbon Fee and Dividend' });
    await detail.waitFor();
    await expect.poll(() => detail.innerText()).toMatch(/Unclear/);
    await expectAxeClean(page, 'a stance detail');
    await page.keyboard.press('Escape');
    await detail.waitFor({ state: 'hidden' });

    // Padilla co-sponsors S. 29 (content/stances/permanent-dst.yaml): his panel names the bill,
    // since when, when the record was checked, and links to the bill's co-sponsor list.
    const dst = table.getByRole('row').filter({ hasText: 'Permanent Daylight Saving Time' });
    await dst
      .getByRole('button', { name: "Alex Padilla's stance on Permanent Daylight Saving Time" })
      .click();
    const cosponsor = page.getByRole('dialog', { name: 'A. Padilla on Permanent Daylight Saving Time' });
    await cosponsor.waitFor();
    await expect.poll(() => cosponsor.innerText()).toMatch(/Support/);
    await expect
      .poll(() => cosponsor.innerText())
      .toMatch(
        /Sunshine Protection Act of 2025 \(S\. 29, 119th Congress\).*as a co-sponsor on January 7, 2025/s,
      );
    await expect
      .poll(() => cosponsor.innerText())
      .toMatch(/since January 7, 2025 · checked November 19, 2025/);
    const source = cosponsor.getByRole('link', { name: /S\. 29 co-sponsors on congress\.gov/ });
    await expect
      .poll(() => source.getAttribute('href'))
      .toBe('https://www.congress.gov/bill/119th-congress/senate-bill/29/cosponsors');
    await expect.poll(() => source.getAttribute('target')).toBe('_blank');
    await expectAxeClean(page, "a co-sponsor's stance detail");
    await page.keyboard.press('Escape');
    await cosponsor.waitFor({ state: 'hidden' });

    await page.getByLabel('Seat', { exact: true }).selectOption({ label: 'Junior Senator' });
    await expect.poll(() => shownSeat(page)).toBe('Adam B. Schiff');
    // The 2030 primary is two or more years away: the year only.
    await page.getByText('up for re-election in 2030').waitFor();
    await expectAxeClean(page, 'the junior senator');

    await page.getByLabel('Office', { exact: true }).selectOption({ label: 'U.S. Representative' });
    await expect.poll(() => page.getByLabel('Seat', { exact: true }).inputValue()).toBe('');
    await expect.poll(() => page.getByRole('table').count()).toBe(0);
    await page.getByText('Choose a seat.').waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it("shows a House member's stance and where it comes from", async () => {
    const { page, url, errors, context } = await openTab(browser);
    await page.clock.setFixedTime(TODAY);
    await page.goto(url('/voter-guide'));
    await choose(page, 'California', 'U.S. Representative');
    await expect.poll(() => optionsOf(page, 'Seat')).toHaveLength(1 + 52);
    await expect
      .poll(async () => (await optionsOf(page, 'Seat')).slice(0, 3))
      .toEqual(['SELECT', 'CA-1', 'CA-2']);

    // Salud Carbajal (CA-24) co-sponsors H.R. 5744 (content/stances/carbon-fee-and-dividend.yaml).
    await page.getByLabel('Seat', { exact: true }).selectOption({ label: 'CA-24' });
    await expect.poll(() => shownSeat(page)).toBe('Salud O. Carbajal');
    const carbonFee = page.getByRole('row').filter({ hasText: 'Carbon Fee and Dividend' });
    // The representative's stance, then the visitor's own (none: signed out).
    await expect
      .poll(() => carbonFee.getByRole('cell').allInnerTexts())
      .toEqual([expect.stringMatching(/^Sup\./), expect.stringMatching(/^-/)]);
    await carbonFee.getByRole('button', { name: /stance on Carbon Fee and Dividend/ }).click();
    const detail = page.getByRole('dialog', { name: 'S. Carbajal on Carbon Fee and Dividend' });
    await detail.waitFor();
    await expect
      .poll(() => detail.innerText())
      .toContain('Energy Innovation and Carbon Dividend Act of 2023');
    await expectAxeClean(page, 'a co-sponsor');
    await page.keyboard.press('Escape');

    await page.getByRole('button', { name: 'Get an election reminder' }).click();
    const reminder = page.getByRole('dialog', { name: 'Election reminder' });
    await reminder.waitFor();
    await expect.poll(() => reminder.innerText()).toContain('CA-24');
    await expectAxeClean(page, 'the election reminder');
    await page.keyboard.press('Escape');

    expect(errors).toEqual([]);
    await context.close();
  });

  it('explains a vacant seat, and that its special election was held once the date has passed', async () => {
    const { page, url, errors, context } = await openTab(browser);
    await page.clock.setFixedTime(TODAY);
    await page.goto(url('/voter-guide'));

    // CA-14: Eric Swalwell resigned; the special election of 2026-08-18 (content/seats/ca.yaml)
    // has been held by TODAY, and no winner is recorded yet.
    await choose(page, 'California', 'U.S. Representative', 'CA-14');
    await expect.poll(() => shownSeat(page)).toBe('Vacant Seat');
    await page
      .getByText(
        'This seat is vacant. A special election was held on August 18, 2026; its result is not recorded here yet.',
      )
      .waitFor();
    await expect.poll(() => page.getByRole('table').count()).toBe(0);
    await expectAxeClean(page, 'a vacant seat');

    // FL-20: no special-election date found (content/seats/fl.yaml).
    await choose(page, 'Florida', 'U.S. Representative', 'FL-20');
    await page
      .getByText('A special election will decide the next representative; its date has not been set yet.')
      .waitFor();

    expect(errors).toEqual([]);
    await context.close();
  });

  it('shortens the election line on a phone', async () => {
    const { page, url, errors, context } = await openTab(browser, { viewport: PHONE });
    await page.clock.setFixedTime(TODAY);
    await page.goto(url('/voter-guide'));
    // Rick Scott's next election, the 2030 primary, is two or more years away.
    await choose(page, 'Florida', 'U.S. Senator', 'Senior Senator');
    await page.getByText('re-election: 2030').waitFor();
    await expect.poll(() => page.getByText('up for re-election in 2030').isVisible()).toBe(false);
    await expectAxeClean(page, 'the voter guide on a phone');
    expect(errors).toEqual([]);
    await context.close();
  });
});
