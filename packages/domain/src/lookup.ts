// Classifying a voter-info lookup (docs/product/data.md#lookup); the screen words each outcome
// (docs/product/messages.md#sign-in-help-lookup).

import type { LookupClassification } from './vocabulary';
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

/** Which contacts on file the help pages name: one phone number, one e-mail, or several. */
export type ContactsOnFile = 'ONE_PHONE' | 'ONE_EMAIL' | 'SEVERAL';

/**
 * How many contacts the server found, as the voter-info and update-instructions pages word them
 * ("this phone number", "this email", "these contacts": docs/product/messages.md#sign-in-help-lookup).
 * Each outcome's heading and paragraphs are words of the screen (LookupResult), from the
 * classification and these values.
 */
export function contactsOnFile(contacts: {
  readonly phones: readonly string[];
  readonly emails: readonly string[];
}): ContactsOnFile {
  if (contacts.phones.length + contacts.emails.length > 1) return 'SEVERAL';
  return contacts.phones.length === 1 ? 'ONE_PHONE' : 'ONE_EMAIL';
}
