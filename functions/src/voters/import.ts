import { once } from 'node:events';
import { createReadStream } from 'node:fs';
import { stat } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type pg from 'pg';
import { from as copyFrom } from 'pg-copy-streams';
import type { StateCode } from '../db/schema';
import { FL_FILE_NAME } from './layouts';
import {
  type CaHeader,
  type NormalisedVoter,
  normaliseCaliforniaRow,
  normaliseFloridaRow,
  parseFileDate,
  readCaliforniaHeader,
} from './normalise';

export interface ImportProgress {
  file: string;
  rows: number;
  bytesRead: number;
  totalBytes: number;
}

export interface ImportOptions {
  /** `file:line: problem` for each malformed row, duplicate, or ignored contact. */
  onProblem?: (message: string) => void;
  onProgress?: (progress: ImportProgress) => void;
  /**
   * Allow a snapshot with fewer than half the state's current voters (a partial or broken file
   * would otherwise mark most of the state not up to date).
   */
  allowShrink?: boolean;
  /** Called as each phase ends with its duration (benchmarks print the breakdown). */
  onPhase?: (phase: string, seconds: number) => void;
  /** Test hook: runs inside the transaction after the merge, before COMMIT. */
  beforeCommit?: () => Promise<void>;
}

export interface StateImportResult {
  state: StateCode;
  snapshotId: number;
  staged: number;
  inserted: number;
  updated: number;
  unchanged: number;
  markedStale: number;
  /** Counter rows changed because voters with stances moved district, changed status or left the file. */
  tallyRowsChanged: number;
}

export interface ImportSummary {
  files: number;
  rowsRead: number;
  exempt: number;
  malformed: number;
  duplicates: number;
  contactWarnings: number;
  states: StateImportResult[];
  /** inserted + updated + marked stale: 0 when the files match what is stored. */
  votersWritten: number;
  seconds: number;
}

export class ImportError extends Error {}

interface FileStats {
  read: number;
  exempt: number;
  malformed: number;
}

type Layout = { kind: 'fl'; extractDate: string | null } | { kind: 'ca' };

const STAGING_COLUMNS = [
  'voter_id',
  'state',
  'county',
  'first_name',
  'middle_name',
  'last_name',
  'suffix',
  'city',
  'zip',
  'dob',
  'status',
  'congressional_district',
  'state_lower_district',
  'state_upper_district',
  'phones',
  'email',
  'file_no',
  'line_no',
] as const;

/** COPY text format: backslash escaped, \N for NULL (our values never hold tabs or newlines). */
function copyValue(value: string | null): string {
  if (value === null) return '\\N';
  return value.includes('\\') ? value.replaceAll('\\', '\\\\') : value;
}

/**
 * One COPY text line. An array join gives a flat string; a 36-part template literal gives a rope
 * that V8 must flatten when the buffer is written (measured 0.8 vs 2.0 CPU-s per million lines).
 */
function copyLine(v: NormalisedVoter, fileNo: number, lineNo: number): string {
  return `${[
    copyValue(v.voter_id),
    v.state,
    copyValue(v.county),
    copyValue(v.first_name),
    copyValue(v.middle_name),
    copyValue(v.last_name),
    copyValue(v.suffix),
    copyValue(v.city),
    v.zip,
    v.dob,
    v.status,
    v.congressional_district,
    v.state_lower_district,
    v.state_upper_district,
    `{${v.phones.join(',')}}`,
    copyValue(v.email),
    fileNo,
    lineNo,
  ].join('\t')}\n`;
}

const LINE_BREAK = /\r\n|\n|\r/;

/**
 * The lines of a text stream with readline's breaks (\n, \r\n, a lone \r), one batch per
 * chunk read: the importer awaits once per 1 MB chunk instead of once per line, which cost
 * about a second of CPU per million rows through readline's async iterator.
 */
