import type { ApiClient, VoterRecord } from '@rv/api';
import { describe, expect, it } from 'vitest';
import type { AuthService, SignedInUser } from '../firebase/auth';
import { createSessionController, RECORD_FRESH_FOR_MS } from './controller';
import { createSessionStore, type SessionStore } from './store';

const persist = { key: 'root', timeoutMs: 5000 };
const memory = () => {
  const items = new Map<string, string>();
  return {
    getItem: (k: string) => items.get(k) ?? null,
    setItem: (k: string, v: string) => {
      items.set(k, v);
    },
    removeItem: (k: string) => {
      items.delete(k);
    },
  };
};

function voter(voterId: string): VoterRecord {
  return {
    voterId,
    first: 'ANA',
    last: 'EXAMPLE',
    suffix: '',
    city: 'LOS ANGELES',
    state: 'ca',
    district: '34',
    districts: {},
    stances: {},
    isUpToDate: true,
  };
}

/** A stand-in for Firebase Auth: the test says who is signed in. */
function fakeAuth() {
  let listener: (user: SignedInUser | null) => void = () => undefined;
  let signOuts = 0;
  const service = {
    onUserChanged: (l: (user: SignedInUser | null) => void) => {
      listener = l;
      return () => undefined;
    },
    signOut: async () => {
      signOuts++;
      listener(null);
    },
  } as unknown as AuthService;
  return { service, emit: (user: SignedInUser | null) => listener(user), signOuts: () => signOuts };
}

function fakeApi(answer: () => Promise<VoterRecord[]>) {
  let calls = 0;
  const api = {
    setUpUser2023: async () => {
      calls++;
      return { lastSetUp: 'apr_2025', voters: await answer() };
    },
  } as unknown as ApiClient;
  return { api, calls: () => calls };
}

/**
 * Resolves once the set-up a sign-in started has answered, one way or the other: the store
 * leaves its loading state. What the tests wait for, rather than a turn of the event loop.
 */
function setUpSettled(store: SessionStore): Promise<void> {
  return new Promise((resolve) => {
    if (!store.getState().userLoading) return resolve();
    const stop = store.subscribe((state) => {
      if (state.userLoading) return;
      stop();
      resolve();
    });
  });
}

/** A set-up answer the test releases when it chooses; `asked` resolves at the first call. */
function heldApi() {
  const held: ((voters: VoterRecord[]) => void)[] = [];
  let answered: VoterRecord[] | null = null;
  let wasAsked: () => void = () => undefined;
  const asked = new Promise<void>((resolve) => {
    wasAsked = resolve;
  });
  const api = fakeApi(() => {
    wasAsked();
    // Once answered, a later call (a second read the controller should not make) answers at once,
    // so the test fails on the count rather than hanging.
    return answered ? Promise.resolve(answered) : new Promise<VoterRecord[]>((resolve) => held.push(resolve));
  });
  const answer = (voters: VoterRecord[]) => {
    answered = voters;
    for (const resolve of held.splice(0)) resolve(voters);
  };
  return { ...api, asked, answer };
}

/** A controller over `api`, not started, nobody signed in yet. */
function sessionWith(api: ApiClient, now: () => number = () => 0) {
  const store = createSessionStore(memory, persist);
  const auth = fakeAuth();
  const session = createSessionController({
    store,
    persist,
    loadAuth: async () => auth.service,
    loadApi: async () => api,
    authAtStart: () => false,
    now,
  });
  return { store, auth, session };
}

const user = { uid: 'u1', phone: '+12135550101', email: null };

describe('given a visitor with no saved session', () => {
  it('starts signed out without downloading Firebase Auth', async () => {
    const store = createSessionStore(memory, persist);
    let authLoads = 0;
    const session = createSessionController({
      store,
      persist,
      loadAuth: async () => {
        authLoads++;
        return fakeAuth().service;
      },
      loadApi: async () => fakeApi(async () => []).api,
      authAtStart: () => false,
    });
    await session.start();
    expect(authLoads).toBe(0);
    expect(store.getState().user).toBeNull();
    expect(store.getState().userLoading).toBe(false);
  });
});

