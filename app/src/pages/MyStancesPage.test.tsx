import type { ApiClient, VoterRecord } from '@rv/api';
import { petitions, site } from '@rv/catalogue';
import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { AppProviders, type AppServices } from '../AppContext';
import { readConfig } from '../firebase/config';
import { routeMeta } from '../routing/meta';
import { createSessionController } from '../state/controller';
import { INITIAL_SESSION, type SessionState } from '../state/session';
import { createSessionStore } from '../state/store';

afterEach(cleanup);

const [carbonFee] = petitions;
if (!carbonFee) throw new Error('The catalogue has no petition: run npm run build:content.');
const user = { uid: 'u1', phone: '+12135550101', email: null };
const unanswered: VoterRecord = {
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
const supporting: VoterRecord = {
  ...unanswered,
  stances: {
    [carbonFee.petitionKey]: {
      currentStance: { stance: 'YES', at: '2026-11-18T15:20:11.000Z' },
      history: [{ stance: 'YES', at: '2026-11-18T15:20:11.000Z' }],
    },
  },
};

/** The app at /my-stances over a stand-in api: the server's record is `onServer`. */
function renderMyStances(state: Partial<SessionState>, api: Partial<ApiClient> = {}): AppServices {
  const store = createSessionStore(
    () => ({ getItem: () => null, setItem: () => undefined, removeItem: () => undefined }),
    site.persist,
  );
  store.setState({ ...INITIAL_SESSION, ...state });
  const session = createSessionController({
    store,
    persist: site.persist,
    loadAuth: () => Promise.reject(new Error('no Firebase in these tests')),
    loadApi: async () => api as ApiClient,
    authAtStart: () => false,
  });
  const services = { config: readConfig({}), store, session };
  render(
    <MemoryRouter initialEntries={['/my-stances']}>
      <AppProviders services={services}>
        <App />
      </AppProviders>
    </MemoryRouter>,
  );
  return services;
}

describe('given a visitor who is not signed in', () => {
  it('asks them to sign in and come back to My stances', async () => {
    renderMyStances({});
    await screen.findByText(/^Sign in to see the stances you have taken/, {}, { timeout: 5000 });
    // The shell's SIGN IN goes to /signin; the page's asks to come back here.
    const links = screen.getAllByRole('link', { name: 'SIGN IN' }).map((a) => a.getAttribute('href'));
    expect(links).toContain('/signin?next=%2Fmy-stances');
  });
});

describe('given a signed-in voter', () => {
  it('reads their record again, lists their stance, and withdraws it after the confirm step', async () => {
    let onServer = supporting;
    const sent: unknown[] = [];
    const app = renderMyStances(
      // The saved record does not know the stance given on another device yet.
      { user, matchedAllVoters: [unanswered], matchedSelectedVoter: unanswered },
      {
        setUpUser2023: async () => ({ lastSetUp: 'apr_2025', voters: [onServer] }),
        withdrawStance: async (request) => {
          sent.push(request);
          onServer = unanswered;
          return unanswered;
        },
      },
    );
    const answered = await screen.findByRole(
      'region',
      { name: 'Your stances, latest first' },
      { timeout: 5000 },
    );
    expect(within(answered).getByText('You support this petition.')).toBeTruthy();
    // Told in the voter's state's clock, named, whatever the machine's zone (decision 0064).
    const recorded = answered.querySelector('time[datetime="2026-11-18T15:20:11.000Z"]');
    expect(recorded?.textContent?.replace(/\s/g, ' ')).toBe('November 18, 2026 at 7:20 AM PST');

    await userEvent.click(
      within(answered).getByRole('button', { name: `Withdraw your stance on ${carbonFee.uiTitle}` }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Withdraw my stance' }));
    await waitFor(() =>
      expect(screen.getByRole('status').textContent).toBe(
        `Your stance on ${carbonFee.uiTitle} is withdrawn. It no longer counts in the petition's stances.`,
      ),
    );
    expect(sent).toEqual([{ voterId: 'ca:1', fireDbPetition: carbonFee.petitionKey }]);
    expect(app.store.getState().matchedSelectedVoter?.stances).toEqual({});
    expect(screen.getByText('You have not voiced an opinion on any petition yet.')).toBeTruthy();
  });

  it('says the stances could not be loaded, and loads them on TRY AGAIN', async () => {
    let fail = true;
    renderMyStances(
      { user, matchedAllVoters: [supporting], matchedSelectedVoter: supporting },
      {
        setUpUser2023: async () => {
          if (fail) throw new Error('The service cannot be reached.');
          return { lastSetUp: 'apr_2025', voters: [supporting] };
        },
      },
    );
    const alert = await screen.findByRole('alert', {}, { timeout: 5000 });
    expect(alert.textContent).toContain('Your stances could not be loaded.');
    fail = false;
    await userEvent.click(screen.getByRole('button', { name: 'TRY AGAIN' }));
    expect(await screen.findByText('You support this petition.')).toBeTruthy();
  });
});

describe('the route', () => {
  it('has its own title and description', () => {
    expect(routeMeta('/my-stances')).toEqual({
      title: `My stances | ${site.productName}`,
      description: 'The petitions you have voiced an opinion on: see, change or withdraw your stance.',
    });
  });
});
