// `npm start`: the whole product on this machine. Embedded PostgreSQL (migrated; seeded with
// synthetic voters + demo identities on first run), the Firebase Auth + Functions emulators
// (offline, project demo-registered-voice), and the app when app/ exists. SMS codes and
// e-mail sign-in links are printed here as they are sent. Ctrl-C stops everything; data stays
// in .data/ for the next start.
import { type ChildProcess, spawn } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { DEMO_PROJECT_ID } from '@rv/api/contract';
import { startLocalDatabase } from '../db/local';
import { buildFunctions, DEFAULT_PORTS, type RunningEmulators, startEmulators } from '../emulators/emulators';
import { DEMO_IDENTITIES } from '../voters/demo-identities';
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
  return verbose || /⚠|error|Error|failed|"severity":"(ERROR|WARNING)"/.test(line);
}

function appCommand(): { cwd: string; args: (port: number) => string[] } | null {
  const pkgPath = path.join(root, 'app/package.json');
  if (!existsSync(pkgPath)) return null;
  const pkg = JSON.parse(readFileSync(pkgPath, 'utf8')) as { scripts?: Record<string, string> };
  if (!pkg.scripts?.dev) return null;
  return {
    cwd: path.join(root, 'app'),
    args: (port) => ['run', 'dev', '--', '--host', '127.0.0.1', '--port', String(port), '--strictPort'],
  };
}

async function main() {
  const stops: (() => Promise<void>)[] = [];
  let stopping = false;
  const stopAll = async (code: number) => {
    if (stopping) return;
    stopping = true;
    say('\nStopping… (data stays in .data/)');
    for (const stop of stops.reverse()) {
      await stop().catch((error: unknown) => console.error(error instanceof Error ? error.message : error));
    }
    process.exit(code);
  };
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

  const command = appCommand();
  if (command) {
    say('• The app (Vite dev servers: English, and Spanish under /es)…');
    const stack = {
      // The app's hook into the local stack (README "Local stack").
      VITE_RV_USE_EMULATORS: 'true',
      VITE_RV_PROJECT_ID: emulators.projectId,
      VITE_RV_AUTH_EMULATOR_URL: emulators.authOrigin,
      VITE_RV_FUNCTIONS_URL: emulators.functionsUrl,
    };
    const servers: [number, Record<string, string>][] = [
      [SPANISH_APP_PORT, { RV_LOCALE: 'es' }],
      [APP_PORT, { RV_LOCALE: 'en', RV_SPANISH_DEV_URL: `http://127.0.0.1:${SPANISH_APP_PORT}` }],
    ];
    for (const [port, language] of servers) {
      const child: ChildProcess = spawn('npm', command.args(port), {
        cwd: command.cwd,
        stdio: ['ignore', 'inherit', 'inherit'],
        env: { ...process.env, ...stack, ...language },
        // A process group of its own, so stopping reaches Vite under npm and its shell too.
        detached: true,
      });
      stops.push(async () => {
        if (child.exitCode === null && child.pid) process.kill(-child.pid, 'SIGTERM');
      });
    }
  }

  const stopWatching = watchAuthEmulator(emulators.authOrigin, emulators.projectId, (message) =>
    say(message),
  );
  stops.push(async () => stopWatching());

  say();
  say(bold('Ready.'));
  say(
    command
      ? `  App:        http://127.0.0.1:${APP_PORT} (en español: http://127.0.0.1:${APP_PORT}/es)`
      : '  App:        not started (app/ has no "dev" script yet)',
  );
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
  say('Ctrl-C stops everything.');
  say();
}

main().catch((error: unknown) => {
  console.error(`\nnpm start failed: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
