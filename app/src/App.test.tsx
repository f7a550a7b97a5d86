import { site } from '@rv/catalogue';
import { act, cleanup, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Profiler, useEffect } from 'react';
import { BrowserRouter, MemoryRouter, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from './App';
import { AppProviders, type AppServices } from './AppContext';
import { JUST_SIGNED_IN } from './routing/paths';
import { helpAnswered, helpFormChanged, helpSubmitted, INITIAL_SESSION, signedIn } from './state/session';
import { anaVoter } from './testing/fakeSignIn';
import { offlineServices } from './testing/offlineServices';

afterEach(cleanup);

const caVoter = anaVoter;
const user = { uid: 'u1', phone: '+12135550101', email: null };
const form = { first: 'ANA', last: 'EXAMPLE', dob: '01/02/1980', zip: '90012' };

const services = offlineServices;

let currentPath = '';
function LocationProbe() {
  currentPath = useLocation().pathname;
  return null;
}

function renderAt(path: string, app: AppServices = services()) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders services={app}>
        <App />
        <LocationProbe />
      </AppProviders>
    </MemoryRouter>,
  );
  return app;
}

describe('given a visitor on an unknown path', () => {
  it('sends them home', async () => {
    renderAt('/no/such/page');
    expect(await screen.findByRole('heading', { level: 1, name: site.productName })).toBeTruthy();
    expect(currentPath).toBe('/');
  });
});

describe('given a visitor opening a sign-in help page directly', () => {
  it('redirects the form to /signin', async () => {
    renderAt('/signin/help');
    await waitFor(() => expect(currentPath).toBe('/signin'));
  });

  it('redirects the lookup result to /signin even with a stored result', async () => {
    const help = helpAnswered(helpSubmitted(INITIAL_SESSION, form), { classification: 'NOT_FOUND' }).help;
    const app = renderAt('/signin/help/voter-info', services({ help }));
    await waitFor(() => expect(currentPath).toBe('/signin'));
    // Leaving the help pages clears what was stored (docs/product/session.md#sign-in-help).
    await waitFor(() => expect(app.store.getState().help.submitted).toBeNull());
  });
});

describe('given a visitor on /signin', () => {
  it('opens the help form through FIND PHONE/EMAIL ON FILE', async () => {
    renderAt('/signin');
    await userEvent.click(await screen.findByRole('link', { name: 'FIND PHONE/EMAIL ON FILE' }));
    expect(await screen.findByRole('button', { name: 'FIND VOTER INFO' })).toBeTruthy();
    expect(currentPath).toBe('/signin/help');
  });

  it('answers a zip outside California and Florida without a server call', async () => {
    const app = renderAt('/signin');
    await userEvent.click(await screen.findByRole('link', { name: 'FIND PHONE/EMAIL ON FILE' }));
    await userEvent.type(await screen.findByLabelText(/First Name/), 'ana');
    await userEvent.type(screen.getByLabelText(/Last Name/), 'example');
    await userEvent.type(screen.getByLabelText(/Date of Birth/), '01021980');
    await userEvent.type(screen.getByLabelText(/Zip Code/), '10001');
    await userEvent.click(screen.getByRole('button', { name: 'FIND VOTER INFO' }));
    await waitFor(() => expect(currentPath).toBe('/signin/help/voter-info'));
    expect(app.store.getState().help.outcome).toEqual({ classification: 'INVALID_STATE' });
    expect(app.store.getState().help.submitted).toEqual({ ...form, zip: '10001' });
  });
});

describe('given a page whose code is still loading', () => {
  it('is marked interactive only once the page itself is there, not when the shell is', async () => {
    delete document.documentElement.dataset.hydrated;
    renderAt('/voter-guide');
    // The shell is drawn and the guide's code is on its way: nothing chosen now would be kept.
    expect(screen.getByRole('link', { name: 'Voter Guide' })).toBeTruthy();
    expect(document.documentElement.dataset.hydrated).toBeUndefined();
    await screen.findByLabelText('State', {}, { timeout: 10_000 });
    await waitFor(() => expect(document.documentElement.dataset.hydrated).toBe('true'));
  });
});

