import { type Kysely, sql } from 'kysely';

// The date the state extracted the file (FL file name CCC_YYYYMMDD, CA ExtractDate column):
// the "last update" the representatives panel shows (docs/product/screens.md#voter-guide).
// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE snapshots ADD COLUMN extract_date date`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE snapshots DROP COLUMN extract_date`.execute(db);
}
