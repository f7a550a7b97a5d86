import { describe, expect, it } from 'vitest';
import { type StanceEligibility, stanceEligibility } from './eligibility';
import type { Jurisdiction, StateCode } from './vocabulary';

const NATIONAL: Jurisdiction = { level: 'NATIONAL' };
const CA_STATE: Jurisdiction = { level: 'STATE', state: 'ca' };
const FL_STATE: Jurisdiction = { level: 'STATE', state: 'fl' };
const CA_CITY: Jurisdiction = { level: 'CITY', state: 'ca' };

describe('given nobody signed in', () => {
  it.each([NATIONAL, CA_STATE, CA_CITY])('asks them to sign in to voice an opinion on %o', (jurisdiction) => {
    expect(stanceEligibility(null, jurisdiction)).toEqual({ status: 'SIGNED_OUT' });
  });
});

describe('given a matched voter', () => {
  it.each<[StateCode, Jurisdiction, StanceEligibility]>([
    ['ca', NATIONAL, { status: 'ELIGIBLE' }],
    ['fl', NATIONAL, { status: 'ELIGIBLE' }],
    ['ca', CA_STATE, { status: 'ELIGIBLE' }],
    ['fl', FL_STATE, { status: 'ELIGIBLE' }],
    ['fl', CA_STATE, { status: 'OTHER_STATE', petitionState: 'ca', voterState: 'fl' }],
    ['ca', FL_STATE, { status: 'OTHER_STATE', petitionState: 'fl', voterState: 'ca' }],
    ['ca', CA_CITY, { status: 'CITY_PETITION' }],
    ['fl', CA_CITY, { status: 'CITY_PETITION' }],
  ])('registered in %s, facing %o, gets %o', (state, jurisdiction, eligibility) => {
    expect(stanceEligibility({ state }, jurisdiction)).toEqual(eligibility);
  });
});
