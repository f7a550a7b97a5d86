// The one client store (zustand) and its persistence under site.yaml `persist.key` ("root"),
// restored at start with site.yaml `persist.timeoutMs` (5000) as the limit
// (docs/product/session.md#persistence).
import { type PersistStorage, persist, type StateStorage } from 'zustand/middleware';
import { createStore, type StoreApi } from 'zustand/vanilla';
import { INITIAL_SESSION, type PersistedSession, persistedPart, type SessionState } from './session';

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
  // JSON in the given storage. A saved value is read through readPersisted (its module, with zod,
  // loads only when something was saved); after a time-out, a late answer is dropped.
  const gated: PersistStorage<PersistedSession> = {
    getItem: async (name) => {
      const value = await storage().getItem(name);
      if (value === null || !acceptRestore) return null;
      const saved = JSON.parse(value) as { state?: unknown; version?: number };
      const { readPersisted } = await import('./persisted');
      if (!acceptRestore) return null;
      return { state: readPersisted(saved.state) as PersistedSession, version: saved.version };
    },
    setItem: (name, value) => storage().setItem(name, JSON.stringify(value)),
    removeItem: (name) => storage().removeItem(name),
  };
  const store = createStore<SessionState>()(
    persist(() => INITIAL_SESSION, {
      name: options.key,
      version: PERSIST_VERSION,
      storage: gated,
      partialize: persistedPart,
      // Restored explicitly after the prerendered page hydrates (restoreSession), so the first
      // render in the browser equals the HTML.
      skipHydration: true,
      // Only the valid parts were kept (readPersisted), so a part may be missing.
      merge: (saved, current) => ({ ...current, ...(saved as Partial<PersistedSession>) }),
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

export type RestoreResult = 'RESTORED' | 'TIMED_OUT' | 'FAILED';

/** The message of a restore that took too long; it names the key (docs/product/messages.md#session). */
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
