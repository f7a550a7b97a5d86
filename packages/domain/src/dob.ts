// Date of birth as typed in the sign-in help form: MM/DD/YYYY (docs/product/rules.md#date-of-birth).
//
// Decisions (2026-11-22):
// - Formatting works on the whole new field value, so typing, pasting and deleting all go
//   through one path. A keystroke that would make the value invalid is rejected: the field
//   keeps its previous value, and the screen says why (dobInput's `refused`: "There is no month
//   13"), so a refused digit is never a silent change (decision 0060).
// - A month or day digit that cannot start a valid two-digit number is zero-padded at once:
//   "4" → "04/", and "1/" → "01/". The slash after a complete month or day is added for the
//   voter, and never added back while they are deleting.
// - While typing, February allows day 29 (the year is not known yet); the
//   complete check then rejects 02/29 of a common year.

export interface DobRules {
  /** Lowest allowed first three digits of the year: 180 → 1800s. */
  readonly yearPrefixMin: number;
  /** Highest allowed first three digits of the year: 202 → 2020s. */
  readonly yearPrefixMax: number;
}

/** The year's first three digits are 180 to 202, i.e. 1800–2029 (docs/product/rules.md#date-of-birth). */
export const SPEC_DOB_RULES: DobRules = { yearPrefixMin: 180, yearPrefixMax: 202 };

export const DOB_LENGTH = 10;

/** Days in each month while the year is unknown: February may be 29 (docs/product/rules.md#date-of-birth). */
const MAX_DAYS = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31] as const;

function maxDay(month: number): number {
  return MAX_DAYS[month - 1] ?? 31;
}

interface Parts {
  month: string;
  day: string;
  year: string;
}

function render(parts: Parts): string {
  let out = parts.month;
  if (parts.month.length === 2) out += `/${parts.day}`;
  if (parts.day.length === 2) out += `/${parts.year}`;
  return out;
}

/** Could `prefix` (1–3 digits) begin a year whose first three digits lie in the allowed range? */
function yearPrefixAllowed(prefix: string, rules: DobRules): boolean {
  const missing = 3 - prefix.length;
  if (missing < 0) return true;
  const low = Number(prefix) * 10 ** missing;
  const high = low + 10 ** missing - 1;
  return high >= rules.yearPrefixMin && low <= rules.yearPrefixMax;
}

/**
 * Why a keystroke (or a paste) was refused, so the screen can say it rather than leave the field
 * silently unchanged (docs/product/messages.md#sign-in-help-form). Month and day are the two
 * digits the voter tried ("13", "45"); the year range is the rules' whole years.
 */
export type DobRefusal =
  | { readonly reason: 'NOT_A_DIGIT' }
  | { readonly reason: 'NO_SUCH_MONTH'; readonly month: string }
  | { readonly reason: 'NO_SUCH_DAY'; readonly month: number; readonly day: string; readonly maxDay: number }
  | { readonly reason: 'YEAR_OUT_OF_RANGE'; readonly from: number; readonly to: number }
  | { readonly reason: 'ALREADY_COMPLETE' };

function yearRange(rules: DobRules): DobRefusal {
  return { reason: 'YEAR_OUT_OF_RANGE', from: rules.yearPrefixMin * 10, to: rules.yearPrefixMax * 10 + 9 };
}

const NOT_A_DIGIT: DobRefusal = { reason: 'NOT_A_DIGIT' };

/** Apply one typed character; a refusal when it would make the value invalid. */
function typeChar(parts: Parts, ch: string, rules: DobRules): Parts | DobRefusal {
  const isDigit = ch >= '0' && ch <= '9';
  if (parts.month.length < 2) {
    if (ch === '/') {
      // "1/" means January: pad a lone non-zero digit; a slash with nothing before it is noise.
      if (parts.month.length === 1 && parts.month !== '0') return { ...parts, month: `0${parts.month}` };
      return parts.month.length === 0 ? NOT_A_DIGIT : { reason: 'NO_SUCH_MONTH', month: '00' };
    }
    if (!isDigit) return NOT_A_DIGIT;
    if (parts.month.length === 0) {
      return Number(ch) > 1 ? { ...parts, month: `0${ch}` } : { ...parts, month: ch };
    }
    const month = Number(parts.month + ch);
    return month >= 1 && month <= 12
      ? { ...parts, month: parts.month + ch }
      : { reason: 'NO_SUCH_MONTH', month: parts.month + ch };
  }
  const monthNumber = Number(parts.month);
  const monthMax = maxDay(monthNumber);
  const noSuchDay = (day: string): DobRefusal => ({
    reason: 'NO_SUCH_DAY',
    month: monthNumber,
    day,
    maxDay: monthMax,
  });
  if (parts.day.length < 2) {
    if (ch === '/') {
      if (parts.day.length === 0) return parts; // the slash is already there
      return parts.day !== '0' ? { ...parts, day: `0${parts.day}` } : noSuchDay('00');
    }
    if (!isDigit) return NOT_A_DIGIT;
    if (parts.day.length === 0) {
      return Number(ch) * 10 > monthMax ? { ...parts, day: `0${ch}` } : { ...parts, day: ch };
    }
    const day = Number(parts.day + ch);
    return day >= 1 && day <= monthMax ? { ...parts, day: parts.day + ch } : noSuchDay(parts.day + ch);
  }
  if (ch === '/' && parts.year.length === 0) return parts; // the slash is already there
  if (parts.year.length >= 4) return { reason: 'ALREADY_COMPLETE' };
  if (!isDigit) return NOT_A_DIGIT;
  const year = parts.year + ch;
  return yearPrefixAllowed(year.slice(0, 3), rules) ? { ...parts, year } : yearRange(rules);
}

