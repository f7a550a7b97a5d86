// Petition results (docs/product/screens.md#petition-stances): totals and how counts are written.

import type { StateCode } from './vocabulary';
import { STATE_CODES } from './vocabulary';

export interface StanceCount {
  readonly YES: number;
  readonly NO: number;
}

/**
 * A count as the public results show it: the number, or null for "fewer than k" (1 to k − 1,
 * site.yaml `publicCounts.fewerThan`), which would come close to naming the voters behind it
 * (docs/decisions/0054-small-counts-never-published.md).
 */
export type PublishedNumber = number | null;

/** A district's counts as published: either side may be "fewer than k" (null). */
export interface PublishedCount {
  readonly YES: PublishedNumber;
  readonly NO: PublishedNumber;
}

/** One state's counts keyed by district number ("1".."52"), plus TOTAL when the server sends it. */
export type StateResults = Readonly<Record<string, PublishedCount | undefined>>;

export function addCounts(a: StanceCount, b: PublishedCount): StanceCount {
  return { YES: a.YES + (b.YES ?? 0), NO: a.NO + (b.NO ?? 0) };
}

/** No stances either way: where every sum starts, and a district nobody in has stood on. */
export const ZERO_COUNT: StanceCount = { YES: 0, NO: 0 };

/**
 * The count as published: 0 and k or more as they are, 1 to k − 1 as null ("fewer than k").
 * Zero names nobody, so it is shown.
 */
export function publishedNumber(count: number, fewerThan: number): PublishedNumber {
  return count > 0 && count < fewerThan ? null : count;
}

/**
 * A table of district counts as published, with its TOTAL: each count below k hidden, and the
 * total the sum of the counts shown, so that nobody can subtract the shown counts from the total
 * to recover a hidden one (docs/decisions/0054-small-counts-never-published.md). Districts only
 * in, TOTAL (if any) ignored and recomputed when `withTotal`.
 */
export function publishedTallies(
  exact: Readonly<Record<string, StanceCount>>,
  fewerThan: number,
  withTotal: boolean,
): Record<string, PublishedCount> {
  const out: Record<string, PublishedCount> = {};
  let total: StanceCount = ZERO_COUNT;
  for (const [district, count] of Object.entries(exact)) {
    if (district === 'TOTAL') continue;
    const shown = { YES: publishedNumber(count.YES, fewerThan), NO: publishedNumber(count.NO, fewerThan) };
    out[district] = shown;
    total = addCounts(total, shown);
  }
  if (withTotal) out.TOTAL = total;
  return out;
}

/** Whether any count of the table is hidden as "fewer than k". */
export function hasHiddenCounts(results: StateResults | undefined): boolean {
  return Object.values(results ?? {}).some((count) => count && (count.YES === null || count.NO === null));
}

/** The state's TOTAL row, or the sum of its district rows (the counts shown) when no TOTAL was sent. */
export function stateTotal(results: StateResults | undefined): StanceCount {
  if (!results) return ZERO_COUNT;
  if (results.TOTAL) return addCounts(ZERO_COUNT, results.TOTAL);
  return Object.entries(results)
    .filter(([key]) => /^\d+$/.test(key))
    .reduce<StanceCount>((sum, [, count]) => (count ? addCounts(sum, count) : sum), ZERO_COUNT);
}

/** The U.S. total row: California plus Florida. */
export function nationalTotal(results: Partial<Record<StateCode, StateResults>>): StanceCount {
  return STATE_CODES.reduce((sum, state) => addCounts(sum, stateTotal(results[state])), ZERO_COUNT);
}
