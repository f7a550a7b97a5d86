import { describe, expect, it } from 'vitest';
import {
  electionLine,
  formatLongDate,
  isYearsAway,
  nextElection,
  nextElectionDate,
  seatVacancy,
} from './election';
import { isoDateOf, parseIsoDate } from './isoDate';

const THRESHOLD = 2; // site.yaml electionYearThreshold (docs/product/rules.md#elections)
// Local-time dates, so the tests mean the same in any time zone.
const NOV_22_2026 = new Date(2026, 10, 22, 12, 0);

describe('the election line of the voter guide: two years away is measured on the calendar', () => {
  it.each([
    ['2028-11-21', { kind: 'PRIMARY_AND_GENERAL', primary: '2028-11-21', general: '2028-12-05' }],
    ['2028-11-22', { kind: 'YEAR', year: 2028 }],
  ])('a primary on %s seen on 2026-11-22 gives %j', (primary, line) => {
    expect(electionLine({ primary, general: '2028-12-05' }, NOV_22_2026, THRESHOLD)).toEqual(line);
  });
});

describe('two or more years away', () => {
  it.each([
    ['2028-06-01', new Date(2026, 5, 2), false],
    ['2028-06-02', new Date(2026, 5, 2), true],
    ['2028-06-02', new Date(2026, 5, 2, 23, 59), true],
    ['2028-06-03', new Date(2026, 5, 2), true],
    ['2026-06-02', new Date(2026, 5, 2), false],
  ])('is %s from %o: %s', (date, now, away) => {
    expect(isYearsAway(date, now, THRESHOLD)).toBe(away);
  });
});

describe('the next election', () => {
  // content/seats/ca.yaml house.elections (each date with its source there).
  const CA_HOUSE = ['2026-06-02', '2026-11-03', '2028-03-07', '2028-11-07'];

  it.each([
    [new Date(2026, 0, 15), '2026-06-02'],
    [new Date(2026, 5, 2, 20, 0), '2026-06-02'],
    [new Date(2026, 5, 3), '2026-11-03'],
    [NOV_22_2026, '2028-03-07'],
    [new Date(2028, 10, 8), null],
  ])('seen on %o is %s', (now, next) => {
    expect(nextElectionDate(CA_HOUSE, now)).toBe(next);
  });

  it('does not depend on the order of the list', () => {
    expect(nextElectionDate(['2028-11-07', '2026-11-03', '2028-03-07'], NOV_22_2026)).toBe('2028-03-07');
  });
});

describe('dates', () => {
  it.each([
    ['2026-08-18', 'August 18, 2026'],
    ['2028-01-01', 'January 1, 2028'],
    ['2030-12-31', 'December 31, 2030'],
  ])('%s is written %s', (iso, long) => {
    expect(formatLongDate(iso)).toBe(long);
  });

  it.each(['2026-8-18', '08/18/2026', ''])('refuses %s, which is not YYYY-MM-DD', (iso) => {
    expect(() => parseIsoDate(iso)).toThrow(/YYYY-MM-DD/);
  });
});

describe("a vacant seat's special election", () => {
  it('has no date until one is set, is scheduled up to its day, and held after it', () => {
    expect(seatVacancy({ specialElection: null }, NOV_22_2026)).toEqual({ kind: 'UNSCHEDULED' });
    expect(seatVacancy({ specialElection: undefined })).toEqual({ kind: 'UNSCHEDULED' });
    expect(seatVacancy({ specialElection: '2026-08-18' }, new Date(2026, 7, 17, 12, 0))).toEqual({
      kind: 'SCHEDULED',
      date: '2026-08-18',
    });
    expect(seatVacancy({ specialElection: '2026-08-18' }, new Date(2026, 7, 18, 23, 30))).toEqual({
      kind: 'SCHEDULED',
      date: '2026-08-18',
    });
    expect(seatVacancy({ specialElection: '2026-08-18' }, NOV_22_2026)).toEqual({
      kind: 'HELD',
      date: '2026-08-18',
    });
    // Without a day to compare with, a date is an election ahead.
    expect(seatVacancy({ specialElection: '2026-08-18' })).toEqual({ kind: 'SCHEDULED', date: '2026-08-18' });
  });

  it('says the member’s term ended when that is why it is vacant, unless a special election is set', () => {
    const termEnded = '2027-01-03';
    expect(seatVacancy({ specialElection: null, termEnded }, NOV_22_2026)).toEqual({
      kind: 'TERM_ENDED',
      date: '2027-01-03',
    });
    expect(seatVacancy({ specialElection: '2027-04-07', termEnded }, NOV_22_2026)).toEqual({
      kind: 'SCHEDULED',
      date: '2027-04-07',
    });
  });
});

describe('both dates of the next election', () => {
  const ELECTIONS = [
    { primary: '2026-06-02', general: '2026-11-03' },
    { primary: '2028-03-07', general: '2028-11-07' },
  ];

  it('picks the first election whose general is today or later', () => {
    expect(nextElection(ELECTIONS, new Date(2026, 9, 1, 12, 0))).toEqual(ELECTIONS[0]);
    expect(nextElection(ELECTIONS, new Date(2026, 10, 3, 20, 0))).toEqual(ELECTIONS[0]);
    expect(nextElection(ELECTIONS, NOV_22_2026)).toEqual(ELECTIONS[1]);
    expect(nextElection(ELECTIONS, new Date(2029, 0, 1, 12, 0))).toBeNull();
  });

  it('names the primary and the general, so the primary never reads as the general', () => {
    const next = ELECTIONS[1] as (typeof ELECTIONS)[number];
    expect(electionLine(next, NOV_22_2026, THRESHOLD)).toEqual({
      kind: 'PRIMARY_AND_GENERAL',
      primary: '2028-03-07',
      general: '2028-11-07',
    });
  });

  it('names only the general once the primary has passed, and only the year when far away', () => {
    const first = ELECTIONS[0] as (typeof ELECTIONS)[number];
    const july = new Date(2026, 6, 1, 12, 0);
    expect(electionLine(first, july, THRESHOLD)).toEqual({ kind: 'GENERAL', general: '2026-11-03' });
    const senate2030 = { primary: '2030-06-04', general: '2030-11-05' };
    expect(electionLine(senate2030, NOV_22_2026, THRESHOLD)).toEqual({ kind: 'YEAR', year: 2030 });
    // The general alone decides once the primary has passed: 2028's general seen from 2026-11-22.
    expect(electionLine({ primary: '2026-06-02', general: '2028-11-22' }, NOV_22_2026, THRESHOLD)).toEqual({
      kind: 'YEAR',
      year: 2028,
    });
  });
});

describe('ISO dates', () => {
  it.each([
    [{ year: 1964, month: 2, day: 29 }, '1964-02-29'],
    [{ year: 2001, month: 12, day: 5 }, '2001-12-05'],
  ])('%j is written %s, and read back', (date, iso) => {
    expect(isoDateOf(date)).toBe(iso);
    expect(parseIsoDate(iso)).toEqual(date);
  });
});
