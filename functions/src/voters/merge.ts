// Merge: the staged voters of one state applied to `voters` with set-based SQL, the tallies of
// voters who moved following them; and, on a first load, the indexes set aside and rebuilt.
import path from 'node:path';
import type pg from 'pg';
import { type StateCode, VOTER_FILE_COLUMNS } from '../db/schema';
import {
  type EndPhase,
  ImportError,
  type RowCounts,
  type StateImportResult,
  type VoterCounts,
} from './types';

/** The columns compared between stored and staged voters: all of a file's but the key and the state. */
const COMPARED = VOTER_FILE_COLUMNS.filter((c) => c !== 'voter_id' && c !== 'state');
const compared = COMPARED.join(', ');
const fileColumns = VOTER_FILE_COLUMNS.join(', ');

async function rowCount(client: pg.PoolClient, text: string, values: unknown[]): Promise<number> {
  return (await client.query(text, values)).rowCount ?? 0;
}

/**
 * First load into an empty `voters` table: drops its indexes, primary key and the foreign keys
 * that hang on it, and returns the statements that rebuild them after the insert (several times
 * faster than row-by-row maintenance). The table is empty, so its exclusive lock hides nothing;
 * the referencing tables (stances, history) are empty too, as they need voters. Definitions
 * come from PostgreSQL's system catalog, so later migrations are followed. Returns [] when voters exist.
 */
export async function setAsideVoterIndexes(client: pg.PoolClient): Promise<string[]> {
  const empty = await client.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM voters) AS empty');
  if (!empty.rows[0]?.empty) return [];
  await client.query('LOCK TABLE voters IN ACCESS EXCLUSIVE MODE');
  const foreignKeys = await client.query<{ name: string; tbl: string; def: string }>(
    `SELECT conname AS name, conrelid::regclass::text AS tbl, pg_get_constraintdef(oid) AS def
     FROM pg_constraint WHERE confrelid = 'voters'::regclass AND contype = 'f'`,
  );
  const primary = await client.query<{ name: string; def: string }>(
    `SELECT conname AS name, pg_get_constraintdef(oid) AS def
     FROM pg_constraint WHERE conrelid = 'voters'::regclass AND contype = 'p'`,
  );
  const indexes = await client.query<{ name: string; def: string }>(
    `SELECT i.indexrelid::regclass::text AS name, pg_get_indexdef(i.indexrelid) AS def
     FROM pg_index i WHERE i.indrelid = 'voters'::regclass AND NOT i.indisprimary`,
  );
  const rebuild: string[] = [];
  for (const fk of foreignKeys.rows) {
    await client.query(`ALTER TABLE ${fk.tbl} DROP CONSTRAINT ${fk.name}`);
  }
  for (const pk of primary.rows) {
    await client.query(`ALTER TABLE voters DROP CONSTRAINT ${pk.name}`);
    rebuild.push(`ALTER TABLE voters ADD CONSTRAINT ${pk.name} ${pk.def}`);
  }
  for (const index of indexes.rows) {
    await client.query(`DROP INDEX ${index.name}`);
    rebuild.push(index.def);
  }
  for (const fk of foreignKeys.rows)
    rebuild.push(`ALTER TABLE ${fk.tbl} ADD CONSTRAINT ${fk.name} ${fk.def}`);
  return rebuild;
}

/** Runs the statements from `setAsideVoterIndexes`, one phase each. */
export async function rebuildVoterIndexes({
  client,
  statements,
  endPhase,
}: {
  client: pg.PoolClient;
  statements: readonly string[];
  endPhase: EndPhase;
}): Promise<void> {
  for (const statement of statements) {
    await client.query(statement);
    endPhase(`build ${/(?:INDEX|CONSTRAINT) (\S+)/.exec(statement)?.[1] ?? 'index'}`);
  }
}

async function recordCounts({
  client,
  snapshotId,
  counts,
}: {
  client: pg.PoolClient;
  snapshotId: number;
  counts: VoterCounts;
}): Promise<void> {
  await client.query(
    `UPDATE snapshots SET voters_inserted = $2, voters_updated = $3, voters_unchanged = $4,
       voters_marked_stale = $5 WHERE id = $1`,
    [snapshotId, counts.inserted, counts.updated, counts.unchanged, counts.markedStale],
  );
}

