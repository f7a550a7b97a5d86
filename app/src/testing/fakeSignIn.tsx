// A stand-in for Firebase Auth and the set-up callable, for tests of the sign-in pages in
// happy-dom: the test decides what each sign-in step answers, and a step that signs in tells the
// session controller, as Firebase's onAuthStateChanged does.
import type { ApiClient, VoterRecord } from '@rv/api';
import { site } from '@rv/catalogue';
import { render } from '@testing-library/react';
import { type ReactNode, StrictMode } from 'react';
import { MemoryRouter, useLocation } from 'react-router-dom';
import { App } from '../App';
import { AppProviders, type AppServices } from '../AppContext';
import type { AuthService, SignedInUser } from '../firebase/auth';
import { readConfig } from '../firebase/config';
import { createSessionController } from '../state/controller';
import { INITIAL_SESSION } from '../state/session';
import { createSessionStore } from '../state/store';

export const anaVoter: VoterRecord = {
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

export type FakeAuth = AuthService & {
  /** Every call, in order, as "method(arguments)". */
  readonly calls: string[];
  signIn(user: SignedInUser): void;
};

/**
 * Each method does what `steps` says (read at each call, so a step can be set after the fake is
 * made), else succeeds; confirmCode and finishEmailLink then sign in.
 */
export function fakeAuth(steps: Partial<AuthService> = {}): FakeAuth {
  let listener: (user: SignedInUser | null) => void = () => undefined;
  const calls: string[] = [];
  function record<K extends 'sendCode' | 'confirmCode' | 'sendEmailLink' | 'finishEmailLink' | 'signOut'>(
    name: K,
    otherwise: AuthService[K],
  ): AuthService[K] {
    return (async (...args: unknown[]) => {
      calls.push(`${name}(${args.map((a) => JSON.stringify(a)).join(', ')})`);
      const step = (steps[name] ?? otherwise) as (...a: unknown[]) => Promise<void>;
      return step(...args);
    }) as AuthService[K];
  }
  return {
    calls,
    signIn: (user) => listener(user),
    onUserChanged(l) {
      listener = l;
      return () => undefined;
    },
    sendCode: record('sendCode', async () => undefined),
    confirmCode: record('confirmCode', async () =>
      listener({ uid: 'u-phone', phone: '+12135550101', email: null }),
    ),
    sendEmailLink: record('sendEmailLink', async () => undefined),
    isEmailLink: (href) => (steps.isEmailLink ? steps.isEmailLink(href) : true),
    finishEmailLink: record('finishEmailLink', async (email: string) =>
      listener({ uid: 'u-email', phone: null, email }),
    ),
    signOut: record('signOut', async () => listener(null)),
  };
}

/** The app's services over the fake Auth, with set-up matching `voters`. */
export function fakeServices(auth: AuthService, voters: readonly VoterRecord[] = [anaVoter]): AppServices {
  const store = createSessionStore(
    () => ({ getItem: () => null, setItem: () => undefined, removeItem: () => undefined }),
    site.persist,
  );
  store.setState(INITIAL_SESSION);
  const api = {
    setUpUser2023: async () => ({ lastSetUp: site.setUpMarker, voters: [...voters] }),
  } as unknown as ApiClient;
  const session = createSessionController({
    store,
    persist: site.persist,
    loadAuth: async () => auth,
    loadApi: async () => api,
    authAtStart: () => false,
  });
  return { config: readConfig({}), store, session };
}

/** Where the router is: path, query and fragment. */
export const location = { current: '' };
function LocationProbe() {
  const { pathname, search, hash } = useLocation();
  location.current = `${pathname}${search}${hash}`;
  return null;
}

/** The whole app at `path`, in StrictMode as in main.tsx (in tests, effects run twice as on the dev server). */
export function renderApp(path: string, services: AppServices, extra?: ReactNode) {
  return render(
    <StrictMode>
      <MemoryRouter initialEntries={[path]}>
        <AppProviders services={services}>
          <App />
          <LocationProbe />
          {extra}
        </AppProviders>
      </MemoryRouter>
    </StrictMode>,
  );
}
