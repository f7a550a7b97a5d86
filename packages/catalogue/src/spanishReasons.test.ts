import { describe, expect, it } from 'vitest';
import { explainStanceInSpanish, petitions as spanishPetitions, spanishReasonVars } from './es';
import { explainStance, legislators, petitions, plainText, stanceOf } from './index';
import type { Legislator } from './types';

// These run against the catalogue generated from the real content/ (npm test builds it first).

describe('stance explanations in Spanish', () => {
  it('fills every placeholder of every legislator’s explanation on every petition', () => {
    for (const petition of petitions) {
      for (const legislator of legislators) {
        const text = plainText(explainStanceInSpanish(petition.url, legislator.id) ?? []);
        expect(text, `${petition.url} ${legislator.id}`).not.toBe('');
        expect(text, `${petition.url} ${legislator.id}`).not.toMatch(/[{}]/);
      }
    }
  });

  it('gives the title its article and gender, the pronouns and the bill role in Spanish, and the date in words', () => {
    const petition = spanishPetitions.find((p) => p.url === 'carbon-fee-and-dividend');
    const entry = stanceOf('carbon-fee-and-dividend', 'Scott_Peters');
    if (!petition || !entry?.bill) throw new Error('the content changed: Scott Peters co-sponsors H.R. 5744');
    const member = (chamber: Legislator['chamber'], gender: Legislator['gender']): Legislator => ({
      id: 'Ana_Rivera',
      fullName: 'Ana Rivera',
      gender,
      bioguide: 'R000001',
      state: 'ca',
      chamber,
      party: 'Democrat',
    });
    const words = (legislator: Legislator) => {
      const vars = spanishReasonVars(legislator, petition, entry);
      return [vars.title, vars.he, vars.his, vars.him, vars.billRole].join(' / ');
    };
    expect(words(member('senate', 'MALE'))).toBe('el senador / él / su / lo / copatrocinador');
    expect(words(member('senate', 'FEMALE'))).toBe('la senadora / ella / su / la / copatrocinadora');
    expect(words(member('house', 'MALE'))).toBe('el representante / él / su / lo / copatrocinador');
    expect(words(member('house', 'FEMALE'))).toBe('la representante / ella / su / la / copatrocinadora');
    const vars = spanishReasonVars(member('house', 'FEMALE'), petition, entry);
    expect(vars.since).toBe('27 de septiembre de 2023');
    expect(vars.billName).toBe(
      'Energy Innovation and Carbon Dividend Act of 2023 (H.R. 5744, 118.º Congreso)',
    );
    expect(vars.petitionTitle).toBe('Tarifa y dividendo de carbono');
  });

  it('reads as one Spanish sentence for a sponsor', () => {
    const text = plainText(explainStanceInSpanish('carbon-fee-and-dividend', 'Salud_Carbajal') ?? []);
    expect(text.replace(/\s+/g, ' ')).toMatch(
      /^El 27 de septiembre de 2023, el representante Salud .*Carbajal puso su nombre en el proyecto de ley Energy Innovation and Carbon Dividend Act of 2023 \(H\.R\. 5744, 118\.º Congreso\) como patrocinador\. /,
    );
  });

  it('knows no explanation for an unknown petition or legislator', () => {
    expect(explainStanceInSpanish('no-such-petition', 'Salud_Carbajal')).toBeUndefined();
    expect(explainStanceInSpanish('carbon-fee-and-dividend', 'No_One')).toBeUndefined();
  });

  it('fills a stance’s own template with the Spanish values when the page is Spanish', () => {
    // The Spanish build reads the Spanish templates in place of the English ones; the values
    // must be Spanish too, whatever the template.
    const petition = spanishPetitions.find((p) => p.url === 'carbon-fee-and-dividend');
    if (!petition) throw new Error('the content changed: no carbon-fee-and-dividend');
    const text = plainText(explainStance(petition, 'Salud_Carbajal', 'es') ?? []);
    expect(text).toContain('el representante Salud');
    expect(text).toContain(' patrocinador ');
    expect(text).toContain('27 de septiembre de 2023');
    expect(text).not.toMatch(/Representative|September|sponsor\b/);
    const english = plainText(explainStance(petition, 'Salud_Carbajal') ?? []);
    expect(english).toContain('Representative Salud');
  });
});
