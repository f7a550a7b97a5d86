import type { FirebaseApp } from 'firebase/app';
import { CustomProvider, initializeAppCheck, ReCaptchaEnterpriseProvider } from 'firebase/app-check';
import type { AppCheckConfig } from './config';

/**
 * Starts Firebase App Check, so every callable carries a token the functions verify (they refuse
 * calls without one in production). reCAPTCHA Enterprise runs invisibly in production. With the
 * emulators a fixed local debug token: the SDK's own debug provider would exchange its token
 * with Google's App Check service, which a demo project does not have.
 */
export function startAppCheck(app: FirebaseApp, config: AppCheckConfig): void {
  const provider =
    config.provider === 'recaptcha-enterprise'
      ? new ReCaptchaEnterpriseProvider(config.siteKey)
      : new CustomProvider({
          getToken: async () => ({ token: config.debugToken, expireTimeMillis: Date.now() + 60 * 60 * 1000 }),
        });
  initializeAppCheck(app, { provider, isTokenAutoRefreshEnabled: true });
}
