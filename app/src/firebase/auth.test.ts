// Firebase's own Auth SDK with its requests answered here: what it sends for the e-mail link, in
// each language (docs/architecture/i18n.md). The Auth emulator ignores the language, so the
// request itself is what can be checked.
import type { Locale } from '@rv/domain';
import { deleteApp, type FirebaseApp, initializeApp } from 'firebase/app';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createAuthService } from './auth';
import { readConfig } from './config';

type Sent = { url: string; headers: Headers; body: Record<string, unknown> };

// Every request of the SDK, answered as the Auth service answers a sent link. Stubbed before
// firebase/auth is imported: its Node build keeps the fetch it finds when it loads.
const sent = vi.hoisted(() => {
  const requests: Sent[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const body = typeof init.body === 'string' ? (JSON.parse(init.body) as Record<string, unknown>) : {};
    requests.push({ url: String(input), headers: new Headers(init.headers), body });
    const answer = { kind: 'identitytoolkit#GetOobConfirmationCodeResponse', email: body.email };
    return new Response(JSON.stringify(answer), {
      status: 200,
      headers: { 'Content-Type': 'application/json' },
    });
  });
  return requests;
});

let app: FirebaseApp | null = null;
afterEach(async () => {
  sent.length = 0;
  if (app) await deleteApp(app);
  app = null;
  window.localStorage.clear();
  window.history.replaceState(null, '', '/');
});

async function sendLinkFrom(page: string, locale: Locale, returnTo: string | null): Promise<Sent> {
  window.history.replaceState(null, '', page);
  const config = readConfig({});
  app = initializeApp(config.firebase, `auth-test-${locale}`);
  await createAuthService(app, config, locale).sendEmailLink('ana@example.com', returnTo);
  const request = sent.find((r) => r.url.includes('accounts:sendOobCode'));
  if (!request) throw new Error(`No sign-in link was requested: ${sent.map((r) => r.url).join(', ')}`);
  return request;
}

describe('the sign-in link sent from a page (docs/product/session.md#e-mail-flow)', () => {
  it('on a Spanish page, returns to the Spanish sign-in page and asks for the e-mail in Spanish', async () => {
    const request = await sendLinkFrom('/es/signin?next=%2Fmy-stances', 'es', '/my-stances');
    expect(request.body.continueUrl).toBe(`${window.location.origin}/es/signin?next=%2Fmy-stances`);
    expect(request.headers.get('X-Firebase-Locale')).toBe('es');
    expect(window.localStorage.getItem('emailForSignIn')).toBe('ana@example.com');
  });

  it('on an English page, returns to /signin and asks for the e-mail in English', async () => {
    const request = await sendLinkFrom('/signin', 'en', null);
    expect(request.body.continueUrl).toBe(`${window.location.origin}/signin`);
    expect(request.headers.get('X-Firebase-Locale')).toBe('en');
  });
});
