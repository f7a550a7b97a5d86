// The voter guide's election line (docs/product/rules.md#elections; threshold from site.yaml
// electionYearThreshold; compact text below the 425 px breakpoint).

import type { CalendarDate } from './dob';
import { calendarDateOf } from './dob';
import { parseIsoDate } from './isoDate';

function compare(a: CalendarDate, b: CalendarDate): number {
  return a.year - b.year || a.month - b.month || a.day - b.day;
}

// Formatting at UTC midnight of the date itself, so no time zone can shift the day. Made on first
// use: a formatter loads locale data, which every page's first load would pay for otherwise.
let long: Intl.DateTimeFormat | undefined;
const longFormat = () =>
  (long ??= new Intl.DateTimeFormat('en-US', {
    month: 'long',
    day: 'numeric',
    year: 'numeric',
    timeZone: 'UTC',
  }));

function toUtc(date: CalendarDate): Date {
  return new Date(Date.UTC(date.year, date.month - 1, date.day));
}

/** "June 2, 2026" */
export function formatLongDate(iso: string): string {
  return longFormat().format(toUtc(parseIsoDate(iso)));
}

/**
 * Is the election `thresholdYears` or more away from today? "Two years away" is measured on the
 * calendar: on 2026-06-02 an election on 2028-06-02 is two years away, one on 2028-06-01 is not.
 */
export function isYearsAway(electionIso: string, now: Date, thresholdYears: number): boolean {
  const today = calendarDateOf(now);
  const threshold = { ...today, year: today.year + thresholdYears };
  return compare(parseIsoDate(electionIso), threshold) >= 0;
}

/** The earliest of `dates` (ISO) on or after today; null when all are past. */
export function nextElectionDate(dates: readonly string[], now: Date): string | null {
  const today = calendarDateOf(now);
  let best: string | null = null;
  for (const iso of dates) {
    const date = parseIsoDate(iso);
    if (compare(date, today) < 0) continue;
    if (best === null || compare(date, parseIsoDate(best)) < 0) best = iso;
  }
  return best;
}

/** One election of a seat: its primary and its general (ISO dates). */
export interface ElectionDates {
  readonly primary: string;
  readonly general: string;
}

/** The first election whose general is today or later (a list oldest first); null when none is. */
export function nextElection(elections: readonly ElectionDates[], now: Date): ElectionDates | null {
  const today = calendarDateOf(now);
  return elections.find((election) => compare(parseIsoDate(election.general), today) >= 0) ?? null;
}

/**
 * What the voter guide's election line says about a seat's next election, for the screen to word
 * in its language: both dates while the primary is ahead, so the primary is never taken for the
 * general ("up for re-election: primary March 7, 2028 · general November 7, 2028"); only the
 * general once the primary has passed; only the year when the first of them is `thresholdYears`
 * (2) or more away ("up for re-election in 2030").
 */
export type ElectionLine =
  | { readonly kind: 'YEAR'; readonly year: number }
  | { readonly kind: 'PRIMARY_AND_GENERAL'; readonly primary: string; readonly general: string }
  | { readonly kind: 'GENERAL'; readonly general: string };

export function electionLine(election: ElectionDates, now: Date, thresholdYears: number): ElectionLine {
  const today = calendarDateOf(now);
  const primaryAhead = compare(parseIsoDate(election.primary), today) >= 0;
  const first = primaryAhead ? election.primary : election.general;
  if (isYearsAway(first, now, thresholdYears)) return { kind: 'YEAR', year: parseIsoDate(first).year };
  return primaryAhead
    ? { kind: 'PRIMARY_AND_GENERAL', primary: election.primary, general: election.general }
    : { kind: 'GENERAL', general: election.general };
}

/**
 * Why a vacant seat is vacant and where its special election stands on `now`: no date set yet, a
 * date ahead (today included), or a date passed, when it was held and its result may not be
 * recorded yet; or its member's term ended (a new Congress sat) with no winner recorded yet.
 */
export type SeatVacancy =
  | { readonly kind: 'UNSCHEDULED' }
  | { readonly kind: 'SCHEDULED'; readonly date: string }
  | { readonly kind: 'HELD'; readonly date: string }
  | { readonly kind: 'TERM_ENDED'; readonly date: string };

/** What a vacant seat records: its special election's date, and the day its last term ended. */
export interface VacantSeatDates {
  readonly specialElection: string | null | undefined;
  readonly termEnded?: string | null | undefined;
}

export function seatVacancy({ specialElection, termEnded }: VacantSeatDates, now?: Date): SeatVacancy {
  if (!specialElection) return termEnded ? { kind: 'TERM_ENDED', date: termEnded } : { kind: 'UNSCHEDULED' };
  const held = now !== undefined && compare(parseIsoDate(specialElection), calendarDateOf(now)) < 0;
  return { kind: held ? 'HELD' : 'SCHEDULED', date: specialElection };
}

/** A member-elect as the seat views name them: full name and first day in office (ISO). */
export interface MemberElectShown {
  readonly fullName: string;
  readonly takesOffice: string;
}
