// npm run bench:import — voter-file import throughput on a throw-away embedded PostgreSQL.
// Generates BENCH_IMPORT_ROWS synthetic rows (default 1,000,000: half CA, half FL), imports them
// end to end (read + normalise + COPY + merge, one transaction), then re-imports the same files
// (must write 0 rows). Prints figures; asserts nothing about speed.
import { mkdtemp, rm } from 'node:fs/promises';
import { cpus, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { createDb, createPool } from '../../functions/src/db/connection';
import { migrateToLatest } from '../../functions/src/db/migrate';
import { importVoterFiles } from '../../functions/src/voters/import';
import { startEmbeddedPostgres } from '../../scripts/db/embedded';
import { generateVoterFiles } from '../../scripts/voters/generator';

const total = Number(process.env.BENCH_IMPORT_ROWS ?? 1_000_000);
const dir = await mkdtemp(path.join(tmpdir(), 'rv-bench-import-'));
const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'cluster'), disposable: true });
const n = (x: number) => Math.round(x).toLocaleString('en-US');
try {
  await server.createDatabase('bench');
  const url = server.url('bench');
  const db = createDb(url, { max: 1 });
  await migrateToLatest(db);
  await db.destroy();

  let t = performance.now();
  const ca = await generateVoterFiles({
    state: 'ca',
    count: Math.ceil(total / 2),
    outDir: path.join(dir, 'files'),
  });
  const fl = await generateVoterFiles({
    state: 'fl',
    count: Math.floor(total / 2),
    outDir: path.join(dir, 'files'),
  });
  const files = [...ca.files, ...fl.files];
  const rows = ca.rows + fl.rows;
  console.log(
    `generated ${n(rows)} rows in ${files.length} files: ${((performance.now() - t) / 1000).toFixed(1)} s`,
  );

  const pool = createPool(url, { max: 2 });
  pool.on('error', () => {}); // the server stops at the end
  t = performance.now();
  const first = await importVoterFiles(pool, files, {
    onPhase: (p, s) => console.log(`  ${p}: ${s.toFixed(2)} s`),
  });
  const firstSeconds = (performance.now() - t) / 1000;
  console.log(
    `first import: ${n(first.rowsRead)} rows in ${firstSeconds.toFixed(2)} s = ${n(first.rowsRead / firstSeconds)} rows/s end to end (target ≥ 100,000); voters written ${n(first.votersWritten)}, malformed ${n(first.malformed)}, exempt ${n(first.exempt)}`,
  );
  t = performance.now();
  const again = await importVoterFiles(pool, files, {
    onPhase: (p, s) => console.log(`  ${p}: ${s.toFixed(2)} s`),
  });
  const againSeconds = (performance.now() - t) / 1000;
  console.log(
    `no-change re-import: ${n(again.rowsRead)} rows in ${againSeconds.toFixed(2)} s = ${n(again.rowsRead / againSeconds)} rows/s; rows written: ${again.votersWritten} (target 0)`,
  );
  await pool.end();
  console.log(
    `machine: ${cpus().length} cores, load average ${loadavg()
      .map((l) => l.toFixed(1))
      .join(
        ' / ',
      )} (the machine may be shared), Node ${process.version}, PostgreSQL 18 (embedded, fsync off)`,
  );
} finally {
  await server.stop();
  await rm(dir, { recursive: true, force: true });
}
