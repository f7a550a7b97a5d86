import { cleanup, render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, type NavigateFunction, useLocation, useNavigate } from 'react-router-dom';
import { afterEach, describe, expect, it } from 'vitest';
import { App } from '../App';
import { AppProviders } from '../AppContext';
import type { SessionState } from '../state/session';
import { anaVoter } from '../testing/fakeSignIn';
import { offlineServices } from '../testing/offlineServices';

afterEach(cleanup);

/** Where the app is, and a way to press Back, read from inside its router. */
const at: { address: string; navigate: NavigateFunction | null } = { address: '', navigate: null };
function Probe() {
  const { pathname, search } = useLocation();
  at.address = `${pathname}${search}`;
  at.navigate = useNavigate();
  return null;
}

/** The app at `address` with the session in `state` (signed out unless it says otherwise). */
function renderApp(address: string, state: Partial<SessionState> = {}) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <AppProviders services={offlineServices(state)}>
        <App />
        <Probe />
      </AppProviders>
    </MemoryRouter>,
  );
}

/** The list's "N seats shown" (the shell has live statuses of its own). */
const seatsShown = () =>
  screen.getAllByRole('status').find((element) => /seats? shown$/.test(element.textContent ?? ''))
    ?.textContent;
const rowsOf = (region: HTMLElement) =>
  within(region)
    .getAllByRole('listitem')
    .map((item) => item.textContent);

describe('given a visitor who opens a shared, filtered address', () => {
  it('shows the members it names, with their recorded stance, in its order', async () => {
    renderApp('/legislators?state=fl&chamber=senate&petition=permanent-dst&stance=SUPPORT&sort=name');
    await screen.findByRole('heading', { level: 1, name: 'Members of Congress' }, { timeout: 5000 });
    await waitFor(() => expect(seatsShown()).toBe('2 seats shown'));
    expect(rowsOf(screen.getByRole('region', { name: 'Florida' }))).toEqual([
      'Junior SenatorAshley Moody, RepublicanStance: Support',
      'Senior SenatorRick Scott, RepublicanStance: Support',
    ]);
    expect(screen.queryByRole('region', { name: 'California' })).toBeNull();
    expect(screen.queryByRole('region', { name: 'Your representatives' })).toBeNull();
  });

  it('ignores what the list does not have, and shows every seat in seat order', async () => {
    renderApp('/legislators?state=TX&chamber=both&petition=%3Cscript%3E&stance=MAYBE&sort=district');
    await screen.findByRole('heading', { level: 1, name: 'Members of Congress' }, { timeout: 5000 });
    await waitFor(() => expect(seatsShown()).toBe('84 seats shown'));
    expect(rowsOf(screen.getByRole('region', { name: 'California' }))[0]).toBe(
      'Senior SenatorAlex Padilla, Democrat',
    );
    expect(screen.queryByText(/^Stance:/)).toBeNull();
  });

  it('drops a stance without a petition, and a petition of a state not shown', async () => {
    renderApp('/legislators?stance=OPPOSE&chamber=house');
    await screen.findByRole('heading', { level: 1, name: 'Members of Congress' }, { timeout: 5000 });
    await waitFor(() => expect(seatsShown()).toBe('80 seats shown'));
    expect(screen.queryByRole('combobox', { name: 'Stance' })).toBeNull();
  });
});

describe('given a visitor who filters the list', () => {
  it('puts each choice in the address, and Back undoes them one at a time', async () => {
    const user = userEvent.setup();
    renderApp('/legislators');
    const petition = await screen.findByRole('combobox', { name: 'Petition' }, { timeout: 5000 });
    await user.selectOptions(petition, 'Carbon Fee and Dividend');
    expect(at.address).toBe('/legislators?petition=carbon-fee-and-dividend');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Stance' }), 'Oppose');
    expect(at.address).toBe('/legislators?petition=carbon-fee-and-dividend&stance=OPPOSE');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'California');
    expect(at.address).toBe('/legislators?state=ca&petition=carbon-fee-and-dividend&stance=OPPOSE');
    expect(seatsShown()).toBe('7 seats shown');
    await user.selectOptions(screen.getByRole('combobox', { name: 'Sort by' }), 'Last name');
    expect(at.address).toBe('/legislators?state=ca&petition=carbon-fee-and-dividend&stance=OPPOSE&sort=name');
    expect(rowsOf(screen.getByRole('region', { name: 'California' }))[0]).toBe(
      'CA-41Ken Calvert, RepublicanStance: Oppose',
    );

    // Choosing no petition drops its stance too; the defaults leave the address bare.
    await user.selectOptions(screen.getByRole('combobox', { name: 'Petition' }), 'Choose a petition');
    expect(at.address).toBe('/legislators?state=ca&sort=name');
    expect(screen.queryByRole('combobox', { name: 'Stance' })).toBeNull();

    const back = async (address: string) => {
      at.navigate?.(-1);
      await waitFor(() => expect(at.address).toBe(address));
    };
    await back('/legislators?state=ca&petition=carbon-fee-and-dividend&stance=OPPOSE&sort=name');
    expect(screen.getByRole('combobox', { name: 'Stance' })).toHaveProperty('value', 'OPPOSE');
    await back('/legislators?state=ca&petition=carbon-fee-and-dividend&stance=OPPOSE');
    expect(rowsOf(screen.getByRole('region', { name: 'California' }))[0]).toBe(
      'CA-3Kevin Kiley, IndependentStance: Oppose',
    );
    await back('/legislators?petition=carbon-fee-and-dividend&stance=OPPOSE');
    expect(seatsShown()).toBe('26 seats shown');
    await back('/legislators?petition=carbon-fee-and-dividend');
    await back('/legislators');
    expect(seatsShown()).toBe('84 seats shown');

    // Back to the defaults by choice, the address is bare again.
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Florida');
    expect(at.address).toBe('/legislators?state=fl');
    await user.selectOptions(screen.getByRole('combobox', { name: 'State' }), 'Both states');
    expect(at.address).toBe('/legislators');
  });
});

describe('given a signed-in voter', () => {
  const user = { uid: 'u1', phone: '+12135550101', email: null };

  it('lists their senators and representative first, in a group of their own', async () => {
    renderApp('/legislators', { user, matchedAllVoters: [anaVoter], matchedSelectedVoter: anaVoter });
    const yours = await screen.findByRole('region', { name: 'Your representatives' }, { timeout: 5000 });
    const [senior, junior, representative] = rowsOf(yours);
    expect(senior).toMatch(/^Senior Senator/);
    expect(junior).toMatch(/^Junior Senator/);
    expect(representative).toMatch(/^CA-34/);
    expect(rowsOf(screen.getByRole('region', { name: 'California' }))).toHaveLength(51);
    expect(seatsShown()).toBe('84 seats shown');
  });

  it('in another state than the one filtered, shows no group of their own', async () => {
    renderApp('/legislators?state=fl', {
      user,
      matchedAllVoters: [anaVoter],
      matchedSelectedVoter: anaVoter,
    });
    await screen.findByRole('region', { name: 'Florida' }, { timeout: 5000 });
    await waitFor(() => expect(seatsShown()).toBe('30 seats shown'));
    expect(screen.queryByRole('region', { name: 'Your representatives' })).toBeNull();
  });
});
