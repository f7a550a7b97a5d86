import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from './build';
import { formatError } from './errors';
import { lagDays } from './staleDates';
import { contentWithOverlay, FIXTURES, runContentCli } from './testing';

const warningsOn = (now: string) =>
  buildContent({ contentDir: path.join(FIXTURES, 'valid'), cwd: FIXTURES, now }).warnings.map(formatError);

describe('dates presented as future that have passed', () => {
  it('finds none while every date is still ahead', () => {
    expect(warningsOn('2025-02-01')).toEqual([]);
  });

  it('names a held special election, a state with no House election ahead and an old voter list with file:line and the fix', () => {
    expect(warningsOn('2026-11-22')).toEqual([
      'valid/seats/ca.yaml:17:43 house.districts.2.specialElection: the special election of 2026-08-18 is past (today is 2026-11-22): the site says it was held and its result is not recorded yet — record the winner as memberElect (or incumbent once congress-legislators lists them, npm run legislators:sync), or, if no source has the result yet, write resultChecked: 2026-11-22',
      'valid/seats/fl.yaml:13:7 house.elections[0]: every House election listed is past (today is 2026-11-22) — add the next primary and general',
      'valid/site.yaml:29:29 states.ca.voterList.updatedOn: the voter list as of 2025-01-15 is 676 days old, more than its stated lag (2-3 months) — import a newer list and set updatedOn to its date',
      'valid/site.yaml:39:29 states.fl.voterList.updatedOn: the voter list as of 2025-03-31 is 601 days old, more than its stated lag (1-2 months) — import a newer list and set updatedOn to its date',
    ]);
  });

  it('names past Senate election dates, once per field', () => {
    const warnings = warningsOn('2028-12-01');
    expect(warnings).toContain(
      "valid/seats/ca.yaml:5:18 senate[0].nextPrimary: 2028-03-07 is past (today is 2028-12-01) but is shown as Ana_Rivera's next primary — write the seat's next one",
    );
    expect(warnings).toContain(
      'valid/seats/ca.yaml:14:7 house.elections[1]: every House election listed is past (today is 2028-12-01) — add the next primary and general',
    );
    expect(warnings.filter((w) => w.includes('house.elections'))).toHaveLength(2);
  });

  it('name a member-elect whose first day has come, and a result looked for more than a month ago', () => {
    const root = contentWithOverlay('with-members-elect');
    const at = (now: string) =>
      buildContent({ contentDir: path.join(root, 'content'), cwd: root, now }).warnings.map(formatError);
    // CA-2's member-elect took office 2026-09-08; CA-3's takes office 2027-01-03.
    // (CA-3's member-elect still to research is the changeover's to-do, membersElect.test.ts.)
    expect(
      at('2026-11-22').filter(
        (w) => w.includes('seats/ca.yaml') && !w.includes('to research') && !w.includes('no compiled stance'),
      ),
    ).toEqual([
      "content/seats/ca.yaml:21:58 house.districts.2.memberElect.takesOffice: Iris_Park took office on 2026-09-08 (today is 2026-11-22) and the site shows them as the seat's member — make them the incumbent (npm run legislators:sync, or write incumbent: Iris_Park and remove memberElect)",
    ]);
    expect(at('2027-01-03').filter((w) => w.includes('memberElect'))).toHaveLength(2);
  });

  it('take a special election whose result was looked for within a month as known to be pending', () => {
    const root = contentWithOverlay();
    const seats = path.join(root, 'content/seats/ca.yaml');
    writeFileSync(
      seats,
      readFileSync(seats, 'utf8').replace(
        'specialElection: 2026-08-18,',
        'specialElection: 2026-08-18, resultChecked: 2026-10-01,',
      ),
    );
    const at = (now: string) =>
      buildContent({ contentDir: path.join(root, 'content'), cwd: root, now })
        .warnings.map(formatError)
        .filter((w) => w.includes('districts.2'));
    expect(at('2026-11-01')).toEqual([]);
    expect(at('2026-11-22')).toEqual([
      'content/seats/ca.yaml:17:70 house.districts.2.resultChecked: the result of the special election of 2026-08-18 was last looked for on 2026-10-01, more than 31 days ago (today is 2026-11-22) — look again: record the winner as memberElect (or incumbent once congress-legislators lists them, npm run legislators:sync), else set resultChecked to today',
    ]);
  });

  it('reads a lag as its longest delay in days', () => {
    expect(lagDays('2-3 months')).toBe(93);
    expect(lagDays('1-2 months')).toBe(62);
    expect(lagDays('6 weeks')).toBe(42);
    expect(lagDays('soon')).toBeNull();
  });

  it('content:check -- --strict fails on them (and on the demo operator, placeholders.test.ts) and generates nothing', {
    timeout: 60_000,
  }, () => {
    const run = (...args: string[]) =>
      runContentCli(path.join(FIXTURES, 'valid'), path.join(FIXTURES, '..', '.no-output'), ...args);
    const strict = run('--check', '--strict');
    expect(strict.status).toBe(1);
    expect(strict.stderr).toContain(
      'house.districts.2.specialElection: the special election of 2026-08-18 is past',
    );
    expect(strict.stderr).toContain('✖ 9 content errors in 3 files; nothing was generated.');
  });
});
