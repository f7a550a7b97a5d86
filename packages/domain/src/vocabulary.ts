// The shared vocabulary of the product: every enumerated value is an `as const` array with its
// type, and every display text is a `Record<Value, …>` so a missing case fails to compile.
// Values and texts are those of docs/product/data.md unless a comment says otherwise.

// ── States ────────────────────────────────────────────────────────────────────────────────

export const STATE_CODES = ['ca', 'fl'] as const;
export type StateCode = (typeof STATE_CODES)[number];

export interface StateInfo {
  readonly code: StateCode;
  /** Upper-case postal abbreviation, as shown in "CA-12" and "Los Angeles, CA". */
  readonly abbreviation: string;
  /** Full name, as in "…registered to vote in Florida." */
  readonly name: string;
}

export const STATES: Readonly<Record<StateCode, StateInfo>> = {
  ca: { code: 'ca', abbreviation: 'CA', name: 'California' },
  fl: { code: 'fl', abbreviation: 'FL', name: 'Florida' },
};

export function isStateCode(value: unknown): value is StateCode {
  return typeof value === 'string' && (STATE_CODES as readonly string[]).includes(value);
}

// ── Legislator stances ────────────────────────────────────────────────────────────────────

export const LEGISLATOR_STANCES = ['SUPPORT', 'OPPOSE', 'UNCLEAR', 'NOT_RESEARCHED'] as const;
export type LegislatorStance = (typeof LEGISLATOR_STANCES)[number];

/** The short form used in results tables (docs/product/data.md#legislator-stances). */
export const LEGISLATOR_STANCE_ABBREVIATIONS: Readonly<Record<LegislatorStance, string>> = {
  SUPPORT: 'Sup.',
  OPPOSE: 'Opp.',
  UNCLEAR: 'Unc.',
  NOT_RESEARCHED: '-',
};

export const LEGISLATOR_STANCE_LABELS: Readonly<Record<LegislatorStance, string>> = {
  SUPPORT: 'Support',
  OPPOSE: 'Oppose',
  UNCLEAR: 'Unclear/Unstated',
  NOT_RESEARCHED: 'Not Yet Compiled',
};

export function isLegislatorStance(value: unknown): value is LegislatorStance {
  return typeof value === 'string' && (LEGISLATOR_STANCES as readonly string[]).includes(value);
}

/**
 * The reasons content defines today. Content may add more (a reason is valid when content/reasons/
 * has its template), so the catalogue types a reason as a string; these are the ones code may
 * name directly.
 */
export const STANCE_REASONS = ['CAMPAIGN_WEBSITE', 'BILL_COSPONSOR'] as const;
export type StanceReason = (typeof STANCE_REASONS)[number];

export function isStanceReason(value: unknown): value is StanceReason {
  return typeof value === 'string' && (STANCE_REASONS as readonly string[]).includes(value);
}

// ── A voter's own stance ──────────────────────────────────────────────────────────────────

export const VOTER_STANCES = ['YES', 'NO'] as const;
export type VoterStance = (typeof VOTER_STANCES)[number];

export function isVoterStance(value: unknown): value is VoterStance {
  return typeof value === 'string' && (VOTER_STANCES as readonly string[]).includes(value);
}

/** The legislator stance a voter's own stance corresponds to (for comparing in the guide). */
export const VOTER_STANCE_AS_LEGISLATOR_STANCE: Readonly<Record<VoterStance, LegislatorStance>> = {
  YES: 'SUPPORT',
  NO: 'OPPOSE',
};

// ── Jurisdictions ─────────────────────────────────────────────────────────────────────────

export const JURISDICTION_LEVELS = ['NATIONAL', 'STATE', 'CITY'] as const;
export type JurisdictionLevel = (typeof JURISDICTION_LEVELS)[number];

/** A petition's jurisdiction: state and city petitions belong to one state. */
export type Jurisdiction =
  | { readonly level: 'NATIONAL' }
  | { readonly level: 'STATE'; readonly state: StateCode }
  | { readonly level: 'CITY'; readonly state: StateCode };

// ── Legislators ───────────────────────────────────────────────────────────────────────────

export const GENDERS = ['MALE', 'FEMALE'] as const;
export type Gender = (typeof GENDERS)[number];

export interface Pronouns {
  /** Subject: he / she / they */
  readonly he: string;
  /** Possessive: his / her / their */
  readonly his: string;
  /** Object: him / her / them */
  readonly him: string;
}

