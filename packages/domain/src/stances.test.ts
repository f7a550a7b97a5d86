import { describe, expect, it } from 'vitest';
import { abbreviatedName, billRoleWord, legislatorLastName, ordinal, ownStance } from './stances';

const VOTER = {
  stances: {
    carbonFeeAndDividend: { currentStance: { stance: 'YES' as const } },
    permanentDst: { currentStance: { stance: 'NO' as const } },
  },
};

describe("a voter's own stance on a petition", () => {
  it.each([
    ['carbonFeeAndDividend', 'YES'],
    ['permanentDst', 'NO'],
    ['someOtherPetition', null],
  ])('on %s is %s', (path, stance) => {
    expect(ownStance(VOTER, path)).toBe(stance);
  });

  it.each([[null], [{}], [{ stances: {} }]])('is none for %o', (voter) => {
    expect(ownStance(voter, 'carbonFeeAndDividend')).toBeNull();
  });
});

describe('legislator names', () => {
  // Full names as in content/legislators.yaml (congress-legislators official_full).
  it.each([
    [{ fullName: 'Alex Padilla' }, 'Padilla', 'A. Padilla'],
    [{ fullName: 'Adam B. Schiff' }, 'Schiff', 'A. Schiff'],
    [{ fullName: 'J. Luis Correa' }, 'Correa', 'J. Correa'],
    [{ fullName: 'Nanette Diaz Barragán' }, 'Barragán', 'N. Barragán'],
    [{ fullName: 'Jimmy Patronis Jr.' }, 'Patronis', 'J. Patronis'],
    [{ fullName: 'Jimmy Patronis, Jr.' }, 'Patronis', 'J. Patronis'],
    [{ fullName: 'John Doe III' }, 'Doe', 'J. Doe'],
    [
      { fullName: 'Debbie Wasserman Schultz', lastName: 'Wasserman Schultz' },
      'Wasserman Schultz',
      'D. Wasserman Schultz',
    ],
    [{ fullName: 'Debbie Wasserman Schultz' }, 'Schultz', 'D. Schultz'],
    [{ fullName: 'Mario Diaz-Balart' }, 'Diaz-Balart', 'M. Diaz-Balart'],
    [{ fullName: 'Cher' }, 'Cher', 'Cher'],
  ])('%o has the last name %s and is abbreviated %s', (legislator, last, abbreviated) => {
    expect(legislatorLastName(legislator)).toBe(last);
    expect(abbreviatedName(legislator)).toBe(abbreviated);
  });
});

describe('ordinal and billRoleWord', () => {
  it('names Congresses as the record does, and a bill role in words', () => {
    expect([111, 112, 113, 118, 119, 121, 122, 123].map(ordinal)).toEqual([
      '111th',
      '112th',
      '113th',
      '118th',
      '119th',
      '121st',
      '122nd',
      '123rd',
    ]);
    expect(billRoleWord('cosponsor')).toBe('co-sponsor');
    expect(billRoleWord('sponsor')).toBe('sponsor');
  });
});
