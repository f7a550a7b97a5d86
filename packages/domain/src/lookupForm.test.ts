import { describe, expect, it } from 'vitest';
import {
  canFindVoterInfo,
  formatNameInput,
  type LookupForm,
  normaliseLookupForm,
  normaliseVoterName,
} from './lookupForm';

const COMPLETE: LookupForm = { first: 'Jane', last: 'Doe', dob: '07/04/1990', zip: '94110' };

describe('a name as the voter types', () => {
  it.each([
    ['jane', 'JANE'],
    ['mary ann', 'MARY ANN'],
    ["o'brien-smith", "O'BRIEN-SMITH"],
    ['josé', 'JOSÉ'],
    ['jane ', 'JANE '],
  ])('%s shows as %s', (typed, shown) => {
    expect(formatNameInput(typed)).toBe(shown);
  });
});

describe('a name as the voter files store it and the lookup compares it', () => {
  it.each([
    ['mary ann', 'MARY ANN'],
    ['  Mary  Ann ', 'MARY ANN'],
    ['de la\tcruz', 'DE LA CRUZ'],
    ['DE   LA \u00a0CRUZ', 'DE LA CRUZ'],
    ["o'brien-smith", "O'BRIEN-SMITH"],
    ['josé', 'JOSÉ'],
    ['   ', ''],
  ])('%j is stored and searched as %j', (typed, stored) => {
    expect(normaliseVoterName(typed)).toBe(stored);
  });
});

describe('the lookup form on submit', () => {
  it('trims every value and normalises the names as the voter files store them', () => {
    expect(
      normaliseLookupForm({ first: '  mary  ann ', last: ' doe\t', dob: ' 07/04/1990 ', zip: ' 94110 ' }),
    ).toEqual({
      first: 'MARY ANN',
      last: 'DOE',
      dob: '07/04/1990',
      zip: '94110',
    });
  });
});

describe('the FIND VOTER INFO button', () => {
  it.each<[string, Partial<LookupForm>, boolean]>([
    ['every field is complete', {}, true],
    ['the first name is empty', { first: '' }, false],
    ['the first name is only spaces', { first: '   ' }, false],
    ['the last name is empty', { last: '' }, false],
    ['the date of birth is 9 characters', { dob: '07/04/199' }, false],
    ['the date of birth is 10 characters', { dob: '12/31/2001' }, true],
    ['the zip has 4 digits', { zip: '9411' }, false],
    ['the zip has a letter', { zip: '9411a' }, false],
    ['the zip is outside CA and FL (decided after submit)', { zip: '10001' }, true],
  ])('is enabled when %s: %s', (_situation, change, enabled) => {
    expect(canFindVoterInfo({ ...COMPLETE, ...change })).toBe(enabled);
  });
});
