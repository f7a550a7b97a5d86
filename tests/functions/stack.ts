import http from 'node:http';
import type { CallableName } from '@rv/api/contract';
import type { Db } from '@rv/functions/db';
import { createDb } from '@rv/functions/db';
import { sql } from 'kysely';
import { inject } from 'vitest';

/*
 * Talking to the real stack the way a browser does: Auth-emulator sign-ins over its REST API
 * (firebase/auth stubs phone sign-in in Node), and callables over the callable protocol.
 */

const authOrigin = () => inject('authOrigin');
const projectId = () => inject('projectId');
const identityToolkit = (method: string) =>
  `${authOrigin()}/identitytoolkit.googleapis.com/v1/accounts:${method}?key=demo-key`;

async function postJson<T>(url: string, body: unknown): Promise<T> {
  const response = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  const json = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(`${url} → ${response.status} ${json.error?.message ?? ''}`);
  return json;
}

/** Signs in by SMS code: sends the code, reads it where the emulator shows it, confirms it. */
export async function signInWithPhone(phoneNumber: string): Promise<string> {
  const { sessionInfo } = await postJson<{ sessionInfo: string }>(identityToolkit('sendVerificationCode'), {
    phoneNumber,
    recaptchaToken: 'emulator-ignores-it',
  });
  const codes = await fetch(`${authOrigin()}/emulator/v1/projects/${projectId()}/verificationCodes`);
  const { verificationCodes } = (await codes.json()) as {
    verificationCodes: { sessionInfo: string; code: string }[];
  };
  const code = verificationCodes.find((c) => c.sessionInfo === sessionInfo)?.code;
  if (!code) throw new Error(`No SMS code for ${phoneNumber} in the Auth emulator`);
  const { idToken } = await postJson<{ idToken: string }>(identityToolkit('signInWithPhoneNumber'), {
    sessionInfo,
    code,
  });
  return idToken;
}

