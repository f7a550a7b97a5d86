// The voter-file import: read (read.ts) → normalise (normalise.ts) → stage (stage.ts) → merge
// (merge.ts), in one transaction on one connection.
import { districtPlans } from '@rv/catalogue';
import { planForExtract } from '@rv/domain';
import type pg from 'pg';
import type { StateCode } from '../db/schema';
import { mergeState, rebuildVoterIndexes, setAsideVoterIndexes } from './merge';
import { inspectVoterFiles, readVoterFile, type VoterFile } from './read';
import { dropRepeatedVoters, StagingCopy } from './stage';
import { type EndPhase, ImportError, type ImportOptions, type ImportSummary, type RowCounts } from './types';

export * from './types';

/** What the files of one state gave: their row counts and the latest extract date they name. */
interface StateRead extends RowCounts {
  extractDate: string | null;
}

function phaseTimer(onPhase: ImportOptions['onPhase']): EndPhase {
  let start = performance.now();
  return (name) => {
    const now = performance.now();
    onPhase?.(name, (now - start) / 1000);
    start = now;
  };
}

/**
 * Memory settings for the import's transaction, `SET LOCAL` so that they end with it and never
 * reach the pool's other users. `temp_buffers` keeps staging in memory (settable only before
 * the session first uses a temporary table); `work_mem` lets the hash joins and aggregates run
 * in one pass; `maintenance_work_mem` lets the index builds after a first load sort in memory
 * (the default 64MB sorted the primary key and lookup index in several passes through temp
 * files).
 */
async function setTransactionMemory(client: pg.PoolClient): Promise<void> {
  await client.query("SET LOCAL temp_buffers = '512MB'");
  await client.query("SET LOCAL work_mem = '256MB'");
  await client.query("SET LOCAL maintenance_work_mem = '1GB'");
  // No parallel workers: the merge's counts and diffs each started two to scan `voters`, whose
  // rows the leader then copied back out of shared memory one by one; on the import's few cores
  // that cost more CPU than it saved (docs/architecture/benchmarks.md, decision 0080).
  await client.query('SET LOCAL max_parallel_workers_per_gather = 0');
}

/** Reads, normalises and COPYs every file into `staging`; returns what each state's files gave. */
async function stageFiles({
  client,
  files,
  summary,
  onProblem,
  onProgress,
}: {
  client: pg.PoolClient;
  files: readonly VoterFile[];
  summary: ImportSummary;
  onProblem: (message: string) => void;
  onProgress: ImportOptions['onProgress'];
}): Promise<Map<StateCode, StateRead>> {
  const byState = new Map<StateCode, StateRead>();
  const staging = await StagingCopy.open({ client });
  for (const file of files) {
    const read = await readVoterFile({ file, sink: staging, onProblem, onProgress });
    summary.rowsRead += read.read;
    summary.exempt += read.exempt;
    summary.malformed += read.malformed;
    summary.contactWarnings += read.contactWarnings;
    const state = byState.get(file.state) ?? { read: 0, exempt: 0, malformed: 0, extractDate: null };
    state.read += read.read;
    state.exempt += read.exempt;
    state.malformed += read.malformed;
    if (read.extractDate && (!state.extractDate || state.extractDate < read.extractDate)) {
      state.extractDate = read.extractDate;
    }
    byState.set(file.state, state);
  }
  await staging.end();
  return byState;
}

/**
 * The plan a state's files are read on: the one the import names, else the plan of the next
 * election after the files' extract date (or after today, when they name none).
 */
function districtPlanOf({
  state,
  extractDate,
  options,
}: {
  state: StateCode;
  extractDate: string | null;
  options: ImportOptions;
}): string {
  const plans = districtPlans[state];
  const named = options.plans?.[state];
  if (named !== undefined) {
    if (!plans.some((plan) => plan.id === named)) {
      throw new ImportError(
        `${state.toUpperCase()}: --plan ${named} is not one of the state's plans (${plans.map((plan) => plan.id).join(', ')}, content/districts/plans.yaml). Nothing was changed.`,
      );
    }
    return named;
  }
  const day = extractDate ?? options.today ?? new Date().toISOString().slice(0, 10);
  return planForExtract(plans, day).id;
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
  paths: string[],
  options: ImportOptions = {},
): Promise<ImportSummary> {
  const started = performance.now();
  const files = await inspectVoterFiles(paths);
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
  const onProblem = options.onProblem ?? (() => {});
  const client = await pool.connect();
  const endPhase = phaseTimer(options.onPhase);
  let failed = true;
  try {
    await client.query('BEGIN');
    await setTransactionMemory(client);
    const locked = await client.query<{ ok: boolean }>(
      "SELECT pg_try_advisory_xact_lock(hashtext('rv:voter-import')) AS ok",
    );
    if (!locked.rows[0]?.ok) throw new ImportError('Another voter import is running; wait for it to finish.');

    const byState = await stageFiles({ client, files, summary, onProblem, onProgress: options.onProgress });
    endPhase('read + normalise + COPY');
    // No ANALYZE: for a never-analysed table the planner estimates rows from its size, which is
    // all the hash joins of the merge need (ANALYZE cost about a second per million rows).
    summary.duplicates = await dropRepeatedVoters({ client, files: paths, onProblem });
    endPhase('duplicates');

    const rebuild = await setAsideVoterIndexes(client);
    for (const [state, read] of [...byState].sort(([a], [b]) => a.localeCompare(b))) {
      summary.states.push(
        await mergeState({
          client,
          state,
          files: files.filter((f) => f.state === state).map((f) => f.path),
          rows: read,
          extractDate: read.extractDate,
          plan: districtPlanOf({ state, extractDate: read.extractDate, options }),
          allowShrink: options.allowShrink ?? false,
          endPhase,
        }),
      );
    }
    await rebuildVoterIndexes({ client, statements: rebuild, endPhase });
    summary.votersWritten = summary.states.reduce((n, s) => n + s.inserted + s.updated + s.markedStale, 0);
    await options.beforeCommit?.();
    await client.query('COMMIT');
    endPhase('commit');
    failed = false;
  } finally {
    if (failed) await client.query('ROLLBACK').catch(() => {});
    // Never handed back to the pool: a backend keeps the temporary buffers it filled (up to
    // temp_buffers) for its lifetime, and a failed session may hold temp state.
    client.release(true);
  }
  summary.seconds = (performance.now() - started) / 1000;
  return summary;
}
