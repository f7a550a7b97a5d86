import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectBrowser, expectAxeClean, openTab } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await connectBrowser();
});
afterAll(async () => {
  await browser.close();
});

describe('given a visitor who reads the site in Spanish and is not signed in', () => {
  it('reads the petition list, a petition, its totals and its results by state and district in Spanish', async () => {
    const { page, url, errors, context } = await openTab(browser);

    await page.goto(url('/es/petitions'));
    await page
      .getByRole('heading', {
        level: 1,
        name: 'Seleccione una petición para verla completa y expresar su opinión:',
      })
      .waitFor();
    await expect.poll(() => page.evaluate(() => document.documentElement.lang)).toMatch(/^es/);
    const tiles = page.getByRole('listitem').filter({ has: page.getByRole('heading', { level: 2 }) });
    await expect
      .poll(() => tiles.allInnerTexts())
      .toEqual([
        expect.stringMatching(/^Tarifa y dividendo de carbono\s+Petición nacional\s/i),
        expect.stringMatching(/^Horario de verano permanente\s+Petición nacional\s/i),
      ]);
    await expectAxeClean(page, 'the Spanish petition list');

    // The policies open in a new tab, in Spanish too.
    await page.getByRole('button', { name: 'PROPONGA SU PROPIA PETICIÓN' }).click();
    const addPanel = page.getByRole('dialog', { name: 'Proponga su propia petición' });
    await addPanel.waitFor();
    await expect
      .poll(() => addPanel.getByRole('link', { name: /Términos de servicio/ }).getAttribute('href'))
      .toBe('/es/about/terms-of-service');
    await expectAxeClean(page, 'the Spanish add-your-own-petition panel');
    await page.keyboard.press('Escape');
    await addPanel.waitFor({ state: 'hidden' });

    await page.getByRole('link', { name: 'Tarifa y dividendo de carbono' }).click();
    await page.waitForURL(url('/es/petitions/carbon-fee-and-dividend'));
    await page.getByRole('heading', { level: 1, name: 'Tarifa y dividendo de carbono' }).waitFor();
    const actionBar = page.getByRole('region', { name: 'Su postura' });
    await expect.poll(() => actionBar.innerText()).toContain('Inicie sesión para expresar su opinión:');
    const totals = page.getByRole('region', {
      name: 'Posturas de los votantes verificados de California y Florida',
    });
    await expect.poll(() => totals.innerText()).toMatch(/A favor[\s\S]*En contra[\s\S]*Recuento: /);
    await expectAxeClean(page, 'a Spanish petition, signed out');

    await page.getByRole('tab', { name: 'Posturas sobre las peticiones' }).click();
    await page.waitForURL(url('/es/petitions/carbon-fee-and-dividend/stances'));
    const table = page.getByRole('table', { name: /Posturas de los votantes registrados/ });
    await expect
      .poll(() => table.getByRole('rowheader').allInnerTexts())
      .toEqual(['California', 'Florida', 'TOTAL']);
    await expect.poll(() => table.innerText()).toContain('Total de EE. UU. (CA y FL)');
    await expectAxeClean(page, 'the Spanish national results');

    await table.getByRole('button', { name: 'California: ver los distritos' }).click();
    const districts = page.getByRole('table', { name: /Posturas en California por distrito del Congreso/ });
    await expect.poll(() => districts.getByRole('rowheader').count()).toBe(52 + 1);
    // CA-14 has been vacant since Eric Swalwell resigned (content/seats/ca.yaml).
    const ca14 = districts.locator('tr').filter({ has: page.getByRole('rowheader', { name: 'CA-14' }) });
    await ca14.getByRole('button', { name: 'Escaño vacante' }).click();
    const vacantPanel = page.getByRole('dialog', { name: 'CA-14: Escaño vacante' });
    await vacantPanel.waitFor();
    await expect
      .poll(() => vacantPanel.innerText())
      .toMatch(/Este escaño está vacante\. .*elección especial/);
    await expectAxeClean(page, 'the Spanish vacant-seat panel');
    await page.keyboard.press('Escape');
    await vacantPanel.waitFor({ state: 'hidden' });

    // The map's tiles are named in Spanish, with the representative's name as it is.
    await expect
      .poll(() =>
        page
          .getByRole('button', {
            name: /^CA-34: ([\d,]+|menos de 10) a favor, ([\d,]+|menos de 10) en contra, /,
          })
          .count(),
      )
      .toBe(1);
    await expectAxeClean(page, 'the Spanish California districts and map');

    expect(errors).toEqual([]);
    await context.close();
  });
});
