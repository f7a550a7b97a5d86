import { LOCALE_CHOICE_KEY } from '@rv/domain';
import { cleanup, render, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { App } from './App';
import { AppProviders } from './AppContext';
import { pageI18n } from './language';
import { render as prerender } from './prerender/entry-server';
import { offlineServices } from './testing/offlineServices';

const services = () => offlineServices({ userLoading: false });

/** The app at `address` (the router's address: a Spanish page's has no /es, its basename's). */
function renderAt(address: string) {
  render(
    <MemoryRouter initialEntries={[address]}>
      <AppProviders services={services()}>
        <App />
      </AppProviders>
    </MemoryRouter>,
  );
}

/** The links load another page; here the click only runs the app's own handler. */
function stayOnThisPage() {
  document.addEventListener('click', (event) => event.preventDefault(), { once: true });
}

/** An upper bound for the first render on a busy machine, not a speed check. */
const LOADED = { timeout: 5000 };

function preferLanguages(languages: readonly string[]) {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
}

beforeEach(() => {
  window.localStorage.clear();
  preferLanguages(['en-US', 'en']);
});

afterEach(() => {
  cleanup();
  vi.restoreAllMocks();
  pageI18n.activate('en');
});

describe('on an English page', () => {
  it('links "Español" to the same page under /es, with its query and fragment', async () => {
    renderAt('/petitions/permanent-dst/stances/ca?from=share#table');
    const link = await screen.findByRole('link', { name: 'Español' }, LOADED);
    expect(link.getAttribute('href')).toBe('/es/petitions/permanent-dst/stances/ca?from=share#table');
    expect(link.getAttribute('lang')).toBe('es');
    expect(link.getAttribute('hreflang')).toBe('es');
  });

  it('keeps the choice of Spanish where the stored-choice redirect reads it', async () => {
    renderAt('/');
    stayOnThisPage();
    await userEvent.click(await screen.findByRole('link', { name: 'Español' }, LOADED));
    expect(window.localStorage.getItem(LOCALE_CHOICE_KEY)).toBe('es');
  });
});

describe('on a Spanish page', () => {
  beforeEach(() => {
    pageI18n.activate('es');
  });

  it('links "English" to the English page, the router path itself', async () => {
    renderAt('/voter-guide?state=fl');
    const link = await screen.findByRole('link', { name: 'English' }, LOADED);
    expect(link.getAttribute('href')).toBe('/voter-guide?state=fl');
    expect(link.getAttribute('lang')).toBe('en');
    expect(link.getAttribute('hreflang')).toBe('en');
    expect(screen.queryByRole('link', { name: 'Español' })).toBeNull();
  });

  it('keeps the choice of English', async () => {
    window.localStorage.setItem(LOCALE_CHOICE_KEY, 'es');
    renderAt('/');
    stayOnThisPage();
    await userEvent.click(await screen.findByRole('link', { name: 'English' }, LOADED));
    expect(window.localStorage.getItem(LOCALE_CHOICE_KEY)).toBe('en');
  });

  it('never suggests Spanish', async () => {
    preferLanguages(['es-MX']);
    renderAt('/');
    await screen.findByRole('link', { name: 'English' }, LOADED);
    expect(screen.queryByText(/Prefiere leer en español/)).toBeNull();
  });
});

describe('given a browser that prefers Spanish', () => {
  beforeEach(() => {
    preferLanguages(['es-419', 'en']);
  });

  it('suggests the Spanish page once the page is interactive, and stays in English when told', async () => {
    renderAt('/petitions?sort=new');
    const link = await screen.findByRole('link', { name: 'Ver esta página en español' }, LOADED);
    expect(link.getAttribute('href')).toBe('/es/petitions?sort=new');
    expect(link.closest('[lang]')?.getAttribute('lang')).toBe('es');
    await userEvent.click(screen.getByRole('button', { name: 'Seguir en inglés' }));
    expect(window.localStorage.getItem(LOCALE_CHOICE_KEY)).toBe('en');
    expect(screen.queryByRole('link', { name: 'Ver esta página en español' })).toBeNull();
  });

  it('keeps Spanish when the suggestion is followed', async () => {
    renderAt('/');
    stayOnThisPage();
    await userEvent.click(await screen.findByRole('link', { name: 'Ver esta página en español' }, LOADED));
    expect(window.localStorage.getItem(LOCALE_CHOICE_KEY)).toBe('es');
  });

  it('suggests nothing to a visitor who chose English before', async () => {
    window.localStorage.setItem(LOCALE_CHOICE_KEY, 'en');
    renderAt('/');
    await screen.findByRole('link', { name: 'Español' }, LOADED);
    // The band, not its words: the test before announced them, and the page's live region (outside
    // the app's root) may still say them.
    expect(screen.queryByRole('link', { name: 'Ver esta página en español' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Seguir en inglés' })).toBeNull();
  });

  // 30 s: an upper bound for the first prerender, which loads every lazy page's code.
  it('prerenders no suggestion, and a switch the first render in the browser also makes', async () => {
    // The query and fragment join the link after hydration, so the server's HTML and the
    // browser's first render agree whatever the address.
    const html = await prerender('/?from=share');
    expect(html).not.toContain('Prefiere leer');
    const page = document.createElement('div');
    page.innerHTML = html;
    const link = within(page).getByRole('link', { name: 'Español', hidden: true });
    expect(link.getAttribute('href')).toBe('/es');
  }, 30_000);
});
