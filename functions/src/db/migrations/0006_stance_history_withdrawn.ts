import { type Kysely, sql } from 'kysely';

// A voter may take a stance back (withdrawStance): the current stance row is deleted and the
// history, which is append-only, records when with a WITHDRAWN entry. Additive: every stored
// entry stays valid.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE stance_history DROP CONSTRAINT stance_history_stance_check,
    ADD CONSTRAINT stance_history_stance_check CHECK (stance IN ('YES', 'NO', 'WITHDRAWN'))`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DELETE FROM stance_history WHERE stance = 'WITHDRAWN'`.execute(db);
  await sql`ALTER TABLE stance_history DROP CONSTRAINT stance_history_stance_check,
    ADD CONSTRAINT stance_history_stance_check CHECK (stance IN ('YES', 'NO'))`.execute(db);
}
