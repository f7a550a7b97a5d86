import { ERROR_MESSAGES, MESSAGES } from '@rv/api/contract';
import { HttpsError } from 'firebase-functions/v2/https';
import type { MatchIdentity } from './db';

/** The parts of a verified Firebase ID token the callables read. */
export interface CallerAuth {
  uid: string;
  token: {
    phone_number?: string | undefined;
    email?: string | undefined;
    email_verified?: boolean | undefined;
  };
}

export interface Caller {
  uid: string;
  match: MatchIdentity;
  via: 'phone' | 'email';
}

/**
 * Who is calling, only from the verified ID token: the phone number, else the e-mail when the
 * provider has verified it (docs/product/roles.md#identity: the phone is used first).
 */
export function callerIdentity(auth: CallerAuth | undefined): Caller {
  if (!auth) throw new HttpsError('unauthenticated', ERROR_MESSAGES.unauthenticated);
  const { phone_number: phone, email, email_verified: emailVerified } = auth.token;
  if (phone) return { uid: auth.uid, match: { phone }, via: 'phone' };
  if (email && emailVerified === true)
    return { uid: auth.uid, match: { email: email.toLowerCase() }, via: 'email' };
  if (email) throw new HttpsError('permission-denied', MESSAGES.emailNotVerified);
  throw new HttpsError('permission-denied', MESSAGES.noIdentity);
}
