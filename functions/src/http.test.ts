import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it, vi } from 'vitest';

// The deployed callables' HTTP behaviour, in-process over a real HTTP server as the Functions
// Framework serves them (the Functions emulator cannot show it: it opens CORS to every origin). Each test loads functions/src/index.ts with its own settings.
const SITE = 'https://registered-voice.example';

async function serve(settings: Record<string, string>) {
  vi.resetModules();
  vi.stubEnv('RV_SITE_ORIGINS', SITE);
  // Never reached by these calls; the module only needs a URL to build its pool lazily.
  vi.stubEnv('DATABASE_URL', 'postgres://nobody@127.0.0.1:1/none');
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
  it.each([
    [SITE, SITE],
    ['https://evil.example', null],
    ['null', null],
    [`${SITE}.evil.example`, null],
  ])('a preflight from %s is allowed: %s', async (origin, allowed) => {
    const { url, close } = await serve({});
    try {
      const response = await fetch(url, {
        method: 'OPTIONS',
        headers: { origin, 'access-control-request-method': 'POST' },
      });
      expect(response.headers.get('access-control-allow-origin')).toBe(allowed);
    } finally {
      await close();
    }
  });
});
