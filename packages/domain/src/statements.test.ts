import { describe, expect, it } from 'vitest';
import { daysSince, spokenVoices, statementDue } from './statements';

const THRESHOLDS = { districtVoices: 100, stateVoices: 1000 };

describe('voices towards a statement from the member', () => {
  it('counts a hidden side as at least 1, and says the figure is then a floor', () => {
    expect(spokenVoices({ YES: 70, NO: 40 })).toEqual({ least: 110, exact: true });
    expect(spokenVoices({ YES: 99, NO: null })).toEqual({ least: 100, exact: false });
  });

  it('is due from the district’s or the state’s threshold', () => {
    expect(statementDue({ least: 100, exact: true }, 'DISTRICT', THRESHOLDS)).toBe(true);
    expect(statementDue({ least: 99, exact: true }, 'DISTRICT', THRESHOLDS)).toBe(false);
    expect(statementDue({ least: 999, exact: true }, 'STATE', THRESHOLDS)).toBe(false);
    expect(statementDue({ least: 1000, exact: false }, 'STATE', THRESHOLDS)).toBe(true);
  });

  it('counts whole calendar days since a request', () => {
    expect(daysSince('2026-11-20', new Date(2026, 10, 20, 23, 0))).toBe(0);
    expect(daysSince('2026-11-20', new Date(2026, 10, 28, 1, 0))).toBe(8);
    expect(daysSince('2026-02-27', new Date(2026, 2, 1, 12, 0))).toBe(2);
  });
});
