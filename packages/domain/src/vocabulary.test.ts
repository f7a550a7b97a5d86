import { describe, expect, it } from 'vitest';
import {
  isLegislatorStance,
  isStanceReason,
  isStateCode,
  isVoterStance,
  LEGISLATOR_STANCE_ABBREVIATIONS,
  LEGISLATOR_STANCE_LABELS,
  LEGISLATOR_STANCES,
  pronounsFor,
  STATES,
} from './vocabulary';

describe('the legislator stance values', () => {
  it.each([
    ['SUPPORT', 'Sup.', 'Support'],
    ['OPPOSE', 'Opp.', 'Oppose'],
    ['UNCLEAR', 'Unc.', 'Unclear/Unstated'],
    ['NOT_RESEARCHED', '-', 'Not Yet Compiled'],
  ] as const)('shows %s as %s in tables and %s in words', (value, short, label) => {
    expect(LEGISLATOR_STANCE_ABBREVIATIONS[value]).toBe(short);
    expect(LEGISLATOR_STANCE_LABELS[value]).toBe(label);
  });

  it('lists exactly the four values in the documented order', () => {
    expect(LEGISLATOR_STANCES).toEqual(['SUPPORT', 'OPPOSE', 'UNCLEAR', 'NOT_RESEARCHED']);
  });
});

describe('the guards recognise only known values', () => {
  it.each([
    [isStateCode, 'ca', true],
    [isStateCode, 'fl', true],
    [isStateCode, 'CA', false],
    [isStateCode, 'ny', false],
    [isLegislatorStance, 'UNCLEAR', true],
    [isLegislatorStance, 'Unclear', false],
    [isStanceReason, 'BILL_COSPONSOR', true],
    [isStanceReason, 'PRESS_RELEASE', false],
    [isVoterStance, 'NO', true],
    [isVoterStance, 'no', false],
    [isVoterStance, 1, false],
  ] as const)('%o says %o is known: %s', (guard, value, known) => {
    expect(guard(value)).toBe(known);
  });
});

describe('pronouns for a legislator', () => {
  it.each([
    ['MALE', 'he', 'his', 'him'],
    ['FEMALE', 'she', 'her', 'her'],
    [undefined, 'they', 'their', 'them'],
    [null, 'they', 'their', 'them'],
  ] as const)('uses %s → %s/%s/%s', (gender, he, his, him) => {
    expect(pronounsFor(gender)).toEqual({ he, his, him });
  });
});

describe('state names', () => {
  it('names the two states in full with their postal abbreviations', () => {
    expect(STATES.ca).toEqual({ code: 'ca', abbreviation: 'CA', name: 'California' });
    expect(STATES.fl).toEqual({ code: 'fl', abbreviation: 'FL', name: 'Florida' });
  });
});
