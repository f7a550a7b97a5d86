// npm run bench:import — voter-file import throughput on a throw-away embedded PostgreSQL.
// Generates BENCH_IMPORT_ROWS (or --rows) synthetic rows (default 1,000,000: half CA, half FL),
// imports them end to end (read + normalise + COPY + merge, one transaction), then re-imports the
// same files (must write 0 rows). Prints figures; asserts nothing about speed.
// `-- --against <checkout> [--rows N] [--runs K]` runs this bench and the other checkout's side by
// side and prints the ratio (importCompare.ts).
import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { createDb, createPool, migrateToLatest } from '@rv/functions/db';
import { generateVoterFiles } from '@rv/functions/testkit/generator';
import { startEmbeddedPostgres } from '@rv/functions/testkit/postgres';
import { type ImportSummary, importVoterFiles } from '@rv/functions/voters';
import { compareImports } from './importCompare';

const { values: args } = parseArgs({
  options: {
    rows: { type: 'string' },
    against: { type: 'string' },
    runs: { type: 'string' },
    'against-node': { type: 'string' },
    'same-files': { type: 'boolean' },
  },
});
const total = Number(args.rows ?? process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
if (!Number.isInteger(total) || total < 2)
  throw new Error(`--rows ${args.rows}: give a whole number of rows, 2 or more.`);

if (args.against) {
  const runs = Number(args.runs ?? 3);
  if (!Number.isInteger(runs) || runs < 1)
    throw new Error(`--runs ${args.runs}: give a whole number, 1 or more.`);
  await compareImports({
    here: path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..'),
    against: args.against,
    rows: total,
    runs,
    files: process.env.BENCH_IMPORT_FILES,
    againstNode: args['against-node'],
    sameFiles: args['same-files'],
  });
} else {
  await benchHere();
}

async function benchHere(): Promise<void> {
  const dir = await mkdtemp(path.join(tmpdir(), 'rv-bench-import-'));
  const clusterDir = path.join(dir, 'cluster');
  const server = await startEmbeddedPostgres({ dataDir: clusterDir, disposable: true });
  const n = (x: number) => Math.round(x).toLocaleString('en-US');
  const CLOCK_TICKS = 100; // Linux USER_HZ

  /** Fields of /proc/<pid>/stat after the ") " that ends the command name (state, ppid, …). */
  async function procStat(pid: number | string): Promise<string[] | null> {
    const stat = await readFile(`/proc/${pid}/stat`, 'utf8').catch(() => null);
    return stat === null ? null : stat.slice(stat.lastIndexOf(') ') + 2).split(' ');
  }

  /** The cluster's live server processes (backends, parallel workers, background processes): pid → CPU ticks. */
  async function childTicks(postmaster: number): Promise<Map<string, number>> {
    const ticks = new Map<string, number>();
    for (const entry of await readdir('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      const f = await procStat(entry);
      // ppid(2) … utime(14) stime(15), numbered as in proc(5).
      if (f && Number(f[1]) === postmaster) ticks.set(entry, Number(f[11]) + Number(f[12]));
    }
    return ticks;
  }

  /**
   * CPU seconds used so far by this cluster's server processes (postmaster incl. reaped backends,
   * plus live backends), from /proc. With wall time shared with other work on this machine, CPU
   * time is the load-independent figure. The import closes its connection as it ends: a backend
   * reaped between reading it and reading the postmaster's cutime would be counted twice or not
   * at all, so the reading is repeated until every process read before is still there after.
   */
  async function postgresCpuSeconds(): Promise<number> {
    const postmaster = Number(
      (await readFile(path.join(clusterDir, 'postmaster.pid'), 'utf8')).split('\n')[0],
    );
    for (;;) {
      const before = await childTicks(postmaster);
      const f = await procStat(postmaster);
      const after = await childTicks(postmaster);
      if (f && [...before.keys()].every((pid) => after.has(pid))) {
        // utime stime cutime cstime (14–17): cutime holds every reaped backend.
        let ticks = Number(f[11]) + Number(f[12]) + Number(f[13]) + Number(f[14]);
        for (const t of before.values()) ticks += t;
        return ticks / CLOCK_TICKS;
      }
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
  }

  async function measure(label: string, run: () => Promise<ImportSummary>): Promise<ImportSummary> {
    const pgBefore = await postgresCpuSeconds();
    const nodeBefore = process.cpuUsage();
    const t = performance.now();
    const summary = await run();
    const seconds = (performance.now() - t) / 1000;
    const node = process.cpuUsage(nodeBefore);
    const nodeCpu = (node.user + node.system) / 1e6;
    const pgCpu = (await postgresCpuSeconds()) - pgBefore;
    console.log(
      `${label}: ${n(summary.rowsRead)} rows in ${seconds.toFixed(2)} s = ${n(summary.rowsRead / seconds)} rows/s end to end; rows written ${n(summary.votersWritten)}`,
    );
    console.log(
      `  CPU: Node ${nodeCpu.toFixed(1)} s + PostgreSQL ${pgCpu.toFixed(1)} s = ${n(summary.rowsRead / (nodeCpu + pgCpu))} rows per CPU-second`,
    );
    return summary;
  }

  try {
    await server.createDatabase('bench');
    const url = server.url('bench');
    const db = createDb(url, { max: 1 });
    await migrateToLatest(db);
    await db.destroy();

    const t = performance.now();
    // BENCH_IMPORT_FILES=<dir> keeps the generated files there and reuses them on the next run
    // (generation is deterministic and takes about a minute per million rows).
    const keep = process.env.BENCH_IMPORT_FILES;
    const out = keep ? path.join(keep, String(total)) : path.join(dir, 'files');
    const kept = keep ? await readdir(out).catch(() => []) : [];
    let files: string[];
    if (kept.length > 0) {
      files = kept.sort().map((f) => path.join(out, f));
      console.log(`reusing ${files.length} generated files in ${out}`);
    } else {
      const ca = await generateVoterFiles({ state: 'ca', count: Math.ceil(total / 2), outDir: out });
      const fl = await generateVoterFiles({ state: 'fl', count: Math.floor(total / 2), outDir: out });
      files = [...ca.files, ...fl.files];
      console.log(
        `generated ${n(ca.rows + fl.rows)} rows in ${files.length} files: ${((performance.now() - t) / 1000).toFixed(1)} s`,
      );
    }

    const pool = createPool(url, { max: 2 });
    pool.on('error', () => {}); // the server stops at the end
    const phases = { onPhase: (p: string, s: number) => console.log(`    ${p}: ${s.toFixed(2)} s`) };
    const first = await measure('first import (target ≥ 100,000 rows/s)', () =>
      importVoterFiles(pool, files, phases),
    );
    console.log(
      `  malformed ${n(first.malformed)}, exempt ${n(first.exempt)}, contacts ignored ${n(first.contactWarnings)}`,
    );
    const again = await measure('no-change re-import (target: 0 rows written)', () =>
      importVoterFiles(pool, files, phases),
    );
    console.log(`  rows written by the re-import: ${again.votersWritten}`);
    await pool.end();
    console.log(
      `machine: ${cpus().length} cores, load average ${loadavg()
        .map((l) => l.toFixed(1))
        .join(' / ')} (shared with other work), Node ${process.version}, PostgreSQL 18 (embedded, fsync off)`,
    );
  } finally {
    await server.stop();
    await rm(dir, { recursive: true, force: true });
  }
}
