import { describe, expect, it } from 'vitest';
import { authErrorMessage, providerMessageText } from './authErrors';

describe('the message for a sign-in error', () => {
  it.each([
    [
      { code: 'auth/invalid-email', message: 'Firebase: Error (auth/invalid-email).' },
      {},
      'Enter a valid email address.',
    ],
    [{ code: 'auth/invalid-email' }, { confirming: true }, 'Email did not match. Try again.'],
    [{ code: 'auth/invalid-verification-code' }, {}, 'Wrong code. Try again.'],
    [
      {
        code: 'auth/invalid-action-code',
        message:
          'Firebase: The action code is invalid. This can happen if the code is malformed, expired, or has already been used. (auth/invalid-action-code).',
      },
      {},
      'The action code is invalid. This can happen if the code is malformed, expired, or has already been used. Use the most recent, valid sign-in link. Older sign-in links are invalid.',
    ],
    [
      { code: 'auth/invalid-action-code', message: 'Firebase: Error (auth/invalid-action-code).' },
      {},
      'Use the most recent, valid sign-in link. Older sign-in links are invalid.',
    ],
    [
      {
        code: 'auth/quota-exceeded',
        message: 'Firebase: Exceeded quota for verifying phone numbers (auth/quota-exceeded).',
      },
      {},
      'Exceeded quota for verifying phone numbers.',
    ],
    [
      { code: 'auth/too-many-requests', message: 'Firebase: Error (auth/too-many-requests).' },
      {},
      'Too many attempts. Wait a few minutes, then try again.',
    ],
    [
      { code: 'auth/internal-error', message: 'Firebase: Error (auth/internal-error).' },
      {},
      'Sign-in failed (auth/internal-error). Please try again.',
    ],
    [{}, {}, 'Sign-in failed. Please try again.'],
  ])('for %o (%o) is "%s"', (error, options, message) => {
    expect(authErrorMessage(error, options)).toBe(message);
  });
});

describe("the provider's own message", () => {
  it.each([
    ['Firebase: The code is invalid (auth/x).', 'The code is invalid.'],
    ['Firebase: Error (auth/x).', null],
    ['Something happened!', 'Something happened!'],
    ['', null],
    [null, null],
  ])('%s reads %s', (message, text) => {
    expect(providerMessageText(message)).toBe(text);
  });
});
