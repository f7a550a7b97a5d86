// The results summary at the top of a petition (docs/product/screens.md#results-summary): whose
// stances count, the petition's total and each side's share of it.

import type { StanceCount, StateResults } from './results';
import { nationalTotal, stateTotal } from './results';
import type { Jurisdiction, StateCode } from './vocabulary';
import { STATE_CODES } from './vocabulary';

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

/** The states whose voters' stances count on the petition: both for a national one, else its own. */
export function countedStates(jurisdiction: Jurisdiction): readonly StateCode[] {
  return jurisdiction.level === 'NATIONAL' ? STATE_CODES : [jurisdiction.state];
}

/** One side's share of the stances: a whole percent, and how it is written. */
export interface StanceShare {
  /** 0–100; the two sides add up to 100. */
  readonly percent: number;
  /**
   * Written "<1%" (UNDER_ONE) or ">99%" (OVER_99) where rounding would show 0% or 100% of a side
   * that is not; otherwise null, and the percent is written as it is ("62%").
   */
  readonly bound: 'UNDER_ONE' | 'OVER_99' | null;
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
  const share = (percent: number, votes: number): StanceShare => {
    if (percent === 0 && votes > 0) return { percent, bound: 'UNDER_ONE' };
    if (percent === 100 && votes < total) return { percent, bound: 'OVER_99' };
    return { percent, bound: null };
  };
  return { YES: share(yes, count.YES), NO: share(100 - yes, count.NO) };
}
