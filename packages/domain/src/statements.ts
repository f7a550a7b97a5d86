// How far a constituency's voices on a petition have gone towards a statement from its member
// (docs/decisions/0084-statements-requested.md).
import { calendarDateOf } from './dob';
import { parseIsoDate } from './isoDate';

/** How many voters of a constituency have spoken: the least it can be, and whether it is exact. */
export interface SpokenVoices {
  readonly least: number;
  /** False when a side is published as "fewer than k" (null): `least` counts it as 1. */
  readonly exact: boolean;
}

export function spokenVoices(count: {
  readonly YES: number | null;
  readonly NO: number | null;
}): SpokenVoices {
  return { least: (count.YES ?? 1) + (count.NO ?? 1), exact: count.YES !== null && count.NO !== null };
}

/**
 * Whether the voices call for a statement: at least `districtVoices` for a representative's
 * district, `stateVoices` for a senator's state (site.yaml statementRequests).
 */
export function statementDue(
  voices: SpokenVoices,
  constituency: 'DISTRICT' | 'STATE',
  thresholds: { readonly districtVoices: number; readonly stateVoices: number },
): boolean {
  return voices.least >= (constituency === 'DISTRICT' ? thresholds.districtVoices : thresholds.stateVoices);
}

/** Whole calendar days from `iso` (YYYY-MM-DD) to the calendar day of `now`; 0 on the day. */
export function daysSince(iso: string, now: Date): number {
  const from = parseIsoDate(iso);
  const to = calendarDateOf(now);
  return Math.round(
    (Date.UTC(to.year, to.month - 1, to.day) - Date.UTC(from.year, from.month - 1, from.day)) / 86_400_000,
  );
}