export async function* lineBatches(input: AsyncIterable<string>): AsyncGenerator<string[]> {
  let rest = '';
  for await (const chunk of input) {
    const text = rest + chunk;
    // A chunk ending in \r may go on with \n: that break is decided with the next chunk.
    let end = text.length;
    if (text.charCodeAt(end - 1) === 13) end--;
    // (lastIndexOf clamps a negative start to 0, so an empty range is checked first.)
    const cut = end === 0 ? -1 : Math.max(text.lastIndexOf('\n', end - 1), text.lastIndexOf('\r', end - 1));
    if (cut === -1) {
      rest = text;
      continue;
    }
    const crlf = text.charCodeAt(cut) === 10 && cut > 0 && text.charCodeAt(cut - 1) === 13;
    const head = text.slice(0, crlf ? cut - 1 : cut);
    rest = text.slice(cut + 1);
    yield head.includes('\r') ? head.split(LINE_BREAK) : head.split('\n');
  }
  if (rest) {
    const lines = rest.split(LINE_BREAK);
    // The file's last line ended with a lone \r: a break, not an empty line after it.
    if (lines.length > 1 && lines[lines.length - 1] === '') lines.pop();
    yield lines;
  }
}

async function firstLine(file: string): Promise<string> {
  const lines = createInterface({ input: createReadStream(file, { encoding: 'latin1', end: 64 * 1024 }) });
  for await (const line of lines) {
    lines.close();
    return line;
  }
  return '';
}

async function detectLayout(file: string): Promise<Layout> {
  const head = await firstLine(file);
  if (head.startsWith('CountyCode\t')) return { kind: 'ca' };
  const m = FL_FILE_NAME.exec(path.basename(file));
  if (m) return { kind: 'fl', extractDate: parseFileDate(m[2] ?? '') };
  throw new ImportError(
    `${file}: cannot tell the layout. Florida county files are named CCC_YYYYMMDD.txt (e.g. DAD_20260101.txt); the California file starts with a header row beginning "CountyCode<TAB>RegistrantID".`,
  );
}

/**
 * Imports state voter files as new snapshots, in ONE transaction (an interrupted import leaves
 * the previous snapshot serving): streams every file into a temporary staging table with COPY,
 * then merges with set-based SQL per state — new and changed voters written, unchanged ones
 * untouched, voters absent from the state's new snapshot marked not up to date, and the
 * tallies of voters who moved district, changed status or left the file moved accordingly.
 * All files of a state given in one run form that state's snapshot.
 */
