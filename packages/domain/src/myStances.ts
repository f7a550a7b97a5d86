// The voter's own stances, as My stances lists them (docs/product/screens.md#my-stances), and
// how the action bar words a current stance.

import { stanceEligibility } from './eligibility';
import type { Jurisdiction, StateCode, VoterStance } from './vocabulary';

/** What My stances needs of a petition (the catalogue's Petition has more). */
export interface StancePetition {
  readonly petitionKey: string;
  readonly jurisdiction: Jurisdiction;
}

/** What My stances needs of the voter: their state and their current stances with their times. */
export interface StanceVoter {
  readonly state: StateCode;
  readonly stances: Readonly<
    Record<
      string,
      { readonly currentStance: { readonly stance: VoterStance; readonly at: string } } | undefined
    >
  >;
}

export interface AnsweredPetition<P extends StancePetition> {
  readonly petition: P;
  readonly stance: VoterStance;
  /** When the current stance was recorded (ISO 8601 time). */
  readonly at: string;
}

export interface MyStancesList<P extends StancePetition> {
  /** Petitions with a current stance, the latest recorded first. */
  readonly answered: readonly AnsweredPetition<P>[];
  /** Petitions the voter may answer and has not, in the order given. */
  readonly unanswered: readonly P[];
}

/**
 * Splits the petitions into those the voter has a stance on and those open to them without one.
 * A stance on a petition no longer listed is left out (there is nothing to link to).
 */
export function myStancesList<P extends StancePetition>(
  voter: StanceVoter,
  petitions: readonly P[],
): MyStancesList<P> {
  const answered: AnsweredPetition<P>[] = [];
  const unanswered: P[] = [];
  for (const petition of petitions) {
    const current = voter.stances[petition.petitionKey]?.currentStance;
    if (current) answered.push({ petition, stance: current.stance, at: current.at });
    else if (stanceEligibility(voter, petition.jurisdiction).status === 'ELIGIBLE') unanswered.push(petition);
  }
  // ISO times in UTC ("…Z") sort as strings; Date.parse copes with any offset.
  answered.sort((a, b) => Date.parse(b.at) - Date.parse(a.at));
  return { answered, unanswered };
}

/**
 * "November 18, 2026 at 7:20 AM PST" in `timeZone` (pageTimeZone: the voter's state's), else the
 * reader's own, always named; from Intl so the month names and the clock follow the locale.
 */
export function formatRecordedAt(iso: string, timeZone?: string, locale = 'en-US'): string {
  return new Intl.DateTimeFormat(locale, {
    year: 'numeric',
    month: 'long',
    day: 'numeric',
    hour: 'numeric',
    minute: '2-digit',
    timeZoneName: 'short',
    ...(timeZone ? { timeZone } : {}),
  }).format(new Date(iso));
}
