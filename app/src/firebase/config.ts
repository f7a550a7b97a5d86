// Which Firebase the app talks to. Production values come from VITE_FIREBASE_* at build time;
// without them (a local build, `npm start`, the end-to-end tests) the app uses the local Auth
// and Functions emulators of project demo-registered-voice, so a build can never reach a real
// project by accident.
import { DEFAULT_REGION, DEMO_PROJECT_ID, EMULATOR_PORTS, emulatorFunctionsUrl } from '@rv/api/contract';

interface FirebaseWebConfig {
  readonly apiKey: string;
  readonly authDomain?: string;
  readonly projectId: string;
  readonly appId?: string;
}

/**
 * How the app proves to the functions that calls come from it (Firebase App Check): reCAPTCHA
 * Enterprise in production; with the emulators a local debug token (the demo project has no App
 * Check service to exchange a real debug token with, and the emulators do not check it).
 */
export type AppCheckConfig =
  | { readonly provider: 'recaptcha-enterprise'; readonly siteKey: string }
  | { readonly provider: 'debug'; readonly debugToken: string };

export interface AppConfig {
  readonly firebase: FirebaseWebConfig;
  readonly appCheck: AppCheckConfig;
  readonly region: string;
  /** Set when the app talks to the local emulators. */
  readonly emulators: { readonly authUrl: string; readonly functionsUrl: string } | null;
}

export type Env = Readonly<Record<string, string | undefined>>;

// Any non-empty key works with the Auth emulator; "demo-" projects never reach Google.
const EMULATOR_API_KEY = 'demo-api-key';
// Sent as the App Check token to the emulators, which accept any token and enforce none.
const EMULATOR_APP_CHECK_TOKEN = 'emulator-debug-token';

export function readConfig(env: Env): AppConfig {
  const region = env.VITE_FIREBASE_FUNCTIONS_REGION || DEFAULT_REGION;
  const useEmulators = env.VITE_RV_USE_EMULATORS === 'true' || !env.VITE_FIREBASE_API_KEY;
  if (useEmulators) {
    const projectId = env.VITE_RV_PROJECT_ID || DEMO_PROJECT_ID;
    return {
      firebase: { apiKey: EMULATOR_API_KEY, projectId, authDomain: `${projectId}.firebaseapp.com` },
      appCheck: { provider: 'debug', debugToken: EMULATOR_APP_CHECK_TOKEN },
      region,
      emulators: {
        authUrl: env.VITE_RV_AUTH_EMULATOR_URL || `http://127.0.0.1:${EMULATOR_PORTS.auth}`,
        functionsUrl: env.VITE_RV_FUNCTIONS_URL || emulatorFunctionsUrl(projectId, region),
      },
    };
  }
  const projectId = env.VITE_FIREBASE_PROJECT_ID;
  if (!projectId) {
    throw new Error(
      'VITE_FIREBASE_PROJECT_ID is missing: set it with VITE_FIREBASE_API_KEY (README "Deploy").',
    );
  }
  const siteKey = env.VITE_RECAPTCHA_ENTERPRISE_SITE_KEY;
  if (!siteKey) {
    throw new Error(
      'VITE_RECAPTCHA_ENTERPRISE_SITE_KEY is missing: the functions refuse calls without App Check (README "Deploy").',
    );
  }
  return {
    appCheck: { provider: 'recaptcha-enterprise', siteKey },
    firebase: {
      apiKey: env.VITE_FIREBASE_API_KEY as string,
      projectId,
      authDomain: env.VITE_FIREBASE_AUTH_DOMAIN || `${projectId}.firebaseapp.com`,
      ...(env.VITE_FIREBASE_APP_ID ? { appId: env.VITE_FIREBASE_APP_ID } : {}),
    },
    region,
    emulators: null,
  };
}

/**
 * Where Firebase Auth keeps a signed-in user. The app uses browserLocalPersistence (not the
 * default IndexedDB) so this one synchronous read tells whether a session was saved, and
 * signed-out visitors never download firebase/auth (firebase-js-sdk
 * packages/auth/src/core/persistence/persistence_user_manager.ts `_persistenceKeyName`, 2026-11-22).
 */
export function persistedAuthKey(config: AppConfig): string {
  return `firebase:authUser:${config.firebase.apiKey}:[DEFAULT]`;
}

/** The key the e-mail flow keeps the address under (docs/product/data.md#browser-storage). */
export const EMAIL_FOR_SIGN_IN_KEY = 'emailForSignIn';

/** True when the URL is the return from an e-mail sign-in link (Firebase adds these). */
export function looksLikeEmailLinkReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.get('mode') === 'signIn' && params.has('oobCode');
}

/** Whether to load Firebase Auth at start: a saved session, or an e-mail link to finish. */
export function shouldLoadAuthAtStart(
  storage: Pick<Storage, 'getItem'> | null,
  config: AppConfig,
  search: string,
): boolean {
  if (looksLikeEmailLinkReturn(search)) return true;
  try {
    return storage?.getItem(persistedAuthKey(config)) != null;
  } catch {
    // Storage blocked (private mode, policy): no saved session can exist either.
    return false;
  }
}
