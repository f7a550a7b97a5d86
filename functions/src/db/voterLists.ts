import type { VoterListDates } from '@rv/api/contract';
import type { Queryable } from './connection';

/** Each state's newest snapshot (one row per state that has one): its extract date and plan. */
export function newestSnapshots(db: Queryable) {
  return db
    .selectFrom('snapshots')
    .select(['state', 'extract_date', 'district_plan'])
    .distinctOn('state')
    .orderBy('state')
    .orderBy('id', 'desc')
    .execute();
}

/**
 * The date of each state's voter list as the site holds it: the extract date of the state's
 * newest snapshot (the date the state made the file), null when no snapshot is imported or the
 * newest one's files did not say. An import is one snapshot per state (functions/README.md).
 */
export async function readVoterListDates(db: Queryable): Promise<VoterListDates> {
  const rows = await newestSnapshots(db);
  const dateOf = (state: string) => rows.find((row) => row.state === state)?.extract_date ?? null;
  return { ca: dateOf('ca'), fl: dateOf('fl') };
}