/**
 * Applies the staged voters of one state as its new snapshot: new and changed voters written,
 * unchanged ones untouched, voters absent from the snapshot marked not up to date, and the
 * tallies of voters who moved district, changed status or left the file moved accordingly.
 */
export async function mergeState({
  client,
  state,
  files,
  rows,
  extractDate,
  plan,
  allowShrink,
  endPhase,
}: {
  client: pg.PoolClient;
  state: StateCode;
  /** The state's files, as given (their base names are recorded with the snapshot). */
  files: readonly string[];
  rows: RowCounts;
  extractDate: string | null;
  /** The district plan the files' districts are on (a plan id of content/districts/plans.yaml). */
  plan: string;
  allowShrink: boolean;
  endPhase: EndPhase;
}): Promise<StateImportResult> {
  // The state goes into the SQL text (CREATE TABLE AS takes no parameters); it is one of two
  // literals, never file content.
  if (state !== 'ca' && state !== 'fl') throw new Error(`unknown state ${String(state)}`);
  // The plan goes into the SQL text too (the diff is a CREATE TABLE AS): an id of the catalogue,
  // checked against the id pattern again here.
  if (!/^[a-z]{2}-[a-z0-9-]+$/.test(plan)) throw new Error(`not a plan id: ${plan}`);
  const counts = await client.query<{ staged: number; current: number; stored: boolean }>(
    `SELECT (SELECT count(*)::int FROM staging WHERE state = $1) AS staged,
            (SELECT count(*)::int FROM voters WHERE state = $1 AND is_up_to_date) AS current,
            EXISTS (SELECT 1 FROM voters WHERE state = $1) AS stored`,
    [state],
  );
  const staged = Number(counts.rows[0]?.staged);
  const current = Number(counts.rows[0]?.current);
  if (!allowShrink && current > 0 && staged < current / 2) {
    throw new ImportError(
      `${state.toUpperCase()}: the new snapshot has ${staged} valid voters but ${current} are current; importing it would mark most of the state not up to date. Check the files (all of the state's files must be imported together), or pass --allow-shrink if the drop is real. Nothing was changed.`,
    );
  }
  const snapshot = await client.query<{ id: number }>(
    `INSERT INTO snapshots (state, source_files, rows_read, rows_exempt, rows_malformed, voters_inserted,
       voters_updated, voters_unchanged, voters_marked_stale, extract_date, district_plan)
     VALUES ($1, $2, $3, $4, $5, 0, 0, 0, 0, $6, $7) RETURNING id`,
    [state, files.map((f) => path.basename(f)), rows.read, rows.exempt, rows.malformed, extractDate, plan],
  );
  const snapshotId = Number(snapshot.rows[0]?.id);
  endPhase(`${state} prepare`);

  if (!counts.rows[0]?.stored) {
    // The state's first snapshot: every staged row is new, nothing to compare or move.
    const inserted = await rowCount(
      client,
      `INSERT INTO voters (${fileColumns}, is_up_to_date, snapshot_id, district_plan)
       SELECT ${fileColumns}, true, $2, $3 FROM staging WHERE state = $1`,
      [state, snapshotId, plan],
    );
    endPhase(`${state} insert new`);
    const voters = { inserted, updated: 0, unchanged: staged - inserted, markedStale: 0 };
    await recordCounts({ client, snapshotId, counts: voters });
    return { state, snapshotId, plan, staged, ...voters, tallyRowsChanged: 0 };
  }

  // 1. One pass over the state: the rows that differ between the stored voters and the new
  //    snapshot — new, changed (any stored column, or coming back), or no longer in the file —
  //    with the new values and the old counted districts. Unchanged voters produce no row.
  await client.query(`CREATE TEMP TABLE diff ON COMMIT DROP AS
    SELECT coalesce(s.voter_id, v.voter_id) AS voter_id,
           CASE WHEN v.voter_id IS NULL THEN 'new' WHEN s.voter_id IS NULL THEN 'stale' ELSE 'changed' END AS kind,
           ${COMPARED.map((c) => `s.${c}`).join(', ')},
           coalesce(v.is_up_to_date AND v.status = 'A', false) AS old_counted,
           v.congressional_district AS old_cd, v.state_lower_district AS old_lower,
           v.state_upper_district AS old_upper
    FROM (SELECT * FROM staging WHERE state = '${state}') s
    FULL JOIN (SELECT * FROM voters WHERE state = '${state}') v ON v.voter_id = s.voter_id
    WHERE v.voter_id IS NULL
       OR (s.voter_id IS NULL AND v.is_up_to_date)
       OR (s.voter_id IS NOT NULL
           AND (${COMPARED.map((c) => `v.${c}`).join(', ')}, v.is_up_to_date, v.district_plan)
               IS DISTINCT FROM (${COMPARED.map((c) => `s.${c}`).join(', ')}, true, '${plan}'::text))`);
  endPhase(`${state} diff`);

  // 2. Changed voters: only rows that differ are written (a re-import of the same files writes
  //    none). Updating a row locks it: a writeStance for that voter (which locks the same row)
  //    either committed before and is moved by step 5, which reads the stances afresh, or waits
  //    for this transaction and then counts in the new districts.
  const updated = await rowCount(
    client,
    `UPDATE voters v SET ${COMPARED.map((c) => `${c} = d.${c}`).join(', ')},
       is_up_to_date = true, snapshot_id = $1, district_plan = $2, updated_at = now()
     FROM diff d WHERE d.kind = 'changed' AND v.voter_id = d.voter_id`,
    [snapshotId, plan],
  );
  // 3. New voters.
  const inserted = await rowCount(
    client,
    `INSERT INTO voters (voter_id, state, ${compared}, is_up_to_date, snapshot_id, district_plan)
     SELECT voter_id, '${state}', ${compared}, true, $1, $2 FROM diff WHERE kind = 'new' ORDER BY voter_id`,
    [snapshotId, plan],
  );
  // 4. Voters absent from the new snapshot stay stored (their stances and history are kept) but
  //    no longer match, count or appear in lookups.
  const markedStale = await rowCount(
    client,
    `UPDATE voters v SET is_up_to_date = false, snapshot_id = $1, updated_at = now()
     FROM diff d WHERE d.kind = 'stale' AND v.voter_id = d.voter_id`,
    [snapshotId],
  );
  endPhase(`${state} write voters`);
  const tallyRowsChanged = await moveTallies({ client, state });
  endPhase(`${state} tallies`);
  const voters = { inserted, updated, unchanged: staged - inserted - updated, markedStale };
  await recordCounts({ client, snapshotId, counts: voters });
  return { state, snapshotId, plan, staged, ...voters, tallyRowsChanged };
}

