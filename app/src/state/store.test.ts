import type { VoterRecord } from '@rv/api';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { StateStorage } from 'zustand/middleware';
import { helpSubmitted, INITIAL_SESSION, signedIn, votersMatched } from './session';
import { createSessionStore, restoreSession, restoreTimeoutMessage } from './store';

const persist = { key: 'root', timeoutMs: 5000 };

function memoryStorage(initial: Record<string, string> = {}) {
  const items = new Map(Object.entries(initial));
  const storage: StateStorage = {
    getItem: (name) => items.get(name) ?? null,
    setItem: (name, value) => {
      items.set(name, value);
    },
    removeItem: (name) => {
      items.delete(name);
    },
  };
  return { items, storage };
}

const ana: VoterRecord = {
  voterId: 'ca:1',
  first: 'ANA',
  last: 'EXAMPLE',
  suffix: '',
  city: 'LOS ANGELES',
  state: 'ca',
  district: '34',
  districts: { stateAssembly: '54', stateSenate: '26' },
  stances: {},
  isUpToDate: true,
};
const form = { first: 'ANA', last: 'EXAMPLE', dob: '01/02/1980', zip: '90012' };
const user = { uid: 'u1', phone: '+12135550101', email: null };

afterEach(() => {
  vi.useRealTimers();
});

describe('the saved state under "root"', () => {
  it('holds the selected voter and the sign-in help state, not the identity or the list', () => {
    const { items, storage } = memoryStorage();
    const store = createSessionStore(() => storage, persist);
    store.setState((s) => helpSubmitted(votersMatched(signedIn(s, user), [ana]), form));
    const saved = JSON.parse(items.get('root') ?? 'null');
    expect(saved.state.matchedSelectedVoter.voterId).toBe('ca:1');
    expect(saved.state.help.submitted).toEqual(form);
    expect(saved.state).not.toHaveProperty('user');
    expect(saved.state).not.toHaveProperty('matchedAllVoters');
  });

  it('is restored into a new store on start', async () => {
    const { storage } = memoryStorage();
    const first = createSessionStore(() => storage, persist);
    first.setState((s) => helpSubmitted(votersMatched(signedIn(s, user), [ana]), form));

    const second = createSessionStore(() => storage, persist);
    expect(second.getState().matchedSelectedVoter).toBeNull();
    await expect(restoreSession(second, persist)).resolves.toBe('RESTORED');
    expect(second.getState().matchedSelectedVoter?.voterId).toBe('ca:1');
    expect(second.getState().help.submitted).toEqual(form);
    // Who is signed in comes from Firebase, never from storage.
    expect(second.getState().user).toBeNull();
  });

  it('ignores a saved value of the wrong shape', async () => {
    const { storage } = memoryStorage({
      root: JSON.stringify({
        state: { matchedSelectedVoter: { voterId: 7 }, help: { form: 'x' } },
        version: 1,
      }),
    });
    const store = createSessionStore(() => storage, persist);
    await restoreSession(store, persist);
    expect(store.getState().matchedSelectedVoter).toBeNull();
    expect(store.getState().help).toEqual(INITIAL_SESSION.help);
  });

  it('ignores a saved voter that is wrong anywhere, not only in its id, state and name', async () => {
    const { storage } = memoryStorage({
      root: JSON.stringify({
        state: {
          matchedSelectedVoter: { ...ana, district: 34, stances: { carbonFeeAndDividend: 'YES' } },
          help: { ...INITIAL_SESSION.help, outcome: { classification: 'ACTIVE_HAS_CONTACT' } },
        },
        version: 1,
      }),
    });
    const store = createSessionStore(() => storage, persist);
    await expect(restoreSession(store, persist)).resolves.toBe('RESTORED');
    expect(store.getState().matchedSelectedVoter).toBeNull();
    expect(store.getState().help).toEqual(INITIAL_SESSION.help);
  });

  it('keeps the valid part of a saved value when the other part is wrong', async () => {
    const { storage } = memoryStorage({
      root: JSON.stringify({ state: { matchedSelectedVoter: ana, help: { form: 'x' } }, version: 1 }),
    });
    const store = createSessionStore(() => storage, persist);
    await restoreSession(store, persist);
    expect(store.getState().matchedSelectedVoter).toEqual(ana);
    expect(store.getState().help).toEqual(INITIAL_SESSION.help);
  });

  it('gives up after the time-out with a message naming the key, and ignores a late answer', async () => {
    vi.useFakeTimers();
    let answer: (value: string) => void = () => undefined;
    const hanging: StateStorage = {
      getItem: () =>
        new Promise<string>((resolve) => {
          answer = resolve;
        }),
      setItem: () => undefined,
      removeItem: () => undefined,
    };
    const store = createSessionStore(() => hanging, persist);
    const warnings: string[] = [];
    const restoring = restoreSession(store, persist, (message) => warnings.push(message));
    await vi.advanceTimersByTimeAsync(4999);
    expect(warnings).toEqual([]);
    await vi.advanceTimersByTimeAsync(1);
    await expect(restoring).resolves.toBe('TIMED_OUT');
    expect(warnings).toEqual([restoreTimeoutMessage(persist)]);
    expect(warnings[0]).toContain('"root"');

    answer(JSON.stringify({ state: { matchedSelectedVoter: ana, help: INITIAL_SESSION.help }, version: 1 }));
    await vi.runAllTimersAsync();
    expect(store.getState().matchedSelectedVoter).toBeNull();
  });

  it('reports a storage that throws as a failed restore and starts empty', async () => {
    const store = createSessionStore(() => {
      throw new Error('SecurityError');
    }, persist);
    await expect(restoreSession(store, persist, () => undefined)).resolves.toBe('FAILED');
    expect(store.getState().matchedSelectedVoter).toBeNull();
  });
});
