// E-mail addresses (docs/product/rules.md#e-mail; messages: docs/product/messages.md#sign-in).

import { z } from 'zod';

export const INVALID_EMAIL_MESSAGE = 'Enter a valid email address.';
export const EMAIL_MISMATCH_MESSAGE = 'Email did not match. Try again.';

/** Trimmed and lower-cased: how e-mails are compared, stored and matched to voter records. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

// zod's e-mail pattern (the one @rv/api validates with), so both ends agree: it requires a
// dotted domain with a top-level name, unlike the WHATWG pattern that accepts "a@b".
const EMAIL_PATTERN = z.regexes.email;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(normaliseEmail(value));
}

/** "Enter a valid email address." or null. */
export function emailProblem(value: string): string | null {
  return isValidEmail(value) ? null : INVALID_EMAIL_MESSAGE;
}

/**
 * On the e-mail-link return (CONFIRM_EMAIL), the re-entered address must be the one the link
 * was sent to: an invalid entry gets "Enter a valid email address.", a different one
 * "Email did not match. Try again.". Case and surrounding spaces do not matter.
 */
export function confirmEmailProblem(entered: string, expected: string): string | null {
  if (!isValidEmail(entered)) return INVALID_EMAIL_MESSAGE;
  return normaliseEmail(entered) === normaliseEmail(expected) ? null : EMAIL_MISMATCH_MESSAGE;
}

const BULLETS = '•••';

/**
 * An e-mail with only its first letter, its domain's first letter and its top-level domain
 * shown: "jane.doe@gmail.com" → "j•••@g•••.com". The number of bullets is fixed so the
 * length is not revealed. The server masks contacts with this before they leave it.
 */
export function maskEmail(email: string): string {
  const value = normaliseEmail(email);
  const at = value.lastIndexOf('@');
  if (at < 1) return BULLETS;
  const local = value.slice(0, at);
  const domain = value.slice(at + 1);
  const dot = domain.lastIndexOf('.');
  if (dot < 1) return `${local[0]}${BULLETS}@${BULLETS}`;
  return `${local[0]}${BULLETS}@${domain[0]}${BULLETS}${domain.slice(dot)}`;
}
