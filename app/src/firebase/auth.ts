// Firebase Auth for the two sign-in methods (docs/product/session.md#phone-flow,
// docs/product/session.md#e-mail-flow). Loaded lazily by services.ts.
import { type Locale, pathInLocale, signInPath } from '@rv/domain';
import type { FirebaseApp } from 'firebase/app';
import {
  browserLocalPersistence,
  type ConfirmationResult,
  connectAuthEmulator,
  initializeAuth,
  isSignInWithEmailLink,
  onAuthStateChanged,
  RecaptchaVerifier,
  sendSignInLinkToEmail,
  signInWithEmailLink,
  signInWithPhoneNumber,
  signOut,
} from 'firebase/auth';
import { type AppConfig, EMAIL_FOR_SIGN_IN_KEY } from './config';
import { recaptchaForEachTry } from './recaptcha';

export interface SignedInUser {
  readonly uid: string;
  readonly phone: string | null;
  readonly email: string | null;
}

export interface AuthService {
  onUserChanged(listener: (user: SignedInUser | null) => void): () => void;
  /** Sends the SMS code behind Firebase's invisible reCAPTCHA, mounted in `containerId`. */
  sendCode(e164: string, containerId: string): Promise<void>;
  confirmCode(code: string): Promise<void>;
  /**
   * Sends the sign-in link and remembers the address. The link returns to /signin on this origin,
   * in the page's language (/es/signin on a Spanish page), carrying `returnTo` (a same-site path,
   * docs/product/session.md#returning-after-sign-in) so the voter comes back to it in whichever
   * tab or browser they open the link.
   */
  sendEmailLink(email: string, returnTo: string | null): Promise<void>;
  isEmailLink(href: string): boolean;
  finishEmailLink(email: string, href: string): Promise<void>;
  signOut(): Promise<void>;
}

/** Auth for a page in `locale`: the SMS, the e-mail and the reCAPTCHA speak the voter's language. */
export function createAuthService(app: FirebaseApp, config: AppConfig, locale: Locale): AuthService {
  // Local persistence, so the app can tell from one localStorage read whether to load Auth at
  // all (config.ts persistedAuthKey). No popup/redirect resolver: neither method needs one.
  const auth = initializeAuth(app, { persistence: browserLocalPersistence });
  // Firebase sends it with every request (the X-Firebase-Locale header) and writes the SMS and
  // the sign-in e-mail from its templates in that language.
  auth.languageCode = locale;
  if (config.emulators) {
    // With the emulator the SDK also replaces reCAPTCHA with a stand-in that needs no network.
    connectAuthEmulator(auth, config.emulators.authUrl, { disableWarnings: true });
  }
  // A fresh invisible reCAPTCHA for each try (recaptcha.ts says why).
  const verifiers = recaptchaForEachTry(
    (element) => new RecaptchaVerifier(auth, element, { size: 'invisible' }),
  );
  let confirmation: ConfirmationResult | null = null;

  return {
    onUserChanged: (listener) =>
      onAuthStateChanged(auth, (user) =>
        listener(user ? { uid: user.uid, phone: user.phoneNumber, email: user.email } : null),
      ),
    async sendCode(e164, containerId) {
      const element = document.getElementById(containerId);
      if (!element) throw new Error(`The phone step has no #${containerId} for the reCAPTCHA.`);
      confirmation = await signInWithPhoneNumber(auth, e164, verifiers.next(element));
    },
    async confirmCode(code) {
      if (!confirmation)
        throw Object.assign(new Error('Send a code first.'), { code: 'auth/missing-verification-id' });
      await confirmation.confirm(code);
      confirmation = null;
    },
    async sendEmailLink(email, returnTo) {
      await sendSignInLinkToEmail(auth, email, {
        url: `${window.location.origin}${pathInLocale(signInPath(returnTo), locale)}`,
        handleCodeInApp: true,
      });
      window.localStorage.setItem(EMAIL_FOR_SIGN_IN_KEY, email);
    },
    isEmailLink: (href) => isSignInWithEmailLink(auth, href),
    async finishEmailLink(email, href) {
      await signInWithEmailLink(auth, email, href);
      window.localStorage.removeItem(EMAIL_FOR_SIGN_IN_KEY);
    },
    signOut: () => signOut(auth),
  };
}
