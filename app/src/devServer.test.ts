// @vitest-environment node
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createServer, type ViteDevServer } from 'vite';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';

// The Vite dev server started from the app's config, as `npm start` does: it listens on
// loopback and refuses the local database, .env files and anything outside the workspace.
const app = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const root = path.resolve(app, '..');
const secretDir = path.join(root, '.data', 'dev-server-test');
const envFile = path.join(root, '.env.dev-server-test');

let server: ViteDevServer;
let origin: string;
beforeAll(async () => {
  mkdirSync(secretDir, { recursive: true });
  writeFileSync(path.join(secretDir, 'PG_VERSION'), 'secret');
  writeFileSync(envFile, 'SECRET=1\n');
  server = await createServer({
    root: app,
    configFile: path.join(app, 'vite.config.ts'),
    logLevel: 'silent',
    server: { port: 0 },
    optimizeDeps: { noDiscovery: true, include: [] },
  });
  await server.listen();
  const address = server.httpServer?.address() as AddressInfo;
  origin = `http://127.0.0.1:${address.port}`;
});
afterAll(async () => {
  await server?.close();
  rmSync(secretDir, { recursive: true, force: true });
  rmSync(envFile, { force: true });
});

describe('the dev server', () => {
  it('listens on loopback only', () => {
    expect((server.httpServer?.address() as AddressInfo | undefined)?.address).toBe('127.0.0.1');
  });

  it('serves workspace source under /@fs/ (so the refusals below are real)', async () => {
    const response = await fetch(`${origin}/@fs${root}/packages/domain/src/dob.ts`);
    expect(response.status).toBe(200);
  });

  it.each([
    ['the local database', () => `/@fs${secretDir}/PG_VERSION`],
    ['the local database, by raw path', () => `/@fs${secretDir}/PG_VERSION?raw`],
    ['an .env file', () => `/@fs${envFile}`],
    ['a file outside the workspace', () => '/@fs/etc/passwd'],
  ])('refuses %s', async (_, url) => {
    const response = await fetch(`${origin}${url()}`);
    const text = await response.text();
    expect(text).not.toContain('secret');
    expect(text).not.toContain('SECRET=1');
    expect(text).not.toContain('root:');
    expect(response.status).not.toBe(200);
  });
});
