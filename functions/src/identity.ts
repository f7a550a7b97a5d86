import { ERROR_MESSAGES, MESSAGES } from '@rv/api/contract';
import { HttpsError } from 'firebase-functions/v2/https';
import type { MatchIdentity } from './db';

/**
 * The session claim our `beforeUserSignedIn` blocking function (signInMethods.ts) puts in every
 * ID token it lets through: how this sign-in was made. Firebase's own `sign_in_provider` says
 * `password` for an e-mail link AND for an e-mail + password sign-in (the Auth emulator and
 * Firebase Auth alike), so it cannot tell the two apart; this claim can
 * (docs/decisions/0050-only-phone-and-email-link-sign-in.md).
 */
export const SIGN_IN_CLAIM = 'rv_sign_in';

/** The sign-in methods the product offers, as blocking functions name them. */
const SIGN_IN_METHODS = ['phone', 'emailLink'] as const;
export type SignInMethod = (typeof SIGN_IN_METHODS)[number];

/** The `firebase.sign_in_provider` a token of each of our sign-in methods carries. */
const PROVIDER_OF: Record<SignInMethod, string> = { phone: 'phone', emailLink: 'password' };

/** The parts of a verified Firebase ID token the callables read. */
export interface CallerAuth {
  uid: string;
  token: {
    phone_number?: string | undefined;
    email?: string | undefined;
    email_verified?: boolean | undefined;
    firebase?: { sign_in_provider?: string | undefined } | undefined;
    [SIGN_IN_CLAIM]?: unknown;
  };
}

export interface Caller {
  uid: string;
  match: MatchIdentity;
  via: 'phone' | 'email';
}

export function isSignInMethod(value: unknown): value is SignInMethod {
  return (SIGN_IN_METHODS as readonly unknown[]).includes(value);
}

/**
 * Who is calling, only from the verified ID token, and only when it comes from one of the two
 * sign-ins the product offers: a code by text message (the token's phone number) or a link by
 * e-mail (its verified e-mail). The token must carry our sign-in claim, set by the blocking
 * function, and Firebase's `sign_in_provider` must agree with it; a password, anonymous or any
 * other sign-in is refused whatever e-mail or phone the account holds.
 */
export function callerIdentity(auth: CallerAuth | undefined): Caller {
  if (!auth) throw new HttpsError('unauthenticated', ERROR_MESSAGES.unauthenticated);
  const { phone_number: phone, email, email_verified: emailVerified } = auth.token;
  const method = auth.token[SIGN_IN_CLAIM];
  if (!isSignInMethod(method) || auth.token.firebase?.sign_in_provider !== PROVIDER_OF[method])
    throw new HttpsError('permission-denied', MESSAGES.noIdentity);
  if (method === 'phone') {
    if (phone) return { uid: auth.uid, match: { phone }, via: 'phone' };
    throw new HttpsError('permission-denied', MESSAGES.noIdentity);
  }
  if (email && emailVerified === true)
    return { uid: auth.uid, match: { email: email.toLowerCase() }, via: 'email' };
  if (email) throw new HttpsError('permission-denied', MESSAGES.emailNotVerified);
  throw new HttpsError('permission-denied', MESSAGES.noIdentity);
}
