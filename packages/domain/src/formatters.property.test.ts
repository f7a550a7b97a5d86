// Properties of the as-you-type formatters over random keystrokes and pastes (fast-check): the
// tables in dob/phone/zip/code/email tests pin the exact behaviour; these check that no input
// at all can break the shape of what the field shows.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { formatCodeInput } from './code';
import { formatDobInput, isCompleteDob } from './dob';
import { maskEmail } from './email';
import { formatPhoneInput, maskPhone } from './phone';
import { formatZipInput } from './zip';

const SPEC_PHONE = { maxLength: 14, countryCode: '+1' };
const keystrokes = fc.array(fc.constantFrom(...'0123456789//-a '.split('')), { maxLength: 16 });

function typeInto(keys: readonly string[]): string {
  let value = '';
  for (const key of keys) value = formatDobInput(value + key, value);
  return value;
}

const PARTIAL_DOB = /^(\d{0,2}|\d{2}\/\d{0,2}|\d{2}\/\d{2}\/\d{0,4})$/;

describe('whatever a voter types into the date of birth field', () => {
  it('shows MM/DD/YYYY or a beginning of it', () => {
    fc.assert(fc.property(keystrokes, (keys) => PARTIAL_DOB.test(typeInto(keys))));
  });

  it('never shows a month above 12 or a day beyond the month', () => {
    fc.assert(
      fc.property(keystrokes, (keys) => {
        const [mm, dd] = typeInto(keys).split('/');
        if (mm?.length === 2 && (Number(mm) < 1 || Number(mm) > 12)) return false;
        if (dd?.length === 2) {
          const max = [31, 29, 31, 30, 31, 30, 31, 31, 30, 31, 30, 31][Number(mm) - 1] ?? 0;
          if (Number(dd) < 1 || Number(dd) > max) return false;
        }
        return true;
      }),
    );
  });

  it('is a complete date once 10 characters long, unless it is 02/29 of a common year', () => {
    fc.assert(
      fc.property(keystrokes, (keys) => {
        const value = typeInto(keys);
        return value.length < 10 || isCompleteDob(value) || value.startsWith('02/29/');
      }),
    );
  });

  it('can always be deleted one character at a time', () => {
    fc.assert(
      fc.property(keystrokes, (keys) => {
        let value = typeInto(keys);
        for (let guard = 0; value !== '' && guard < 20; guard++) {
          const next = formatDobInput(value.slice(0, -1), value);
          if (next.length >= value.length) return false;
          value = next;
        }
        return value === '';
      }),
    );
  });
});

describe('whatever is typed or pasted into the phone field', () => {
  it('shows (xxx) xxx-xxxx or a beginning of it, never starting with 0 or 1', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const shown = formatPhoneInput(typed, SPEC_PHONE);
        return /^(|\([2-9]\d{0,2}|\([2-9]\d{2}\) \d{1,3}|\([2-9]\d{2}\) \d{3}-\d{1,4})$/.test(shown);
      }),
    );
  });

  it('formats its own output to itself', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 30 }), (typed) => {
        const shown = formatPhoneInput(typed, SPEC_PHONE);
        return formatPhoneInput(shown, SPEC_PHONE) === shown;
      }),
    );
  });
});

describe('whatever is typed into the zip and code fields', () => {
  it('keeps at most 5 (zip) and 6 (code) digits', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (typed) => {
        return /^\d{0,5}$/.test(formatZipInput(typed)) && /^\d{0,6}$/.test(formatCodeInput(typed, 6));
      }),
    );
  });
});

describe('masked contacts', () => {
  it('show no more than the last four digits of any phone', () => {
    fc.assert(
      fc.property(fc.string({ maxLength: 20 }), (phone) =>
        /^\(•••\) •••-(\d{4}|••••)$/.test(maskPhone(phone)),
      ),
    );
  });

  it('show at most two letters and the top-level domain of any e-mail', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (email) => {
        const masked = maskEmail(email);
        const tld = email.slice(email.lastIndexOf('.'));
        expect(masked).toMatch(/^[^@]•••@[^@]•••\.[^@.]+$/);
        return masked.endsWith(tld.toLowerCase());
      }),
    );
  });
});
