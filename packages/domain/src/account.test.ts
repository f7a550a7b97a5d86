import { describe, expect, it } from 'vitest';
import {
  accountPanelLines,
  cityStateLine,
  congressionalDistrictLabel,
  greetingName,
  identityLine,
  stateDistricts,
  voterFullName,
} from './account';
import type { PhoneRules } from './phone';
import type { MatchedVoter } from './vocabulary';

const SPEC_PHONE: PhoneRules = { maxLength: 14, countryCode: '+1' };

const MARIA: MatchedVoter = {
  voterId: 'ca:38:100042',
  first: 'MARIA',
  last: 'GARCIA',
  suffix: '',
  city: 'SAN FRANCISCO',
  state: 'ca',
  district: '11',
  districts: { stateAssembly: '17', stateSenate: '11' },
};

const ROBERT: MatchedVoter = {
  voterId: 'fl:DAD:200007',
  first: 'ROBERT',
  last: 'SMITH',
  suffix: 'JR',
  city: 'MIAMI BEACH',
  state: 'fl',
  district: '24',
  districts: { stateHouse: '113', stateSenate: '38' },
};

describe('the voter lines of the account panel', () => {
  it.each([
    [MARIA, 'Maria Garcia'],
    [ROBERT, 'Robert Smith Jr.'],
    [{ first: 'ANA', last: 'LOPEZ', suffix: null }, 'Ana Lopez'],
    [{ first: ' ANA ', last: 'LOPEZ ', suffix: ' III' }, 'Ana Lopez III'],
    [{ first: 'JUAN', last: 'DE LA CRUZ', suffix: '' }, 'Juan de la Cruz'],
    [{ first: 'SEAN', last: "O'BRIEN-MCDONALD", suffix: 'SR' }, "Sean O'Brien-McDonald Sr."],
  ])('names %o as %s', (voter, name) => {
    expect(voterFullName(voter)).toBe(name);
  });

  it.each([
    [MARIA, 'San Francisco, CA'],
    [ROBERT, 'Miami Beach, FL'],
    [{ city: '', state: 'fl' as const }, 'FL'],
  ])('places %o in %s', (voter, line) => {
    expect(cityStateLine(voter)).toBe(line);
  });

  it.each([
    [
      MARIA,
      [
        { kind: 'assembly', number: '17' },
        { kind: 'stateSenate', number: '11' },
      ],
    ],
    [
      ROBERT,
      [
        { kind: 'stateHouse', number: '113' },
        { kind: 'stateSenate', number: '38' },
      ],
    ],
    [{ state: 'ca' as const, districts: { stateSenate: ' 11 ' } }, [{ kind: 'stateSenate', number: '11' }]],
    [{ state: 'fl' as const, districts: { stateAssembly: '17' } }, []],
  ])('lists the state districts of %o as %o', (voter, districts) => {
    expect(stateDistricts(voter)).toEqual(districts);
  });

  it.each([
    ['ca', '12', 'CA-12'],
    ['fl', 7, 'FL-7'],
  ] as const)('labels %s district %s as %s', (state, district, label) => {
    expect(congressionalDistrictLabel(state, district)).toBe(label);
  });
});

describe('the identity line of the account panel', () => {
  it.each([
    [{ phone: '+14155550142', email: 'maria@example.org' }, '(415) 555-0142'],
    [{ phone: null, email: 'maria@example.org' }, 'maria@example.org'],
    [{}, null],
  ])('shows %o as %s', (identity, line) => {
    expect(identityLine(identity, SPEC_PHONE)).toBe(line);
  });
});

describe('given a Florida voter signed in by phone', () => {
  it('fills every line of the account panel', () => {
    expect(accountPanelLines(ROBERT, { phone: '+13055550199' }, SPEC_PHONE)).toEqual({
      identity: '(305) 555-0199',
      name: 'Robert Smith Jr.',
      place: 'Miami Beach, FL',
      stateDistricts: [
        { kind: 'stateHouse', number: '113' },
        { kind: 'stateSenate', number: '38' },
      ],
      congressionalDistrict: 'FL-24',
    });
  });
});

describe('the name a greeting uses', () => {
  it.each([
    ['AVA', 'Ava'],
    ['  MARY   ANN ', 'Mary Ann'],
    ['MARY-JANE', 'Mary-Jane'],
    ["D'ANDRE", "D'Andre"],
    ['JOSÉ', 'José'],
    ['élodie', 'Élodie'],
    ['', ''],
  ])('writes %j as %j', (first, name) => {
    expect(greetingName({ first })).toBe(name);
  });
});
