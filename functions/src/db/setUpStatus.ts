import { sql } from 'kysely';
import type { Queryable } from './connection';

/** The set-up marker last recorded for a signed-in user, or null before their first set-up. */
export async function getSetUpStatus(db: Queryable, { uid }: { uid: string }): Promise<string | null> {
  const row = await db
    .selectFrom('set_up_status')
    .select('last_set_up')
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row?.last_set_up ?? null;
}

/** Records `lastSetUp` as the user's set-up marker (insert or replace). */
export async function setSetUpStatus(
  db: Queryable,
  { uid, lastSetUp }: { uid: string; lastSetUp: string },
): Promise<void> {
  await db
    .insertInto('set_up_status')
    .values({ uid, last_set_up: lastSetUp })
    .onConflict((oc) => oc.column('uid').doUpdateSet({ last_set_up: lastSetUp, updated_at: sql`now()` }))
    .execute();
}
