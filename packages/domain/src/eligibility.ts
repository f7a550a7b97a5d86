// May this voter voice a stance on this petition? (docs/product/rules.md#who-may-voice-a-stance)

import type { Jurisdiction, StateCode } from './vocabulary';
import { STATES } from './vocabulary';

export type StanceEligibility =
  | { readonly status: 'ELIGIBLE' }
  | { readonly status: 'SIGNED_OUT'; readonly message: string }
  | { readonly status: 'CITY_PETITION'; readonly message: string }
  | { readonly status: 'OTHER_STATE'; readonly message: string };

export const SIGNED_OUT_MESSAGE = 'Sign in to voice your opinion:';
export const CITY_PETITION_MESSAGE = 'You cannot participate on city petitions';

/**
 * "You cannot voice your opinion on this California petition because you are registered to
 * vote in Florida." Both states are written in full
 * (decision, 2026-11-22): "registered to vote in fl" is not English.
 */
export function otherStateMessage(petitionState: StateCode, voterState: StateCode): string {
  return `You cannot voice your opinion on this ${STATES[petitionState].name} petition because you are registered to vote in ${STATES[voterState].name}.`;
}

/**
 * Federal petitions are open to any matched voter, state petitions to voters registered in
 * that state, city petitions to nobody. `voter` is the selected voter, or null when nobody is
 * signed in as a matched voter (a signed-in user without one sees the not-found page instead).
 */
export function stanceEligibility(
  voter: { readonly state: StateCode } | null,
  jurisdiction: Jurisdiction,
): StanceEligibility {
  if (!voter) return { status: 'SIGNED_OUT', message: SIGNED_OUT_MESSAGE };
  switch (jurisdiction.level) {
    case 'NATIONAL':
      return { status: 'ELIGIBLE' };
    case 'CITY':
      return { status: 'CITY_PETITION', message: CITY_PETITION_MESSAGE };
    case 'STATE':
      return voter.state === jurisdiction.state
        ? { status: 'ELIGIBLE' }
        : { status: 'OTHER_STATE', message: otherStateMessage(jurisdiction.state, voter.state) };
    default:
      return jurisdiction satisfies never;
  }
}
