// The petition's views in the URL (docs/product/screens.md#routes): a link opens its view, a path
// that is nearly a view is replaced by it, and the history walks back through the views.
import { petitions } from '@rv/catalogue';
import { act, cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from '../App';
import { AppProviders } from '../AppContext';
import { offlineServices } from '../testing/offlineServices';

const petition = petitions.find((p) => p.jurisdiction.level === 'NATIONAL');
if (!petition) throw new Error('The catalogue has no national petition.');
const base = `/petitions/${petition.url}`;

const zeros = (n: number) =>
  Object.fromEntries(Array.from({ length: n }, (_, i) => [String(i + 1), { YES: 0, NO: 0 }]));
const results = {
  url: petition.url,
  title: petition.uiTitle,
  asOf: '2026-11-22T20:00:00.000Z',
  licence: 'CC0-1.0',
  fewerThan: 10,
  districtPlans: { ca: 'ca-commission-2021', fl: 'fl-2022' },
  congressional: {
    ca: { ...zeros(52), TOTAL: { YES: 0, NO: 0 } },
    fl: { ...zeros(28), TOTAL: { YES: 0, NO: 0 } },
  },
  california: { stateAssembly: zeros(80), stateSenate: zeros(40) },
};

const answerResults = async () => new Response(JSON.stringify(results), { status: 200 });
// A new fetch for each test: the page shares one results read per fetch function for a while
// (docs/decisions/0063-one-read-shared-by-a-page.md), which must not carry over between tests.
let fetchResults = vi.fn(answerResults);
beforeEach(() => {
  fetchResults = vi.fn(answerResults);
  vi.stubGlobal('fetch', fetchResults);
});
afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

const services = offlineServices;

let currentPath = '';
let navigate: NavigateFunction = () => undefined;
function Probe() {
  currentPath = useLocation().pathname;
  navigate = useNavigate();
  return null;
}

function renderAt(path: string, state: Parameters<typeof services>[0] = {}) {
  render(
    <MemoryRouter initialEntries={[path]}>
      <AppProviders services={services(state)}>
        <App />
        <Probe />
      </AppProviders>
    </MemoryRouter>,
  );
}

// The Stances view's code loads when it first shows: on a busy machine that takes over a second.
const districtsOf = (state: string) =>
  screen.findByRole(
    'table',
    { name: new RegExp(`${state} stances by congressional district`) },
    { timeout: 5000 },
  );
const nationalTable = () =>
  screen.findByRole('table', { name: /^Stances of registered voters/ }, { timeout: 5000 });
const selectedTab = () => screen.getByRole('tab', { selected: true }).textContent;

describe('given a shared link to a state’s districts', () => {
  it('opens the Stances tab with that state expanded', async () => {
    renderAt(`${base}/stances/ca`);
    expect((await districtsOf('California')).querySelectorAll('tbody tr')).toHaveLength(52);
    expect(selectedTab()).toBe('Petition Stances');
    expect(currentPath).toBe(`${base}/stances/ca`);
  });

  it.each([
    [`${base}/stances/CA`, `${base}/stances/ca`],
    [`${base}/stances/tx`, `${base}/stances`],
    [`${base}/stances/ca/more`, `${base}/stances/ca`],
    [`${base}/comments`, base],
  ])('%s is replaced by %s', async (path, expected) => {
    renderAt(path);
    await waitFor(() => expect(currentPath).toBe(expected));
    await screen.findByRole('heading', { level: 1, name: petition.uiTitle });
  });
});

describe('given a visitor moving through the views', () => {
  it('each view is a history entry: back walks through them without fetching the results again', async () => {
    renderAt(base);
    await userEvent.click(await screen.findByRole('tab', { name: 'Petition Stances' }));
    expect(currentPath).toBe(`${base}/stances`);
    await userEvent.click(
      within(await nationalTable()).getByRole('button', { name: 'Florida: show districts' }),
    );
    await districtsOf('Florida');
    expect(currentPath).toBe(`${base}/stances/fl`);
    await userEvent.click(screen.getByRole('button', { name: 'Florida: back to all states' }));
    await nationalTable();
    expect(currentPath).toBe(`${base}/stances`);

    act(() => void navigate(-1));
    expect((await districtsOf('Florida')).querySelectorAll('tbody tr')).toHaveLength(28);
    act(() => void navigate(-1));
    await nationalTable();
    expect(currentPath).toBe(`${base}/stances`);
    act(() => void navigate(-1));
    await waitFor(() => expect(currentPath).toBe(base));
    await waitFor(() => expect(selectedTab()).toBe('Petition Text'));
    // Once, shared by the totals at the top of the page and the table; none for a change of view.
    expect(fetchResults).toHaveBeenCalledTimes(1);
  });
});

describe('given a Florida voter signed in on a national petition', () => {
  it("tells the time of the count in Florida's clock, named", async () => {
    const voter = {
      voterId: 'fl:1',
      first: 'ANA',
      last: 'SAMPLE',
      suffix: '',
      city: 'MIAMI',
      state: 'fl' as const,
      district: '27',
      districts: { stateHouse: '113', stateSenate: '38' },
      stances: {},
      isUpToDate: true,
    };
    renderAt(base, {
      user: { uid: 'u1', phone: '+13055550199', email: null },
      matchedAllVoters: [voter],
      matchedSelectedVoter: voter,
    });
    const counted = await screen.findByText(
      (_, element) => element?.tagName === 'TIME' && element.getAttribute('datetime') === results.asOf,
    );
    // 20:00 UTC is 3:00 PM in Miami (decision 0064), whatever the machine's own zone.
    expect(counted.textContent?.replace(/\s/g, ' ')).toBe('Nov 22, 2026, 3:00 PM EST');
  });
});
