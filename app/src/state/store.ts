// The one client store (zustand) and its persistence under site.yaml `persist.key` ("root"),
// restored at start with site.yaml `persist.timeoutMs` (5000) as the limit (spec section 4).
import type { VoterRecord } from '@rv/api';
import { createJSONStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import {
  EMPTY_HELP,
  type HelpState,
  INITIAL_SESSION,
  type PersistedSession,
  persistedPart,
  type SessionState,
} from './session';

export type SessionStore = StoreApi<SessionState> & {
  persist: { rehydrate: () => Promise<void> | void };
  /** After a time-out: a saved value that arrives late is ignored. */
  ignoreLateRestore: () => void;
  /** The error of the last restore (zustand reports it to a callback, not to the caller). */
  restoreError: () => unknown;
};

export interface PersistOptions {
  readonly key: string;
  readonly timeoutMs: number;
}

// Bump when the persisted shape changes: an older saved value is then ignored, not misread.
const PERSIST_VERSION = 1;

export function createSessionStore(storage: () => StateStorage, options: PersistOptions): SessionStore {
  let acceptRestore = true;
  let restoreError: unknown = null;
  const gated: StateStorage = {
    getItem: async (name) => {
      const value = await storage().getItem(name);
      return acceptRestore ? value : null;
    },
    setItem: (name, value) => storage().setItem(name, value),
    removeItem: (name) => storage().removeItem(name),
  };
  const store = createStore<SessionState>()(
    persist(() => INITIAL_SESSION, {
      name: options.key,
      version: PERSIST_VERSION,
      storage: createJSONStorage<PersistedSession>(() => gated),
      partialize: persistedPart,
      // Restored explicitly after the prerendered page hydrates (restoreSession), so the first
      // render in the browser equals the HTML.
      skipHydration: true,
      merge: (saved, current) => ({ ...current, ...readPersisted(saved) }),
      onRehydrateStorage: () => (_state, error) => {
        restoreError = error ?? null;
      },
    }),
  );
  return Object.assign(store, {
    ignoreLateRestore: () => {
      acceptRestore = false;
    },
    restoreError: () => restoreError,
  });
}

/** A saved value is used only when it has the expected shape. */
export function readPersisted(saved: unknown): Partial<PersistedSession> {
  if (typeof saved !== 'object' || saved === null) return {};
  const { matchedSelectedVoter, help } = saved as Record<string, unknown>;
  const result: { matchedSelectedVoter?: VoterRecord | null; help?: HelpState } = {};
  if (isVoter(matchedSelectedVoter)) result.matchedSelectedVoter = matchedSelectedVoter;
  if (isHelp(help)) result.help = { ...EMPTY_HELP, ...help };
  return result;
}

function isVoter(value: unknown): value is VoterRecord {
  if (typeof value !== 'object' || value === null) return false;
  const v = value as Record<string, unknown>;
  return (
    typeof v.voterId === 'string' && (v.state === 'ca' || v.state === 'fl') && typeof v.first === 'string'
  );
}

function isHelp(value: unknown): value is HelpState {
  if (typeof value !== 'object' || value === null) return false;
  const form = (value as Record<string, unknown>).form as Record<string, unknown> | undefined;
  return !!form && ['first', 'last', 'dob', 'zip'].every((k) => typeof form[k] === 'string');
}

export type RestoreResult = 'RESTORED' | 'TIMED_OUT' | 'FAILED';

/** The message of a restore that took too long; it names the key, as the spec asks. */
export function restoreTimeoutMessage(options: PersistOptions): string {
  return `Restoring the saved state under the key "${options.key}" took longer than ${options.timeoutMs} ms; the app started without it.`;
}

/**
 * Restores the saved state, or gives up after `timeoutMs` (a storage that never answers must
 * not hold the app) and says so in the console. A late answer is ignored.
 */
export async function restoreSession(
  store: SessionStore,
  options: PersistOptions,
  warn: (message: string) => void = console.warn,
): Promise<RestoreResult> {
  let timer: ReturnType<typeof setTimeout> | undefined;
  const timeout = new Promise<'TIMED_OUT'>((resolve) => {
    timer = setTimeout(() => resolve('TIMED_OUT'), options.timeoutMs);
  });
  const restore = Promise.resolve()
    .then(() => store.persist.rehydrate())
    .then(
      () => (store.restoreError() ? ('FAILED' as const) : ('RESTORED' as const)),
      () => 'FAILED' as const,
    );
  const result = await Promise.race([restore, timeout]);
  clearTimeout(timer);
  if (result === 'TIMED_OUT') {
    store.ignoreLateRestore();
    warn(restoreTimeoutMessage(options));
  }
  return result;
}
