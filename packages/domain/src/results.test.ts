import { describe, expect, it } from 'vitest';
import { formatCount, nationalTotal, stateTotal } from './results';

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

describe('counts', () => {
  it.each([
    [0, 'en-US', '0'],
    [999, 'en-US', '999'],
    [1234, 'en-US', '1,234'],
    [1234567, 'en-US', '1,234,567'],
    [1234567, 'de-DE', '1.234.567'],
  ])('%i in %s is written %s', (count, locale, text) => {
    expect(formatCount(count, locale)).toBe(text);
  });
});
