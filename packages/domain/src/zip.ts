// Zip code rules (docs/product/rules.md#zip-code; ranges from content/site.yaml states.*.zipRange).

import type { StateCode } from './vocabulary';
import { STATE_CODES } from './vocabulary';

export const ZIP_LENGTH = 5;

/** Inclusive [lowest, highest] five-digit zip per state, e.g. CA [90000, 96699]. */
export type ZipRanges = Readonly<Record<StateCode, readonly [number, number]>>;

/** Digits only, at most five: what the zip field shows as the voter types or pastes. */
export function formatZipInput(value: string): string {
  return value.replace(/\D/g, '').slice(0, ZIP_LENGTH);
}

export function isCompleteZip(value: string): boolean {
  return /^\d{5}$/.test(value);
}

/**
 * The state a complete zip code belongs to, or null for a zip outside every range (or an
 * incomplete one): the sign-in help then shows INVALID_STATE without calling the server.
 */
export function stateForZip(zip: string, ranges: ZipRanges): StateCode | null {
  if (!isCompleteZip(zip)) return null;
  return STATE_CODES.find((state) => isZipInState(zip, state, ranges)) ?? null;
}

/** Is this complete zip code within the state's range? (The importer asks it of every row.) */
export function isZipInState(zip: string, state: StateCode, ranges: ZipRanges): boolean {
  const n = Number(zip);
  return n >= ranges[state][0] && n <= ranges[state][1];
}
