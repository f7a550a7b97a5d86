// Starts the Firebase Auth + Functions emulators (firebase-tools, pure Node, offline) for the
// local stack and the callable tests. One place knows the flags that keep them off the network.
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEFAULT_REGION, DEMO_PROJECT_ID } from '@rv/api/contract';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

export interface EmulatorOptions {
  /** A `demo-` project id: the emulators then never reach for real Google services. */
  projectId?: string;
  ports?: { auth: number; functions: number; hub: number; logging: number };
  /** Given to every function instance. */
  databaseUrl: string;
  /** More environment for the functions (e.g. RV_LOOKUPS_PER_PERSON). */
  functionsEnv?: Record<string, string>;
  /** Concurrent function executions (FUNCTIONS_EMULATOR_PARALLEL); each is a worker process. */
  parallel?: number;
  /** Keep Auth emulator users here across restarts (--import / --export-on-exit). */
  persistDir?: string;
  /** Every line the emulators print. */
  onLine?: (line: string) => void;
  /** Give up waiting after this many ms. */
  startTimeoutMs?: number;
  /**
   * Only the Functions emulator, serving the bundle in this directory (a package.json with
   * `main` and its lib/) instead of functions/: the e2e tests' second server, over the fixture
   * catalogue. It must sit inside functions/, whose node_modules its imports resolve from.
   */
  functionsOnlyFrom?: string;
}

export interface RunningEmulators {
  projectId: string;
  /** e.g. http://127.0.0.1:9099 */
  authOrigin: string;
  /** e.g. http://127.0.0.1:5001/demo-registered-voice/us-central1 */
  functionsUrl: string;
  pid: number;
  stop(): Promise<void>;
}

export const DEFAULT_PORTS = { auth: 9099, functions: 5001, hub: 4400, logging: 4500 } as const;

/** Bundles functions/src into functions/lib/index.js (what the emulator loads). */
export function buildFunctions(): void {
  const result = spawnSync(
    path.join(root, 'node_modules/.bin/tsx'),
    [path.join(root, 'functions/build.ts')],
    {
      stdio: 'inherit',
    },
  );
  if (result.status !== 0)
    throw new Error('Building functions/lib/index.js failed (see the esbuild output above).');
}

/**
 * The runtime the functions are deployed on (firebase.json), which the emulator must run them on
 * too: firebase-tools runs them on its own Node, so everything is started on the project's Node
 * (the `node` devDependency that npm scripts put first on PATH; decision 0048).
 */
export function functionsRuntime(): string {
  const config = JSON.parse(readFileSync(path.join(root, 'firebase.json'), 'utf8')) as {
    functions: { runtime: string }[];
  };
  const runtime = config.functions[0]?.runtime;
  if (!runtime) throw new Error('firebase.json names no functions runtime.');
  return runtime;
}

/** Environment that keeps firebase-tools offline: no update check, no MOTD, no usage pings. */
export function offlineFirebaseEnv(): Record<string, string> {
  return {
    NO_UPDATE_NOTIFIER: '1',
    // firebase-tools skips its message-of-the-day fetch under CI.
    CI: process.env.CI ?? 'true',
    // google-auth-library otherwise probes the GCE metadata server (a network call).
    METADATA_SERVER_DETECTION: 'none',
  };
}

