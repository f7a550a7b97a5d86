import { describe, expect, it } from 'vitest';
import {
  ageOn,
  dobInput,
  dobProblem,
  formatDobInput,
  isCompleteDob,
  isDobYearAllowed,
  isOldEnough,
  isRealDate,
  parseDob,
} from './dob';

/** Type `keys` one at a time into an empty field, as a voter would. */
function typeInto(keys: string, start = ''): string {
  let value = start;
  for (const key of keys) value = formatDobInput(value + key, value);
  return value;
}

describe('given a voter typing a date of birth key by key', () => {
  it.each([
    ['0', '0'],
    ['07', '07/'],
    ['0704', '07/04/'],
    ['07041', '07/04/1'],
    ['07041990', '07/04/1990'],
    ['12311999', '12/31/1999'],
    ['02292000', '02/29/2000'],
    ['01011800', '01/01/1800'],
    ['12312029', '12/31/2029'],
  ])('typing %s shows %s', (keys, shown) => {
    expect(typeInto(keys)).toBe(shown);
  });

  it.each([
    ['4', '04/', 'a month digit above 1 cannot start a two-digit month'],
    ['1/', '01/', 'a slash after one month digit means a single-digit month'],
    ['07/4', '07/04/', 'a day digit above 3 cannot start a two-digit day'],
    ['02/3', '02/03/', 'February has no day in the thirties'],
    ['04/3', '04/3', 'April can still be 30'],
    ['07/4/', '07/04/', 'a typed slash right after an automatic one is absorbed'],
    ['3/5/1990', '03/05/1990', 'a pasted short date is padded'],
  ])('typing %s shows %s because %s', (keys, shown) => {
    expect(typeInto(keys)).toBe(shown);
  });

  it.each([
    ['13', '1', 'month 13 does not exist'],
    ['00', '0', 'month 00 does not exist'],
    ['1232', '12/3', 'December has no 32nd'],
    ['02290', '02/29/', 'no year starts with 0'],
    ['0431', '04/3', 'April has 30 days'],
    ['0100', '01/0', 'day 00 does not exist'],
    ['01011', '01/01/1', 'the 1 starts an allowed year'],
    ['010117', '01/01/1', 'the 1700s are before 180x'],
    ['010121', '01/01/2', 'the 2100s are after 202x'],
    ['0101203', '01/01/20', 'the 2030s are after 202x'],
    ['0101300', '01/01/', 'no year starts with 3'],
    ['010119901', '01/01/1990', 'a fifth year digit is too many'],
    ['a', '', 'letters are not part of a date'],
    ['07-', '07/', 'a dash is not the separator'],
    ['/', '', 'a slash cannot come first'],
  ])('typing %s leaves %s because %s', (keys, shown) => {
    expect(typeInto(keys)).toBe(shown);
  });
});

describe('given an invalid keystroke', () => {
  it.each([
    ['07/04/', '07/04/x'],
    ['07/04/1990', '07/04/19901'],
    ['0', '0a'],
    ['12/', '12/32'],
  ])('keeps %s unchanged when the field would become %s', (previous, next) => {
    expect(formatDobInput(next, previous)).toBe(previous);
  });
});

describe('given a keystroke the field refuses', () => {
  /** Types `keys` into an empty field and returns the value and the last refusal, as the screen sees them. */
  function typeAll(keys: string) {
    let value = '';
    let refused: ReturnType<typeof dobInput>['refused'] = null;
    for (const key of keys) ({ value, refused } = dobInput(value + key, value));
    return { value, refused };
  }

  it.each([
    ['13', '1', { reason: 'NO_SUCH_MONTH', month: '13' }],
    ['00', '0', { reason: 'NO_SUCH_MONTH', month: '00' }],
    ['0/', '0', { reason: 'NO_SUCH_MONTH', month: '00' }],
    ['1135', '11/3', { reason: 'NO_SUCH_DAY', month: 11, day: '35', maxDay: 30 }],
    ['0431', '04/3', { reason: 'NO_SUCH_DAY', month: 4, day: '31', maxDay: 30 }],
    ['13451990', '11/09/', { reason: 'YEAR_OUT_OF_RANGE', from: 1800, to: 2029 }],
    ['0100', '01/0', { reason: 'NO_SUCH_DAY', month: 1, day: '00', maxDay: 31 }],
    ['07049', '07/04/', { reason: 'YEAR_OUT_OF_RANGE', from: 1800, to: 2029 }],
    ['070421', '07/04/2', { reason: 'YEAR_OUT_OF_RANGE', from: 1800, to: 2029 }],
    ['a', '', { reason: 'NOT_A_DIGIT' }],
    ['07x', '07/', { reason: 'NOT_A_DIGIT' }],
    ['070419901', '07/04/1990', { reason: 'ALREADY_COMPLETE' }],
  ])('typing %s keeps %s and says why the last key was refused', (keys, shown, refused) => {
    expect(typeAll(keys)).toEqual({ value: shown, refused });
  });

  it('says nothing for a key it takes', () => {
    expect(dobInput('07/04/1', '07/04/')).toEqual({ value: '07/04/1', refused: null });
  });

  it('refuses a pasted impossible date as a whole, saying the first thing wrong', () => {
    expect(dobInput('13451990', '')).toEqual({
      value: '',
      refused: { reason: 'NO_SUCH_MONTH', month: '13' },
    });
  });

  it('never refuses a deletion', () => {
    expect(dobInput('2/31/1990', '12/31/1990').refused).toBeNull();
  });
});

