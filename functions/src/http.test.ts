import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The deployed callables' HTTP behaviour, in-process over a real HTTP server as the Functions
// Framework serves them (the Functions emulator cannot show it: it opens CORS to every origin and
// does not verify App Check tokens). Each test loads functions/src/index.ts with its own settings.
const SITE = 'https://registered-voice.example';

async function serve(settings: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv('RV_SITE_ORIGINS', SITE);
  // Never reached by these calls; the module only needs a URL to build its pool lazily.
  vi.stubEnv('DATABASE_URL', 'postgres://nobody@127.0.0.1:1/none');
  vi.stubEnv('GCLOUD_PROJECT', 'demo-http-test');
  for (const [name, value] of Object.entries(settings)) vi.stubEnv(name, value);
  const functions = await import('./index');
  const server = http.createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      // What the Functions Framework (Express) gives a function: header(), rawBody, parsed body.
      const request = Object.assign(req, {
        header: (name: string) => req.headers[name.toLowerCase()],
        get: (name: string) => req.headers[name.toLowerCase()],
        rawBody: Buffer.concat(chunks),
        body: chunks.length ? JSON.parse(Buffer.concat(chunks).toString('utf8')) : undefined,
      });
      const response = Object.assign(res, {
        status(code: number) {
          res.statusCode = code;
          return response;
        },
        json(body: unknown) {
          res.setHeader('content-type', 'application/json');
          res.end(JSON.stringify(body));
        },
        send(body: unknown) {
          res.end(typeof body === 'string' ? body : JSON.stringify(body));
        },
      });
      // biome-ignore lint/suspicious/noExplicitAny: the callable takes Express's request/response types.
      void functions.getStancesByDistrict(request as any, response as any);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const url = `http://127.0.0.1:${(server.address() as AddressInfo).port}/`;
  return { url, close: () => new Promise<void>((resolve) => server.close(() => resolve())) };
}

afterEach(() => {
  vi.unstubAllEnvs();
});

describe('CORS', () => {
  // A browser lets a page read the answer only when Access-Control-Allow-Origin is its own
  // origin or "*" (with one site origin the library always names that one).
  it.each([
    [SITE, true],
    ['https://evil.example', false],
    ['null', false],
    [`${SITE}.evil.example`, false],
  ])('a preflight from %s is allowed: %s', async (origin, allowed) => {
    const { url, close } = await serve({});
    try {
      const response = await fetch(url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      const header = response.headers.get('access-control-allow-origin');
      expect(header === origin || header === '*').toBe(allowed);
    } finally {
      await close();
    }
  });
});

describe('App Check', () => {
  const body = JSON.stringify({ data: {} });
  const post = (url: string, headers: Record<string, string> = {}) =>
    fetch(url, { method: 'POST', headers: { 'content-type': 'application/json', ...headers }, body });

  it.each([
    ['no token', {}],
    ['a token that is not one', { 'x-firebase-appcheck': 'garbage.not-a.token' }],
    ['an unsigned token', { 'x-firebase-appcheck': 'eyJhbGciOiJub25lIn0.eyJzdWIiOiIxOjI6d2ViOjMifQ.' }],
  ])('refuses a call with %s when enforced', async (_, headers) => {
    const { url, close } = await serve({ RV_APP_CHECK: 'enforce' });
    try {
      const response = await post(url, headers);
      expect(response.status).toBe(401);
      expect(((await response.json()) as { error: { status: string } }).error.status).toBe('UNAUTHENTICATED');
    } finally {
      await close();
    }
  });

  it('is enforced outside the emulator unless turned off', async () => {
    const enforced = await serve({});
    try {
      expect((await post(enforced.url)).status).toBe(401);
    } finally {
      await enforced.close();
    }
    // Turned off, the same call reaches the handler, which refuses the payload itself.
    const off = await serve({ RV_APP_CHECK: 'off' });
    try {
      const response = await post(off.url);
      expect(response.status).toBe(400);
    } finally {
      await off.close();
    }
  });
});
