import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { lookupBudgets } from './config';
import { type Budget, secondsToMake } from './lookupLimits';

// SECURITY.md's figures of how long a date of birth takes to guess, computed from the budgets
// the functions run with: the test fails when a limit changes and the table does not.

const HOUR = 3600;
const DAY = 24 * HOUR;
const security = readFileSync(new URL('../../SECURITY.md', import.meta.url), 'utf8');

const days = (seconds: number) => Math.round((seconds / DAY) * 10) / 10;

describe('secondsToMake', () => {
  it.each<[number, Budget[], number]>([
    [5, [{ points: 5, seconds: HOUR }], 0],
    [6, [{ points: 5, seconds: HOUR }], HOUR],
    [365, [{ points: 5, seconds: HOUR }], 72 * HOUR],
    [
      365,
      [
        { points: 5, seconds: HOUR },
        { points: 10, seconds: DAY },
      ],
      36 * DAY,
    ],
    [21, [{ points: 20, seconds: 7 * DAY }], 7 * DAY],
  ])('%i guesses under %j take %i s', (guesses, windows, seconds) => {
    expect(secondsToMake(guesses, windows)).toBe(seconds);
  });
});

describe("SECURITY.md's figures", () => {
  const person = lookupBudgets().perPerson;
  it.each([
    ['a date of birth with the year known, at worst (365 guesses)', 365],
    ['a date of birth with the year known, on average (183 guesses)', 183],
    ['a date of birth with the month and year known, at worst (31 guesses)', 31],
    ['a date of birth within a known decade, at worst (3,653 guesses)', 3653],
  ])('%s', (label, guesses) => {
    const figure = `${days(secondsToMake(guesses, person))} days`;
    expect(security).toContain(`| ${label} | ${figure} |`);
  });

  it('list the windows the functions run with', () => {
    const row = (kind: string, windows: readonly Budget[]) =>
      `| ${kind} | ${windows.map((w) => `${w.points} per ${w.seconds === HOUR ? 'hour' : w.seconds === DAY ? 'day' : 'week'}`).join(', ')} |`;
    const budgets = lookupBudgets();
    expect(security).toContain(
      row('sign-in help lookups per client address (IPv6: per /64)', budgets.perAddress),
    );
    expect(security).toContain(row('sign-in help lookups per signed-in uid', budgets.perUid));
    expect(security).toContain(row('sign-in help lookups per looked-up person', budgets.perPerson));
  });
});
