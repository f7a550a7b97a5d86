import { inject } from 'vitest';

/*
 * What the Auth emulator "sends": SMS codes at /verificationCodes and e-mail sign-in links at
 * /oobCodes (firebase-tools Auth emulator REST API). A voter's phone and inbox, for the journeys.
 */

interface VerificationCode {
  phoneNumber: string;
  code: string;
  sessionInfo: string;
}
interface OobCode {
  email: string;
  oobCode: string;
  oobLink: string;
  requestType: string;
}

const base = () => `${inject('authOrigin')}/emulator/v1/projects/${inject('projectId')}`;

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

async function smsCodes(phoneNumber: string): Promise<VerificationCode[]> {
  const response = await fetch(`${base()}/verificationCodes`);
  const { verificationCodes = [] } = (await response.json()) as { verificationCodes?: VerificationCode[] };
  return verificationCodes.filter((c) => c.phoneNumber === phoneNumber);
}

async function signInLinks(email: string): Promise<OobCode[]> {
  const response = await fetch(`${base()}/oobCodes`);
  const { oobCodes = [] } = (await response.json()) as { oobCodes?: OobCode[] };
  return oobCodes.filter((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN');
}

/**
 * The voter's phone: call before asking for a code, then `next()` waits for the code the app
 * asked for (a new one, not one left by an earlier journey).
 */
export async function smsInbox(phoneNumber: string): Promise<{ next(): Promise<string> }> {
  const seen = new Set((await smsCodes(phoneNumber)).map((c) => c.sessionInfo));
  return {
    async next() {
      for (let attempt = 0; attempt < 300; attempt++) {
        const fresh = (await smsCodes(phoneNumber)).filter((c) => !seen.has(c.sessionInfo)).at(-1);
        if (fresh) {
          seen.add(fresh.sessionInfo);
          return fresh.code;
        }
        await sleep(150);
      }
      throw new Error(`The app asked for no SMS code to ${phoneNumber} (nothing new in the Auth emulator).`);
    },
  };
}

/** The voter's inbox: like smsInbox, for e-mail sign-in links. */
export async function emailInbox(email: string): Promise<{ next(): Promise<string> }> {
  const seen = new Set((await signInLinks(email)).map((c) => c.oobCode));
  return {
    async next() {
      for (let attempt = 0; attempt < 300; attempt++) {
        const fresh = (await signInLinks(email)).filter((c) => !seen.has(c.oobCode)).at(-1);
        if (fresh) {
          seen.add(fresh.oobCode);
          return fresh.oobLink;
        }
        await sleep(150);
      }
      throw new Error(`The app sent no sign-in link to ${email} (nothing new in the Auth emulator).`);
    },
  };
}
