import { mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { CALLABLE_NAMES } from '@rv/api/contract';
import setUpDatabaseServer from '@rv/functions/testkit/global-setup';
import { freePort } from '@rv/functions/testkit/postgres';
import { chromium } from 'playwright-core';
import type { TestProject } from 'vitest/node';
import { CHROMIUM_ARGS, findChromium } from '../../scripts/browser/chromium';
import { buildFunctions, startEmulators } from '../../scripts/emulators/emulators';
import { seedDemoData } from '../../scripts/voters/seed';
import { buildApp, buildFixtureCatalogue, buildFixtureFunctions, serveApp } from './stack/app';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The app built over the real catalogue (content/), e.g. http://127.0.0.1:PORT */
    appUrl: string;
    /** The app built over the fixture catalogue (a CA state petition, a FL city petition). */
    fixtureAppUrl: string;
    /** Playwright's endpoint of the one Chromium shared by every journey. */
    browserWsEndpoint: string;
  }
}

type E2eStack = Pick<
  import('vitest').ProvidedContext,
  | 'appUrl'
  | 'fixtureAppUrl'
  | 'browserWsEndpoint'
  | 'authOrigin'
  | 'functionsUrl'
  | 'projectId'
  | 'callablesDatabaseUrl'
>;

/**
 * For working on a journey: `RV_E2E_STACK=<file>` runs the tests against a stack that
 * tests/e2e/stack/keep.ts started and described in that file, instead of starting one.
 */
async function attachToRunningStack(project: TestProject): Promise<boolean> {
  const file = process.env.RV_E2E_STACK;
  if (!file) return false;
  const stack = JSON.parse(await readFile(file, 'utf8')) as E2eStack;
  for (const [key, value] of Object.entries(stack)) project.provide(key as keyof E2eStack, value);
  log(`attached to the running stack described in ${file}`);
  return true;
}

/**
 * One call to each callable, so the emulator's first worker for each function is loaded before
 * a journey waits on it (a cold start takes seconds on a busy machine). The calls carry no
 * valid payload and come from another client address, so they change nothing and use none of
 * the journeys' lookup allowance.
 */
