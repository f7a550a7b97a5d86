// `npm run check:start`: the first run, as a newcomer makes it. Runs `npm start` exactly as the
// README says, waits for "Ready.", fetches the landing page, the Spanish landing, a petition's page
// and its results file through the app's own address, then stops it as Ctrl-C does and checks that
// nothing it started still holds a port. CI runs it after `npm test` (.ci/run).
//
// Fails, with the start's own output, when the start errors, is not ready in time
// (RV_START_TIMEOUT_SECONDS, 300 by default), a page does not answer as expected, or the stop
// leaves something behind.
import { type ChildProcess, spawn } from 'node:child_process';
import { readdirSync } from 'node:fs';
import { createServer } from 'node:net';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const APP = 'http://127.0.0.1:5173';
/** Every port `npm start` binds: the app (English, Spanish), Auth, Functions, hub, logging, PostgreSQL. */
const PORTS = [5173, 5174, 9099, 5001, 4400, 4500, 54329];
const READY_WITHIN_MS = Number(process.env.RV_START_TIMEOUT_SECONDS ?? 300) * 1000;
const STOPPED_WITHIN_MS = 60_000;

class CheckFailed extends Error {}

function portIsFree(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const server = createServer();
    server.once('error', () => resolve(false));
    server.listen(port, '127.0.0.1', () => server.close(() => resolve(true)));
  });
}

async function boundPorts(): Promise<number[]> {
  const free = await Promise.all(PORTS.map(portIsFree));
  return PORTS.filter((_port, index) => !free[index]);
}

/** The first petition of the content, by its file name (its address). */
function aPetition(): string {
  const file = readdirSync(path.join(root, 'content/petitions'))
    .filter((name) => name.endsWith('.md') && !name.endsWith('.es.md'))
    .sort()[0];
  if (!file) throw new CheckFailed('content/petitions holds no petition to fetch.');
  return file.replace(/\.md$/, '');
}

interface Expectation {
  readonly path: string;
  readonly type: string;
  readonly holds: (body: string) => boolean;
  readonly what: string;
}

async function fetchAndCheck({ path: address, type, holds, what }: Expectation): Promise<string> {
  const response = await fetch(`${APP}${address}`, { signal: AbortSignal.timeout(60_000) });
  const body = await response.text();
  const contentType = response.headers.get('content-type') ?? '(none)';
  if (response.status !== 200) throw new CheckFailed(`GET ${address} answered ${response.status}, not 200.`);
  if (!contentType.startsWith(type)) throw new CheckFailed(`GET ${address} is ${contentType}, not ${type}.`);
  if (!holds(body)) throw new CheckFailed(`GET ${address} is not ${what}.`);
  return `GET ${address}: 200 ${type}, ${what}`;
}

function startLikeANewcomer(output: string[]): {
  child: ChildProcess;
  ready: Promise<void>;
  exited: Promise<number | null>;
} {
  const child = spawn('npm', ['start'], {
    cwd: root,
    // Its own process group: the stop below is Ctrl-C, which a terminal sends to the whole group.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: { ...process.env, FORCE_COLOR: '0' },
  });
  const exited = new Promise<number | null>((resolve) => child.once('exit', (code) => resolve(code)));
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new CheckFailed(`npm start was not ready within ${READY_WITHIN_MS / 1000} s.`)),
      READY_WITHIN_MS,
    );
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        output.push(line);
        if (line.trim() === 'Ready.') {
          clearTimeout(timer);
          resolve();
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    void exited.then((code) => {
      clearTimeout(timer);
      reject(new CheckFailed(`npm start exited (code ${code}) before it was ready.`));
    });
  });
  return { child, ready, exited };
}

async function main(): Promise<void> {
  const busy = await boundPorts();
  if (busy.length > 0) {
    console.error(
      `check:start: port${busy.length === 1 ? '' : 's'} ${busy.join(', ')} already in use — stop your own \`npm start\` (or whatever holds ${busy.length === 1 ? 'it' : 'them'}) and run this again.`,
    );
    process.exit(1);
  }

  const output: string[] = [];
  const started = performance.now();
  const { child, ready, exited } = startLikeANewcomer(output);
  const seconds = (since: number) => ((performance.now() - since) / 1000).toFixed(1);
  const report: string[] = [];
  let failure: unknown = null;
  try {
    await ready;
    report.push(`npm start: ready in ${seconds(started)} s`);
    const petition = aPetition();
    const checks: Expectation[] = [
      {
        path: '/',
        type: 'text/html',
        holds: (b) => b.includes('<html lang="en">'),
        what: 'the English site',
      },
      {
        path: '/es',
        type: 'text/html',
        holds: (b) => b.includes('<html lang="es">'),
        what: 'the Spanish site',
      },
      {
        path: `/petitions/${petition}`,
        type: 'text/html',
        holds: (b) => b.includes('<div id="root">'),
        what: `the app for petition ${petition}`,
      },
      {
        path: `/api/results/${petition}.json`,
        type: 'application/json',
        holds: (b) => (JSON.parse(b) as { url?: string }).url === petition,
        what: `the results of ${petition}`,
      },
    ];
    for (const check of checks) report.push(await fetchAndCheck(check));
  } catch (error) {
    failure = error;
  }

  const stopping = performance.now();
  const alreadyExited = child.exitCode !== null;
  if (!alreadyExited && child.pid) {
    try {
      process.kill(-child.pid, 'SIGINT');
    } catch {
      // already gone
    }
  }
  const stopped = await Promise.race([
    exited.then(() => true),
    new Promise<false>((resolve) => setTimeout(() => resolve(false), STOPPED_WITHIN_MS).unref()),
  ]);
  if (!stopped) {
    failure ??= new CheckFailed(`npm start did not stop within ${STOPPED_WITHIN_MS / 1000} s of Ctrl-C.`);
    if (child.pid) process.kill(-child.pid, 'SIGKILL');
  } else if (!alreadyExited) {
    report.push(`Ctrl-C: stopped in ${seconds(stopping)} s`);
  }
  const left = await boundPorts();
  if (left.length > 0)
    failure ??= new CheckFailed(`after the stop, port(s) ${left.join(', ')} are still bound.`);
  else report.push(`after the stop: none of ports ${PORTS.join(', ')} is bound`);

  if (failure) {
    console.error(`npm start's output:\n${output.join('\n')}\n`);
    for (const line of report) console.error(`✔ ${line}`);
    console.error(`✖ check:start: ${failure instanceof Error ? failure.message : String(failure)}`);
    process.exit(1);
  }
  for (const line of report) console.log(`✔ ${line}`);
  console.log('check:start: the first run works.');
}

main().catch((error: unknown) => {
  console.error(`check:start failed: ${error instanceof Error ? error.stack : String(error)}`);
  process.exit(1);
});