/** Signs in by e-mail link: sends the link, reads its oobCode from the emulator, completes it. */
export async function signInWithEmailLink(email: string): Promise<string> {
  await postJson(identityToolkit('sendOobCode'), {
    requestType: 'EMAIL_SIGNIN',
    email,
    continueUrl: 'http://127.0.0.1:5173/signin',
    canHandleCodeInApp: true,
  });
  const codes = await fetch(`${authOrigin()}/emulator/v1/projects/${projectId()}/oobCodes`);
  const { oobCodes } = (await codes.json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const oobCode = oobCodes
    .filter((c) => c.email === email && c.requestType === 'EMAIL_SIGNIN')
    .at(-1)?.oobCode;
  if (!oobCode) throw new Error(`No sign-in link for ${email} in the Auth emulator`);
  const { idToken } = await postJson<{ idToken: string }>(identityToolkit('signInWithEmailLink'), {
    email,
    oobCode,
  });
  return idToken;
}

/**
 * An e-mail + password account, its e-mail NOT verified. Our blocking functions refuse password
 * accounts, so it is made with them unregistered (a project deployed without them).
 */
export async function signUpWithUnverifiedEmail(email: string): Promise<string> {
  return withoutBlockingFunctions(() => signUpWithPassword(email, 'not-a-real-password-1'));
}

/** An anonymous account: signed in, but no phone and no e-mail. */
export async function signUpAnonymously(): Promise<string> {
  const { idToken } = await postJson<{ idToken: string }>(identityToolkit('signUp'), {
    returnSecureToken: true,
  });
  return idToken;
}

export interface CallResult {
  status: number;
  result?: unknown;
  error?: { status: string; message: string; details?: unknown };
}

/*
 * Calls go through one keep-alive agent with at most 200 sockets: thousands of simultaneous
 * connects would overflow the emulator's listen backlog (511) and be reset. Calls beyond 200
 * wait for a socket on the client side; the emulator runs FUNCTIONS_EMULATOR_PARALLEL of them
 * at a time anyway.
 */
const agent = new http.Agent({ keepAlive: true, maxSockets: 200 });

function post(
  url: string,
  headers: Record<string, string>,
  body: string,
): Promise<{ status: number; text: string }> {
  return new Promise((resolve, reject) => {
    const request = http.request(url, { method: 'POST', headers, agent }, (response) => {
      const chunks: Buffer[] = [];
      response.on('data', (chunk: Buffer) => chunks.push(chunk));
      response.on('end', () =>
        resolve({ status: response.statusCode ?? 0, text: Buffer.concat(chunks).toString('utf8') }),
      );
      response.on('error', reject);
    });
    request.on('error', reject);
    request.end(body);
  });
}

/** One call over the callable protocol: POST {data} with the ID token as a Bearer token. */
export async function call(
  name: CallableName,
  data: unknown,
  options: { idToken?: string | undefined; clientIp?: string; rawBody?: string } = {},
): Promise<CallResult> {
  const headers: Record<string, string> = { 'content-type': 'application/json' };
  if (options.idToken) headers.authorization = `Bearer ${options.idToken}`;
  if (options.clientIp) headers['x-forwarded-for'] = options.clientIp;
  const { status, text } = await post(
    `${inject('functionsUrl')}/${name}`,
    headers,
    options.rawBody ?? JSON.stringify({ data }),
  );
  try {
    const body = JSON.parse(text) as { result?: unknown; error?: CallResult['error'] };
    return { status, ...body };
  } catch {
    // Express answers a body it cannot parse with an HTML page, before the callable runs.
    return { status, error: { status: 'UNPARSEABLE', message: text.slice(0, 200) } };
  }
}

/** The emulated functions' database, for arranging voters and checking what was written. */
export function stackDb(): Db {
  return createDb(inject('callablesDatabaseUrl'), { max: 4 });
}

const TABLES = ['voters', 'stances', 'stance_history', 'tallies', 'set_up_status', 'snapshots'] as const;

/** An md5 per table over every row, to prove a request changed nothing. */
export async function tableChecksums(db: Db): Promise<Record<string, string>> {
  const out: Record<string, string> = {};
  for (const table of TABLES) {
    const { rows } = await sql<{ md5: string }>`
      SELECT md5(coalesce(string_agg(t::text, '|' ORDER BY t::text), '')) AS md5 FROM ${sql.table(table)} t`.execute(
      db,
    );
    out[table] = rows[0]?.md5 ?? '';
  }
  return out;
}

const adminHeaders = { 'content-type': 'application/json', authorization: 'Bearer owner' };

/** An Auth-emulator admin request (the emulator's owner credential), as the Admin SDK makes them. */
async function adminRequest<T>(method: 'GET' | 'POST' | 'PATCH', path: string, body?: unknown): Promise<T> {
  const response = await fetch(`${authOrigin()}/identitytoolkit.googleapis.com/${path}`, {
    method,
    headers: adminHeaders,
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const json = (await response.json()) as T & { error?: { message?: string } };
  if (!response.ok) throw new Error(`${path} → ${response.status} ${json.error?.message ?? ''}`);
  return json;
}

async function passwordRequest(method: 'signUp' | 'signInWithPassword', email: string, password: string) {
  const { idToken } = await postJson<{ idToken: string }>(identityToolkit(method), {
    email,
    password,
    returnSecureToken: true,
  });
  return idToken;
}

/** Creates an account with e-mail and password from the client API (what an attacker can do). */
export const signUpWithPassword = (email: string, password: string) =>
  passwordRequest('signUp', email, password);

/** Signs in with e-mail and password from the client API. */
export const signInWithPassword = (email: string, password: string) =>
  passwordRequest('signInWithPassword', email, password);

/**
 * Asks Firebase to send the "verify your e-mail" message for the signed-in account, then opens
 * its link as the mailbox's owner would (the emulator lists the link's oobCode).
 */
export async function verifyEmailAsTheMailboxOwner(idToken: string, email: string): Promise<void> {
  await postJson(identityToolkit('sendOobCode'), { requestType: 'VERIFY_EMAIL', idToken });
  const codes = await fetch(`${authOrigin()}/emulator/v1/projects/${projectId()}/oobCodes`);
  const { oobCodes } = (await codes.json()) as {
    oobCodes: { email: string; oobCode: string; requestType: string }[];
  };
  const oobCode = oobCodes
    .filter((c) => c.email === email && c.requestType === 'VERIFY_EMAIL')
    .at(-1)?.oobCode;
  if (!oobCode) throw new Error(`No verification link for ${email} in the Auth emulator`);
  await postJson(identityToolkit('update'), { oobCode });
}

/** The claims of an ID token (the emulator's tokens are unsigned JWTs). */
export function tokenClaims(idToken: string): Record<string, unknown> {
  const payload = idToken.split('.')[1] ?? '';
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as Record<string, unknown>;
}

/**
 * Runs `fn` with the Auth emulator's blocking functions unregistered, as in a project where they
 * were never deployed, then registers them again as the Functions emulator had.
 */
export async function withoutBlockingFunctions<T>(fn: () => Promise<T>): Promise<T> {
  const configPath = `v2/projects/${projectId()}/config`;
  const { blockingFunctions } = await adminRequest<{ blockingFunctions: unknown }>('GET', configPath);
  await adminRequest('PATCH', `${configPath}?updateMask=blockingFunctions`, { blockingFunctions: {} });
  try {
    return await fn();
  } finally {
    await adminRequest('PATCH', `${configPath}?updateMask=blockingFunctions`, { blockingFunctions });
  }
}
