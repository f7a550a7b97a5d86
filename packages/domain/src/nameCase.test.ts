import { describe, expect, it } from 'vitest';
import { personNameCase, placeNameCase, suffixCase } from './nameCase';

describe('a part of a name from the voter file', () => {
  it.each([
    ['DEMOLAND', 'Demoland'],
    ['MCDONALD', 'McDonald'],
    ['MCCOY', 'McCoy'],
    ['MC', 'Mc'],
    ["O'BRIEN", "O'Brien"],
    ['O’NEILL', 'O’Neill'],
    ['SMITH-JONES', 'Smith-Jones'],
    ['DE LA CRUZ', 'de la Cruz'],
    ['VAN DER BERG', 'van der Berg'],
    ['GARCIA Y LOPEZ', 'Garcia y Lopez'],
    ['LE', 'Le'],
    ['VAN', 'Van'],
    ['MACDONALD', 'Macdonald'],
    ['MACHADO', 'Machado'],
    ['  NÚÑEZ  ', 'Núñez'],
    ['', ''],
  ])('writes the last name %j as %j', (last, written) => {
    expect(personNameCase(last)).toBe(written);
  });

  it.each([
    ['AVA', 'Ava'],
    ['MARIA DEL CARMEN', 'Maria del Carmen'],
    ['DEL', 'Del'],
    ['MARY ANN', 'Mary Ann'],
    ["D'ANDRE", "D'Andre"],
  ])('writes the first name %j as %j', (first, written) => {
    expect(personNameCase(first, { leading: true })).toBe(written);
  });

  it.each([
    ['JR', 'Jr.'],
    ['SR.', 'Sr.'],
    ['III', 'III'],
    ['iv', 'IV'],
    ['ESQ', 'Esq'],
    ['', ''],
  ])('writes the suffix %j as %j', (suffix, written) => {
    expect(suffixCase(suffix)).toBe(written);
  });
});

describe('a city from the voter file', () => {
  it.each([
    ['LOS ANGELES', 'Los Angeles'],
    ['LA MESA', 'La Mesa'],
    ['DEL MAR', 'Del Mar'],
    ['CARMEL-BY-THE-SEA', 'Carmel-by-the-Sea'],
    ['ISLE OF PALMS', 'Isle of Palms'],
    ['MCKINLEYVILLE', 'McKinleyville'],
    ['PORT ST. LUCIE', 'Port St. Lucie'],
    ['SAN  FRANCISCO ', 'San Francisco'],
  ])('writes %j as %j', (city, written) => {
    expect(placeNameCase(city)).toBe(written);
  });
});
