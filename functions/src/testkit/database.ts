import { randomBytes } from 'node:crypto';
import { Migrator } from 'kysely';
import pg from 'pg';
import { inject } from 'vitest';
import { createDb, type Db } from '../db/connection';
import { migrationProvider } from '../db/migrations';

export interface TestDatabase {
  db: Db;
  /** Connection URL of this file's own database (e.g. for a spawned CLI). */
  url: string;
  name: string;
  /** Closes the pool and drops the database. */
  drop(): Promise<void>;
}

/**
 * A fresh, migrated database of its own for one test file, on the run's shared server
 * (started by globalSetup). Call in beforeAll; call drop() in afterAll. `migratedTo` names the
 * last migration to run instead of all of them (for a test of a migration over rows written
 * on the schema before it).
 */
export async function createTestDatabase(
  options: { max?: number; migratedTo?: string } = {},
): Promise<TestDatabase> {
  const adminUrl = inject('pgAdminUrl');
  const template = inject('pgTemplateDatabase');
  const name = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: adminUrl });
  await admin.connect();
  try {
    await admin.query(
      options.migratedTo ? `CREATE DATABASE ${name}` : `CREATE DATABASE ${name} TEMPLATE ${template}`,
    );
  } finally {
    await admin.end();
  }
  const url = new URL(adminUrl);
  url.pathname = `/${name}`;
  const db = createDb(url.toString(), { max: options.max ?? 10 });
  if (options.migratedTo) {
    const migrated = await new Migrator({ db, provider: migrationProvider }).migrateTo(options.migratedTo);
    if (migrated.error) throw migrated.error;
  }
  return {
    db,
    url: url.toString(),
    name,
    async drop() {
      await db.destroy();
      const client = new pg.Client({ connectionString: adminUrl });
      await client.connect();
      try {
        await client.query(`DROP DATABASE IF EXISTS ${name} WITH (FORCE)`);
      } finally {
        await client.end();
      }
    },
  };
}
