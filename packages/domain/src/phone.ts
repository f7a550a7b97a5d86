// US phone numbers (docs/product/rules.md#phone-number): typed as (xxx) xxx-xxxx, sent as E.164.

export interface PhoneRules {
  /** Length of a complete formatted number: "(415) 555-0142" is 14 (site.yaml phone.maxLength). */
  readonly maxLength: number;
  /** "+1" (site.yaml phone.countryCode). */
  readonly countryCode: string;
}

const NATIONAL_DIGITS = 10;

function nationalDigits(value: string): string {
  // A US area code never starts with 0 or 1, so a leading 0 or 1 is a trunk or country prefix
  // ("1 415…", "+1 415…" pasted): drop every such leading digit.
  return value
    .replace(/\D/g, '')
    .replace(/^[01]+/, '')
    .slice(0, NATIONAL_DIGITS);
}

/**
 * The phone field as the voter types: digits only, leading 0/1 dropped, formatted
 * progressively — "(415", "(415) 555", "(415) 555-0142" — and cut at `maxLength` characters.
 * Three digits show as "(415" without ")" so that Backspace deletes a digit, not a bracket.
 */
export function formatPhoneInput(value: string, rules: PhoneRules): string {
  const d = nationalDigits(value);
  let out: string;
  if (d.length === 0) out = '';
  else if (d.length <= 3) out = `(${d}`;
  else if (d.length <= 6) out = `(${d.slice(0, 3)}) ${d.slice(3)}`;
  else out = `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
  return out.slice(0, rules.maxLength);
}

/**
 * INCOMPLETE_PHONE when the formatted value is shorter than `maxLength`, else null; the screen
 * words it ("Enter a complete phone number.", docs/product/messages.md#sign-in).
 */
export function phoneProblem(formatted: string, rules: PhoneRules): 'INCOMPLETE_PHONE' | null {
  return formatted.length < rules.maxLength ? 'INCOMPLETE_PHONE' : null;
}

/** "+14155550142" from a complete typed number (any formatting), or null when incomplete. */
export function phoneToE164(value: string, rules: PhoneRules): string | null {
  const d = nationalDigits(value);
  return d.length === NATIONAL_DIGITS ? `${rules.countryCode}${d}` : null;
}

/** "(415) 555-0142" for a +1 E.164 number the signed-in user has verified (their own). */
export function formatE164ForDisplay(e164: string, rules: PhoneRules): string {
  if (!e164.startsWith(rules.countryCode)) return e164;
  const d = e164.slice(rules.countryCode.length).replace(/\D/g, '');
  if (d.length !== NATIONAL_DIGITS) return e164;
  return `(${d.slice(0, 3)}) ${d.slice(3, 6)}-${d.slice(6)}`;
}

const BULLETS = '•••';

/**
 * A phone number with all but its last four digits hidden: "(•••) •••-4567". The server
 * masks contacts with this before a lookup result leaves it; a number too short to keep four
 * digits is hidden entirely.
 */
export function maskPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  const last4 = digits.length >= 7 ? digits.slice(-4) : '••••';
  return `(${BULLETS}) ${BULLETS}-${last4}`;
}
