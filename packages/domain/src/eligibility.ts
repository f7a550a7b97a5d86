// May this voter voice a stance on this petition? (docs/product/rules.md#who-may-voice-a-stance)

import type { Jurisdiction, StateCode } from './vocabulary';

/**
 * The answer, without words: each screen words it in its own language
 * (docs/product/messages.md#stances), and the server's refusal in `@rv/api`'s MESSAGES.
 */
export type StanceEligibility =
  | { readonly status: 'ELIGIBLE' }
  | { readonly status: 'SIGNED_OUT' }
  | { readonly status: 'CITY_PETITION' }
  | { readonly status: 'OTHER_STATE'; readonly petitionState: StateCode; readonly voterState: StateCode };

/**
 * Federal petitions are open to any matched voter, state petitions to voters registered in
 * that state, city petitions to nobody. `voter` is the selected voter, or null when nobody is
 * signed in as a matched voter (a signed-in user without one sees the not-found page instead).
 */
export function stanceEligibility(
  voter: { readonly state: StateCode } | null,
  jurisdiction: Jurisdiction,
): StanceEligibility {
  if (!voter) return { status: 'SIGNED_OUT' };
  switch (jurisdiction.level) {
    case 'NATIONAL':
      return { status: 'ELIGIBLE' };
    case 'CITY':
      return { status: 'CITY_PETITION' };
    case 'STATE':
      return voter.state === jurisdiction.state
        ? { status: 'ELIGIBLE' }
        : { status: 'OTHER_STATE', petitionState: jurisdiction.state, voterState: voter.state };
    default:
      return jurisdiction satisfies never;
  }
}
