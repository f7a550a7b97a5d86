// The app's services with no Firebase at all: a memory store in `state` and a controller whose
// Auth and callables are unavailable, for tests of what the app shows from a given state.
import { site } from '@rv/catalogue';
import type { AppServices } from '../AppContext';
import { readConfig } from '../firebase/config';
import { createSessionController } from '../state/controller';
import { INITIAL_SESSION, type SessionState } from '../state/session';
import { createSessionStore } from '../state/store';

export function offlineServices(state: Partial<SessionState> = {}): AppServices {
  const store = createSessionStore(
    () => ({ getItem: () => null, setItem: () => undefined, removeItem: () => undefined }),
    site.persist,
  );
  store.setState({ ...INITIAL_SESSION, ...state });
  const unavailable = () => Promise.reject(new Error('no Firebase in these tests'));
  const session = createSessionController({
    store,
    persist: site.persist,
    loadAuth: unavailable,
    loadApi: unavailable,
    authAtStart: () => false,
  });
  return { config: readConfig({}), store, session };
}
