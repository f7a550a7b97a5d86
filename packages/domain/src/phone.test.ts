import { describe, expect, it } from 'vitest';
import {
  formatE164ForDisplay,
  formatPhoneInput,
  maskPhone,
  type PhoneRules,
  phoneProblem,
  phoneToE164,
} from './phone';

// content/site.yaml phone (docs/product/rules.md#phone-number).
const SPEC_PHONE: PhoneRules = { maxLength: 14, countryCode: '+1' };

describe('the phone field as the voter types', () => {
  it.each([
    ['4', '(4'],
    ['415', '(415'],
    ['4155', '(415) 5'],
    ['415555', '(415) 555'],
    ['4155550', '(415) 555-0'],
    ['4155550142', '(415) 555-0142'],
    ['41555501429', '(415) 555-0142'],
    ['(415) 555-0142', '(415) 555-0142'],
    ['415.555.0142', '(415) 555-0142'],
    ['', ''],
    ['abc', ''],
  ])('%s shows as %s', (typed, shown) => {
    expect(formatPhoneInput(typed, SPEC_PHONE)).toBe(shown);
  });

  it.each([
    ['1', ''],
    ['0', ''],
    ['14155550142', '(415) 555-0142'],
    ['+1 415 555 0142', '(415) 555-0142'],
    ['011415', '(415'],
    ['1 (415', '(415'],
  ])('drops the leading 0 or 1 of %s, showing %s', (typed, shown) => {
    expect(formatPhoneInput(typed, SPEC_PHONE)).toBe(shown);
  });

  it('never shows more than 14 characters', () => {
    expect(formatPhoneInput('9'.repeat(40), SPEC_PHONE)).toHaveLength(14);
  });

  it('lets Backspace remove the digit before a bracket', () => {
    // "(415) 5" with the 5 deleted leaves "(415) " in the field, which formats to "(415".
    expect(formatPhoneInput('(415) ', SPEC_PHONE)).toBe('(415');
  });
});

describe('a phone number on submit', () => {
  it.each([
    ['(415) 555-0142', null],
    ['(415) 555-014', 'INCOMPLETE_PHONE'],
    ['', 'INCOMPLETE_PHONE'],
  ])('%s has the problem %s', (value, problem) => {
    expect(phoneProblem(value, SPEC_PHONE)).toBe(problem);
  });

  it.each([
    ['(415) 555-0142', '+14155550142'],
    ['1-305-555-0199', '+13055550199'],
    ['(415) 555-014', null],
  ])('%s is sent as %s', (value, e164) => {
    expect(phoneToE164(value, SPEC_PHONE)).toBe(e164);
  });
});

describe('showing a phone number', () => {
  it.each([
    ['+14155550142', '(415) 555-0142'],
    ['+4930123456', '+4930123456'],
    ['+1415555', '+1415555'],
  ])('to its verified owner shows %s as %s', (e164, shown) => {
    expect(formatE164ForDisplay(e164, SPEC_PHONE)).toBe(shown);
  });

  it.each([
    ['+14155554567', '(•••) •••-4567'],
    ['(305) 555-0199', '(•••) •••-0199'],
    ['12', '(•••) •••-••••'],
    ['', '(•••) •••-••••'],
  ])('to anyone else masks %s as %s', (phone, masked) => {
    expect(maskPhone(phone)).toBe(masked);
  });
});
