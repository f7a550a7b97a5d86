// Wires config, store, Firebase loaders and the session controller for the browser.
import { site } from '@rv/catalogue';
import type { AppServices } from './AppContext';
import { readConfig, shouldLoadAuthAtStart } from './firebase/config';
import { loadApi, loadAuth } from './firebase/services';
import { PAGE_LOCALE } from './language';
import { createSessionController } from './state/controller';
import { createSessionStore } from './state/store';

function localStorageOrNull(): Storage | null {
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}

export function createBrowserServices(): AppServices {
  const config = readConfig(import.meta.env);
  const store = createSessionStore(() => {
    const storage = localStorageOrNull();
    if (!storage) throw new Error('Browser storage is not available.');
    return storage;
  }, site.persist);
  const session = createSessionController({
    store,
    persist: site.persist,
    // Auth in the build's language: the SMS and the sign-in e-mail come in the page's language.
    loadAuth: () => loadAuth(config, PAGE_LOCALE),
    loadApi: () => loadApi(config),
    authAtStart: () => shouldLoadAuthAtStart(localStorageOrNull(), config, window.location.search),
  });
  return { config, store, session };
}