export async function startEmulators(options: EmulatorOptions): Promise<RunningEmulators> {
  const projectId = options.projectId ?? DEMO_PROJECT_ID;
  if (!projectId.startsWith('demo-')) throw new Error(`Use a demo- project id locally, not "${projectId}".`);
  const ports = options.ports ?? DEFAULT_PORTS;
  // A config of our own (same as firebase.json, other ports) so tests can run beside `npm start`.
  const configDir = await mkdtemp(path.join(tmpdir(), 'rv-emulators-'));
  const config = {
    // firebase-tools resolves `source` against the config's directory (an absolute path is not kept).
    functions: [
      {
        source: path.relative(configDir, options.functionsOnlyFrom ?? path.join(root, 'functions')),
        codebase: 'default',
        runtime: functionsRuntime(),
      },
    ],
    emulators: {
      singleProjectMode: true,
      auth: { host: '127.0.0.1', port: ports.auth },
      functions: { host: '127.0.0.1', port: ports.functions },
      hub: { host: '127.0.0.1', port: ports.hub },
      logging: { host: '127.0.0.1', port: ports.logging },
      ui: { enabled: false },
    },
  };
  const configPath = path.join(configDir, 'firebase.json');
  await writeFile(configPath, JSON.stringify(config, null, 2));
  const args = [
    path.join(root, 'node_modules/firebase-tools/lib/bin/firebase.js'),
    'emulators:start',
    '--only',
    options.functionsOnlyFrom ? 'functions' : 'auth,functions',
    '--project',
    projectId,
    '--config',
    configPath,
  ];
  if (options.persistDir) {
    // --import fails on a directory without an export; the first run only exports.
    if (existsSync(path.join(options.persistDir, 'firebase-export-metadata.json'))) {
      args.push('--import', options.persistDir);
    }
    args.push('--export-on-exit', options.persistDir);
  }
  const child = spawn(process.execPath, args, {
    cwd: configDir,
    // Its own process group, so stop() can end the emulator's function workers with it.
    detached: true,
    stdio: ['ignore', 'pipe', 'pipe'],
    env: {
      ...process.env,
      ...offlineFirebaseEnv(),
      FUNCTIONS_EMULATOR_PARALLEL: String(options.parallel ?? 8),
      DATABASE_URL: options.databaseUrl,
      // Each worker process holds a pool; keep them small (workers × functions × pool ≤ max_connections).
      DATABASE_POOL_MAX: '2',
      // See functions/src/index.ts: a generous timeout so slow cold starts are not killed.
      RV_FUNCTION_TIMEOUT_SECONDS: '300',
      // A new function worker must answer within this many seconds (firebase-tools' default 30):
      // on a saturated 2-core machine a crowd of cold workers took longer, and every call to them
      // failed with "Failed to load function".
      FUNCTIONS_DISCOVERY_TIMEOUT: '120',
      ...options.functionsEnv,
    },
  });
  const pid = child.pid;
  if (pid === undefined) throw new Error('Could not start the Firebase emulators.');
  // The emulators live in their own process group (so stop() reaches their workers), which
  // also means nothing ends them if this process is killed without cleaning up (a SIGTERM from
  // `timeout`, a crashed test run). A tiny watchdog ends the group once this process is gone.
  const watchdog = spawn(
    process.execPath,
    [
      '-e',
      `const [parent, group] = process.argv.slice(1).map(Number);
       setInterval(() => {
         try { process.kill(parent, 0); } catch {
           try { process.kill(-group, 'SIGKILL'); } catch {}
           process.exit(0);
         }
         try { process.kill(-group, 0); } catch { process.exit(0); }
       }, 1000);`,
      String(process.pid),
      String(pid),
    ],
    { detached: true, stdio: 'ignore' },
  );
  watchdog.unref();
  const recent: string[] = [];
  let exited = false;
  const exitPromise = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  child.once('exit', () => {
    exited = true;
  });
  let emulatorsReady = false;
  let functionsLoaded = false;
  let runtimeConfirmed = false;
  const ready = new Promise<void>((resolve, reject) => {
    const timer = setTimeout(
      () => reject(new Error(`The emulators did not start in time. Last output:\n${recent.join('\n')}`)),
      options.startTimeoutMs ?? 120_000,
    );
    const onData = (chunk: Buffer) => {
      for (const line of chunk.toString('utf8').split('\n')) {
        if (!line.trim()) continue;
        recent.push(line);
        if (recent.length > 40) recent.shift();
        options.onLine?.(line);
        if (line.includes('All emulators ready')) emulatorsReady = true;
        if (line.includes('Loaded functions definitions')) functionsLoaded = true;
        // firebase-tools names the Node it runs the functions on; it must be the one they declare.
        const runsOn = /Using node@(\d+) from|global version "(\d+)"/.exec(line);
        if (runsOn) {
          const major = runsOn[1] ?? runsOn[2];
          if (`nodejs${major}` === functionsRuntime()) {
            runtimeConfirmed = true;
          } else {
            clearTimeout(timer);
            reject(
              new Error(
                `The functions declare ${functionsRuntime()} but the emulators would run them on Node ${major}. Start them through an npm script (npm start, npm test): those run the project's own Node.\n${line}`,
              ),
            );
          }
        }
        if (line.includes('Failed to load function definition')) {
          clearTimeout(timer);
          reject(new Error(`The Functions emulator could not load functions/lib/index.js:\n${line}`));
        }
        if (emulatorsReady && functionsLoaded && runtimeConfirmed) {
          clearTimeout(timer);
          resolve();
        }
      }
    };
    child.stdout?.on('data', onData);
    child.stderr?.on('data', onData);
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(
        new Error(
          `The emulators exited (code ${code}) before they were ready. Last output:\n${recent.join('\n')}`,
        ),
      );
    });
  });
  const stop = async () => {
    if (exited) return;
    // SIGINT lets firebase-tools export Auth data and stop its workers; then the group, to be sure.
    process.kill(-pid, 'SIGINT');
    const timeout = new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 15_000).unref());
    await Promise.race([exitPromise, timeout]);
    // Function workers may outlive the CLI for a moment; end the whole group before the
    // database goes away under them.
    try {
      process.kill(-pid, 'SIGKILL');
    } catch {
      // already gone
    }
    await rm(configDir, { recursive: true, force: true });
  };
  try {
    await ready;
  } catch (error) {
    await stop();
    throw error;
  }
  return {
    projectId,
    authOrigin: `http://127.0.0.1:${ports.auth}`,
    functionsUrl: `http://127.0.0.1:${ports.functions}/${projectId}/${DEFAULT_REGION}`,
    pid,
    stop,
  };
}
