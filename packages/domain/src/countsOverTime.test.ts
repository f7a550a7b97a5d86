import { describe, expect, it } from 'vitest';
import { countsOverTime, type DayChange } from './countsOverTime';

const change = (district: number, day: string, YES: number, NO: number): DayChange => ({
  district,
  day,
  YES,
  NO,
});

describe('countsOverTime', () => {
  const changes = [
    change(34, '2026-11-20', 12, 3),
    change(1, '2026-11-20', 20, 0),
    change(34, '2026-11-22', 4, 9),
    change(1, '2026-11-21', -15, 2),
    change(34, '2026-11-21', 0, 0),
  ];

  it("adds up a district's days in order, hiding counts under k as the results do", () => {
    expect(countsOverTime(changes, '34', 10)).toEqual([
      { day: '2026-11-20', YES: 12, NO: null },
      { day: '2026-11-22', YES: 16, NO: 12 },
    ]);
  });

  it("gives a state's total as the sum of the district counts shown each day", () => {
    expect(countsOverTime(changes, 'TOTAL', 10)).toEqual([
      // CA-34's NO (3) is hidden, so the total leaves it out.
      { day: '2026-11-20', YES: 32, NO: 0 },
      // District 1 falls to 5 YES (hidden) and 2 NO (hidden): only CA-34's 12 is shown.
      { day: '2026-11-21', YES: 12, NO: 0 },
      { day: '2026-11-22', YES: 16, NO: 12 },
    ]);
  });

  it('leaves out a day whose published counts did not change, and a district with no days', () => {
    expect(countsOverTime([change(2, '2026-11-01', 1, 0), change(2, '2026-11-02', 1, 0)], '2', 10)).toEqual([
      { day: '2026-11-01', YES: null, NO: 0 },
    ]);
    expect(countsOverTime(changes, '7', 10)).toEqual([]);
  });

  it('leaves out the days before a given day', () => {
    expect(countsOverTime(changes, '34', 10, '2026-11-21')).toEqual([{ day: '2026-11-22', YES: 16, NO: 12 }]);
  });

  it('takes the changes in any order', () => {
    expect(countsOverTime([...changes].reverse(), 'TOTAL', 10)).toEqual(countsOverTime(changes, 'TOTAL', 10));
  });
});
