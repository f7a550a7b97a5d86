// Petition results (docs/product/screens.md#petition-stances): totals and how counts are written.

import type { StateCode } from './vocabulary';
import { STATE_CODES } from './vocabulary';

export interface StanceCount {
  readonly YES: number;
  readonly NO: number;
}

/** One state's counts keyed by district number ("1".."52"), plus TOTAL when the server sends it. */
export type StateResults = Readonly<Record<string, StanceCount | undefined>>;

export function addCounts(a: StanceCount, b: StanceCount): StanceCount {
  return { YES: a.YES + b.YES, NO: a.NO + b.NO };
}

const ZERO: StanceCount = { YES: 0, NO: 0 };

/** The state's TOTAL row, or the sum of its district rows when no TOTAL was sent. */
export function stateTotal(results: StateResults | undefined): StanceCount {
  if (!results) return ZERO;
  if (results.TOTAL) return results.TOTAL;
  return Object.entries(results)
    .filter(([key]) => /^\d+$/.test(key))
    .reduce<StanceCount>((sum, [, count]) => (count ? addCounts(sum, count) : sum), ZERO);
}

/** The U.S. total row: California plus Florida. */
export function nationalTotal(results: Partial<Record<StateCode, StateResults>>): StanceCount {
  return STATE_CODES.reduce((sum, state) => addCounts(sum, stateTotal(results[state])), ZERO);
}

/** A count with the locale's thousands separators: 1234567 → "1,234,567". */
export function formatCount(count: number, locale = 'en-US'): string {
  return new Intl.NumberFormat(locale, { maximumFractionDigits: 0 }).format(count);
}
