import path from 'node:path';
import { createDb, createPool, type Db, migrateToLatest } from '@rv/functions/db';
import { type RunningPostgres, startEmbeddedPostgres } from '@rv/functions/testkit/postgres';
import type { ImportSummary } from '@rv/functions/voters';
import type pg from 'pg';
import { needsSeeding, type SeedOptions, seedDemoData } from '../voters/seed';

/** Where `npm start` keeps its database (gitignored; kept across restarts). */
export const LOCAL_DATA_DIR = path.resolve(import.meta.dirname, '../../.data/postgres');
export const LOCAL_DATABASE = 'registered_voice';
export const LOCAL_PORT = Number(process.env.RV_PG_PORT ?? 54329);

export interface LocalDatabase {
  /** DATABASE_URL to hand to the Functions emulator and scripts. */
  url: string;
  db: Db;
  /** null when DATABASE_URL pointed at an existing server. */
  server: RunningPostgres | null;
  /** Whether this start created the database. */
  created: boolean;
  /** The seeding import's summary when this start seeded an empty database. */
  seeded: ImportSummary | null;
  stop(): Promise<void>;
}

/**
 * The local stack's database: DATABASE_URL when set, otherwise embedded PostgreSQL with its
 * data in `.data/postgres` on port 54329 (RV_PG_PORT). Migrated to the latest schema; with
 * `seed: { count: 50000 }` an empty database is seeded with synthetic voters + demo identities.
 */
export async function startLocalDatabase(
  options: { seed?: SeedOptions | false } = {},
): Promise<LocalDatabase> {
  let server: RunningPostgres | null = null;
  let url = process.env.DATABASE_URL;
  let created = false;
  if (!url) {
    server = await startEmbeddedPostgres({ dataDir: LOCAL_DATA_DIR, port: LOCAL_PORT });
    if (!(await server.databaseExists(LOCAL_DATABASE))) {
      await server.createDatabase(LOCAL_DATABASE);
      created = true;
    }
    url = server.url(LOCAL_DATABASE);
  }
  const db = createDb(url);
  await migrateToLatest(db);
  let seeded: ImportSummary | null = null;
  if (options.seed !== false && options.seed !== undefined && (await needsSeeding(db))) {
    seeded = await seedDemoData(url, options.seed);
  }
  return {
    seeded,
    url,
    db,
    server,
    created,
    async stop() {
      await db.destroy();
      await server?.stop();
    },
  };
}

/**
 * A pg pool for scripts (the importer), on a migrated database: DATABASE_URL when set, else the
 * local stack's embedded server (started for the duration if it is not running).
 */
export async function openLocalPool(): Promise<{ pool: pg.Pool; close(): Promise<void> }> {
  if (process.env.DATABASE_URL) {
    const db = createDb(process.env.DATABASE_URL, { max: 1 });
    try {
      await migrateToLatest(db);
    } finally {
      await db.destroy();
    }
    const pool = createPool(process.env.DATABASE_URL, { max: 2 });
    return { pool, close: () => pool.end() };
  }
  // `npm start` may already be serving .data/postgres: use that server rather than a second one.
  const running = createPool(`postgres://postgres:rv-local@127.0.0.1:${LOCAL_PORT}/${LOCAL_DATABASE}`, {
    max: 2,
  });
  if (
    await running.query('SELECT 1').then(
      () => true,
      () => false,
    )
  ) {
    return { pool: running, close: () => running.end() };
  }
  await running.end();
  const local = await startLocalDatabase().catch((error: unknown) => {
    throw new Error(
      `Could not open the local database (${error instanceof Error ? error.message : String(error)}). If \`npm start\` is running, export DATABASE_URL=postgres://postgres:rv-local@127.0.0.1:${LOCAL_PORT}/${LOCAL_DATABASE}.`,
    );
  });
  const pool = createPool(local.url, { max: 2 });
  return {
    pool,
    async close() {
      await pool.end();
      await local.stop();
    },
  };
}
