// Which voter is selected after sign-in (docs/product/session.md#sign-in-change, steps 4–5) and how
// the picker lists several (docs/product/rules.md#voter-picker-order).

import type { MatchedVoter } from './vocabulary';
import { STATES } from './vocabulary';

export type VoterSelection<V> =
  | { readonly status: 'NOT_FOUND' }
  | { readonly status: 'SELECTED'; readonly voter: V }
  | { readonly status: 'PICK'; readonly voters: readonly V[] };

/**
 * One match is selected automatically; several keep the previously selected voter when its id
 * is still listed, else the voter picks (listed in picker order); none is the not-found page.
 */
export function selectVoter<V extends { readonly voterId: string }>(
  matches: readonly V[],
  previousVoterId: string | null | undefined,
  order: (voters: readonly V[]) => readonly V[] = (voters) => voters,
): VoterSelection<V> {
  const [only] = matches;
  if (!only) return { status: 'NOT_FOUND' };
  if (matches.length === 1) return { status: 'SELECTED', voter: only };
  const previous = matches.find((v) => v.voterId === previousVoterId);
  return previous ? { status: 'SELECTED', voter: previous } : { status: 'PICK', voters: order(matches) };
}

// Case- and accent-insensitive, numbers in numeric order, as a person reads a list. Made on first
// use (the picker's), not when a page loads the module.
let collator: Intl.Collator | undefined;
const readingOrder = () => (collator ??= new Intl.Collator('en-US', { sensitivity: 'base', numeric: true }));

type PickerVoter = Pick<MatchedVoter, 'voterId' | 'first' | 'last' | 'suffix' | 'city' | 'state'>;

/**
 * The picker's order: by name as shown (first, then last), suffix, city, state name; the voter
 * id last, so equal-looking entries keep one stable order.
 */
export function sortVotersForPicker<V extends PickerVoter>(voters: readonly V[]): V[] {
  const keys = (v: V) => [v.first, v.last, v.suffix ?? '', v.city, STATES[v.state].name, v.voterId];
  const compare = readingOrder().compare;
  return [...voters].sort((a, b) => {
    const ka = keys(a);
    const kb = keys(b);
    for (let i = 0; i < ka.length; i++) {
      const c = compare(ka[i] ?? '', kb[i] ?? '');
      if (c !== 0) return c;
    }
    return 0;
  });
}