export async function importVoterFiles(
  pool: pg.Pool,
  files: string[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  if (files.length === 0) throw new ImportError('No files given. Pass the voter files to import.');
  const layouts: Layout[] = [];
  const totalBytes: number[] = [];
  for (const file of files) {
    const info = await stat(file).catch(() => null);
    if (!info?.isFile()) throw new ImportError(`${file}: no such file.`);
    totalBytes.push(info.size);
    layouts.push(await detectLayout(file));
  }
  const problem = options.onProblem ?? (() => {});
  const summary: ImportSummary = {
    files: files.length,
    rowsRead: 0,
    exempt: 0,
    malformed: 0,
    duplicates: 0,
    contactWarnings: 0,
    states: [],
    votersWritten: 0,
    seconds: 0,
  };
  const states = new Set<StateCode>(layouts.map((l) => l.kind));
  const extractDates = new Map<StateCode, string>();
  const perState = new Map<StateCode, FileStats>(
    [...states].map((s) => [s, { read: 0, exempt: 0, malformed: 0 }]),
  );
  const client = await pool.connect();
  let phaseStart = performance.now();
  const phase = (name: string) => {
    const now = performance.now();
    options.onPhase?.(name, (now - phaseStart) / 1000);
    phaseStart = now;
  };
  let failed = true;
  try {
    // Temp tables live in session memory up to temp_buffers (settable only before first use).
    await client.query("SET temp_buffers = '512MB'");
    await client.query("SET work_mem = '256MB'");
    // Index builds after a first load sort in memory instead of spilling to disk (the default
    // 64MB sorted the voters' primary key and lookup index in several passes through temp files).
    await client.query("SET maintenance_work_mem = '1GB'");
    await client.query('BEGIN');
    const locked = await client.query<{ ok: boolean }>(
      "SELECT pg_try_advisory_xact_lock(hashtext('rv:voter-import')) AS ok",
    );
    if (!locked.rows[0]?.ok) throw new ImportError('Another voter import is running; wait for it to finish.');
    await client.query(`CREATE TEMP TABLE staging (
      voter_id text COLLATE "C" NOT NULL, state text NOT NULL, county text NOT NULL, first_name text NOT NULL,
      middle_name text, last_name text NOT NULL, suffix text, city text NOT NULL, zip text NOT NULL,
      dob date NOT NULL, status text NOT NULL, congressional_district smallint NOT NULL,
      state_lower_district smallint NOT NULL, state_upper_district smallint NOT NULL,
      phones text[] NOT NULL, email text, file_no smallint NOT NULL, line_no integer NOT NULL
    ) ON COMMIT DROP`);

    const copy = client.query(copyFrom(`COPY staging (${STAGING_COLUMNS.join(', ')}) FROM STDIN`));
    const copyDone = new Promise<void>((resolve, reject) => {
      copy.on('finish', resolve);
      copy.on('error', reject);
    });
    let buffer = '';
    const flush = async () => {
      if (!buffer) return;
      const ok = copy.write(buffer);
      buffer = '';
      if (!ok) await once(copy, 'drain');
    };
    for (const [fileNo, file] of files.entries()) {
      const layout = layouts[fileNo] as Layout;
      if (layout.kind === 'fl' && layout.extractDate) {
        const previous = extractDates.get('fl');
        if (!previous || previous < layout.extractDate) extractDates.set('fl', layout.extractDate);
      }
      const input = createReadStream(file, { encoding: 'latin1', highWaterMark: 1 << 20 });
      let lineNo = 0;
      let header: CaHeader | null = null;
      let rows = 0;
      for await (const lines of lineBatches(input)) {
        for (const line of lines) {
          lineNo++;
          if (layout.kind === 'ca' && lineNo === 1) {
            const parsed = readCaliforniaHeader(line);
            if ('problem' in parsed) throw new ImportError(`${file}:1: ${parsed.problem}`);
            header = parsed.header;
            continue;
          }
          if (line === '') continue;
          summary.rowsRead++;
          rows++;
          const stats = perState.get(layout.kind) as FileStats;
          stats.read++;
          const result = header ? normaliseCaliforniaRow(line, header) : normaliseFloridaRow(line);
          if (result.kind === 'exempt') {
            summary.exempt++;
            stats.exempt++;
          } else if (result.kind === 'malformed') {
            summary.malformed++;
            stats.malformed++;
            problem(`${file}:${lineNo}: ${result.problem}`);
          } else {
            for (const w of result.warnings) problem(`${file}:${lineNo}: ${w}`);
            summary.contactWarnings += result.warnings.length;
            if (header && !extractDates.has('ca')) {
              const extract = parseFileDate(line.split('\t')[header.get('ExtractDate') ?? -1]?.trim() ?? '');
              if (extract) extractDates.set('ca', extract);
            }
            buffer += copyLine(result.voter, fileNo, lineNo);
          }
          if (rows % 50_000 === 0 && options.onProgress) {
            options.onProgress({
              file,
              rows,
              bytesRead: input.bytesRead,
              totalBytes: totalBytes[fileNo] ?? 0,
            });
          }
        }
        await flush();
      }
      await flush();
      options.onProgress?.({
        file,
        rows,
        bytesRead: totalBytes[fileNo] ?? 0,
        totalBytes: totalBytes[fileNo] ?? 0,
      });
    }
    copy.end();
    await copyDone;
    phase('read + normalise + COPY');
    // No ANALYZE: for a never-analysed table the planner estimates rows from its size, which is
    // all the hash joins below need (ANALYZE cost about a second per million rows).

    // The same voter id twice: keep the first row, report the others (in file order), and drop
    // them in one statement.
    const dups = await client.query<{
      file_no: number;
      line_no: number;
      first_file: number;
      first_line: number;
    }>(`
      SELECT file_no, line_no, first_value(file_no) OVER w AS first_file, first_value(line_no) OVER w AS first_line,
             row_number() OVER w AS n
      FROM staging
      WHERE voter_id IN (SELECT voter_id FROM staging GROUP BY voter_id HAVING count(*) > 1)
      WINDOW w AS (PARTITION BY voter_id ORDER BY file_no, line_no)
      ORDER BY file_no, line_no`);
    const repeats = dups.rows.filter((d) => d.file_no !== d.first_file || d.line_no !== d.first_line);
    for (const d of repeats) {
      problem(
        `${files[d.file_no]}:${d.line_no}: voter id repeats the row at ${files[d.first_file]}:${d.first_line}; row skipped`,
      );
    }
    summary.duplicates = repeats.length;
    if (repeats.length > 0) {
      await client.query(
        `DELETE FROM staging s USING unnest($1::smallint[], $2::int[]) AS r(file_no, line_no)
         WHERE s.file_no = r.file_no AND s.line_no = r.line_no`,
        [repeats.map((d) => d.file_no), repeats.map((d) => d.line_no)],
      );
    }

    phase('duplicates');
    // First load into an empty table: build the indexes (primary key included) once after the
    // insert instead of row by row, several times faster. The table is empty, so its exclusive
    // lock hides nothing; the foreign keys that hang on the primary key (stances, history; also
    // empty, as they need voters) are put back after it. Definitions come from the catalogue,
    // so later migrations are followed.
    const empty = await client.query<{ empty: boolean }>('SELECT NOT EXISTS (SELECT 1 FROM voters) AS empty');
    const rebuild: string[] = [];
    if (empty.rows[0]?.empty) {
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
    }
    for (const state of [...states].sort()) {
      const stats = perState.get(state) as FileStats;
      summary.states.push(
        await mergeState(
          client,
          state,
          files.filter((_, i) => layouts[i]?.kind === state),
          stats,
          extractDates.get(state) ?? null,
          options,
          phase,
        ),
      );
    }
    for (const statement of rebuild) {
      await client.query(statement);
      phase(`build ${/(?:INDEX|CONSTRAINT) (\S+)/.exec(statement)?.[1] ?? 'index'}`);
    }
    summary.votersWritten = summary.states.reduce((n, s) => n + s.inserted + s.updated + s.markedStale, 0);
    await options.beforeCommit?.();
    await client.query('COMMIT');
    phase('commit');
    failed = false;
  } finally {
    if (failed) await client.query('ROLLBACK').catch(() => {});
    // A failed session may hold temp state; never hand it back to the pool.
    client.release(failed);
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}

async function count(client: pg.PoolClient, text: string, values: unknown[]): Promise<number> {
  return (await client.query(text, values)).rowCount ?? 0;
}

const COMPARED = [
  'county',
  'first_name',
  'middle_name',
  'last_name',
  'suffix',
  'city',
  'zip',
  'dob',
  'status',
  'congressional_district',
  'state_lower_district',
  'state_upper_district',
  'phones',
  'email',
] as const;

async function mergeState(
  client: pg.PoolClient,
  state: StateCode,
  stateFiles: string[],
  stats: FileStats,
  extractDate: string | null,
  options: ImportOptions,
  phase: (name: string) => void = () => {},
): Promise<StateImportResult> {
  // The state goes into the SQL text (CREATE TABLE AS takes no parameters); it is one of two
  // literals, never file content.
  if (state !== 'ca' && state !== 'fl') throw new Error(`unknown state ${String(state)}`);
  const counts = await client.query<{ staged: number; current: number; stored: boolean }>(
    `SELECT (SELECT count(*)::int FROM staging WHERE state = $1) AS staged,
            (SELECT count(*)::int FROM voters WHERE state = $1 AND is_up_to_date) AS current,
            EXISTS (SELECT 1 FROM voters WHERE state = $1) AS stored`,
    [state],
  );
  const staged = Number(counts.rows[0]?.staged);
  const current = Number(counts.rows[0]?.current);
  if (!options.allowShrink && current > 0 && staged < current / 2) {
    throw new ImportError(
      `${state.toUpperCase()}: the new snapshot has ${staged} valid voters but ${current} are current; importing it would mark most of the state not up to date. Check the files (all of the state's files must be imported together), or pass --allow-shrink if the drop is real. Nothing was changed.`,
    );
  }
  const snapshot = await client.query<{ id: number }>(
    `INSERT INTO snapshots (state, source_files, rows_read, rows_exempt, rows_malformed, voters_inserted,
       voters_updated, voters_unchanged, voters_marked_stale, extract_date)
     VALUES ($1, $2, $3, $4, $5, 0, 0, 0, 0, $6) RETURNING id`,
    [state, stateFiles.map((f) => path.basename(f)), stats.read, stats.exempt, stats.malformed, extractDate],
  );
  const snapshotId = Number(snapshot.rows[0]?.id);
  const columns = COMPARED.join(', ');
  phase(`${state} prepare`);

  if (!counts.rows[0]?.stored) {
    // The state's first snapshot: every staged row is new, nothing to compare or move.
    const inserted = await count(
      client,
      `INSERT INTO voters (voter_id, state, ${columns}, is_up_to_date, snapshot_id)
       SELECT voter_id, state, ${columns}, true, $2 FROM staging WHERE state = $1`,
      [state, snapshotId],
    );
    phase(`${state} insert new`);
    await recordCounts(client, snapshotId, inserted, 0, staged - inserted, 0);
    return {
      state,
      snapshotId,
      staged,
      inserted,
      updated: 0,
      unchanged: 0,
      markedStale: 0,
      tallyRowsChanged: 0,
    };
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
           AND (${COMPARED.map((c) => `v.${c}`).join(', ')}, v.is_up_to_date)
               IS DISTINCT FROM (${COMPARED.map((c) => `s.${c}`).join(', ')}, true))`);
  phase(`${state} diff`);

  // 2. Changed voters: only rows that differ are written (a re-import of the same files writes
  //    none). Updating a row locks it: a writeStance for that voter (which locks the same row)
  //    either committed before and is moved by step 5, which reads the stances afresh, or waits
  //    for this transaction and then counts in the new districts.
  const updated = await count(
    client,
    `UPDATE voters v SET ${COMPARED.map((c) => `${c} = d.${c}`).join(', ')},
       is_up_to_date = true, snapshot_id = $1, updated_at = now()
     FROM diff d WHERE d.kind = 'changed' AND v.voter_id = d.voter_id`,
    [snapshotId],
  );
  // 3. New voters.
  const inserted = await count(
    client,
    `INSERT INTO voters (voter_id, state, ${columns}, is_up_to_date, snapshot_id)
     SELECT voter_id, '${state}', ${columns}, true, $1 FROM diff WHERE kind = 'new' ORDER BY voter_id`,
    [snapshotId],
  );
  // 4. Voters absent from the new snapshot stay stored (their stances and history are kept) but
  //    no longer match, count or appear in lookups.
  const markedStale = await count(
    client,
    `UPDATE voters v SET is_up_to_date = false, snapshot_id = $1, updated_at = now()
     FROM diff d WHERE d.kind = 'stale' AND v.voter_id = d.voter_id`,
    [snapshotId],
  );
  phase(`${state} write voters`);
  // 5. Tallies follow: each stance of a voter whose counted districts changed (moved, status
  //    changed, left or came back) leaves the old districts and joins the new ones. Rows in
  //    primary-key order, as writeStance takes them, so the two cannot deadlock.
  const tallyRowsChanged = await count(
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
  phase(`${state} tallies`);
  const unchanged = staged - inserted - updated;
  await recordCounts(client, snapshotId, inserted, updated, unchanged, markedStale);
  return { state, snapshotId, staged, inserted, updated, unchanged, markedStale, tallyRowsChanged };
}

async function recordCounts(
  client: pg.PoolClient,
  snapshotId: number,
  inserted: number,
  updated: number,
  unchanged: number,
  markedStale: number,
): Promise<void> {
  await client.query(
    `UPDATE snapshots SET voters_inserted = $2, voters_updated = $3, voters_unchanged = $4,
       voters_marked_stale = $5 WHERE id = $1`,
    [snapshotId, inserted, updated, unchanged, markedStale],
  );
}
