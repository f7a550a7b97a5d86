// `npm run bench:import -- --against <checkout>`: the import benchmark of this checkout and of
// another one (an older commit, a branch) run side by side on this machine, and their ratio.
// Each checkout runs its OWN `npm run bench:import` (its own importer, generator and toolchain),
// given the rows and a folder for its generated files through the environment variables every
// version of the bench reads (BENCH_IMPORT_ROWS, BENCH_IMPORT_FILES), so files are generated
// once per checkout and the runs time the import alone. The runs alternate (A B, B A, A B, …) so
// that a change in the machine's load falls on both sides; medians are printed.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir } from 'node:fs/promises';
import { loadavg, tmpdir } from 'node:os';
import path from 'node:path';

/** The two imports every bench run makes. */
const IMPORTS = ['first import', 'no-change re-import'] as const;
type ImportKind = (typeof IMPORTS)[number];

/** What one run printed for one import: its phases, wall time and CPU seconds. */
interface ImportFigures {
  rows: number;
  wall: number;
  node: number;
  postgres: number;
  phases: Map<string, number>;
}

export type RunFigures = Record<ImportKind, ImportFigures>;

const PHASE = /^ {4}(.+): (\d+(?:\.\d+)?) s$/;
const IMPORT = /^(first import|no-change re-import)\b.*?: ([\d,]+) rows in (\d+(?:\.\d+)?) s/;
const CPU = /^ {2}CPU: Node (\d+(?:\.\d+)?) s \+ PostgreSQL (\d+(?:\.\d+)?) s/;

/**
 * The figures of one bench run, read from what it printed (the format every version of the
 * bench has printed since it first landed: phase lines, then the import's line, then its CPU).
 */
export function parseBenchOutput(output: string): RunFigures {
  const found: Partial<RunFigures> = {};
  let phases = new Map<string, number>();
  let current: ImportFigures | null = null;
  for (const line of output.split('\n')) {
    const phase = PHASE.exec(line);
    if (phase) {
      const name = phase[1] as string;
      phases.set(name, (phases.get(name) ?? 0) + Number(phase[2]));
      continue;
    }
    const run = IMPORT.exec(line);
    if (run) {
      current = {
        rows: Number((run[2] as string).replaceAll(',', '')),
        wall: Number(run[3]),
        node: 0,
        postgres: 0,
        phases,
      };
      found[run[1] as ImportKind] = current;
      phases = new Map();
      continue;
    }
    const cpu = CPU.exec(line);
    if (cpu && current) {
      current.node = Number(cpu[1]);
      current.postgres = Number(cpu[2]);
      current = null;
    }
  }
  for (const kind of IMPORTS) {
    if (!found[kind]) throw new Error(`the bench printed no "${kind}" figures`);
  }
  return found as RunFigures;
}

export interface Checkout {
  label: string;
  dir: string;
}

/**
 * The environment for a checkout's own `npm run`: without the node_modules/.bin folders (and
 * npm's variables) of the npm run that started this comparison, so the other checkout's npm
 * puts its own tools, and its own Node when it pins one, first.
 */
function environmentFor(rows: number, files: string, node: string | undefined): NodeJS.ProcessEnv {
  const env: NodeJS.ProcessEnv = {};
  for (const [key, value] of Object.entries(process.env)) {
    if (!key.toLowerCase().startsWith('npm_') && key !== 'INIT_CWD') env[key] = value;
  }
  const pathList = (process.env.PATH ?? '')
    .split(path.delimiter)
    .filter((p) => !p.split(path.sep).includes('node_modules'));
  if (node) pathList.unshift(path.dirname(path.resolve(node)));
  env.PATH = pathList.join(path.delimiter);
  env.BENCH_IMPORT_ROWS = String(rows);
  env.BENCH_IMPORT_FILES = files;
  return env;
}

