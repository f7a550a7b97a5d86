import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectAxeClean, openTab, type VoterTab } from './support/browser';

// Every lookup outcome of sign-in help (docs/product/data.md#lookup) from
// the demo identities in functions/src/testkit/demoIdentities.ts. ERROR (counts that are not
// integers) cannot come from the real getVoterContact; the stories cover its screen.

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

/** /signin → FIND PHONE/EMAIL ON FILE: the only way into the form. */
async function openHelpForm({ page, url }: VoterTab) {
  await page.goto(url('/signin'));
  await page.getByRole('link', { name: 'FIND PHONE/EMAIL ON FILE' }).click();
  await page.waitForURL(url('/signin/help'));
  await page.getByRole('heading', { level: 1, name: 'Find your phone/email on file', exact: true }).waitFor();
}

async function lookUp(page: Page, voter: { first: string; last: string; dob: string; zip: string }) {
  await page.getByLabel('First Name').fill(voter.first);
  await page.getByLabel('Last Name').fill(voter.last);
  await page.getByLabel('Date of Birth').fill(voter.dob);
  await page.getByLabel('Zip Code').fill(voter.zip);
  await page.getByRole('button', { name: 'FIND VOTER INFO' }).click();
}

describe('given voters who do not know which phone or e-mail is on their registration', () => {
  it('Ava types her details as she likes, sees her phone partly hidden, and reads how to update it', async () => {
    const tab = await openTab(browser);
    const { page, url } = tab;
    await openHelpForm(tab);
    const find = page.getByRole('button', { name: 'FIND VOTER INFO' });
    await expect.poll(() => find.isDisabled()).toBe(true);
    await expectAxeClean(page, 'the sign-in help form');

    await page.getByLabel('First Name').pressSequentially(' ava');
    await page.getByLabel('Last Name').pressSequentially('demoland');
    await page.getByLabel('Date of Birth').pressSequentially('04121988');
    await page.getByLabel('Zip Code').pressSequentially('9001-2x');
    await expect.poll(() => page.getByLabel('Last Name').inputValue()).toBe('DEMOLAND');
    await expect.poll(() => page.getByLabel('Date of Birth').inputValue()).toBe('04/12/1988');
    await expect.poll(() => page.getByLabel('Zip Code').inputValue()).toBe('90012');
    await expect.poll(() => find.isDisabled()).toBe(false);
    await find.click();

    await page.waitForURL(url('/signin/help/voter-info'));
    await page.getByRole('heading', { level: 1, name: 'Your phone/email on file', exact: true }).waitFor();
    const main = () => page.getByRole('main').innerText();
    await expect.poll(main).toContain('for AVA DEMOLAND, 04/12/1988, 90012');
    await expect.poll(main).toContain('Your active voter registration has this phone number on file.');
    await expect.poll(main).toContain('(•••) •••-0101');
    // Never the full number to someone who has not verified it.
    await expect.poll(main).not.toContain('555-0101');
    await expectAxeClean(page, 'an active voter with a contact');

    await page.getByRole('link', { name: "Can't receive texts or e-mail at this?" }).click();
    await page.waitForURL(url('/signin/help/update-instructions'));
    await page
      .getByRole('heading', { level: 1, name: 'Your registration needs a phone or e-mail you can use' })
      .waitFor();
    await expectAxeClean(page, 'the update instructions');

    await page.getByRole('link', { name: 'UPDATE VOTER REGISTRATION' }).click();
    await page.waitForURL(url('/signin/help/voter-update'));
    await page
      .getByRole('heading', { level: 1, name: 'Register or update your voter registration', exact: true })
      .waitFor();
    await expectAxeClean(page, 'the voter update page');
    for (const panel of ['A note on privacy', 'Set voter update notification', 'How we update voter lists']) {
      await page.getByRole('button', { name: panel, exact: false }).click();
      const dialog = page.getByRole('dialog', { name: panel });
      await dialog.waitFor();
      await expectAxeClean(page, `the "${panel}" panel`);
      await page.keyboard.press('Escape');
      await dialog.waitFor({ state: 'hidden' });
    }

    // Leaving the help pages forgets what was typed and found.
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Home' }).click();
    await page.waitForURL(url('/'));
    // The home page forgets the help data once it has rendered; a new address opened before then
    // would restore what was saved (the journey once did, on CI).
    await expect
      .poll(() => page.evaluate(() => (window.localStorage.getItem('root') ?? '').toUpperCase()))
      .not.toContain('AVA');
    await page.goto(url('/signin/help/voter-info'));
    await page.waitForURL(url('/signin'));
    await openHelpForm(tab);
    await expect.poll(() => page.getByLabel('First Name').inputValue()).toBe('');

    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it('Carlos has a phone and an e-mail on file, both partly hidden', async () => {
    const tab = await openTab(browser);
    await openHelpForm(tab);
    await lookUp(tab.page, { first: 'Carlos', last: 'Sample', dob: '02/29/1964', zip: '33130' });
    await tab.page
      .getByRole('heading', { level: 1, name: 'Your phone/email on file', exact: true })
      .waitFor();
    const main = () => tab.page.getByRole('main').innerText();
    await expect.poll(main).toContain('Your active voter registration has these contacts on file.');
    await expect.poll(main).toContain('(•••) •••-0102');
    await expect.poll(main).toContain('c•••@e•••.com');
    await expect.poll(main).not.toContain('carlos.sample@example.com');
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it('Grace is active but has no phone or e-mail on file, and is shown how to add one', async () => {
    const tab = await openTab(browser);
    await openHelpForm(tab);
    await lookUp(tab.page, { first: 'GRACE', last: 'NOCONTACT', dob: '06/01/1982', zip: '92101' });
    await tab.page
      .getByRole('heading', { level: 1, name: 'No phone or email on file', exact: true })
      .waitFor();
    await expectAxeClean(tab.page, 'an active voter with no contact');
    await tab.page.getByRole('link', { name: 'UPDATE VOTER REGISTRATION' }).click();
    await tab.page.waitForURL(tab.url('/signin/help/voter-update'));
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it('Frank learns his registration is inactive', async () => {
    const tab = await openTab(browser);
    await openHelpForm(tab);
    await lookUp(tab.page, { first: 'FRANK', last: 'IDLE', dob: '01/20/1950', zip: '32801' });
    await tab.page
      .getByRole('heading', { level: 1, name: 'Your voter registration is inactive', exact: true })
      .waitFor();
    await expect
      .poll(() => tab.page.getByRole('main').innerText())
      .toContain('We found your voter registration, but its status is inactive.');
    await expectAxeClean(tab.page, 'an inactive voter');
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it('Henry, exempt from the public record, is not found; he edits, then clears, his details', async () => {
    const tab = await openTab(browser);
    const { page, url } = tab;
    await openHelpForm(tab);
    await lookUp(page, { first: 'HENRY', last: 'PRIVATE', dob: '03/03/1970', zip: '33131' });
    await page.getByRole('heading', { level: 1, name: 'No voter registration found', exact: true }).waitFor();
    await expectAxeClean(page, 'no voter found');

    await page.getByRole('button', { name: 'edit the voter info' }).click();
    await page.waitForURL(url('/signin/help'));
    await expect.poll(() => page.getByLabel('Last Name').inputValue()).toBe('PRIVATE');
    await expect.poll(() => page.getByLabel('Zip Code').inputValue()).toBe('33131');

    await page.getByRole('button', { name: 'FIND VOTER INFO' }).click();
    await page.getByRole('heading', { level: 1, name: 'No voter registration found', exact: true }).waitFor();
    await page.getByRole('button', { name: 'clear the voter info' }).click();
    await page.waitForURL(url('/signin/help'));
    await expect.poll(() => page.getByLabel('Last Name').inputValue()).toBe('');
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it('a New York zip code is turned away without asking the server', async () => {
    const tab = await openTab(browser);
    const lookups: string[] = [];
    tab.page.on('request', (request) => {
      if (request.url().includes('getVoterContact')) lookups.push(request.url());
    });
    await openHelpForm(tab);
    await lookUp(tab.page, { first: 'ANNA', last: 'NEWYORKER', dob: '05/05/1985', zip: '10001' });
    await tab.page
      .getByRole('heading', { level: 1, name: 'Zip code outside California and Florida', exact: true })
      .waitFor();
    await expect
      .poll(() => tab.page.getByRole('main').innerText())
      .toContain('This is not a California or Florida Zip Code.');
    expect(lookups).toEqual([]);
    await expectAxeClean(tab.page, 'a zip code outside CA and FL');
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it('when the lookup cannot reach the server, the form says to try again and keeps the details', async () => {
    const tab = await openTab(browser);
    // The network drops the call (fault injection at the browser; the server is real).
    await tab.context.route('**/getVoterContact', (route) => route.abort('internetdisconnected'));
    await openHelpForm(tab);
    await lookUp(tab.page, { first: 'AVA', last: 'DEMOLAND', dob: '04/12/1988', zip: '90012' });
    await tab.page.getByRole('alert').filter({ hasText: 'Some error occurred. Please try again.' }).waitFor();
    await expect.poll(() => new URL(tab.page.url()).pathname).toBe('/signin/help');
    await expect.poll(() => tab.page.getByLabel('Last Name').inputValue()).toBe('DEMOLAND');
    await expectAxeClean(tab.page, 'a failed lookup');
    await tab.context.close();
  });

  it('the help pages cannot be opened directly: they send the visitor to sign-in', async () => {
    const tab = await openTab(browser);
    for (const path of [
      '/signin/help',
      '/signin/help/voter-info',
      '/signin/help/update-instructions',
      '/signin/help/voter-update',
    ]) {
      await tab.page.goto(tab.url(path));
      await tab.page.waitForURL(tab.url('/signin'));
      await tab.page.getByRole('heading', { level: 1, name: 'Sign in', exact: true }).waitFor();
    }
    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });

  it('Lucía looks up her phone in Spanish, then reads who can sign in and the open data in Spanish', async () => {
    const tab = await openTab(browser);
    const { page, url } = tab;
    await page.goto(url('/es/signin'));
    await page.getByRole('link', { name: 'BUSCAR TELÉFONO O CORREO REGISTRADO' }).click();
    await page.waitForURL(url('/es/signin/help'));
    await page
      .getByRole('heading', { level: 1, name: 'Buscar su teléfono o correo registrado', exact: true })
      .waitFor();
    await expect.poll(() => page.getAttribute('html', 'lang')).toBe('es');
    await page.getByLabel('Nombre', { exact: true }).fill('Lucia');
    await page.getByLabel('Apellido', { exact: true }).fill('Demoland');
    await page.getByLabel('Fecha de nacimiento', { exact: true }).fill('11/05/1979');
    await page.getByLabel('Código postal', { exact: true }).fill('33010');
    await page.getByRole('button', { name: 'BUSCAR DATOS DE VOTANTE' }).click();

    await page.waitForURL(url('/es/signin/help/voter-info'));
    await page
      .getByRole('heading', { level: 1, name: 'Su teléfono o correo registrado', exact: true })
      .waitFor();
    const main = () => page.getByRole('main').innerText();
    await expect.poll(main).toContain('para LUCIA DEMOLAND, 11/05/1979, 33010');
    await expect
      .poll(main)
      .toContain('Su registro de votante activo tiene registrado este número de teléfono.');
    await expect.poll(main).toContain('(•••) •••-0106');
    await expectAxeClean(page, 'the Spanish voter-info page');

    // The conditions in Spanish, dated in Spanish from the database (seeded 2026-01-01).
    await page.goto(url('/es/about'));
    await page.getByRole('button', { name: 'estas condiciones' }).click();
    const conditions = page.getByRole('dialog', { name: '¿Quién puede iniciar sesión?' });
    await conditions.waitFor();
    await conditions.getByLabel('El estado donde está registrado para votar').selectOption('California');
    await expect
      .poll(() => conditions.innerText())
      .toContain(
        'Estaba registrado para votar al 1 de enero de 2026, la fecha de nuestra lista de votantes de California.',
      );
    await expect.poll(() => conditions.innerText()).toContain('llegan a nuestra lista 2 a 3 meses después');
    await expectAxeClean(page, 'the Spanish eligibility conditions');

    await page.goto(url('/es/open-data'));
    await page.getByRole('table', { name: 'Campos del JSON' }).waitFor();
    await expectAxeClean(page, 'the Spanish open data page');

    expect(tab.errors).toEqual([]);
    await tab.context.close();
  });
});
