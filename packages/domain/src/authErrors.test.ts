import { describe, expect, it } from 'vitest';
import { authProblem, providerMessageText } from './authErrors';

describe('the problem shown for a sign-in error', () => {
  it.each([
    [
      { code: 'auth/invalid-email', message: 'Firebase: Error (auth/invalid-email).' },
      {},
      { code: 'INVALID_EMAIL' },
    ],
    [{ code: 'auth/invalid-email' }, { confirming: true }, { code: 'EMAIL_MISMATCH' }],
    [{ code: 'auth/invalid-verification-code' }, {}, { code: 'WRONG_CODE' }],
    [
      {
        code: 'auth/invalid-action-code',
        message:
          'Firebase: The action code is invalid. This can happen if the code is malformed, expired, or has already been used. (auth/invalid-action-code).',
      },
      {},
      {
        code: 'OLD_LINK',
        detail:
          'The action code is invalid. This can happen if the code is malformed, expired, or has already been used.',
      },
    ],
    [
      { code: 'auth/invalid-action-code', message: 'Firebase: Error (auth/invalid-action-code).' },
      {},
      { code: 'OLD_LINK', detail: null },
    ],
    [
      {
        code: 'auth/quota-exceeded',
        message: 'Firebase: Exceeded quota for verifying phone numbers (auth/quota-exceeded).',
      },
      {},
      {
        code: 'PROVIDER',
        detail: 'Exceeded quota for verifying phone numbers.',
      },
    ],
    [
      { code: 'auth/too-many-requests', message: 'Firebase: Error (auth/too-many-requests).' },
      {},
      { code: 'TOO_MANY_ATTEMPTS' },
    ],
    [{ code: 'auth/network-request-failed' }, {}, { code: 'NO_CONNECTION' }],
    [{ code: 'auth/code-expired' }, {}, { code: 'CODE_EXPIRED' }],
    [{ code: 'auth/invalid-phone-number' }, {}, { code: 'INCOMPLETE_PHONE' }],
    [{ code: 'auth/expired-action-code' }, {}, { code: 'LINK_EXPIRED' }],
    [
      { code: 'auth/internal-error', message: 'Firebase: Error (auth/internal-error).' },
      {},
      { code: 'FAILED', providerCode: 'auth/internal-error' },
    ],
    [{}, {}, { code: 'FAILED', providerCode: null }],
  ])('for %o (%o) is %o', (error, options, problem) => {
    expect(authProblem(error, options)).toEqual(problem);
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
