// Firebase, loaded on demand: nothing here is imported statically by the first page, so a
// signed-out visitor downloads firebase/app + functions only when a page calls a function
// (results, lookup, stance) and firebase/auth only when they sign in or a session was saved.
// App Check comes with firebase/app, so it costs the first page nothing either.
import type { ApiClient } from '@rv/api';
import type { Locale } from '@rv/domain';
import type { FirebaseApp } from 'firebase/app';
import type { AuthService } from './auth';
import type { AppConfig } from './config';

let appPromise: Promise<FirebaseApp> | null = null;
let apiPromise: Promise<ApiClient> | null = null;
let authPromise: Promise<AuthService> | null = null;

/** The app, with App Check started before anything (functions, auth) can call with it. */
function firebaseApp(config: AppConfig): Promise<FirebaseApp> {
  appPromise ??= Promise.all([import('firebase/app'), import('./appCheck')]).then(
    ([{ initializeApp }, { startAppCheck }]) => {
      const app = initializeApp(config.firebase);
      startAppCheck(app, config.appCheck);
      return app;
    },
  );
  return appPromise;
}

/** The typed client over the callables (the ID token is attached once Auth is loaded). */
export function loadApi(config: AppConfig): Promise<ApiClient> {
  apiPromise ??= Promise.all([firebaseApp(config), import('firebase/functions'), import('@rv/api')]).then(
    ([app, { getFunctions }, { createApiClient, firebaseTransport }]) => {
      const functions = getFunctions(app, config.region);
      return createApiClient(
        firebaseTransport(functions, config.emulators ? { functionsUrl: config.emulators.functionsUrl } : {}),
      );
    },
  );
  return apiPromise;
}

/** Auth in the page's language (`locale`). */
export function loadAuth(config: AppConfig, locale: Locale): Promise<AuthService> {
  authPromise ??= Promise.all([firebaseApp(config), import('./auth')]).then(([app, { createAuthService }]) =>
    createAuthService(app, config, locale),
  );
  return authPromise;
}
