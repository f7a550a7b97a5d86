import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { countedStates, petitionTotal, type StanceShare, stanceShares } from './summary';

describe('each side’s share of the stances', () => {
  it.each([
    ['no stance at all has no share', { YES: 0, NO: 0 }, null],
    ['all support', { YES: 3, NO: 0 }, ['100', '0']],
    ['all oppose', { YES: 0, NO: 7 }, ['0', '100']],
    ['an even split', { YES: 5, NO: 5 }, ['50', '50']],
    ['two thirds rounds to 67 and 33', { YES: 2, NO: 1 }, ['67', '33']],
    ['one third rounds to 33 and 67', { YES: 1, NO: 2 }, ['33', '67']],
    ['62.5% rounds half up, the rest is 38%', { YES: 5, NO: 3 }, ['63', '37']],
    ['one in a thousand is under 1% ("<1%"), not 0%', { YES: 1, NO: 999 }, ['UNDER_ONE', 'OVER_99']],
    ['999 in a thousand is over 99% (">99%"), not 100%', { YES: 999, NO: 1 }, ['OVER_99', 'UNDER_ONE']],
    ['one in two hundred (0.5%) rounds up to 1%', { YES: 1, NO: 199 }, ['1', '99']],
  ])('%s', (_rule, count, shown) => {
    const shares = stanceShares(count);
    const show = ({ percent, bound }: StanceShare) => bound ?? String(percent);
    expect(shares === null ? null : [show(shares.YES), show(shares.NO)]).toEqual(shown);
  });

  it('always adds up to 100, each share within a point of the exact one', () => {
    fc.assert(
      fc.property(fc.nat(10_000_000), fc.nat(10_000_000), (YES, NO) => {
        fc.pre(YES + NO > 0);
        const shares = stanceShares({ YES, NO });
        expect(shares).not.toBeNull();
        if (!shares) return;
        expect(shares.YES.percent + shares.NO.percent).toBe(100);
        expect(Math.abs(shares.YES.percent - (100 * YES) / (YES + NO))).toBeLessThanOrEqual(0.5);
      }),
    );
  });
});

const tallies = {
  congressional: {
    ca: { '1': { YES: 1, NO: 1 }, TOTAL: { YES: 10, NO: 4 } },
    fl: { '1': { YES: 2, NO: 0 }, TOTAL: { YES: 5, NO: 6 } },
  },
  california: { stateAssembly: { '1': { YES: 7, NO: 1 }, '80': { YES: 3, NO: 3 } } },
};

describe('a petition’s total', () => {
  it.each([
    ['a national petition counts both states', { level: 'NATIONAL' } as const, { YES: 15, NO: 10 }],
    [
      'a California petition counts the Assembly districts',
      { level: 'STATE', state: 'ca' } as const,
      { YES: 10, NO: 4 },
    ],
    ['a Florida petition counts Florida', { level: 'STATE', state: 'fl' } as const, { YES: 5, NO: 6 }],
    ['a Florida city petition counts Florida', { level: 'CITY', state: 'fl' } as const, { YES: 5, NO: 6 }],
  ])('%s', (_rule, jurisdiction, total) => {
    expect(petitionTotal(jurisdiction, tallies)).toEqual(total);
  });

  it('names whose stances count', () => {
    expect(countedStates({ level: 'NATIONAL' })).toEqual(['ca', 'fl']);
    expect(countedStates({ level: 'STATE', state: 'fl' })).toEqual(['fl']);
    expect(countedStates({ level: 'CITY', state: 'ca' })).toEqual(['ca']);
  });
});
