import { type Kysely, sql } from 'kysely';

// The congressional district plan (content/districts/plans.yaml) each snapshot and each voter's
// districts are on: a voter file is read as on the plan of the next election after its extract
// date, or on the plan the import names (--plan). A voter row records the plan of the snapshot
// that last wrote it, so an unchanged district number on a new plan is still a change.
// Rows imported before this migration are given the plan by the rule as it stood on 2026-11-28
// (CA: the Legislature's 2025 plan from 2025-11-04; FL: the 2026 plan from 2026-05-26), from the
// snapshot's extract date, else its import day; written here as a migration must record it.
const BACKFILL = sql`CASE
  WHEN state = 'ca' AND day >= DATE '2025-11-04' THEN 'ca-legislature-2025'
  WHEN state = 'ca' THEN 'ca-commission-2021'
  WHEN state = 'fl' AND day >= DATE '2026-05-26' THEN 'fl-2026'
  ELSE 'fl-2022' END`;

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE snapshots ADD COLUMN district_plan text`.execute(db);
  await sql`ALTER TABLE voters ADD COLUMN district_plan text`.execute(db);
  await sql`UPDATE snapshots SET district_plan = ${BACKFILL}
    FROM (SELECT id AS sid, coalesce(extract_date, imported_at::date) AS day FROM snapshots) d
    WHERE d.sid = snapshots.id`.execute(db);
  await sql`UPDATE voters SET district_plan = s.district_plan
    FROM snapshots s WHERE s.id = voters.snapshot_id`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE voters DROP COLUMN district_plan`.execute(db);
  await sql`ALTER TABLE snapshots DROP COLUMN district_plan`.execute(db);
}
