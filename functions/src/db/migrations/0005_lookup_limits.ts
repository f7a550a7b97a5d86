import { type Kysely, sql } from 'kysely';

// The shared budget of sign-in help lookups (functions/src/lookupLimits.ts): one row per budget
// key, in the layout rate-limiter-flexible's RateLimiterPostgres reads and writes (key, points,
// expire in epoch milliseconds). Created here, not by the library at run time, so the functions'
// database user needs no CREATE privilege and every instance finds the table ready. Keys are
// hashes: no name, zip, address or uid is stored.
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    CREATE TABLE lookup_limits (
      key varchar(255) COLLATE "C" PRIMARY KEY,
      points integer NOT NULL DEFAULT 0,
      expire bigint
    )`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE lookup_limits`.execute(db);
}
