import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { emailInbox } from './support/authEmulator';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';

// An address on no voter record, and in no other journey: her sign-in link can only be hers.
const rosaEmail = 'rosa.sinregistro@example.com';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('given Rosa, who reads the site in Spanish and whose e-mail is on no voter record', () => {
  it('asks Firebase for her sign-in link in Spanish, and the link brings her back to the Spanish sign-in page', async () => {
    const { page, url, errors, context } = await openTab(browser);
    const pathname = () => new URL(page.url()).pathname;

    await page.goto(url('/es/signin'));
    await page.getByRole('heading', { level: 1, name: 'Iniciar sesión' }).waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toMatch(/^es/);
    await page.getByRole('button', { name: '¿Ya sabe qué teléfono o correo tiene registrado?' }).click();
    await page.getByRole('button', { name: 'VERIFICAR CORREO' }).click();
    await page.getByRole('heading', { level: 1, name: 'Verifique su correo electrónico' }).waitFor();
    await expectAxeClean(page, 'the Spanish e-mail step');

    const field = page.getByLabel('Correo electrónico');
    await field.fill('rosa.sinregistro@');
    const send = page.getByRole('button', { name: 'Enviar enlace de inicio de sesión' });
    await send.click();
    await page.getByText('Escriba un correo electrónico válido.').waitFor();

    // Firebase Auth is asked in Spanish (auth.languageCode → X-Firebase-Locale), for a link back
    // to the Spanish sign-in page.
    const inbox = await emailInbox(rosaEmail);
    await field.fill(rosaEmail);
    const [request] = await Promise.all([
      page.waitForRequest((r) => r.url().includes('accounts:sendOobCode')),
      send.click(),
    ]);
    expect(request.headers()['x-firebase-locale']).toBe('es');
    expect(request.postDataJSON()).toMatchObject({ continueUrl: url('/es/signin') });
    await page.getByRole('heading', { level: 1, name: 'Revise su correo electrónico' }).waitFor();
    await expect
      .poll(() => page.getByRole('status').innerText())
      .toBe(`Enviamos un enlace de inicio de sesión a ${rosaEmail}.`);
    await expectAxeClean(page, 'the Spanish link sent');

    const link = await inbox.next();
    // The emulator writes lang=en into every link whatever it was asked (it sends no e-mail to
    // word); what it keeps of the request is where the link returns.
    expect(new URL(link).searchParams.get('continueUrl')).toBe(url('/es/signin'));
    await page.goto(link);

    // Signed in, back on the Spanish sign-in page: no voter has her e-mail.
    await page.getByRole('heading', { level: 1, name: 'No se encontró su registro de votante' }).waitFor();
    await expect.poll(pathname).toBe('/es/signin');
    await expect
      .poll(() => page.getByRole('main').innerText())
      .toContain(`${rosaEmail} no figura en las listas de votantes activos de California ni de Florida.`);
    await expectAxeClean(page, 'the Spanish not-found page');

    await page
      .getByRole('button', { name: 'Cerrar sesión y buscar mi teléfono o correo registrado' })
      .click();
    await expect.poll(pathname).toBe('/es/signin/help');

    expect(errors).toEqual([]);
    await context.close();
  });
});
