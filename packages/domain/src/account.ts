// The account panel's lines (docs/product/screens.md#account-panel: "phone or e-mail; the voter's
// full name with suffix; city and state; the state legislative lower and upper districts; the U.S.
// Congressional District (state-number)"). Names and places are the voter file's; the words
// around the districts are the screen's, in the page's language.

import { personNameCase, placeNameCase, suffixCase } from './nameCase';
import type { PhoneRules } from './phone';
import { formatE164ForDisplay } from './phone';
import type { MatchedVoter, StateCode, StateDistricts, UserIdentity } from './vocabulary';
import { STATES } from './vocabulary';

/** "CA-12": a congressional district, also the voter guide's House seat label. */
export function congressionalDistrictLabel(state: StateCode, district: string | number): string {
  return `${STATES[state].abbreviation}-${district}`;
}

/**
 * "Jane de la Cruz Jr.": first, last and suffix as people write them (the voter file's capitals
 * title-cased, nameCase.ts), skipping empty parts.
 */
export function voterFullName(voter: Pick<MatchedVoter, 'first' | 'last' | 'suffix'>): string {
  return [
    personNameCase(voter.first, { leading: true }),
    personNameCase(voter.last),
    suffixCase(voter.suffix ?? ''),
  ]
    .filter(Boolean)
    .join(' ');
}

/**
 * The first name as a greeting writes it: "AVA" → "Ava", "MARY-JANE" → "Mary-Jane",
 * "D'ANDRE" → "D'Andre". Empty when the record has none.
 */
export function greetingName(voter: Pick<MatchedVoter, 'first'>): string {
  return personNameCase(voter.first, { leading: true });
}

/** "Los Angeles, CA": the voter file's city as people write it, and the state. */
export function cityStateLine(voter: Pick<MatchedVoter, 'city' | 'state'>): string {
  const city = placeNameCase(voter.city);
  const state = STATES[voter.state].abbreviation;
  return city ? `${city}, ${state}` : state;
}

/** A state legislative chamber's district, as the screens name it ("Assembly District 17"). */
export type StateDistrictKind = 'assembly' | 'stateHouse' | 'stateSenate';

/**
 * Which district fields a state's legislature uses and which districts they are: California has
 * an Assembly and a State Senate, Florida a State House and a State Senate.
 */
export const STATE_LEGISLATIVE_DISTRICTS: Readonly<
  Record<
    StateCode,
    {
      readonly lower: { field: keyof StateDistricts; kind: StateDistrictKind };
      readonly upper: { field: keyof StateDistricts; kind: StateDistrictKind };
    }
  >
> = {
  ca: {
    lower: { field: 'stateAssembly', kind: 'assembly' },
    upper: { field: 'stateSenate', kind: 'stateSenate' },
  },
  fl: {
    lower: { field: 'stateHouse', kind: 'stateHouse' },
    upper: { field: 'stateSenate', kind: 'stateSenate' },
  },
};

/** One of a voter's state legislative districts; the screen words it ("State Senate District 11"). */
export interface StateDistrict {
  readonly kind: StateDistrictKind;
  readonly number: string;
}

/** The voter's lower, then upper state district; a district missing from the record is left out. */
export function stateDistricts(voter: Pick<MatchedVoter, 'state' | 'districts'>): StateDistrict[] {
  const { lower, upper } = STATE_LEGISLATIVE_DISTRICTS[voter.state];
  return [lower, upper].flatMap(({ field, kind }) => {
    const number = voter.districts[field]?.trim();
    return number ? [{ kind, number }] : [];
  });
}

/**
 * The signed-in identity as shown to its verified owner: the phone formatted "(415) 555-0142"
 * when present (phone is used first, docs/product/roles.md#identity), else the e-mail; null when neither.
 */
export function identityLine(identity: UserIdentity, phoneRules: PhoneRules): string | null {
  if (identity.phone) return formatE164ForDisplay(identity.phone, phoneRules);
  return identity.email || null;
}

export interface AccountPanelLines {
  readonly identity: string | null;
  readonly name: string;
  readonly place: string;
  readonly stateDistricts: readonly StateDistrict[];
  /** "CA-12": the screen writes "U.S. Congressional District CA-12". */
  readonly congressionalDistrict: string;
}

export function accountPanelLines(
  voter: MatchedVoter,
  identity: UserIdentity,
  phoneRules: PhoneRules,
): AccountPanelLines {
  return {
    identity: identityLine(identity, phoneRules),
    name: voterFullName(voter),
    place: cityStateLine(voter),
    stateDistricts: stateDistricts(voter),
    congressionalDistrict: congressionalDistrictLabel(voter.state, voter.district),
  };
}
