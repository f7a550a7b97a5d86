import { MESSAGES } from '@rv/api/contract';
import { HttpsError } from 'firebase-functions/v2/https';
import { describe, expect, it } from 'vitest';
import { type CallerAuth, callerIdentity } from './identity';
import {
  beforeCreate,
  beforeEmail,
  beforeSignIn,
  beforeSms,
  EMAIL_ACTION_REFUSED,
  SIGN_IN_METHOD_REFUSED,
  SMS_REFUSED,
} from './signInMethods';

// The blocking functions' rules in-process: the Auth emulator runs beforeCreate and beforeSignIn
// (tests/functions/signInMethods.test.ts drives them with real sign-ins) but not beforeEmailSent
// or beforeSmsSent, so those are held here.
const event = (kind: 'beforeCreate' | 'beforeSignIn', method: string) => ({
  eventType: `providers/cloud.auth/eventTypes/user.${kind}:${method}`,
});

describe('beforeUserCreated and beforeUserSignedIn', () => {
  it.each(['phone', 'emailLink'])('let a %s sign-in through, saying how in the token', (method) => {
    expect(() => beforeCreate(event('beforeCreate', method))).not.toThrow();
    expect(beforeSignIn(event('beforeSignIn', method))).toEqual({ sessionClaims: { rv_sign_in: method } });
  });

  it.each(['password', 'anonymous', 'google.com', 'custom', 'oidc.corp', ''])('refuse %j', (method) => {
    for (const run of [
      () => beforeCreate(event('beforeCreate', method)),
      () => beforeSignIn(event('beforeSignIn', method)),
    ]) {
      expect(run).toThrow(new HttpsError('permission-denied', SIGN_IN_METHOD_REFUSED));
    }
  });

  it('refuse an event that names no method', () => {
    expect(() => beforeSignIn({ eventType: 'providers/cloud.auth/eventTypes/user.beforeSignIn' })).toThrow(
      SIGN_IN_METHOD_REFUSED,
    );
  });
});

describe('beforeEmailSent', () => {
  it('sends sign-in links', () => {
    expect(beforeEmail({ emailType: 'EMAIL_SIGN_IN' })).toEqual({});
  });

  it.each(['PASSWORD_RESET', undefined])('refuses %s', (emailType) => {
    expect(() => beforeEmail({ emailType: emailType as 'PASSWORD_RESET' })).toThrow(EMAIL_ACTION_REFUSED);
  });
});

describe('beforeSmsSent', () => {
  const sms = (smsType: string, phoneNumber?: string) =>
    ({ smsType, additionalUserInfo: { isNewUser: false, phoneNumber } }) as Parameters<typeof beforeSms>[0];

  it('sends a sign-in code to a US number', () => {
    expect(beforeSms(sms('SIGN_IN_OR_SIGN_UP', '+14155550100'))).toEqual({});
  });

  it.each([
    ['a number abroad', sms('SIGN_IN_OR_SIGN_UP', '+447700900123')],
    ['a premium-rate style short number', sms('SIGN_IN_OR_SIGN_UP', '+1900555')],
    ['no number', sms('SIGN_IN_OR_SIGN_UP')],
    ['a multi-factor enrolment', sms('MULTI_FACTOR_ENROLLMENT', '+14155550100')],
    ['a multi-factor sign-in', sms('MULTI_FACTOR_SIGN_IN', '+14155550100')],
  ])('refuses %s', (_, input) => {
    expect(() => beforeSms(input)).toThrow(SMS_REFUSED);
  });
});

describe('callerIdentity', () => {
  const auth = (token: CallerAuth['token']): CallerAuth => ({ uid: 'u1', token });
  const phoneToken = {
    phone_number: '+14155550100',
    firebase: { sign_in_provider: 'phone' },
    rv_sign_in: 'phone',
  };
  const linkToken = {
    email: 'Voter@Example.org',
    email_verified: true,
    firebase: { sign_in_provider: 'password' },
    rv_sign_in: 'emailLink',
  };

  it('takes the phone of a text-message sign-in and the e-mail of a link sign-in', () => {
    expect(callerIdentity(auth(phoneToken))).toEqual({
      uid: 'u1',
      match: { phone: '+14155550100' },
      via: 'phone',
    });
    expect(callerIdentity(auth(linkToken))).toEqual({
      uid: 'u1',
      match: { email: 'voter@example.org' },
      via: 'email',
    });
  });

  it.each([
    ['a password sign-in with a verified e-mail (no claim)', { ...linkToken, rv_sign_in: undefined }],
    ['a claim that disagrees with Firebase’s provider', { ...linkToken, rv_sign_in: 'phone' }],
    ['a phone claim on a password token', { ...phoneToken, firebase: { sign_in_provider: 'password' } }],
    ['an anonymous sign-in', { firebase: { sign_in_provider: 'anonymous' } }],
    ['a custom token naming a phone', { ...phoneToken, firebase: { sign_in_provider: 'custom' } }],
    ['a phone claim without a phone', { ...phoneToken, phone_number: undefined }],
    ['a made-up method', { ...linkToken, rv_sign_in: 'password' }],
  ])('refuses %s', (_, token) => {
    expect(() => callerIdentity(auth(token))).toThrow(
      new HttpsError('permission-denied', MESSAGES.noIdentity),
    );
  });

  it('uses the e-mail of a link sign-in even when the account also has a phone', () => {
    expect(callerIdentity(auth({ ...linkToken, phone_number: '+14155550100' })).via).toBe('email');
  });

  it('is unauthenticated without a token', () => {
    expect(() => callerIdentity(undefined)).toThrow(expect.objectContaining({ code: 'unauthenticated' }));
  });
});
