import { Kysely, PostgresDialect, type Transaction } from 'kysely';
import pg from 'pg';
import type { Database } from './schema';

export type Db = Kysely<Database>;
export type Tx = Transaction<Database>;
/** Either the pool or a transaction: every query function accepts both. */
export type Queryable = Kysely<Database>;

const DATE_OID = 1082;
const INT8_OID = 20;

// Per-pool type parsers (not the process-global pg.types): DATE stays 'YYYY-MM-DD' (no time
// zone shifts for dates of birth) and bigint counts become numbers (our counts fit easily).
const types = {
  getTypeParser(oid: number, format?: 'text' | 'binary') {
    if (oid === DATE_OID) return (value: string) => value;
    if (oid === INT8_OID) return (value: string) => Number(value);
    // biome-ignore lint/suspicious/noExplicitAny: pg's overloads do not accept a union format.
    return pg.types.getTypeParser(oid, format as any);
  },
};

export interface DbOptions {
  /** Pool size (default 10). */
  max?: number;
}

export function createPool(connectionString: string, options: DbOptions = {}): pg.Pool {
  const pool = new pg.Pool({ connectionString, max: options.max ?? 10, types });
  // An idle connection the server closes (restart, failover, a dropped test database) must not
  // crash the process: pg-pool discards that client and opens a new one on the next query.
  pool.on('error', (error: Error & { code?: string }) => {
    if (error.code === '57P01') return; // admin_shutdown: the server or database is going away
    console.warn(`PostgreSQL idle connection error (${error.code ?? 'no code'}): ${error.message}`);
  });
  return pool;
}

export function createDb(connectionString: string, options: DbOptions = {}): Db {
  return dbOnPool(createPool(connectionString, options));
}

/** Kysely over a pool made elsewhere (scripts' openLocalPool). */
export function dbOnPool(pool: pg.Pool): Db {
  return new Kysely<Database>({ dialect: new PostgresDialect({ pool }) });
}

/**
 * Pool size of the functions' process-wide pool unless DATABASE_POOL_MAX says otherwise: 4 so
 * that 7 functions (six callables and results) × 3 instances × 4 fit the default budget of 90
 * connections (config.ts).
 */
export const DEFAULT_POOL_MAX = 4;

let shared: Db | undefined;

/** The process-wide database from `DATABASE_URL` (the Functions runtime and the local stack set it). */
export function getDb(): Db {
  if (!shared) {
    const url = process.env.DATABASE_URL;
    if (!url) {
      throw new Error(
        'DATABASE_URL is not set. Start the local stack with `npm start` (it starts embedded PostgreSQL and sets it), or export DATABASE_URL=postgres://user:pass@host:port/db.',
      );
    }
    shared = createDb(url, { max: Number(process.env.DATABASE_POOL_MAX ?? DEFAULT_POOL_MAX) });
  }
  return shared;
}

const RETRYABLE = new Set(['40001', '40P01']); // serialization_failure, deadlock_detected

/**
 * Runs `fn` in one transaction (READ COMMITTED; our statements take the row locks they need)
 * and retries it a few times on a serialization failure or deadlock, which PostgreSQL may
 * report under concurrency and which leave nothing written.
 */
export async function withTransaction<T>(db: Db, fn: (trx: Tx) => Promise<T>, retries = 3): Promise<T> {
  for (let attempt = 0; ; attempt++) {
    try {
      return await db.transaction().execute(fn);
    } catch (error) {
      const code = (error as { code?: unknown }).code;
      if (attempt < retries && typeof code === 'string' && RETRYABLE.has(code)) continue;
      throw error;
    }
  }
}
