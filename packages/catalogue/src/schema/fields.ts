// The building blocks every content schema shares: strict objects whose unknown fields are named,
// vocabularies, text, dates, links, numbers and the id patterns. Messages read "problem — how to
// fix"; the content build adds file:line:col and the field path.
import { CHAMBERS, GENDERS, STATE_CODES } from '@rv/domain';
import { z } from 'zod';

/** Separates the per-key messages of one `unrecognized_keys` issue (zod reports all keys at once). */
export const KEY_MESSAGE_SEPARATOR = '\u0000';

/** A strict object whose unknown fields are reported one by one with the fields it does allow. */
export function strictObject<Shape extends z.ZodRawShape>(shape: Shape) {
  const allowed = Object.keys(shape).join(', ');
  return z.strictObject(shape, {
    error: (issue) =>
      issue.code === 'unrecognized_keys'
        ? issue.keys
            .map((key) => `unknown field "${key}" — remove it or check the spelling (allowed: ${allowed})`)
            .join(KEY_MESSAGE_SEPARATOR)
        : undefined,
  });
}

/** The values of a vocabulary as a message lists them: `a, b or c`. */
export function orList(values: readonly string[]): string {
  return values.length < 2 ? values.join('') : `${values.slice(0, -1).join(', ')} or ${values.at(-1)}`;
}

/** One value of a vocabulary (from the domain); the message lists the allowed values. */
export function oneValueOf<const Values extends readonly [string, ...string[]]>(values: Values, note = '') {
  return z.enum(values, { error: `must be ${orList(values)}${note}` });
}

export const stateCode = oneValueOf(STATE_CODES, ' (lower case)');

export const text = z
  .string({ error: 'must be text — write it after the colon' })
  .trim()
  .min(1, { error: 'is empty — write the text or remove the field' });

/** ISO date. YAML reads an unquoted 2025-01-15 as text under its core schema, which is what we want. */
export const isoDate = z.iso.date({ error: 'is not a real date — write it as YYYY-MM-DD, e.g. 2026-11-20' });

export const webUrl = z.url({
  protocol: /^https?$/,
  hostname: z.regexes.domain,
  error: 'is not a full web link — write it as https://…',
});

export const positiveInt = z
  .number({ error: 'must be a number — write digits only, e.g. 42' })
  .int({ error: 'must be a whole number' })
  .positive({ error: 'must be greater than 0' });

/** `First_Last` as the person is commonly known, ASCII letters (and hyphens inside a name). */
export const LEGISLATOR_ID_PATTERN = /^[A-Z][A-Za-z-]*(?:_[A-Z][A-Za-z-]*)+$/;
export const legislatorIdFormat = z
  .string()
  .regex(LEGISLATOR_ID_PATTERN, { error: 'must look like First_Last (ASCII letters, "_" between names)' });

/** A petition url (and its file name): lower-case words joined by hyphens. */
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** A petition's key (stances and tallies are kept under it): camelCase ASCII, as in carbonFeeAndDividend. */
export const PETITION_KEY_PATTERN = /^[a-z][A-Za-z0-9]*$/;
/** A reason code: upper-case words joined by underscores, as in EICDA_2023_COSPONSOR. */
export const REASON_CODE_PATTERN = /^[A-Z][A-Z0-9]*(?:_[A-Z0-9]+)*$/;
/** A district key: "1", "2", … (quoted in YAML so the keys stay text). */
export const DISTRICT_KEY_PATTERN = /^[1-9][0-9]*$/;

export const districtKey = z
  .string()
  .regex(DISTRICT_KEY_PATTERN, { error: 'is not a district number — use "1", "2", …' });

/** `enum` of values that come from other files; an empty list allows nothing, with the reason. */
export function oneOf(values: readonly string[], what: string, where: string) {
  if (values.length === 0) {
    return z.never({ error: `no ${what} is defined yet — add one to ${where} first` });
  }
  return z.enum(values as [string, ...string[]], {
    error: (issue) => `"${String(issue.input)}" is not a known ${what} — use one defined in ${where}`,
  });
}

/** Where a list of facts was read from, and when. */
export const sourceSchema = strictObject({
  name: text,
  url: webUrl.optional(),
  asOf: isoDate,
  note: text.optional(),
});

/** A member's fields, shared by the current members and the former ones. */
export const legislatorFields = {
  fullName: text,
  /** The family name when it has several words ("Wasserman Schultz"): the full name cannot show it. */
  lastName: text.optional(),
  gender: oneValueOf(GENDERS),
  bioguide: z.string().regex(/^[A-Z][0-9]{6}$/, { error: 'must be a Bioguide id like P000145' }),
  state: stateCode,
  chamber: oneValueOf(CHAMBERS),
  party: text,
  /** The first day of the member's unbroken service in this chamber for this state. */
  inOfficeSince: isoDate.optional(),
  /** The office's website, phone and contact form, as the source lists them (legislators:sync). */
  website: webUrl.optional(),
  phone: text.optional(),
  contactForm: webUrl.optional(),
};
