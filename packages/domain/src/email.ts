// E-mail addresses (docs/product/rules.md#e-mail; messages: docs/product/messages.md#sign-in).

// zod's core, not the `z` namespace: reading `z.regexes` keeps all of zod in every page that
// checks an e-mail (28 KB gzip on the landing, bench:web 2026-11-28).
import { regexes } from 'zod/v4/core';

/**
 * What is wrong with an entered address; the screens word it (docs/product/messages.md#sign-in):
 * INVALID_EMAIL "Enter a valid email address.", EMAIL_MISMATCH "Email did not match. Try again.".
 */
export type EmailProblem = 'INVALID_EMAIL' | 'EMAIL_MISMATCH';

/** Trimmed and lower-cased: how e-mails are compared, stored and matched to voter records. */
export function normaliseEmail(value: string): string {
  return value.trim().toLowerCase();
}

// zod's e-mail pattern (the one @rv/api validates with), so both ends agree: it requires a
// dotted domain with a top-level name, unlike the WHATWG pattern that accepts "a@b".
const EMAIL_PATTERN = regexes.email;

export function isValidEmail(value: string): boolean {
  return EMAIL_PATTERN.test(normaliseEmail(value));
}

/** INVALID_EMAIL or null. */
export function emailProblem(value: string): 'INVALID_EMAIL' | null {
  return isValidEmail(value) ? null : 'INVALID_EMAIL';
}

/**
 * On the e-mail-link return (CONFIRM_EMAIL), the re-entered address must be the one the link
 * was sent to: an invalid entry is INVALID_EMAIL, a different one EMAIL_MISMATCH. Case and
 * surrounding spaces do not matter.
 */
export function confirmEmailProblem(entered: string, expected: string): EmailProblem | null {
  if (!isValidEmail(entered)) return 'INVALID_EMAIL';
  return normaliseEmail(entered) === normaliseEmail(expected) ? null : 'EMAIL_MISMATCH';
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
