import { HttpsError } from 'firebase-functions/v2/https';
import type { AuthBlockingEvent } from 'firebase-functions/v2/identity';
import { isSignInMethod, SIGN_IN_CLAIM, type SignInMethod } from './identity';

/*
 * The Auth blocking functions' rules (wired in index.ts): an account is created and a sign-in
 * completes only by a code sent by text message (`phone`) or a link sent by e-mail
 * (`emailLink`). Firebase must have its Email/Password provider on for e-mail links, which also
 * lets anyone create a password account for any e-mail address; these rules refuse that, and
 * anonymous or any other provider (docs/decisions/0050-only-phone-and-email-link-sign-in.md).
 */

/** Said (to Firebase Auth, which passes it to the client) when a sign-in method is refused. */
export const SIGN_IN_METHOD_REFUSED =
  'Registered Voice signs you in only with a code sent by text message or a link sent by e-mail.';

/** Said when an e-mail other than a sign-in link was asked for. */
export const EMAIL_ACTION_REFUSED = 'Registered Voice sends sign-in links only.';

/** Said when a text message other than a sign-in code to a US number was asked for. */
export const SMS_REFUSED = 'Registered Voice sends sign-in codes to US phone numbers only.';

/**
 * The sign-in method of a blocking event: Firebase appends it to the event type
 * (`providers/cloud.auth/eventTypes/user.beforeSignIn:emailLink`); `credential` is absent for
 * phone, e-mail link and password sign-ins (firebase-functions parseAuthCredential).
 */
function signInMethodOf(event: Pick<AuthBlockingEvent, 'eventType'>): string | null {
  const at = event.eventType.lastIndexOf(':');
  return at < 0 ? null : event.eventType.slice(at + 1);
}

/** The event's method if it is one we offer; otherwise the refusal Firebase Auth passes on. */
function allowedSignInMethod(event: Pick<AuthBlockingEvent, 'eventType'>): SignInMethod {
  const method = signInMethodOf(event);
  if (isSignInMethod(method)) return method;
  throw new HttpsError('permission-denied', SIGN_IN_METHOD_REFUSED);
}

/** beforeUserCreated: only accounts made by a text-message code or an e-mail link. */
export function beforeCreate(event: Pick<AuthBlockingEvent, 'eventType'>): void {
  allowedSignInMethod(event);
}

/**
 * beforeUserSignedIn: only sign-ins by a text-message code or an e-mail link; the token then
 * carries how (SIGN_IN_CLAIM), which every callable checks (identity.ts).
 */
export function beforeSignIn(event: Pick<AuthBlockingEvent, 'eventType'>): {
  sessionClaims: Record<string, SignInMethod>;
} {
  return { sessionClaims: { [SIGN_IN_CLAIM]: allowedSignInMethod(event) } };
}

/** beforeEmailSent: sign-in links only (no password reset mail a voter never asked for). */
export function beforeEmail(event: Pick<AuthBlockingEvent, 'emailType'>): Record<string, never> {
  if (event.emailType === 'EMAIL_SIGN_IN') return {};
  throw new HttpsError('permission-denied', EMAIL_ACTION_REFUSED);
}

/**
 * beforeSmsSent: sign-in codes to US numbers (+1) only, the same line as the SMS region policy
 * the deploy sets, held a second time here; no multi-factor texts (the product has none).
 */
export function beforeSms(
  event: Pick<AuthBlockingEvent, 'smsType' | 'additionalUserInfo'>,
): Record<string, never> {
  const phone = event.additionalUserInfo?.phoneNumber ?? '';
  if (event.smsType === 'SIGN_IN_OR_SIGN_UP' && /^\+1\d{10}$/.test(phone)) return {};
  throw new HttpsError('permission-denied', SMS_REFUSED);
}
