import { cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { fakeAuth, fakeServices, location, renderApp } from '../testing/fakeSignIn';

afterEach(cleanup);

async function choose(method: 'VERIFY PHONE' | 'VERIFY E-MAIL') {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Already know your phone/email on file?' }),
  );
  await userEvent.click(screen.getByRole('button', { name: method }));
}

async function signInByPhone() {
  await choose('VERIFY PHONE');
  await userEvent.type(await screen.findByLabelText(/Phone number/), '2135550101');
  await userEvent.click(screen.getByRole('button', { name: 'SEND CODE' }));
  await userEvent.type(await screen.findByLabelText(/6-digit code/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'VERIFY CODE' }));
}

describe('given a voter who follows SIGN IN from a page (docs/product/session.md#returning-after-sign-in)', () => {
  it('returns them to that page once the phone flow has matched their voter record', async () => {
    renderApp('/signin?next=%2Fabout%2Fprivacy-policy', fakeServices(fakeAuth()));
    await signInByPhone();
    await waitFor(() => expect(location.current).toBe('/about/privacy-policy'));
  });

  it('sends the e-mail link back to /signin with the page, so any tab that opens it returns there', async () => {
    const auth = fakeAuth();
    renderApp('/signin?next=%2Fabout%2Fprivacy-policy', fakeServices(auth));
    await choose('VERIFY E-MAIL');
    await userEvent.type(await screen.findByLabelText(/E-mail address/), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'SEND SIGN-IN LINK' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    expect(auth.calls).toContain('sendEmailLink("ana@example.com", "/about/privacy-policy")');
  });

  it('finishes an e-mail link that carries the page and returns there', async () => {
    window.localStorage.setItem('emailForSignIn', 'ana@example.com');
    renderApp(
      '/signin?next=%2Fabout%2Fprivacy-policy&apiKey=k&oobCode=c&mode=signIn&lang=en',
      fakeServices(fakeAuth()),
    );
    await waitFor(() => expect(location.current).toBe('/about/privacy-policy'));
    window.localStorage.clear();
  });

  it.each([
    '%2F%2Fevil.example',
    'https%3A%2F%2Fevil.example%2F',
    'javascript%3Aalert(1)',
    '%2F%5Cevil.example',
  ])('ignores next=%s, another site, and goes to the petitions', async (next) => {
    const auth = fakeAuth();
    renderApp(`/signin?next=${next}`, fakeServices(auth));
    await signInByPhone();
    await waitFor(() => expect(location.current).toBe('/petitions'));
  });
});
