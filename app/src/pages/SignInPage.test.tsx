import { site } from '@rv/catalogue';
import { ANNOUNCER_ID } from '@rv/ui';
import { act, cleanup, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import type { AuthService } from '../firebase/auth';
import { fakeAuth, fakeServices, location, renderApp } from '../testing/fakeSignIn';

afterEach(cleanup);
// The page's live region lives outside React (it outlasts a render): a sign-in's confirmation
// said in one test must not be read by the next.
afterEach(() => document.getElementById(ANNOUNCER_ID)?.remove());

/** The sign-in page's code loads on first use: on a busy machine that takes more than a second. */
async function choose(method: 'VERIFY PHONE' | 'VERIFY E-MAIL') {
  await userEvent.click(
    await screen.findByRole('button', { name: 'Already know your phone/email on file?' }, { timeout: 5000 }),
  );
  await userEvent.click(screen.getByRole('button', { name: method }));
}

async function signInByPhone() {
  await signInStepsUpToTheCode();
  await userEvent.type(await screen.findByLabelText(/6-digit code/), '123456');
  await userEvent.click(screen.getByRole('button', { name: 'Verify code' }));
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
    await userEvent.click(screen.getByRole('button', { name: 'Send sign-in link' }));
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

/** Every level-1 heading the page shows, even for a moment. */
function headingsSeen(): { all: string[]; stop: () => void } {
  const all: string[] = [];
  const read = () => {
    for (const h1 of document.querySelectorAll('h1')) {
      const text = h1.textContent ?? '';
      if (all.at(-1) !== text) all.push(text);
    }
  };
  const observer = new MutationObserver(read);
  observer.observe(document.body, { childList: true, subtree: true, characterData: true });
  return { all, stop: () => observer.disconnect() };
}

/** Firebase's e-mail link works once: a second use fails with auth/invalid-action-code. */
function oneUseLink(signIn: (email: string) => void) {
  let used = false;
  return async (email: string) => {
    if (used) {
      throw Object.assign(new Error('Firebase: The action code is invalid. (auth/invalid-action-code).'), {
        code: 'auth/invalid-action-code',
      });
    }
    used = true;
    await new Promise((resolve) => setTimeout(resolve, 30));
    signIn(email);
  };
}

describe('given a voter opening their e-mail link (docs/product/session.md#e-mail-flow)', () => {
  afterEach(() => window.localStorage.clear());

  it('signs in once, with no "Sign-in did not work" on the way, when effects run twice (StrictMode)', async () => {
    window.localStorage.setItem('emailForSignIn', 'ana@example.com');
    const steps: Partial<AuthService> = {};
    const auth = fakeAuth(steps);
    steps.finishEmailLink = oneUseLink((email) => auth.signIn({ uid: 'u-email', phone: null, email }));
    const seen = headingsSeen();
    renderApp('/signin?apiKey=k&oobCode=c&mode=signIn&lang=en', fakeServices(auth));
    await waitFor(() => expect(location.current).toBe('/petitions'));
    seen.stop();
    expect(seen.all).not.toContain('Sign-in did not work');
    expect(auth.calls.filter((call) => call.startsWith('finishEmailLink'))).toHaveLength(1);
  });

  it('keeps what was typed when the address does not match, and signs in with the corrected one', async () => {
    const steps: Partial<AuthService> = {};
    const auth = fakeAuth(steps);
    steps.finishEmailLink = async (email) => {
      if (email !== 'ana@example.com') throw Object.assign(new Error(''), { code: 'auth/invalid-email' });
      auth.signIn({ uid: 'u-email', phone: null, email });
    };
    // No stored address: the link was opened in another browser.
    renderApp('/signin?apiKey=k&oobCode=c2&mode=signIn&lang=en', fakeServices(auth));
    const field = await screen.findByLabelText(/E-mail address/);
    await userEvent.type(field, 'ana@exmaple.com');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    expect(await screen.findByText('Email did not match. Try again.')).toBeTruthy();
    expect(screen.getByLabelText<HTMLInputElement>(/E-mail address/).value).toBe('ana@exmaple.com');
    await userEvent.clear(screen.getByLabelText(/E-mail address/));
    await userEvent.type(screen.getByLabelText(/E-mail address/), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await waitFor(() => expect(location.current).toBe('/petitions'));
    // Told who they are signed in as (docs/decisions/0061-focus-returns-and-sign-in-is-confirmed.md).
    expect(await screen.findByText(/^Signed in as .+, [A-Z]{2}-\d+\.$/)).toBeTruthy();
  });

  it('says "Link sent again" after a resend', async () => {
    const auth = fakeAuth();
    renderApp('/signin', fakeServices(auth));
    await choose('VERIFY E-MAIL');
    await userEvent.type(await screen.findByLabelText(/E-mail address/), 'ana@example.com');
    await userEvent.click(screen.getByRole('button', { name: 'Send sign-in link' }));
    expect((await screen.findByRole('status')).textContent).toBe(
      'We sent a sign-in link to ana@example.com.',
    );
    await userEvent.click(screen.getByRole('button', { name: "Didn't get the e-mail?" }));
    await userEvent.click(await screen.findByRole('button', { name: 'Resend sign-in link' }));
    await screen.findByRole('heading', { level: 1, name: 'Check your e-mail' });
    expect(screen.getByRole('status').textContent).toBe(
      'Link sent again to ana@example.com. Only this newest link works.',
    );
    expect(auth.calls.filter((call) => call.startsWith('sendEmailLink'))).toHaveLength(2);
  });
});

describe('given a voter on the code step (docs/product/session.md#phone-flow)', () => {
  afterEach(() => vi.useRealTimers());

  it('counts down to "Resend code", then sends a new code to the same number', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const auth = fakeAuth();
    renderApp('/signin', fakeServices(auth));
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Already know your phone/email on file?' },
        { timeout: 5000 },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'VERIFY PHONE' }));
    await user.type(await screen.findByLabelText(/Phone number/), '2135550101');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    expect(
      await screen.findByText(`You can resend the code in ${site.resendCodeAfterSeconds} seconds.`),
    ).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Resend code' })).toBeNull();
    await act(() => vi.advanceTimersByTimeAsync(1000));
    expect(
      screen.getByText(`You can resend the code in ${site.resendCodeAfterSeconds - 1} seconds.`),
    ).toBeTruthy();
    await act(() => vi.advanceTimersByTimeAsync((site.resendCodeAfterSeconds - 1) * 1000));
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Code sent again.')).toBeTruthy();
    expect(auth.calls.filter((call) => call.startsWith('sendCode'))).toEqual([
      'sendCode("+12135550101", "recaptcha-container")',
      'sendCode("+12135550101", "recaptcha-container")',
    ]);
    // The cool-down starts again.
    expect(
      screen.getByText(`You can resend the code in ${site.resendCodeAfterSeconds} seconds.`),
    ).toBeTruthy();
  });

  it('stays on the code step with the message when a resend fails', async () => {
    vi.useFakeTimers({ shouldAdvanceTime: true });
    const user = userEvent.setup({ advanceTimers: vi.advanceTimersByTime });
    const steps: Partial<AuthService> = {};
    renderApp('/signin', fakeServices(fakeAuth(steps)));
    await user.click(
      await screen.findByRole(
        'button',
        { name: 'Already know your phone/email on file?' },
        { timeout: 5000 },
      ),
    );
    await user.click(screen.getByRole('button', { name: 'VERIFY PHONE' }));
    await user.type(await screen.findByLabelText(/Phone number/), '2135550101');
    await user.click(screen.getByRole('button', { name: 'Send code' }));
    await screen.findByLabelText(/6-digit code/);
    await act(() => vi.advanceTimersByTimeAsync(site.resendCodeAfterSeconds * 1000));
    steps.sendCode = async () => {
      throw Object.assign(new Error(''), { code: 'auth/too-many-requests' });
    };
    await user.click(screen.getByRole('button', { name: 'Resend code' }));
    expect(await screen.findByText('Too many attempts. Wait a few minutes, then try again.')).toBeTruthy();
    expect(screen.getByLabelText(/6-digit code/)).toBeTruthy();
  });

  it('goes back a step at a time, keeping the number, to the choices it came from', async () => {
    renderApp('/signin', fakeServices(fakeAuth()));
    await signInStepsUpToTheCode();
    await userEvent.click(screen.getByRole('button', { name: 'Change number' }));
    expect(screen.getByLabelText<HTMLInputElement>(/Phone number/).value).toBe('(213) 555-0101');
    await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
    await userEvent.click(await screen.findByRole('button', { name: 'Back' }));
    expect(screen.getByLabelText<HTMLInputElement>(/Phone number/).value).toBe('(213) 555-0101');
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    await screen.findByRole('heading', { level: 1, name: 'Sign in' });
    // The choices the voter had opened are open.
    expect(screen.getByRole('button', { name: 'VERIFY PHONE' })).toBeTruthy();
    expect(
      screen
        .getByRole('button', { name: 'Already know your phone/email on file?' })
        .getAttribute('aria-expanded'),
    ).toBe('true');
  });
});

async function signInStepsUpToTheCode() {
  await choose('VERIFY PHONE');
  await userEvent.type(await screen.findByLabelText(/Phone number/), '2135550101');
  await userEvent.click(screen.getByRole('button', { name: 'Send code' }));
  await screen.findByLabelText(/6-digit code/);
}
