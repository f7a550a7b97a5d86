// The sign-in lifecycle (docs/product/session.md#sign-in-change): Firebase tells who is signed in,
// setUpUser2023 returns the matched voters, the store selects one. Firebase and the api client
// come in through loaders so this runs in tests with fakes and in the browser lazily.
import type { ApiClient, VoterRecord, WithdrawStanceRequest, WriteStanceRequest } from '@rv/api';
import type { AuthService } from '../firebase/auth';
import {
  restoringUser,
  type SessionUser,
  setUpFailed,
  signedIn,
  signedOut,
  voterPicked,
  votersMatched,
  voterUpdated,
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
  /** The clock a read record's age is measured by (Date.now; a fake one in tests). */
  readonly now?: () => number;
}

/**
 * A record read this recently is not read again when a page asks for it (My stances opening
 * right after the sign-in's set-up read it): docs/product/session.md#reading-the-record-once.
 */
export const RECORD_FRESH_FOR_MS = 10_000;

export interface SessionController {
  /** Restores the saved state, then, when a session was saved, signs it back in. */
  start(): Promise<RestoreResult>;
  /** Firebase Auth, loaded once and listened to from then on. */
  auth(): Promise<AuthService>;
  api(): Promise<ApiClient>;
  signOut(): Promise<void>;
  pickVoter(voterId: string): void;
  retrySetUp(): Promise<void>;
  /**
   * The voter's stances change on the server and the answer (the updated record) replaces the
   * selected voter (docs/product/session.md#voicing-a-stance). A failure rejects and changes
   * nothing here; the page shows it.
   */
  writeStance(request: WriteStanceRequest): Promise<VoterRecord>;
  withdrawStance(request: WithdrawStanceRequest): Promise<VoterRecord>;
  /**
   * Reads the voter's record again (setUpUser2023) without the full-screen verifying state, so
   * My stances shows stances given on another device. Rejects on failure, changing nothing.
   */
  refreshVoters(): Promise<void>;
}

export function createSessionController(deps: SessionDeps): SessionController {
  const { store } = deps;
  let authPromise: Promise<AuthService> | null = null;
  let setUpRun = 0;
  const now = deps.now ?? Date.now;
  // The one setUpUser2023 call on its way, and when the last one answered, for whom.
  let reading: { uid: string; voters: Promise<VoterRecord[]> } | null = null;
  let lastRead: { uid: string; at: number } | null = null;

  /** The voter's records from setUpUser2023; a call already on its way for this user is shared. */
  function readVoters(uid: string): Promise<VoterRecord[]> {
    if (reading?.uid === uid) return reading.voters;
    const voters = deps
      .loadApi()
      .then((api) => api.setUpUser2023())
      .then(({ voters }) => {
        lastRead = { uid, at: now() };
        return voters;
      })
      .finally(() => {
        if (reading?.voters === voters) reading = null;
      });
    reading = { uid, voters };
    return voters;
  }

  function forgetReads() {
    reading = null;
    lastRead = null;
  }

  async function setUp(user: SessionUser) {
    const run = ++setUpRun;
    try {
      const voters = await readVoters(user.uid);
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
      forgetReads();
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

  async function updateVoter(call: (api: ApiClient) => Promise<VoterRecord>): Promise<VoterRecord> {
    const record = await call(await deps.loadApi());
    store.setState((s) => voterUpdated(s, record));
    return record;
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
      forgetReads();
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
    writeStance: (request) => updateVoter((api) => api.writeStance(request)),
    withdrawStance: (request) => updateVoter((api) => api.withdrawStance(request)),
    async refreshVoters() {
      const user = store.getState().user;
      if (!user) return;
      if (lastRead?.uid === user.uid && now() - lastRead.at < RECORD_FRESH_FOR_MS && !reading) return;
      const run = setUpRun;
      const voters = await readVoters(user.uid);
      // A sign-in, sign-out or set-up meanwhile wins over this answer.
      if (run === setUpRun && store.getState().user?.uid === user.uid) {
        store.setState((s) => votersMatched(s, voters));
      }
    },
  };
}