function isRefusal(step: Parts | DobRefusal): step is DobRefusal {
  return 'reason' in step;
}

/** Fold a whole value; returns the longest valid prefix and, when it stopped early, why. */
function fold(value: string, rules: DobRules): { parts: Parts; refusal: DobRefusal | null } {
  let parts: Parts = { month: '', day: '', year: '' };
  for (const ch of value) {
    const next = typeChar(parts, ch, rules);
    if (isRefusal(next)) return { parts, refusal: next };
    parts = next;
  }
  return { parts, refusal: null };
}

/** The field after a change, and why the change was refused when it was (null when it was not). */
export interface DobInput {
  readonly value: string;
  readonly refused: DobRefusal | null;
}

/**
 * The field value to show after the voter changed it from `previous` to `next`, and the reason
 * when the change was refused. A change that adds something invalid is refused (the value stays
 * `previous`); a deletion keeps the longest valid beginning of what is left, so deleting never
 * gets stuck, and is never refused.
 */
export function dobInput(next: string, previous: string, rules: DobRules = SPEC_DOB_RULES): DobInput {
  const deleting = next.length < previous.length;
  const { parts, refusal } = fold(next, rules);
  if (refusal && !deleting) return { value: previous, refused: refusal };
  const rendered = render(parts);
  // Typing "12" shows "12/", but deleting "/" from "12/" must leave "12".
  if (deleting && rendered.endsWith('/') && !next.endsWith('/')) {
    return { value: rendered.slice(0, -1), refused: null };
  }
  return { value: rendered, refused: null };
}

/** The field value to show after the voter changed it from `previous` to `next` (dobInput's value). */
export function formatDobInput(next: string, previous: string, rules: DobRules = SPEC_DOB_RULES): string {
  return dobInput(next, previous, rules).value;
}

export interface CalendarDate {
  readonly year: number;
  /** 1–12 */
  readonly month: number;
  readonly day: number;
}

function isLeapYear(year: number): boolean {
  return (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
}

function daysInMonth(year: number, month: number): number {
  return month === 2 ? (isLeapYear(year) ? 29 : 28) : maxDay(month);
}

/** Is there such a day: month 1–12, a day the month has (February 29 only in leap years)? */
export function isRealDate({ year, month, day }: CalendarDate): boolean {
  return month >= 1 && month <= 12 && day >= 1 && day <= daysInMonth(year, month);
}

/** Is this a year of birth the rules allow (its first three digits within the range)? */
export function isDobYearAllowed(year: number, rules: DobRules = SPEC_DOB_RULES): boolean {
  const prefix = Math.floor(year / 10);
  return prefix >= rules.yearPrefixMin && prefix <= rules.yearPrefixMax;
}

/** The calendar date of a complete MM/DD/YYYY value, or null when it is not a real date in range. */
export function parseDob(value: string, rules: DobRules = SPEC_DOB_RULES): CalendarDate | null {
  const match = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(value);
  if (!match) return null;
  const date = { year: Number(match[3]), month: Number(match[1]), day: Number(match[2]) };
  return isDobYearAllowed(date.year, rules) && isRealDate(date) ? date : null;
}

export function isCompleteDob(value: string, rules: DobRules = SPEC_DOB_RULES): boolean {
  return parseDob(value, rules) !== null;
}

/**
 * Whole years between a birth date and `today`. A February 29 birthday is reached on
 * March 1 in common years (the later reading, so nobody is let in
 * early: docs/decisions/0062-small-wording-and-date-rules.md).
 */
export function ageOn(birth: CalendarDate, today: CalendarDate): number {
  const birthday =
    birth.month === 2 && birth.day === 29 && !isLeapYear(today.year) ? { month: 3, day: 1 } : birth;
  const hadBirthday =
    today.month > birthday.month || (today.month === birthday.month && today.day >= birthday.day);
  return today.year - birth.year - (hadBirthday ? 0 : 1);
}

/** The calendar date of `now` where the code runs (in the browser: the voter's own date). */
export function calendarDateOf(now: Date): CalendarDate {
  return { year: now.getFullYear(), month: now.getMonth() + 1, day: now.getDate() };
}

/** Is the person born on `dob` (MM/DD/YYYY) at least `minimumAge` years old on `now`? */
export function isOldEnough(
  dob: string,
  minimumAge: number,
  now: Date,
  rules: DobRules = SPEC_DOB_RULES,
): boolean {
  const birth = parseDob(dob, rules);
  return birth !== null && ageOn(birth, calendarDateOf(now)) >= minimumAge;
}

/** What is wrong with a submitted date of birth (the screen words each: docs/product/messages.md#sign-in-help-form). */
export type DobProblem = 'NOT_A_DATE' | 'NOT_A_LEAP_YEAR' | 'IN_THE_FUTURE' | 'TOO_YOUNG';

/**
 * What is wrong with a date of birth on submit; null when fine. The FIND VOTER INFO button is
 * enabled at 10 characters (docs/product/rules.md#sign-in-help-form), so this catches the rest:
 * impossible dates (29 February of a common year apart), dates in the future and voters under
 * the minimum age.
 */
export function dobProblem(
  dob: string,
  minimumAge: number,
  now: Date,
  rules: DobRules = SPEC_DOB_RULES,
): DobProblem | null {
  const birth = parseDob(dob, rules);
  if (!birth) return /^02\/29\/\d{4}$/.test(dob) ? 'NOT_A_LEAP_YEAR' : 'NOT_A_DATE';
  const age = ageOn(birth, calendarDateOf(now));
  if (age < 0) return 'IN_THE_FUTURE';
  if (age < minimumAge) return 'TOO_YOUNG';
  return null;
}
