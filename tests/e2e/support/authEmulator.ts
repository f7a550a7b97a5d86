import type { Page } from 'playwright-core';
import { inject, vi } from 'vitest';
import type { OobCode, VerificationCode } from '../../../scripts/start/auth-codes';

/*
 * What the Auth emulator "sends": SMS codes at /verificationCodes and e-mail sign-in links at
 * /oobCodes (firebase-tools Auth emulator REST API). A voter's phone and inbox, for the journeys.
 */

const base = () => `${inject('authOrigin')}/emulator/v1/projects/${inject('projectId')}`;

async function allSmsCodes(): Promise<VerificationCode[]> {
  const response = await fetch(`${base()}/verificationCodes`);
  const { verificationCodes = [] } = (await response.json()) as { verificationCodes?: VerificationCode[] };
  return verificationCodes;
}

async function signInLinks(email: string): Promise<OobCode[]> {
  const response = await fetch(`${base()}/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN');
}

/**
 * What arrives in one place (a phone's texts, an inbox): call before the app sends, then
 * `next()` waits for the message the app sent (a new one, not one left by an earlier journey).
 */
async function inbox<T>(options: {
  read: () => Promise<T[]>;
  id: (message: T) => string;
  content: (message: T) => string;
  nothingNew: string;
}): Promise<{ next(): Promise<string> }> {
  const seen = new Set((await options.read()).map(options.id));
  return {
    next: () =>
      // As long as a locator waits (tests/e2e/support/browser.ts): the send is a callable away.
      vi.waitFor(
        async () => {
          const fresh = (await options.read()).filter((message) => !seen.has(options.id(message))).at(-1);
          if (!fresh) throw new Error(options.nothingNew);
          seen.add(options.id(fresh));
          return options.content(fresh);
        },
        { timeout: 45_000, interval: 150 },
      ),
  };
}

/**
 * The SMS code of one send: `send` clicks what makes the page ask for a code, and the code is
 * the one the Auth emulator made for the session the page got back, so another journey texting
 * the same number at the same moment cannot hand this one its code.
 */
export async function smsCodeOfSend(page: Page, send: () => Promise<void>): Promise<string> {
  const [response] = await Promise.all([
    page.waitForResponse((r) => r.url().includes('accounts:sendVerificationCode') && r.ok()),
    send(),
  ]);
  const { sessionInfo } = (await response.json()) as { sessionInfo: string };
  const sms = (await allSmsCodes()).find((c) => c.sessionInfo === sessionInfo);
  if (!sms) throw new Error(`The Auth emulator holds no SMS code for the session the page was sent.`);
  return sms.code;
}

/** The voter's inbox: `next()` is the sign-in link the app sent. */
export function emailInbox(email: string): Promise<{ next(): Promise<string> }> {
  return inbox({
    read: () => signInLinks(email),
    id: (mail) => mail.oobCode,
    content: (mail) => mail.oobLink,
    nothingNew: `The app sent no sign-in link to ${email} (nothing new in the Auth emulator).`,
  });
}
