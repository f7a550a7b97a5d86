// The results summary at the top of a petition (docs/product/screens.md#results-summary): whose
// stances count, the petition's total and each side's share of it.

import type { StanceCount, StateResults } from './results';
import { nationalTotal, stateTotal } from './results';
import type { Jurisdiction } from './vocabulary';
import { STATES } from './vocabulary';

/** The tallies a petition's total is read from (the public results carry both). */
export interface PetitionTallies {
  readonly congressional: { readonly ca: StateResults; readonly fl: StateResults };
  readonly california: { readonly stateAssembly: StateResults };
}

/**
 * The petition's total, the same figure as its results table's total: a national petition counts
 * California and Florida; a California state petition the Assembly districts (every voter is in
 * exactly one); a Florida state or city petition Florida's congressional total.
 */
export function petitionTotal(jurisdiction: Jurisdiction, tallies: PetitionTallies): StanceCount {
  if (jurisdiction.level === 'NATIONAL') return nationalTotal(tallies.congressional);
  return jurisdiction.state === 'ca'
    ? stateTotal(tallies.california.stateAssembly)
    : stateTotal(tallies.congressional.fl);
}

/** "California and Florida" or "California": the voters whose stances count on the petition. */
export function countedVoters(jurisdiction: Jurisdiction): string {
  return jurisdiction.level === 'NATIONAL'
    ? `${STATES.ca.name} and ${STATES.fl.name}`
    : STATES[jurisdiction.state].name;
}

/** One side's share of the stances: a whole percent, and how it is written. */
export interface StanceShare {
  /** 0–100; the two sides add up to 100. */
  readonly percent: number;
  /** "62%"; "<1%" and ">99%" where rounding would show 0% or 100% of a side that is not. */
  readonly label: string;
}

/**
 * Each side's share, in whole percents that add up to 100, or null when nobody has voiced a
 * stance (there is no share of nothing). Support is rounded half up in integers (no floating
 * point error at x.5), Oppose is the rest.
 */
export function stanceShares(count: StanceCount): { YES: StanceShare; NO: StanceShare } | null {
  const total = count.YES + count.NO;
  if (total === 0) return null;
  const yes = Math.floor((200 * count.YES + total) / (2 * total));
  const label = (percent: number, votes: number) => {
    if (percent === 0 && votes > 0) return '<1%';
    if (percent === 100 && votes < total) return '>99%';
    return `${percent}%`;
  };
  return {
    YES: { percent: yes, label: label(yes, count.YES) },
    NO: { percent: 100 - yes, label: label(100 - yes, count.NO) },
  };
}
