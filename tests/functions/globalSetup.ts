import { appendFileSync, writeFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import setUpDatabaseServer from '@rv/functions/testkit/global-setup';
import { freePort } from '@rv/functions/testkit/postgres';
import type { TestProject } from 'vitest/node';
import { buildFunctions, startEmulators } from '../../scripts/emulators/emulators';

declare module 'vitest' {
  export interface ProvidedContext {
    /** The database the emulated functions use (a migrated copy of the template). */
    callablesDatabaseUrl: string;
    /** e.g. http://127.0.0.1:PORT/demo-registered-voice/us-central1 */
    functionsUrl: string;
    /** e.g. http://127.0.0.1:PORT */
    authOrigin: string;
    projectId: string;
    /** Every line the emulators wrote so far, one per line (logs.test.ts scans it). */
    emulatorLogFile: string;
  }
}

/** Lookup budgets of the emulated functions, per hour (callables.test.ts spends them down). */
const TEST_LOOKUP_BUDGETS = {
  RV_LOOKUPS_PER_ADDRESS: '10',
  RV_LOOKUPS_PER_PERSON: '5',
  RV_LOOKUPS_PER_UID: '10',
};

/**
 * The real stack once per run: a throw-away PostgreSQL (the data layer's test server, with its
 * migrated template), one database for the emulated functions, and the Auth + Functions
 * emulators on free ports (so a running `npm start` is not disturbed).
 */
export default async function setup(project: TestProject) {
  const stopDatabaseServer = await setUpDatabaseServer(project);
  const adminUrl = project.getProvidedContext().pgAdminUrl;
  const template = project.getProvidedContext().pgTemplateDatabase;
  const pg = await import('pg');
  const admin = new pg.default.Client({ connectionString: adminUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE callables TEMPLATE ${template}`);
  await admin.end();
  const url = new URL(adminUrl);
  url.pathname = '/callables';
  const databaseUrl = url.toString();

  buildFunctions();
  const [auth, functions, hub, logging] = [
    await freePort(),
    await freePort(),
    await freePort(),
    await freePort(),
  ];
  const logDir = await mkdtemp(path.join(tmpdir(), 'rv-emulator-log-'));
  const logFile = path.join(logDir, 'emulators.log');
  writeFileSync(logFile, '');
  const emulators = await startEmulators({
    databaseUrl,
    ports: { auth, functions, hub, logging },
    // Each parallel execution is a worker process; on 2 cores more than 4 only thrash.
    parallel: 4,
    functionsEnv: TEST_LOOKUP_BUDGETS,
    onLine: (line) => {
      appendFileSync(logFile, `${line}\n`);
      if (process.env.RV_EMULATOR_LOGS === '1') console.log(`[emulators] ${line}`);
    },
  });
  project.provide('callablesDatabaseUrl', databaseUrl);
  project.provide('functionsUrl', emulators.functionsUrl);
  project.provide('authOrigin', emulators.authOrigin);
  project.provide('projectId', emulators.projectId);
  project.provide('emulatorLogFile', logFile);
  return async () => {
    await emulators.stop();
    await stopDatabaseServer();
    await rm(logDir, { recursive: true, force: true });
  };
}
