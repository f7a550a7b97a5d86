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

/** The values sent on submit: every field trimmed, names upper-cased. */
export function normaliseLookupForm(form: LookupForm): LookupForm {
  return {
    first: form.first.trim().toUpperCase(),
    last: form.last.trim().toUpperCase(),
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

/** The help pages' header text: "for JANE DOE, 07/04/1990, 94110" (docs/product/screens.md#header-bar-and-contact-footer). */
export function lookupSummary(form: LookupForm): string {
  const f = normaliseLookupForm(form);
  return `for ${f.first} ${f.last}, ${f.dob}, ${f.zip}`;
}
