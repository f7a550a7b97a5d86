import { ERROR_MESSAGES, MESSAGES } from '@rv/api/contract';
import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { setUpFailed, signedIn, votersMatched } from './state/session';
import { fakeAuth, fakeServices, location, renderApp } from './testing/fakeSignIn';

afterEach(cleanup);

const henry = { uid: 'u-henry', phone: '+13055550104', email: null };

/** Services with Henry signed in and no voter record matching his phone. */
function notFound() {
  const services = fakeServices(fakeAuth(), []);
  services.store.setState((s) => votersMatched(signedIn(s, henry), []));
  return services;
}

describe('given a voter whose registration is being verified (docs/product/screens.md#verifying)', () => {
  // First in this file: the overlay's code has not loaded yet, as on a voter's first sign-in.
  it('says "Verifying your voter registration..." from the first moment, while the overlay itself loads', () => {
    const services = fakeServices(fakeAuth());
    services.store.setState((s) => signedIn(s, henry));
    renderApp('/signin', services);
    expect(screen.getByRole('status').textContent).toBe('Verifying your voter registration...');
  });
});

describe('given a signed-in voter whose phone is on no voter record (docs/product/screens.md#voter-not-found)', () => {
  it('signs out and opens the sign-in help form with the one button', async () => {
    const services = notFound();
    renderApp('/petitions', services);
    await userEvent.click(
      await screen.findByRole('button', { name: 'Sign out and find my phone/e-mail on file' }),
    );
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Find your phone/email on file' }),
    ).toBeTruthy();
    expect(location.current).toBe('/signin/help');
    expect(services.store.getState().user).toBeNull();
  });

  it.each([
    ['/about', 'About'],
    ['/about/privacy-policy', 'Privacy Policy'],
  ])('can still read %s', async (path, title) => {
    renderApp(path, notFound());
    expect(await screen.findByRole('heading', { level: 1, name: new RegExp(title) })).toBeTruthy();
    expect(screen.queryByRole('heading', { name: 'Voter registration not found' })).toBeNull();
    expect(location.current).toBe(path);
  });

  it('sees the not-found page anywhere else, with the address moved to /signin', async () => {
    renderApp('/petitions/carbon-fee-and-dividend', notFound());
    expect(
      await screen.findByRole('heading', { level: 1, name: 'Voter registration not found' }),
    ).toBeTruthy();
    await waitFor(() => expect(location.current).toBe('/signin'));
  });
});

describe('given a signed-in voter whose set-up call failed (docs/product/screens.md#set-up-failed)', () => {
  it.each([
    ERROR_MESSAGES.unauthenticated,
    ERROR_MESSAGES['permission-denied'],
    MESSAGES.emailNotVerified,
    MESSAGES.noIdentity,
    ERROR_MESSAGES.internal,
    ERROR_MESSAGES.unavailable,
    ERROR_MESSAGES['deadline-exceeded'],
    ERROR_MESSAGES.unknown,
    // A message the screen has no words of its own for, as the server wrote it.
    'zip: this is not a California or Florida zip code',
  ])('shows the server\'s message "%s" word for word', async (message) => {
    const services = fakeServices(fakeAuth());
    services.store.setState((s) => setUpFailed(signedIn(s, henry), message));
    renderApp('/petitions', services);
    expect(
      await screen.findByRole('heading', { level: 1, name: 'We could not check your voter registration' }),
    ).toBeTruthy();
    expect(screen.getByRole('alert').textContent).toBe(message);
  });
});
