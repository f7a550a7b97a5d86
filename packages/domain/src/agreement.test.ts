import { describe, expect, it } from 'vitest';
import { type AgreementInput, constituencyAgreement } from './agreement';

const at = (stance: AgreementInput['stance'], YES: number | null, NO: number | null) =>
  constituencyAgreement({ stance, count: { YES, NO }, fewerThan: 10, minimumVoices: 100 });

describe('a member’s stance against most of their constituency’s verified voters', () => {
  it('agrees or differs with the side most of them took', () => {
    expect(at('SUPPORT', 70, 40)).toBe('AGREES');
    expect(at('OPPOSE', 70, 40)).toBe('DIFFERS');
    expect(at('OPPOSE', 40, 70)).toBe('AGREES');
    expect(at('SUPPORT', 40, 70)).toBe('DIFFERS');
  });

  it('says the voters are divided when the sides are equal', () => {
    expect(at('SUPPORT', 60, 60)).toBe('DIVIDED');
    expect(at('OPPOSE', 60, 60)).toBe('DIVIDED');
  });

  it('says nothing below the minimum number of voices, counted from the least they could be', () => {
    expect(at('SUPPORT', 60, 39)).toBeNull();
    expect(at('SUPPORT', 60, 40)).toBe('AGREES');
    // A hidden count (1 to 9) is at least 1: 99 + 1 reaches 100.
    expect(at('SUPPORT', 99, null)).toBe('AGREES');
    expect(at('SUPPORT', 98, null)).toBeNull();
  });

  it('says nothing for a stance that is Unclear or Not Yet Compiled', () => {
    expect(at('UNCLEAR', 70, 40)).toBeNull();
    expect(at('NOT_RESEARCHED', 70, 40)).toBeNull();
  });

  it('reads a hidden count as anything from 1 to fewerThan − 1', () => {
    expect(at('OPPOSE', null, 120)).toBe('AGREES');
    expect(
      constituencyAgreement({
        stance: 'SUPPORT',
        count: { YES: 5, NO: null },
        fewerThan: 10,
        minimumVoices: 2,
      }),
    ).toBeNull();
  });
});