async function runBench(
  checkout: Checkout,
  env: NodeJS.ProcessEnv,
  log: (line: string) => void,
): Promise<{ figures: RunFigures; nodeVersion: string }> {
  const child = spawn('npm', ['run', '--silent', 'bench:import'], {
    cwd: checkout.dir,
    env,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.setEncoding('utf8').on('data', (text: string) => {
    output += text;
  });
  child.stderr.setEncoding('utf8').on('data', (text: string) => {
    errors += text;
  });
  const code = await new Promise<number | null>((resolve, reject) => {
    child.on('error', reject);
    child.on('close', resolve);
  });
  if (code !== 0) {
    throw new Error(
      `${checkout.label} (${checkout.dir}): npm run bench:import exited with ${code}\n${output}${errors}`,
    );
  }
  for (const line of output.split('\n'))
    if (line.startsWith('generated')) log(`  ${checkout.label}: ${line}`);
  return { figures: parseBenchOutput(output), nodeVersion: /Node (v\d+\.\d+\.\d+)/.exec(output)?.[1] ?? '?' };
}

const median = (values: readonly number[]): number => {
  const sorted = [...values].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2
    ? (sorted[mid] as number)
    : ((sorted[mid - 1] as number) + (sorted[mid] as number)) / 2;
};

/** One run's import in a line: wall time and CPU seconds. */
const describe = (f: ImportFigures) =>
  `${f.wall.toFixed(2)} s, CPU Node ${f.node.toFixed(1)} + PostgreSQL ${f.postgres.toFixed(1)} s`;
const fixed = (x: number) => (Number.isFinite(x) ? x.toFixed(2) : '–');
const ratio = (a: number, b: number) => (b > 0 ? (a / b).toFixed(2) : '–');

/** One line of the table: a figure's median on both sides and their ratio. */
function row(name: string, a: readonly number[], b: readonly number[]): string {
  const [ma, mb] = [median(a), median(b)];
  return `  ${name.padEnd(44)} ${fixed(ma).padStart(9)} ${fixed(mb).padStart(9)} ${ratio(ma, mb).padStart(7)}`;
}

/** The side-by-side table of one import kind: totals first, then every phase either side printed. */
export function compareTable(
  kind: ImportKind,
  a: Checkout,
  b: Checkout,
  runsA: RunFigures[],
  runsB: RunFigures[],
): string[] {
  /** A figure's line: its medians over both sides' runs and their ratio. */
  const line = (name: string, pick: (f: ImportFigures) => number) =>
    row(
      name,
      runsA.map((r) => pick(r[kind])),
      runsB.map((r) => pick(r[kind])),
    );
  const lines = [
    `${kind} (median of ${runsA.length} runs each, seconds):`,
    `  ${''.padEnd(44)} ${a.label.slice(0, 9).padStart(9)} ${b.label.slice(0, 9).padStart(9)} ${'ratio'.padStart(7)}`,
    line('wall', (f) => f.wall),
    line('CPU Node', (f) => f.node),
    line('CPU PostgreSQL', (f) => f.postgres),
    line('CPU total', (f) => f.node + f.postgres),
  ];
  const names = new Set<string>();
  for (const r of [...runsA, ...runsB]) for (const name of r[kind].phases.keys()) names.add(name);
  for (const name of names) lines.push(line(`phase: ${name}`, (f) => f.phases.get(name) ?? NaN));
  return lines;
}

export interface CompareOptions {
  here: string;
  against: string;
  rows: number;
  runs: number;
  /** Files folder root; each checkout generates into its own subfolder once. */
  files?: string | undefined;
  /** A Node binary for the other checkout (default: whatever its own npm run puts first). */
  againstNode?: string | undefined;
  /**
   * Both checkouts import the same files (the first to run generates them): the importers are
   * compared alone, without the differences of their generators.
   */
  sameFiles?: boolean | undefined;
}

export async function compareImports(options: CompareOptions): Promise<void> {
  const against = path.resolve(options.against);
  if (!existsSync(path.join(against, 'package.json'))) {
    throw new Error(
      `--against ${options.against}: no package.json there; give the folder of another checkout (e.g. git worktree add ../old <commit>, then npm ci there).`,
    );
  }
  const a: Checkout = { label: 'this', dir: options.here };
  const b: Checkout = { label: 'other', dir: against };
  const filesRoot = options.files ?? path.join(tmpdir(), 'rv-bench-import-files');
  const log = (line: string) => console.log(line);
  const envs = new Map<Checkout, NodeJS.ProcessEnv>();
  for (const [checkout, name, node] of [
    [a, 'this', undefined],
    [b, 'other', options.againstNode],
  ] as const) {
    const files = options.sameFiles
      ? path.join(filesRoot, 'shared')
      : path.join(filesRoot, path.resolve(checkout.dir).replaceAll(path.sep, '_'));
    await mkdir(files, { recursive: true });
    envs.set(checkout, environmentFor(options.rows, files, node));
    log(`${name}: ${checkout.dir} (generated files kept in ${files})`);
  }
  const runs = new Map<Checkout, RunFigures[]>([
    [a, []],
    [b, []],
  ]);
  const versions = new Map<Checkout, string>();
  for (let i = 0; i < options.runs; i++) {
    // A B, B A, A B, …: neither side always runs first on a machine whose load drifts.
    for (const checkout of i % 2 === 0 ? [a, b] : [b, a]) {
      const started = performance.now();
      const { figures, nodeVersion } = await runBench(checkout, envs.get(checkout) as NodeJS.ProcessEnv, log);
      versions.set(checkout, nodeVersion);
      runs.get(checkout)?.push(figures);
      log(
        `run ${i + 1}/${options.runs} ${checkout.label}: ${IMPORTS.map((kind) => `${kind} ${describe(figures[kind])}`).join('; ')} (${((performance.now() - started) / 1000).toFixed(0)} s with start-up)`,
      );
    }
  }
  const runsA = runs.get(a) as RunFigures[];
  const runsB = runs.get(b) as RunFigures[];
  log('');
  log(
    `ratio = this / other (above 1.00: this checkout is slower); rows ${options.rows.toLocaleString('en-US')}`,
  );
  for (const kind of IMPORTS) {
    for (const line of compareTable(kind, a, b, runsA, runsB)) log(line);
  }
  log(
    `this: Node ${versions.get(a)}, other: Node ${versions.get(b)}; load average now ${loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ')} (CPU seconds are the figure least moved by other work on the machine)`,
  );
}
