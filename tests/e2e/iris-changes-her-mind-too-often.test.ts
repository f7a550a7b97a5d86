import { petitions } from '@rv/catalogue';
import { createDb } from '@rv/functions/db';
import { DEMO_IDENTITIES } from '@rv/functions/testkit';
import { sql } from 'kysely';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';
import { signInByPhone } from './support/signIn';

// IRIS DEMOLAND, CA-37, on the permanent DST petition (her other journey is on the carbon fee, so
// the two share no change limit). The stack runs the deployed limit: 10 changes per petition per
// 24 hours (functions/src/config.ts).
const iris = DEMO_IDENTITIES.find((identity) => identity.key === 'ca-phone-withdraws');
if (!iris?.phone)
  throw new Error(
    'The ca-phone-withdraws demo identity (functions/src/testkit/demoIdentities.ts) is missing.',
  );
const irisPhone = iris.phone;
const LIMIT = 10;
const dst = petitions.find((p) => p.url === 'permanent-dst');
if (!dst) throw new Error('The catalogue has no permanent-dst petition.');

/** Changes Iris made on the petition in the last 24 hours (a kept stack remembers earlier runs). */
async function changesMadeToday(voterId: string): Promise<number> {
  const db = createDb(inject('callablesDatabaseUrl'), { max: 1 });
  try {
    const { rows } = await sql<{ n: number }>`
      SELECT count(*)::int AS n FROM stance_history
      WHERE voter_id = ${voterId} AND petition = ${dst?.petitionKey} AND stance <> 'VOIDED'
        AND at > now() - interval '24 hours'`.execute(db);
    return rows[0]?.n ?? 0;
  } finally {
    await db.destroy();
  }
}

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('given Iris, who changes her stance on one petition again and again', () => {
  it('is told after 10 changes that her stance stays and when she may change it, with no retry offered', {
    timeout: 300_000,
  }, async () => {
    const { page, url, errors } = await openTab(browser);
    await signInByPhone(page, url('/signin?next=%2Fpetitions%2Fpermanent-dst'), irisPhone);
    await page.waitForURL(url('/petitions/permanent-dst'));
    const actionBar = page.getByRole('region', { name: 'Your stance' });
    const prompt = (stance: 'support' | 'oppose') =>
      actionBar.getByText(`You ${stance} this petition. You can change or withdraw it at any time.`);
    const success = page.getByRole('dialog', {
      name: 'Success! Your stance is included in the Petition Stances section of this petition.',
    });

    // Ten changes, each saved, ending on Oppose: …, Support, Oppose.
    const left = LIMIT - (await changesMadeToday(iris.voterId));
    for (let change = left - 1; change >= 0; change--) {
      const stance = change % 2 === 0 ? 'Oppose' : 'Support';
      await actionBar.getByRole('button', { name: stance }).click();
      await success.waitFor();
      await success.getByRole('button', { name: 'Close' }).click();
      await success.waitFor({ state: 'hidden' });
      await prompt(stance === 'Support' ? 'support' : 'oppose').waitFor();
    }

    // The eleventh is refused: the last saved stance (Oppose) stays, and the screen says so.
    await actionBar.getByRole('button', { name: 'Support' }).click();
    const alert = actionBar.getByRole('alert');
    await alert.waitFor();
    await expect
      .poll(() => alert.innerText())
      .toMatch(
        /^Support: You have changed your stance on this petition many times in the last day, so this change was not made\. Your stance stays as it was; you can change it again in (2[34]) hours\.$/,
      );
    await expect.poll(() => alert.getByRole('button', { name: 'Try again' }).count()).toBe(0);
    await expect
      .poll(() => actionBar.getByRole('button', { name: 'Oppose' }).getAttribute('aria-pressed'))
      .toBe('true');
    await expectAxeClean(page, 'the change limit message');

    // Reloaded, the page shows the stance the server kept.
    await page.reload();
    await prompt('oppose').waitFor();
    expect(errors).toEqual([]);
  });
});
