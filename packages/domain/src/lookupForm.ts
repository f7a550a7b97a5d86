// The sign-in help form: First Name, Last Name, Date of Birth, Zip Code
// (docs/product/rules.md#sign-in-help-form).

import { DOB_LENGTH } from './dob';
import { isCompleteZip } from './zip';

export interface LookupForm {
  readonly first: string;
  readonly last: string;
  /** MM/DD/YYYY */
  readonly dob: string;
  readonly zip: string;
}

export const EMPTY_LOOKUP_FORM: LookupForm = { first: '', last: '', dob: '', zip: '' };

/**
 * Names are forced to upper case as typed (voter files store them so). Spaces are kept while
 * typing — "MARY ANN" needs its space — and trimmed on submit.
 */
export function formatNameInput(value: string): string {
  return value.toUpperCase();
}

// normaliseVoterName's patterns, compiled once.
const SPACING_TO_FIX = /\s\s|[^\S ]/;
const WHITESPACE_RUNS = /\s+/g;

/**
 * A name as the voter files store it and the lookup compares it: trimmed, every run of
 * whitespace one space, upper case ("  Mary  Ann " → "MARY ANN"). The importer stores names with
 * it and the lookup searches with it, so a name typed with a double space still finds the voter.
 */
export function normaliseVoterName(value: string): string {
  const trimmed = value.trim();
  // Most names have no run of spaces: skip the replace (the importer calls this for millions of
  // names, so the patterns are compiled once, above).
  const single = SPACING_TO_FIX.test(trimmed) ? trimmed.replace(WHITESPACE_RUNS, ' ') : trimmed;
  return single.toUpperCase();
}

/**
 * A name as the sign-in help's per-person budget counts it: what the voter match compares
 * (normaliseVoterName: "ırene" and "IRENE" find the same voter, as do "Strauß" and "STRAUSS"),
 * folded further by removing accents, spaces, apostrophes, periods and hyphens ("Délgado",
 * "DEL GADO" and "Del'gado" share one budget though they find different records). Computed
 * from normaliseVoterName's result and nothing else, so two names the match reads as one can
 * never get two budgets (docs/decisions/0053-one-name-for-matching-and-budgets.md).
 */
export function voterNameBudgetKey(value: string): string {
  return normaliseVoterName(value)
    .normalize('NFKD')
    .replace(/[^\p{L}]/gu, '')
    .toUpperCase();
}

/** The values sent on submit: every field trimmed, names normalised as the voter files store them. */
export function normaliseLookupForm(form: LookupForm): LookupForm {
  return {
    first: normaliseVoterName(form.first),
    last: normaliseVoterName(form.last),
    dob: form.dob.trim(),
    zip: form.zip.trim(),
  };
}

/**
 * FIND VOTER INFO is enabled when first and last are non-empty, dob has 10 characters and zip has 5
 * digits (docs/product/rules.md#sign-in-help-form). A name of only spaces counts as empty, because
 * submit trims it.
 */
export function canFindVoterInfo(form: LookupForm): boolean {
  const f = normaliseLookupForm(form);
  return f.first !== '' && f.last !== '' && f.dob.length === DOB_LENGTH && isCompleteZip(f.zip);
}
