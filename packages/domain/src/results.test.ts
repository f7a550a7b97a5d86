import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { hasHiddenCounts, nationalTotal, publishedNumber, publishedTallies, stateTotal } from './results';

describe('state totals', () => {
  it.each([
    [
      'the TOTAL row when sent',
      { '1': { YES: 1, NO: 2 }, TOTAL: { YES: 100, NO: 50 } },
      { YES: 100, NO: 50 },
    ],
    [
      'the sum of districts without one',
      { '1': { YES: 1, NO: 2 }, '2': { YES: 10, NO: 20 } },
      { YES: 11, NO: 22 },
    ],
    ['zero for no results', undefined, { YES: 0, NO: 0 }],
    ['zero for an empty state', {}, { YES: 0, NO: 0 }],
  ])('are %s', (_rule, results, total) => {
    expect(stateTotal(results)).toEqual(total);
  });
});

describe('the U.S. total', () => {
  it('adds California and Florida', () => {
    expect(
      nationalTotal({
        ca: { TOTAL: { YES: 1200, NO: 300 } },
        fl: { '1': { YES: 5, NO: 7 }, '2': { YES: 1, NO: 0 } },
      }),
    ).toEqual({ YES: 1206, NO: 307 });
  });

  it('counts a state with no results as zero', () => {
    expect(nationalTotal({ fl: { TOTAL: { YES: 3, NO: 4 } } })).toEqual({ YES: 3, NO: 4 });
  });
});

describe('counts as published', () => {
  it.each([
    [0, 0],
    [1, null],
    [9, null],
    [10, 10],
    [1234, 1234],
  ])('%i with k = 10 is %j', (count, shown) => {
    expect(publishedNumber(count, 10)).toBe(shown);
  });

  it('hide a single voter and total only what is shown', () => {
    const published = publishedTallies(
      {
        '1': { YES: 12, NO: 1 },
        '2': { YES: 0, NO: 30 },
        '3': { YES: 9, NO: 10 },
        TOTAL: { YES: 21, NO: 41 },
      },
      10,
      true,
    );
    expect(published).toEqual({
      '1': { YES: 12, NO: null },
      '2': { YES: 0, NO: 30 },
      '3': { YES: null, NO: 10 },
      TOTAL: { YES: 12, NO: 40 },
    });
    // Subtracting the shown districts from the total gives zero, never the hidden count.
    expect(stateTotal(published)).toEqual({ YES: 12, NO: 40 });
    expect(hasHiddenCounts(published)).toBe(true);
  });

  it('never publish a count from 1 to k − 1, and every total equals the counts shown', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ YES: fc.nat(40), NO: fc.nat(40) }), { minLength: 1, maxLength: 60 }),
        fc.integer({ min: 2, max: 20 }),
        (districts, k) => {
          const exact = Object.fromEntries(districts.map((count, i) => [String(i + 1), count]));
          const published = publishedTallies(exact, k, true);
          const shown = Object.entries(published).filter(([key]) => key !== 'TOTAL');
          for (const [, count] of shown)
            for (const n of [count.YES, count.NO]) expect(n === null || n === 0 || n >= k).toBe(true);
          const sum = (side: 'YES' | 'NO') => shown.reduce((s, [, count]) => s + (count[side] ?? 0), 0);
          expect(published.TOTAL).toEqual({ YES: sum('YES'), NO: sum('NO') });
        },
      ),
    );
  });
});
