import { describe, expect, it } from 'vitest';
import { type StanceEligibility, stanceEligibility } from './eligibility';
import type { Jurisdiction, StateCode } from './vocabulary';

const NATIONAL: Jurisdiction = { level: 'NATIONAL' };
const CA_STATE: Jurisdiction = { level: 'STATE', state: 'ca' };
const FL_STATE: Jurisdiction = { level: 'STATE', state: 'fl' };
const CA_CITY: Jurisdiction = { level: 'CITY', state: 'ca' };

describe('given nobody signed in', () => {
  it.each([NATIONAL, CA_STATE, CA_CITY])('asks them to sign in to voice an opinion on %o', (jurisdiction) => {
    expect(stanceEligibility(null, jurisdiction)).toEqual({
      status: 'SIGNED_OUT',
      message: 'Sign in to voice your opinion:',
    });
  });
});

describe('given a matched voter', () => {
  it.each<[StateCode, Jurisdiction, StanceEligibility]>([
    ['ca', NATIONAL, { status: 'ELIGIBLE' }],
    ['fl', NATIONAL, { status: 'ELIGIBLE' }],
    ['ca', CA_STATE, { status: 'ELIGIBLE' }],
    ['fl', FL_STATE, { status: 'ELIGIBLE' }],
    [
      'fl',
      CA_STATE,
      {
        status: 'OTHER_STATE',
        message:
          'You cannot voice your opinion on this California petition because you are registered to vote in Florida.',
      },
    ],
    [
      'ca',
      FL_STATE,
      {
        status: 'OTHER_STATE',
        message:
          'You cannot voice your opinion on this Florida petition because you are registered to vote in California.',
      },
    ],
    ['ca', CA_CITY, { status: 'CITY_PETITION', message: 'You cannot participate on city petitions' }],
    ['fl', CA_CITY, { status: 'CITY_PETITION', message: 'You cannot participate on city petitions' }],
  ])('registered in %s, facing %o, gets %o', (state, jurisdiction, eligibility) => {
    expect(stanceEligibility({ state }, jurisdiction)).toEqual(eligibility);
  });
});
