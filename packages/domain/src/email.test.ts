import { describe, expect, it } from 'vitest';
import { confirmEmailProblem, emailProblem, isValidEmail, maskEmail, normaliseEmail } from './email';

describe('an e-mail address', () => {
  it.each([
    ['jane@example.org', true],
    ['Jane.Doe+petitions@Mail.Example.ORG', true],
    ['  jane@example.org  ', true],
    ["o'brien@example.co.uk", true],
    ['jane@example', false],
    ['jane@', false],
    ['@example.org', false],
    ['jane example@example.org', false],
    ['jane@@example.org', false],
    ['jane.@example.org', false],
    ['', false],
  ])('%s is valid: %s', (email, valid) => {
    expect(isValidEmail(email)).toBe(valid);
  });

  it.each([
    ['jane@example.org', null],
    ['jane@example', 'INVALID_EMAIL'],
  ])('%s has the problem %s', (email, problem) => {
    expect(emailProblem(email)).toBe(problem);
  });

  it.each([
    ['  Jane@Example.ORG ', 'jane@example.org'],
    ['jane@example.org', 'jane@example.org'],
  ])('%s is normalised to %s', (email, normal) => {
    expect(normaliseEmail(email)).toBe(normal);
  });
});

describe('confirming the e-mail on a sign-in link return', () => {
  it.each([
    ['jane@example.org', 'jane@example.org', null],
    [' JANE@example.org ', 'jane@example.org', null],
    ['john@example.org', 'jane@example.org', 'EMAIL_MISMATCH'],
    ['jane@example', 'jane@example.org', 'INVALID_EMAIL'],
  ])('entering %s for a link sent to %s gives %s', (entered, expected, problem) => {
    expect(confirmEmailProblem(entered, expected)).toBe(problem);
  });
});

describe('masking an e-mail for someone who has not verified it', () => {
  it.each([
    ['jane.doe@gmail.com', 'j•••@g•••.com'],
    ['J@Example.ORG', 'j•••@e•••.org'],
    ['someone@mail.example.co.uk', 's•••@m•••.uk'],
    ['jane@localhost', 'j•••@•••'],
    ['not-an-email', '•••'],
    ['@example.org', '•••'],
  ])('shows %s as %s', (email, masked) => {
    expect(maskEmail(email)).toBe(masked);
  });

  it('hides the length of the address', () => {
    expect(maskEmail('a@b.com')).toBe(maskEmail('abcdefghij@bcdefghij.com'));
  });
});
