// The sign-in lifecycle (docs/product/session.md#sign-in-change): Firebase tells who is signed in,
// setUpUser2023 returns the matched voters, the store selects one. Firebase and the api client
// come in through loaders so this runs in tests with fakes and in the browser lazily.
import type { ApiClient } from '@rv/api';
import type { AuthService } from '../firebase/auth';
import {
  restoringUser,
  type SessionUser,
  setUpFailed,
  signedIn,
  signedOut,
  voterPicked,
  votersMatched,
} from './session';
import { type PersistOptions, type RestoreResult, restoreSession, type SessionStore } from './store';

export interface SessionDeps {
  readonly store: SessionStore;
  readonly persist: PersistOptions;
  readonly loadAuth: () => Promise<AuthService>;
  readonly loadApi: () => Promise<ApiClient>;
  /** A saved Firebase session or an e-mail link to finish: load Auth at start. */
  readonly authAtStart: () => boolean;
  readonly warn?: (message: string) => void;
}

export interface SessionController {
  /** Restores the saved state, then, when a session was saved, signs it back in. */
  start(): Promise<RestoreResult>;
  /** Firebase Auth, loaded once and listened to from then on. */
  auth(): Promise<AuthService>;
  api(): Promise<ApiClient>;
  signOut(): Promise<void>;
  pickVoter(voterId: string): void;
  retrySetUp(): Promise<void>;
}

export function createSessionController(deps: SessionDeps): SessionController {
  const { store } = deps;
  let authPromise: Promise<AuthService> | null = null;
  let setUpRun = 0;

  async function setUp(user: SessionUser) {
    const run = ++setUpRun;
    try {
      const api = await deps.loadApi();
      const { voters } = await api.setUpUser2023();
      // A later sign-in or sign-out wins over an older answer.
      if (run === setUpRun && store.getState().user?.uid === user.uid) {
        store.setState((s) => votersMatched(s, voters));
      }
    } catch (error) {
      if (run === setUpRun) {
        const message = error instanceof Error ? error.message : String(error);
        store.setState((s) => setUpFailed(s, message));
      }
    }
  }

  function onUser(user: SessionUser | null) {
    if (!user) {
      setUpRun++;
      store.setState(signedOut);
      return;
    }
    store.setState((s) => signedIn(s, user));
    void setUp(user);
  }

  function auth(): Promise<AuthService> {
    authPromise ??= deps.loadAuth().then((service) => {
      service.onUserChanged(onUser);
      return service;
    });
    return authPromise;
  }

  return {
    async start() {
      const restored = await restoreSession(store, deps.persist, deps.warn);
      if (deps.authAtStart()) {
        store.setState(restoringUser);
        await auth().catch((error: unknown) => {
          // Auth could not load (offline): carry on signed out rather than spin forever.
          (deps.warn ?? console.warn)(
            `Sign-in could not start: ${error instanceof Error ? error.message : error}`,
          );
          store.setState(signedOut);
        });
      } else {
        // No saved Firebase session: a restored voter belongs to nobody now.
        store.setState(signedOut);
      }
      return restored;
    },
    auth,
    api: deps.loadApi,
    async signOut() {
      setUpRun++;
      store.setState(signedOut);
      if (authPromise) await (await authPromise).signOut();
    },
    pickVoter(voterId) {
      store.setState((s) => voterPicked(s, voterId));
    },
    async retrySetUp() {
      const user = store.getState().user;
      if (user) {
        store.setState((s) => signedIn(s, user));
        await setUp(user);
      }
    },
  };
}