describe('given a voter who signs in', () => {
  it('calls setUpUser2023 and selects the one matching voter', async () => {
    const store = createSessionStore(memory, persist);
    const auth = fakeAuth();
    const api = fakeApi(async () => [voter('ca:1')]);
    const session = createSessionController({
      store,
      persist,
      loadAuth: async () => auth.service,
      loadApi: async () => api.api,
      authAtStart: () => false,
    });
    await session.start();
    await session.auth();
    auth.emit(user);
    expect(store.getState().userLoading).toBe(true);
    await setUpSettled(store);
    expect(api.calls()).toBe(1);
    expect(store.getState().userLoading).toBe(false);
    expect(store.getState().matchedSelectedVoter?.voterId).toBe('ca:1');
  });

  it('shows the set-up failure instead of loading forever, and retries on request', async () => {
    const store = createSessionStore(memory, persist);
    const auth = fakeAuth();
    let fail = true;
    const api = fakeApi(async () => {
      if (fail) throw new Error('The server could not be reached.');
      return [voter('ca:1')];
    });
    const session = createSessionController({
      store,
      persist,
      loadAuth: async () => auth.service,
      loadApi: async () => api.api,
      authAtStart: () => false,
    });
    await session.auth();
    auth.emit(user);
    await setUpSettled(store);
    expect(store.getState().setUpError).toBe('The server could not be reached.');
    expect(store.getState().userLoading).toBe(false);
    fail = false;
    await session.retrySetUp();
    expect(store.getState().setUpError).toBeNull();
    expect(store.getState().matchedSelectedVoter?.voterId).toBe('ca:1');
  });

  it('clears the list and the selected voter on sign-out, and signs out of Firebase', async () => {
    const { store, auth, session } = sessionWith(fakeApi(async () => [voter('ca:1'), voter('ca:2')]).api);
    await session.auth();
    auth.emit(user);
    await setUpSettled(store);
    session.pickVoter('ca:2');
    expect(store.getState().matchedSelectedVoter?.voterId).toBe('ca:2');
    await session.signOut();
    expect(auth.signOuts()).toBe(1);
    expect(store.getState().matchedAllVoters).toBeNull();
    expect(store.getState().matchedSelectedVoter).toBeNull();
  });
});

describe('given a returning voter with a saved session', () => {
  it('loads Auth at start and keeps the saved voter when it is still among several matches', async () => {
    const storage = memory();
    const earlier = createSessionStore(() => storage, persist);
    earlier.setState({ matchedSelectedVoter: voter('ca:2') });

    const store = createSessionStore(() => storage, persist);
    const auth = fakeAuth();
    const session = createSessionController({
      store,
      persist,
      loadAuth: async () => auth.service,
      loadApi: async () => fakeApi(async () => [voter('ca:1'), voter('ca:2')]).api,
      authAtStart: () => true,
    });
    await session.start();
    expect(store.getState().userLoading).toBe(true);
    auth.emit(user);
    await setUpSettled(store);
    expect(store.getState().matchedSelectedVoter?.voterId).toBe('ca:2');
  });

  it('forgets a saved voter when Firebase says nobody is signed in', async () => {
    const storage = memory();
    createSessionStore(() => storage, persist).setState({ matchedSelectedVoter: voter('ca:2') });
    const store = createSessionStore(() => storage, persist);
    const auth = fakeAuth();
    const session = createSessionController({
      store,
      persist,
      loadAuth: async () => auth.service,
      loadApi: async () => fakeApi(async () => []).api,
      authAtStart: () => true,
    });
    await session.start();
    auth.emit(null);
    expect(store.getState().userLoading).toBe(false);
    expect(store.getState().matchedSelectedVoter).toBeNull();
  });
});

