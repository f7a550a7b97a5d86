import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { TestProject } from 'vitest/node';
import { createDb } from '../db/connection';
import { migrateToLatest } from '../db/migrate';
import { removeCluster, startEmbeddedPostgres } from './postgres';

export const TEMPLATE_DATABASE = 'rv_template';

declare module 'vitest' {
  export interface ProvidedContext {
    /** Admin URL (database `postgres`) of the throw-away server shared by this test run. */
    pgAdminUrl: string;
    /** A migrated, empty database to copy per test file (CREATE DATABASE … TEMPLATE). */
    pgTemplateDatabase: string;
  }
}

/**
 * One throw-away PostgreSQL server per test run (temp directory, free port); each test file
 * creates its own database from a migrated template (see createTestDatabase).
 */
export default async function setup(project: TestProject) {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'rv-pg-test-'));
  const server = await startEmbeddedPostgres({ dataDir: path.join(dataDir, 'cluster'), disposable: true });
  await server.createDatabase(TEMPLATE_DATABASE);
  const db = createDb(server.url(TEMPLATE_DATABASE), { max: 1 });
  try {
    await migrateToLatest(db);
  } finally {
    await db.destroy();
  }
  project.provide('pgAdminUrl', server.url());
  project.provide('pgTemplateDatabase', TEMPLATE_DATABASE);
  process.env.RV_TEST_PG_ADMIN_URL = server.url();
  return async () => {
    await removeCluster(server, dataDir);
  };
}