async function warmUpFunctions(functionsUrl: string): Promise<void> {
  const started = performance.now();
  await Promise.all(
    CALLABLE_NAMES.map((name) =>
      fetch(`${functionsUrl}/${name}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': '192.0.2.1' },
        body: JSON.stringify({ data: { warmUp: true } }),
      }).then((response) => response.text()),
    ),
  );
  log(`functions warmed up in ${((performance.now() - started) / 1000).toFixed(1)} s`);
}

/** Synthetic voters seeded for the journeys (the demo identities come on top). */
const SEED_VOTERS = 2_000;
const log = (message: string) => console.log(`[e2e] ${message}`);

/**
 * The whole product once per e2e run, from the same pieces as `npm start` and the callables
 * tests: a throw-away PostgreSQL (migrated, seeded with synthetic voters + the demo identities),
 * the Auth + Functions emulators on free ports (a running `npm start` is left alone), the app
 * built twice against those emulators (real content; fixture catalogue) and served by
 * `vite preview`, and one headless Chromium (the machine's own: scripts/browser/chromium.ts).
 * The fixture app's public GETs (results, members' reports) go to a second Functions emulator
 * whose bundle holds the fixture catalogue, so its petitions and members are known there; its
 * callables go to the first, like the real app's.
 */
export default async function setup(project: TestProject) {
  const attached = await attachToRunningStack(project);
  if (attached) return;
  // Before a minute of set-up: without a browser, stop now and say what to install.
  const executablePath = findChromium();
  const stops: (() => Promise<void>)[] = [];
  const stopAll = async () => {
    for (const stop of stops.reverse()) {
      await stop().catch((error: unknown) => console.error('[e2e] stopping:', error));
    }
  };
  try {
    const started = performance.now();
    const [
      auth,
      functions,
      hub,
      logging,
      appPort,
      fixturePort,
      fixtureFunctions,
      fixtureHub,
      fixtureLogging,
    ] = [
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
      await freePort(),
    ];
    const projectId = 'demo-registered-voice';
    const authOrigin = `http://127.0.0.1:${auth}`;
    const functionsUrl = `http://127.0.0.1:${functions}/${projectId}/us-central1`;
    // The app's hook into the local stack, as `npm start` gives it (scripts/start/start.ts).
    const appEnv = {
      VITE_RV_USE_EMULATORS: 'true',
      VITE_RV_PROJECT_ID: projectId,
      VITE_RV_AUTH_EMULATOR_URL: authOrigin,
      VITE_RV_FUNCTIONS_URL: functionsUrl,
    };
    const buildsDir = await mkdtemp(path.join(tmpdir(), 'rv-e2e-app-'));
    stops.push(() => rm(buildsDir, { recursive: true, force: true }));

    // The builds only need the ports, so they run while the database starts and is seeded.
    const fixtureCatalogue = await buildFixtureCatalogue(path.join(buildsDir, 'fixture-catalogue'));
    const builds = (async () => {
      const real = await buildApp({ outDir: path.join(buildsDir, 'real'), env: appEnv });
      const fixture = await buildApp({
        outDir: path.join(buildsDir, 'fixture'),
        env: appEnv,
        catalogue: 'fixture',
        catalogueDir: fixtureCatalogue,
      });
      return { real, fixture };
    })();
    // Keep a failed build from becoming an unhandled rejection while the stack starts.
    builds.catch(() => undefined);

    const stopDatabaseServer = await setUpDatabaseServer(project);
    stops.push(stopDatabaseServer);
    const adminUrl = new URL(project.getProvidedContext().pgAdminUrl);
    const template = project.getProvidedContext().pgTemplateDatabase;
    const pg = await import('pg');
    const admin = new pg.default.Client({ connectionString: adminUrl.toString() });
    await admin.connect();
    await admin.query(`CREATE DATABASE e2e TEMPLATE ${template}`);
    await admin.end();
    adminUrl.pathname = '/e2e';
    const databaseUrl = adminUrl.toString();
    const seeded = await seedDemoData(databaseUrl, { count: SEED_VOTERS });
    log(`seeded ${seeded.votersWritten} voters`);

    buildFunctions();
    const fixtureBundle = await buildFixtureFunctions(fixtureCatalogue);
    stops.push(fixtureBundle.remove);
    const emulators = await startEmulators({
      projectId,
      databaseUrl,
      ports: { auth, functions, hub, logging },
      parallel: 4,
      onLine: (line) => {
        if (process.env.RV_EMULATOR_LOGS === '1') console.log(`[emulators] ${line}`);
      },
    });
    stops.push(() => emulators.stop());
    const fixtureProjectId = `${projectId}-fixture`;
    // Started once the first is ready: two firebase-tools starting at once can fail with
    // "An unexpected error has occurred". It starts while the first one's functions warm up.
    const fixtureEmulator = startEmulators({
      projectId: fixtureProjectId,
      databaseUrl,
      ports: { auth, functions: fixtureFunctions, hub: fixtureHub, logging: fixtureLogging },
      functionsOnlyFrom: fixtureBundle.dir,
      parallel: 1,
      onLine: (line) => {
        if (process.env.RV_EMULATOR_LOGS === '1') console.log(`[fixture emulator] ${line}`);
      },
    });
    // Stopped with the rest even when something else fails while it starts.
    stops.push(async () => (await fixtureEmulator.catch(() => null))?.stop());
    await warmUpFunctions(functionsUrl);
    if (emulators.authOrigin !== authOrigin || emulators.functionsUrl !== functionsUrl) {
      throw new Error(
        `The emulators listen at ${emulators.authOrigin} and ${emulators.functionsUrl}, not where the app was built to call (${authOrigin}, ${functionsUrl}).`,
      );
    }

    const { real, fixture } = await builds;
    const realServer = await serveApp(real, appPort, functionsUrl);
    stops.push(() => realServer.close());
    const fixtureFunctionsEmulator = await fixtureEmulator;
    const fixtureServer = await serveApp(fixture, fixturePort, fixtureFunctionsEmulator.functionsUrl);
    stops.push(() => fixtureServer.close());

    const browserServer = await chromium.launchServer({
      executablePath,
      args: CHROMIUM_ARGS,
    });
    stops.push(() => browserServer.close());

    const stack: E2eStack = {
      appUrl: realServer.url,
      fixtureAppUrl: fixtureServer.url,
      browserWsEndpoint: browserServer.wsEndpoint(),
      authOrigin,
      functionsUrl,
      projectId,
      callablesDatabaseUrl: databaseUrl,
    };
    for (const [key, value] of Object.entries(stack)) project.provide(key as keyof E2eStack, value);
    if (process.env.RV_E2E_KEEP_STACK) {
      await writeFile(process.env.RV_E2E_KEEP_STACK, JSON.stringify(stack, null, 2));
      log(`stack kept running; attach with RV_E2E_STACK=${process.env.RV_E2E_KEEP_STACK}`);
    }
    log(`stack ready in ${((performance.now() - started) / 1000).toFixed(1)} s: app ${realServer.url}`);
  } catch (error) {
    await stopAll();
    throw error;
  }
  return stopAll;
}