describe("given a signed-in voter's stances", () => {
  const withStance: VoterRecord = {
    ...voter('ca:1'),
    stances: {
      carbonFeeAndDividend: {
        currentStance: { stance: 'YES', at: '2026-11-18T15:20:11.000Z' },
        history: [{ stance: 'YES', at: '2026-11-18T15:20:11.000Z' }],
      },
    },
  };

  async function signedInWith(
    record: VoterRecord,
    calls: Partial<Pick<ApiClient, 'writeStance' | 'withdrawStance' | 'setUpUser2023'>>,
    now: () => number = () => 0,
  ) {
    const api = { ...fakeApi(async () => [record]).api, ...calls } as ApiClient;
    const { store, session, auth } = sessionWith(api, now);
    await session.auth();
    auth.emit(user);
    await setUpSettled(store);
    return { store, session, auth };
  }

  it('withdraws one: the answer replaces the selected voter and its entry in the list', async () => {
    const sent: unknown[] = [];
    const { store, session } = await signedInWith(withStance, {
      withdrawStance: async (request) => {
        sent.push(request);
        return voter('ca:1');
      },
    });
    await session.withdrawStance({ voterId: 'ca:1', fireDbPetition: 'carbonFeeAndDividend' });
    expect(sent).toEqual([{ voterId: 'ca:1', fireDbPetition: 'carbonFeeAndDividend' }]);
    expect(store.getState().matchedSelectedVoter?.stances).toEqual({});
    expect(store.getState().matchedAllVoters?.[0]?.stances).toEqual({});
  });

  it('keeps the stance when the withdrawal fails, and passes the failure on', async () => {
    const { store, session } = await signedInWith(withStance, {
      withdrawStance: async () => {
        throw new Error('The service cannot be reached.');
      },
    });
    await expect(
      session.withdrawStance({ voterId: 'ca:1', fireDbPetition: 'carbonFeeAndDividend' }),
    ).rejects.toThrow('The service cannot be reached.');
    expect(store.getState().matchedSelectedVoter?.stances).toEqual(withStance.stances);
  });

  it('writes one: the answer replaces the selected voter', async () => {
    const { store, session } = await signedInWith(voter('ca:1'), { writeStance: async () => withStance });
    await session.writeStance({ voterId: 'ca:1', fireDbPetition: 'carbonFeeAndDividend', stance: 'YES' });
    expect(store.getState().matchedSelectedVoter?.stances).toEqual(withStance.stances);
  });

  it('reads them again without the verifying state', async () => {
    let answer = voter('ca:1');
    let now = 0;
    const { store, session } = await signedInWith(
      answer,
      { setUpUser2023: async () => ({ lastSetUp: 'apr_2025', voters: [answer] }) },
      () => now,
    );
    answer = withStance;
    now += RECORD_FRESH_FOR_MS;
    const refreshed = session.refreshVoters();
    expect(store.getState().userLoading).toBe(false);
    await refreshed;
    expect(store.getState().matchedSelectedVoter?.stances).toEqual(withStance.stances);
  });

  it('ignores a late read after sign-out', async () => {
    const api = heldApi();
    const { store, auth, session } = sessionWith(api.api);
    await session.auth();
    auth.emit(user);
    await api.asked;
    // The read on its way is shared by a refresh; the voter signs out before it answers.
    const refreshed = session.refreshVoters();
    await session.signOut();
    api.answer([withStance]);
    await refreshed;
    expect(store.getState().matchedSelectedVoter).toBeNull();
    expect(store.getState().matchedAllVoters).toBeNull();
  });
});

describe("given a page that reads the voter's record from several places at once", () => {
  it('asks the server once while a set-up is on its way (sign-in, then My stances opening)', async () => {
    const api = heldApi();
    const { store, auth, session } = sessionWith(api.api);
    await session.auth();
    auth.emit(user);
    await api.asked;
    const refreshed = session.refreshVoters();
    api.answer([voter('ca:1')]);
    await refreshed;
    expect(api.calls()).toBe(1);
    expect(store.getState().matchedSelectedVoter?.voterId).toBe('ca:1');
  });

  it('does not ask again for a record it read moments ago, and asks once it is older', async () => {
    let now = 1_000_000;
    const api = fakeApi(async () => [voter('ca:1')]);
    const { store, auth, session } = sessionWith(api.api, () => now);
    await session.auth();
    auth.emit(user);
    await setUpSettled(store);
    expect(api.calls()).toBe(1);
    await session.refreshVoters();
    expect(api.calls()).toBe(1);
    now += RECORD_FRESH_FOR_MS;
    await session.refreshVoters();
    expect(api.calls()).toBe(2);
  });

  it('asks again after a sign-out and a new sign-in, however recent the last answer', async () => {
    const api = fakeApi(async () => [voter('ca:1')]);
    const { store, auth, session } = sessionWith(api.api);
    await session.auth();
    auth.emit(user);
    await setUpSettled(store);
    await session.signOut();
    auth.emit(user);
    await setUpSettled(store);
    expect(api.calls()).toBe(2);
  });
});
