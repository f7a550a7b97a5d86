import { describe, expect, it } from 'vitest';
import { selectVoter, sortVotersForPicker } from './selection';
import type { StateCode } from './vocabulary';

function voter(voterId: string, first: string, last: string, suffix: string, city: string, state: StateCode) {
  return { voterId, first, last, suffix, city, state };
}

const ANA = voter('ca:1', 'ANA', 'LOPEZ', '', 'FRESNO', 'ca');
const BEN = voter('fl:2', 'BEN', 'LOPEZ', '', 'TAMPA', 'fl');
const CARLA = voter('ca:3', 'CARLA', 'LOPEZ', '', 'FRESNO', 'ca');

describe('selecting a voter after sign-in', () => {
  it.each([
    ['no match gives the not-found page', [], null, { status: 'NOT_FOUND' }],
    ['no match, even with a previous choice', [], 'ca:1', { status: 'NOT_FOUND' }],
    ['one match is selected automatically', [BEN], null, { status: 'SELECTED', voter: BEN }],
    ['one match wins over a stale previous choice', [BEN], 'ca:1', { status: 'SELECTED', voter: BEN }],
    [
      'several matches keep the previous choice',
      [ANA, BEN, CARLA],
      'fl:2',
      { status: 'SELECTED', voter: BEN },
    ],
    [
      'several matches without a previous choice ask',
      [BEN, ANA],
      null,
      { status: 'PICK', voters: [BEN, ANA] },
    ],
    [
      'several matches whose previous choice left ask',
      [ANA, BEN],
      'ca:9',
      { status: 'PICK', voters: [ANA, BEN] },
    ],
  ])('%s', (_rule, matches, previous, selection) => {
    expect(selectVoter(matches, previous)).toEqual(selection);
  });

  it('lists the voters to pick from in picker order', () => {
    expect(selectVoter([CARLA, BEN, ANA], null, sortVotersForPicker)).toEqual({
      status: 'PICK',
      voters: [ANA, BEN, CARLA],
    });
  });
});

describe('the voter picker order', () => {
  it.each([
    ['first name', [BEN, ANA], [ANA, BEN]],
    [
      'last name when first names match',
      [voter('1', 'ANA', 'RUIZ', '', 'X', 'ca'), ANA],
      [ANA, voter('1', 'ANA', 'RUIZ', '', 'X', 'ca')],
    ],
    [
      'suffix, no suffix first',
      [
        voter('s', 'JOHN', 'DOE', 'SR', 'MIAMI', 'fl'),
        voter('j', 'JOHN', 'DOE', 'JR', 'MIAMI', 'fl'),
        voter('n', 'JOHN', 'DOE', '', 'MIAMI', 'fl'),
      ],
      [
        voter('n', 'JOHN', 'DOE', '', 'MIAMI', 'fl'),
        voter('j', 'JOHN', 'DOE', 'JR', 'MIAMI', 'fl'),
        voter('s', 'JOHN', 'DOE', 'SR', 'MIAMI', 'fl'),
      ],
    ],
    [
      'city',
      [voter('2', 'JOHN', 'DOE', '', 'TAMPA', 'fl'), voter('1', 'JOHN', 'DOE', '', 'MIAMI', 'fl')],
      [voter('1', 'JOHN', 'DOE', '', 'MIAMI', 'fl'), voter('2', 'JOHN', 'DOE', '', 'TAMPA', 'fl')],
    ],
    [
      'state name',
      [
        voter('2', 'JOHN', 'DOE', '', 'JACKSONVILLE', 'fl'),
        voter('1', 'JOHN', 'DOE', '', 'JACKSONVILLE', 'ca'),
      ],
      [
        voter('1', 'JOHN', 'DOE', '', 'JACKSONVILLE', 'ca'),
        voter('2', 'JOHN', 'DOE', '', 'JACKSONVILLE', 'fl'),
      ],
    ],
    [
      'ignoring case',
      [voter('1', 'bob', 'A', '', 'X', 'ca'), voter('2', 'ANA', 'A', '', 'X', 'ca')],
      [voter('2', 'ANA', 'A', '', 'X', 'ca'), voter('1', 'bob', 'A', '', 'X', 'ca')],
    ],
  ])('sorts by %s', (_field, given, sorted) => {
    expect(sortVotersForPicker(given)).toEqual(sorted);
  });

  it('leaves the given list untouched', () => {
    const given = [BEN, ANA];
    sortVotersForPicker(given);
    expect(given).toEqual([BEN, ANA]);
  });
});