/**
 * 5. Tallies follow: each stance of a voter in `diff` whose counted districts changed (moved,
 * status changed, left or came back) leaves the old districts and joins the new ones. Rows in
 * primary-key order, as writeStance takes them, so the two cannot deadlock. Drops `diff`.
 */
async function moveTallies({ client, state }: { client: pg.PoolClient; state: StateCode }): Promise<number> {
  const changed = await rowCount(
    client,
    `INSERT INTO tallies (petition, state, district_kind, district, shard, yes, no)
     SELECT petition, $1, kind, district, shard, sum(dy)::int, sum(dn)::int
     FROM (
       SELECT st.petition, k.kind, k.district, tally_shard(d.voter_id) AS shard,
              k.sign * (st.stance = 'YES')::int AS dy, k.sign * (st.stance = 'NO')::int AS dn
       FROM diff d
       JOIN stances st ON st.voter_id = d.voter_id
       CROSS JOIN LATERAL (VALUES
         ('congressional', d.old_cd, -1, d.old_counted),
         ('lower', d.old_lower, -1, d.old_counted),
         ('upper', d.old_upper, -1, d.old_counted),
         ('congressional', d.congressional_district, 1, d.kind <> 'stale' AND d.status = 'A'),
         ('lower', d.state_lower_district, 1, d.kind <> 'stale' AND d.status = 'A'),
         ('upper', d.state_upper_district, 1, d.kind <> 'stale' AND d.status = 'A')
       ) AS k(kind, district, sign, applies)
       WHERE k.applies
     ) m
     GROUP BY petition, kind, district, shard
     HAVING sum(dy) <> 0 OR sum(dn) <> 0
     ORDER BY petition, kind, district, shard
     ON CONFLICT (petition, state, district_kind, district, shard)
     DO UPDATE SET yes = tallies.yes + excluded.yes, no = tallies.no + excluded.no`,
    [state],
  );
  await client.query('DROP TABLE diff');
  return changed;
}
