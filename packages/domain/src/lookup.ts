// Classifying a voter-info lookup (docs/product/data.md#lookup) and the message each outcome shows
// (docs/product/messages.md#sign-in-help-lookup).

import type { LookupClassification } from './vocabulary';
import { STATE_CODES, STATES } from './vocabulary';
import type { ZipRanges } from './zip';
import { stateForZip } from './zip';

/** What getVoterContact returns (contacts already masked by the server). */
export interface LookupResponse {
  readonly A: {
    readonly numVotersFound: number;
    readonly phones: readonly string[];
    readonly emails: readonly string[];
  };
  readonly I: { readonly numVotersFound: number };
}

/** One outcome per classification, carrying what its screen shows. */
export type LookupOutcome =
  | { readonly classification: 'INVALID_STATE' }
  | { readonly classification: 'ERROR' }
  | { readonly classification: 'NOT_FOUND' }
  | { readonly classification: 'INACTIVE'; readonly inactiveCount: number }
  | {
      readonly classification: 'ACTIVE_HAS_CONTACT';
      readonly activeCount: number;
      readonly phones: readonly string[];
      readonly emails: readonly string[];
    }
  | { readonly classification: 'ACTIVE_NO_CONTACT'; readonly activeCount: number };

/** Outcomes after which the voter can go on to update instructions / voter update (docs/product/session.md#sign-in-help). */
export const LOOKUP_FOUND_CLASSIFICATIONS = [
  'NOT_FOUND',
  'INACTIVE',
  'ACTIVE_HAS_CONTACT',
  'ACTIVE_NO_CONTACT',
] as const satisfies readonly LookupClassification[];

/** The zip decides INVALID_STATE before any server call (docs/product/rules.md#zip-code). */
export function isZipInServedStates(zip: string, ranges: ZipRanges): boolean {
  return stateForZip(zip, ranges) !== null;
}

function isCount(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) >= 0;
}

function strings(value: unknown): readonly string[] {
  return Array.isArray(value)
    ? value.filter((v): v is string => typeof v === 'string' && v.trim() !== '')
    : [];
}

/**
 * The outcome of a lookup for `zip`. `response` is what the server sent, read defensively:
 * counts that are not non-negative integers give ERROR.
 * For a zip outside CA/FL pass any response (or null): no call is made.
 */
export function classifyLookup(zip: string, response: unknown, ranges: ZipRanges): LookupOutcome {
  if (!isZipInServedStates(zip, ranges)) return { classification: 'INVALID_STATE' };
  const data = response as { A?: Record<string, unknown>; I?: Record<string, unknown> } | null | undefined;
  const active = data?.A?.numVotersFound;
  const inactive = data?.I?.numVotersFound;
  if (!isCount(active) || !isCount(inactive)) return { classification: 'ERROR' };
  if (active === 0) {
    return inactive === 0
      ? { classification: 'NOT_FOUND' }
      : { classification: 'INACTIVE', inactiveCount: inactive };
  }
  const phones = strings(data?.A?.phones);
  const emails = strings(data?.A?.emails);
  if (phones.length + emails.length === 0)
    return { classification: 'ACTIVE_NO_CONTACT', activeCount: active };
  return { classification: 'ACTIVE_HAS_CONTACT', activeCount: active, phones, emails };
}

/** Shown in the button area when the lookup call itself fails (docs/product/messages.md#sign-in-help-form). */
export const LOOKUP_CALL_FAILED_MESSAGE = 'Some error occurred. Please try again.';

export interface LookupMessage {
  readonly heading: string;
  /** Paragraphs, in order. */
  readonly body: readonly string[];
}

export interface LookupMessageContext {
  /** site.yaml productName, e.g. "Registered Voice". */
  readonly productName: string;
}

const STATE_NAMES = STATE_CODES.map((s) => STATES[s].name).join(' or ');
const STATE_NAMES_AND = STATE_CODES.map((s) => STATES[s].name).join(' and ');

/**
 * The message screen for each outcome. The texts are listed in
 * docs/product/messages.md#sign-in-help-lookup; ERROR's and INVALID_STATE's first sentences are
 * fixed wording.
 */
export function lookupMessage(outcome: LookupOutcome, context: LookupMessageContext): LookupMessage {
  switch (outcome.classification) {
    case 'INVALID_STATE':
      return {
        heading: 'Zip code outside California and Florida',
        body: [
          `This is not a ${STATE_NAMES} Zip Code. ${context.productName} can only verify ${STATE_NAMES_AND} voters at this time.`,
          'If you are registered in California or Florida, enter the zip code of the address on your voter registration.',
        ],
      };
    case 'ERROR':
      return {
        heading: 'Something went wrong',
        body: ['Some error occurred. Please try again later.'],
      };
    case 'NOT_FOUND':
      return {
        heading: 'No voter registration found',
        body: [
          `We found no ${STATE_NAMES} voter registration with this name, date of birth and zip code.`,
          'Check that the name is spelled as on your registration and that the zip code is the one of your registration address, then try again.',
          'If you are not registered yet, or have moved, you can register or update your registration.',
        ],
      };
    case 'INACTIVE':
      return {
        heading: 'Your voter registration is inactive',
        body: [
          outcome.inactiveCount === 1
            ? 'We found your voter registration, but its status is inactive.'
            : `We found ${outcome.inactiveCount} matching voter registrations, but their status is inactive.`,
          'Only active voters can sign in. Updating your voter registration makes it active again.',
        ],
      };
    case 'ACTIVE_HAS_CONTACT': {
      const count = outcome.phones.length + outcome.emails.length;
      const what =
        count > 1 ? 'these contacts' : outcome.phones.length === 1 ? 'this phone number' : 'this email';
      return {
        heading: 'Your phone/email on file',
        body: [
          `Your active voter registration has ${what} on file. Sign in by verifying ${count > 1 ? 'one of them' : 'it'}.`,
          'If you no longer use it, update your voter registration with a phone number that receives texts or an email address.',
        ],
      };
    }
    case 'ACTIVE_NO_CONTACT':
      return {
        heading: 'No phone or email on file',
        body: [
          'Your voter registration is active, but it has no phone number or email on file.',
          'To sign in, your registration needs a phone number that receives texts or an email address. Update your voter registration to add one.',
        ],
      };
    default:
      return outcome satisfies never;
  }
}
