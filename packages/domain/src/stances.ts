// Stance display: a voter's own stance and legislator name/pronoun helpers
// (docs/product/data.md#a-voters-stance, docs/product/data.md#legislator).

import type { MatchedVoter, VoterStance } from './vocabulary';

/** The voter's current stance on a petition (by its petitionKey), or null when none. */
export function ownStance(
  voter: Pick<MatchedVoter, 'stances'> | null,
  petitionKey: string,
): VoterStance | null {
  return voter?.stances?.[petitionKey]?.currentStance.stance ?? null;
}

const NAME_SUFFIXES = new Set(['jr', 'sr', 'ii', 'iii', 'iv', 'v']);

function nameWords(fullName: string): string[] {
  const words = fullName.trim().split(/\s+/).filter(Boolean);
  while (words.length > 1 && NAME_SUFFIXES.has((words.at(-1) ?? '').replace(/[.,]/g, '').toLowerCase())) {
    words.pop();
  }
  // "Jimmy Patronis, Jr." leaves a comma on the last name.
  const last = words.pop();
  if (last !== undefined) words.push(last.replace(/,$/, ''));
  return words;
}

export interface LegislatorName {
  readonly fullName: string;
  /**
   * The family name when known (the source's `name.last`): needed for multi-word family names
   * such as "Wasserman Schultz", which the full name alone cannot reveal.
   */
  readonly lastName?: string | null;
}

/** "Padilla"; "Gimenez" for "Carlos A. Gimenez"; a trailing suffix (Jr., III) is not a last name. */
export function legislatorLastName(legislator: LegislatorName): string {
  return legislator.lastName?.trim() || (nameWords(legislator.fullName).at(-1) ?? '');
}

/** "A. Padilla": first initial plus last name. */
export function abbreviatedName(legislator: LegislatorName): string {
  const first = nameWords(legislator.fullName)[0] ?? '';
  const last = legislatorLastName(legislator);
  return first && first !== last ? `${first[0]}. ${last}` : last;
}

/** 118 → "118th", 121 → "121st": a Congress as the public record names it ("118th Congress"). */
export function ordinal(n: number): string {
  const tens = n % 100;
  const suffix =
    tens >= 11 && tens <= 13 ? 'th' : n % 10 === 1 ? 'st' : n % 10 === 2 ? 'nd' : n % 10 === 3 ? 'rd' : 'th';
  return `${n}${suffix}`;
}

/** How a bill names a member who put their name to it: "sponsor" or "co-sponsor". */
export function billRoleWord(role: 'sponsor' | 'cosponsor'): string {
  return role === 'sponsor' ? 'sponsor' : 'co-sponsor';
}