const PRONOUNS: Readonly<Record<Gender, Pronouns>> = {
  MALE: { he: 'he', his: 'his', him: 'him' },
  FEMALE: { he: 'she', his: 'her', him: 'her' },
};
const NEUTRAL_PRONOUNS: Pronouns = { he: 'they', his: 'their', him: 'them' };

/** Gendered pronouns; an unknown gender (e.g. a vacant seat) gets they/their/them. */
export function pronounsFor(gender: Gender | null | undefined): Pronouns {
  return gender ? PRONOUNS[gender] : NEUTRAL_PRONOUNS;
}

/** Congress's two chambers, spelled as in content/legislators.yaml. */
export const CHAMBERS = ['senate', 'house'] as const;
export type Chamber = (typeof CHAMBERS)[number];

/** "Senator" / "Representative": a legislator's type in the detail panel and templates. */
export const CHAMBER_TITLES: Readonly<Record<Chamber, string>> = {
  senate: 'Senator',
  house: 'Representative',
};

export const SENATE_SEATS = ['SENIOR', 'JUNIOR'] as const;
export type SenateSeat = (typeof SENATE_SEATS)[number];

/** A seat with no incumbent (docs/product/data.md#seats). */
export const VACANT = 'VACANT' as const;

// ── Sign-in help lookup ───────────────────────────────────────────────────────────────────

/**
 * The six outcomes of the voter-info lookup (docs/product/data.md#lookup).
 */
export const LOOKUP_CLASSIFICATIONS = [
  'INVALID_STATE',
  'ERROR',
  'NOT_FOUND',
  'INACTIVE',
  'ACTIVE_HAS_CONTACT',
  'ACTIVE_NO_CONTACT',
] as const;
export type LookupClassification = (typeof LOOKUP_CLASSIFICATIONS)[number];

// ── The matched voter ─────────────────────────────────────────────────────────────────────

/** A voter's state legislative districts: CA has Assembly + State Senate, FL State House + State Senate. */
export interface StateDistricts {
  readonly stateAssembly?: string | null;
  readonly stateSenate?: string | null;
  readonly stateHouse?: string | null;
}

/**
 * The fields of a matched ("selected") voter that the rules read
 * (docs/product/data.md#voter-record). `@rv/api` owns the full record sent over the wire (its
 * `VoterRecord`, with stance history and isUpToDate); any such record satisfies this shape.
 * Districts are numbers written as strings ("12"), as the results callables key them.
 */
export interface MatchedVoter {
  readonly voterId: string;
  readonly first: string;
  readonly last: string;
  readonly suffix?: string | null;
  readonly city: string;
  readonly state: StateCode;
  /** U.S. congressional district. */
  readonly district: string;
  /**
   * The district plan `district` is on (content/districts/plans.yaml); absent or null when the
   * record does not say, read as the plan of the members in office.
   */
  readonly districtPlan?: string | null;
  readonly districts: StateDistricts;
  /** Keyed by a petition's key (`petitionKey` in content). */
  readonly stances?: Readonly<
    Record<string, { readonly currentStance: { readonly stance: VoterStance } } | undefined>
  >;
}

/** The signed-in identity; phone (E.164) is used first when present (docs/product/roles.md#identity). */
export interface UserIdentity {
  readonly phone?: string | null;
  readonly email?: string | null;
}

// ── Screen states (docs/product/session.md) ─────────────────────────────────────────────────

/** The e-mail sign-in flow (docs/product/session.md#e-mail-flow). */
export const EMAIL_SIGN_IN_STATES = [
  'INPUT_FORM',
  'SUBMIT_LOADING',
  'SUBMIT_SUCCESS',
  'TROUBLE_RECEIVING',
  'CONFIRM_EMAIL',
  'FINISH_SUCCESS',
  'FINISH_ERROR',
] as const;
export type EmailSignInState = (typeof EMAIL_SIGN_IN_STATES)[number];

/** The phone flow: phone step, then code step (docs/product/session.md#phone-flow). */
export const PHONE_SIGN_IN_STEPS = ['PHONE', 'CODE'] as const;
export type PhoneSignInStep = (typeof PHONE_SIGN_IN_STEPS)[number];

/**
 * The FIND VOTER INFO button (docs/product/session.md#sign-in-help). LIMITED: the lookups of
 * this name and zip (or from this device) are used up for now (SECURITY.md, "Lookup limits").
 */
export const LOOKUP_BUTTON_STATES = ['IDLE', 'LOADING', 'ERROR', 'LIMITED'] as const;
export type LookupButtonState = (typeof LOOKUP_BUTTON_STATES)[number];