describe('given a voter deleting', () => {
  it.each([
    ['07/', '07', '07', 'deleting the automatic slash removes it'],
    ['07/04/', '07/04', '07/04', 'the slash is not added back'],
    ['07/04/1990', '07/04/199', '07/04/199', 'the last digit goes'],
    ['07/0', '07/', '07/', 'deleting a digit keeps the slash that was shown'],
    ['12/31/1990', '2/31/1990', '02/03/1', 'a deletion in the middle keeps the longest valid beginning'],
    ['07/04/1990', '', '', 'clearing the field empties it'],
  ])('from %s to %s shows %s: %s', (previous, next, shown) => {
    expect(formatDobInput(next, previous)).toBe(shown);
  });
});

describe('a complete date of birth', () => {
  it.each([
    ['07/04/1990', true],
    ['02/29/2000', true],
    ['02/29/2024', true],
    ['02/29/1900', false],
    ['02/29/2001', false],
    ['04/31/1990', false],
    ['13/01/1990', false],
    ['00/10/1990', false],
    ['01/00/1990', false],
    ['01/01/1799', false],
    ['12/31/2029', true],
    ['01/01/2030', false],
    ['7/4/1990', false],
    ['07/04/199', false],
    ['1990-07-04', false],
  ])('%s is valid: %s', (dob, valid) => {
    expect(isCompleteDob(dob)).toBe(valid);
  });

  it('is read as its calendar date', () => {
    expect(parseDob('07/04/1990')).toEqual({ year: 1990, month: 7, day: 4 });
  });
});

describe('a calendar date in any written form (the voter-file importer reads several)', () => {
  it.each([
    [{ year: 2000, month: 2, day: 29 }, true],
    [{ year: 1900, month: 2, day: 29 }, false],
    [{ year: 1980, month: 2, day: 30 }, false],
    [{ year: 1980, month: 4, day: 31 }, false],
    [{ year: 1980, month: 13, day: 1 }, false],
    [{ year: 1980, month: 1, day: 0 }, false],
  ])('%o is a real day: %s', (date, real) => {
    expect(isRealDate(date)).toBe(real);
  });

  it('allows years of birth 1800–2029', () => {
    expect([1799, 1800, 2029, 2030].map((year) => isDobYearAllowed(year))).toEqual([
      false,
      true,
      true,
      false,
    ]);
  });
});

describe('the age of a voter', () => {
  it.each([
    [{ year: 2008, month: 11, day: 22 }, { year: 2026, month: 11, day: 22 }, 18],
    [{ year: 2008, month: 11, day: 23 }, { year: 2026, month: 11, day: 22 }, 17],
    [{ year: 2008, month: 12, day: 1 }, { year: 2026, month: 11, day: 22 }, 17],
    [{ year: 2008, month: 2, day: 29 }, { year: 2026, month: 2, day: 28 }, 17],
    [{ year: 2008, month: 2, day: 29 }, { year: 2026, month: 3, day: 1 }, 18],
    [{ year: 2004, month: 2, day: 29 }, { year: 2024, month: 2, day: 29 }, 20],
  ])('born %o is %i on %o', (birth, today, age) => {
    expect(ageOn(birth, today)).toBe(age);
  });

  // Dates built from local components, so the tests mean the same in any time zone.
  const now = new Date(2026, 10, 22, 9, 30);

  it.each([
    ['11/22/2008', true, 'turns 18 today'],
    ['11/23/2008', false, 'turns 18 tomorrow'],
    ['01/01/1950', true, 'is 76'],
    ['12/31/2025', false, 'is a baby'],
    ['02/30/2000', false, 'has no real birthday'],
  ])('%s is old enough: %s (%s)', (dob, ok) => {
    expect(isOldEnough(dob, 18, now)).toBe(ok);
  });
});

describe('the problem with a submitted date of birth', () => {
  const now = new Date(2026, 10, 22);

  it.each([
    ['07/04/1990', null],
    ['02/29/2001', 'NOT_A_LEAP_YEAR'],
    ['02/29/2000', null],
    ['04/31/1990', 'NOT_A_DATE'],
    ['07/04', 'NOT_A_DATE'],
    ['01/01/2027', 'IN_THE_FUTURE'],
    ['11/23/2008', 'TOO_YOUNG'],
    ['11/22/2008', null],
  ])('for %s is %s', (dob, problem) => {
    expect(dobProblem(dob, 18, now)).toBe(problem);
  });
});
