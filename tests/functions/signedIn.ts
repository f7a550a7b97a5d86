import type { CallerAuth } from '@rv/functions/identity';

/**
 * The verified token of a text-message sign-in, as the callables see it after Firebase checked it
 * (for handlers called in-process: tests and benchmarks). The Auth emulator's real tokens carry
 * the same claims (tests/functions/signInMethods.test.ts).
 */
export function signedInByPhone(uid: string, phone: string | undefined): CallerAuth {
  return {
    uid,
    token: { phone_number: phone, firebase: { sign_in_provider: 'phone' }, rv_sign_in: 'phone' },
  };
}
