/// <reference types="vite/client" />

interface ImportMetaEnv {
  /** The build's language, 'en' or 'es' (app/vite.config.ts, from RV_LOCALE). */
  readonly RV_LOCALE?: string;
  /** Production Firebase web config (Firebase console → Project settings → Your apps). */
  readonly VITE_FIREBASE_API_KEY?: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN?: string;
  readonly VITE_FIREBASE_PROJECT_ID?: string;
  readonly VITE_FIREBASE_APP_ID?: string;
  readonly VITE_FIREBASE_FUNCTIONS_REGION?: string;
  readonly VITE_RECAPTCHA_ENTERPRISE_SITE_KEY?: string;
  /** The public origin, e.g. https://registeredvoice.example.org, for Open Graph URLs. */
  readonly VITE_SITE_ORIGIN?: string;
  /** Set by `npm start` (scripts/start/start.ts): the local emulators. */
  readonly VITE_RV_USE_EMULATORS?: string;
  readonly VITE_RV_PROJECT_ID?: string;
  readonly VITE_RV_AUTH_EMULATOR_URL?: string;
  readonly VITE_RV_FUNCTIONS_URL?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