describe('given a signed-in voter', () => {
  it('sends a matched voter from /signin to /petitions', async () => {
    renderAt('/signin', services({ user, matchedAllVoters: [caVoter], matchedSelectedVoter: caVoter }));
    await waitFor(() => expect(currentPath).toBe('/petitions'));
  });

  it('shows the verifying overlay while the voters are matched', async () => {
    renderAt('/petitions', services({ user, userLoading: true }));
    expect(await screen.findByRole('heading', { name: 'Verifying your voter registration...' })).toBeTruthy();
  });

  it('shows the not-found page and moves to /signin when no voter matches', async () => {
    renderAt('/petitions', services({ user, matchedAllVoters: [] }));
    expect(
      await screen.findByText(/was not found in the California or Florida active voter lists/),
    ).toBeTruthy();
    await waitFor(() => expect(currentPath).toBe('/signin'));
  });

  it('asks which voter they are when several match, and shows the app after the choice', async () => {
    const second = { ...caVoter, voterId: 'ca:2', first: 'BEN' };
    const app = renderAt('/petitions', services({ user, matchedAllVoters: [caVoter, second] }));
    await userEvent.click(await screen.findByRole('button', { name: /Ben Example/ }));
    expect(app.store.getState().matchedSelectedVoter?.voterId).toBe('ca:2');
    expect(
      await screen.findByText('Select a petition to view it fully and voice your opinion:'),
    ).toBeTruthy();
  });
});

describe('given a voter the sign-in page has just sent on to /petitions', () => {
  const signedInServices = () =>
    services({ user, matchedAllVoters: [caVoter], matchedSelectedVoter: caVoter });

  // The real browser history, as on the site: the mark is on the history entry React Router made.
  function renderJustSignedIn(before?: React.ReactNode) {
    window.history.replaceState({ usr: JUST_SIGNED_IN, key: 'signed-in', idx: 0 }, '', '/petitions');
    render(
      <BrowserRouter>
        <AppProviders services={signedInServices()}>
          {before}
          <App />
        </AppProviders>
      </BrowserRouter>,
    );
  }

  // The band's words; the page's live region (#rv-announcer, outside the app's tree and kept
  // between tests) says them too and is left out.
  const band = () =>
    screen
      .queryAllByText(/^Signed in as /)
      .filter((element) => !element.closest('#rv-announcer'))
      .map((element) => element.textContent);

  // A tap that lands before the shell's effects have run (a busy phone): the voter goes Home. Its
  // effect runs first, as it comes before <App /> in the tree.
  function GoesHomeAtOnce() {
    const navigate = useNavigate();
    useEffect(() => {
      void navigate('/');
    }, [navigate]);
    return null;
  }

  it('confirms who they are signed in as and takes the mark off that history entry', async () => {
    renderJustSignedIn();
    await waitFor(() => expect(band()).toEqual(['Signed in as Ana Example, CA-34.']), { timeout: 10_000 });
    expect(window.location.pathname).toBe('/petitions');
    expect(window.history.state?.usr ?? null).toBeNull();
  });

  it('leaves them where they went when they move on before the confirmation is shown', async () => {
    renderJustSignedIn(<GoesHomeAtOnce />);
    expect(await screen.findByText(/Welcome back/, {}, { timeout: 10_000 })).toBeTruthy();
    await act(() => new Promise((resolve) => setTimeout(resolve, 50)));
    expect(window.location.pathname).toBe('/');
    expect(band()).toEqual([]);
  });
});

describe('given a change in the store', () => {
  // Every commit of the tree under <App> (the app, the shell and the page) is counted.
  function renderCounted(path: string) {
    const app = services();
    const commits = { count: 0 };
    render(
      <MemoryRouter initialEntries={[path]}>
        <AppProviders services={app}>
          <Profiler id="app" onRender={() => commits.count++}>
            <App />
          </Profiler>
        </AppProviders>
      </MemoryRouter>,
    );
    return { app, commits };
  }

  it('a part no screen on the page shows does not render the app again', async () => {
    const { app, commits } = renderCounted('/');
    await screen.findByRole('heading', { level: 1, name: site.productName });
    const before = commits.count;
    act(() => app.store.setState((s) => helpFormChanged(s, { ...form, first: 'ANNA' })));
    expect(commits.count).toBe(before);
  });

  it('a part the app shows (who is signed in) renders it again', async () => {
    const { app, commits } = renderCounted('/');
    await screen.findByRole('heading', { level: 1, name: site.productName });
    const before = commits.count;
    act(() => app.store.setState((s) => signedIn(s, user)));
    expect(commits.count).toBeGreaterThan(before);
  });
});
