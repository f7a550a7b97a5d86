import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { cp, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { type Plugin, preview } from 'vite';
import { resultsProxy } from '../../../app/src/resultsProxy';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../../..');
const appDir = path.join(root, 'app');
const bin = (name: string) => path.join(root, 'node_modules/.bin', name);

/** The small fictional catalogue: a national, a CA STATE and a FL CITY petition (catalogue README). */
const FIXTURE_CONTENT = path.join(root, 'scripts/build-content/fixtures/valid');

/** Runs a command to the end; on failure, throws with the tail of its output. */
function run(command: string, args: string[], options: { cwd: string; env?: Record<string, string> }) {
  return new Promise<void>((resolve, reject) => {
    const child = spawn(command, args, {
      cwd: options.cwd,
      env: { ...process.env, ...options.env },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
    const output: string[] = [];
    const keep = (chunk: Buffer) => {
      output.push(chunk.toString('utf8'));
      if (output.length > 200) output.shift();
    };
    child.stdout.on('data', keep);
    child.stderr.on('data', keep);
    child.once('error', reject);
    child.once('exit', (code) =>
      code === 0
        ? resolve()
        : reject(
            new Error(`${command} ${args.join(' ')} failed (exit ${code}):\n${output.join('').slice(-4000)}`),
          ),
    );
  });
}

export interface AppBuildOptions {
  /** Where the built site goes (served as is). */
  outDir: string;
  /** Build-time environment: the emulator hooks (VITE_RV_*). */
  env: Record<string, string>;
  /**
   * 'content' (default): the real catalogue, built with the app's own `npm run build`
   * (client, SSR, prerendered pages). 'fixture': the fixture catalogue (FIXTURE_CONTENT),
   * swapped in by a Vite plugin over the app's own config, so content/ and
   * packages/catalogue/src/generated stay untouched for everyone else.
   */
  catalogue?: 'content' | 'fixture';
  /** The fixture catalogue already built (buildFixtureCatalogue); else built beside outDir. */
  catalogueDir?: string;
}

/** Builds the fixture catalogue (FIXTURE_CONTENT) into `dir`; returns `dir`. */
export async function buildFixtureCatalogue(dir: string): Promise<string> {
  await run(bin('tsx'), ['scripts/build-content/cli.ts', '--content', FIXTURE_CONTENT, '--out', dir], {
    cwd: root,
  });
  return dir;
}

/**
 * Bundles the functions over the fixture catalogue in `catalogueDir` into a directory of their
 * own inside functions/ (whose node_modules the bundle's imports resolve from), for a second
 * Functions emulator that answers the fixture app's public GETs. Returns the directory and a
 * function that removes it.
 */
export async function buildFixtureFunctions(
  catalogueDir: string,
): Promise<{ dir: string; remove: () => Promise<void> }> {
  const dir = await mkdtemp(path.join(root, 'functions', '.e2e-fixture-'));
  const remove = () => rm(dir, { recursive: true, force: true });
  try {
    const pkg = JSON.parse(await readFile(path.join(root, 'functions/package.json'), 'utf8')) as {
      dependencies?: Record<string, string>;
    };
    await writeFile(
      path.join(dir, 'package.json'),
      JSON.stringify({
        name: 'rv-e2e-fixture-functions',
        private: true,
        type: 'module',
        main: 'lib/index.js',
        dependencies: pkg.dependencies,
      }),
    );
    await run(
      bin('tsx'),
      ['functions/build.ts', '--catalogue', catalogueDir, '--outfile', path.join(dir, 'lib/index.js')],
      { cwd: root },
    );
  } catch (error) {
    await remove();
    throw error;
  }
  return { dir, remove };
}

/** Builds the app against the emulators; returns the directory to serve. */
export async function buildApp(options: AppBuildOptions): Promise<string> {
  const started = performance.now();
  if (options.catalogue === 'fixture') {
    const catalogueDir = options.catalogueDir ?? (await buildFixtureCatalogue(`${options.outDir}-catalogue`));
    await run(
      bin('vite'),
      [
        'build',
        '--config',
        path.join(root, 'tests/e2e/stack/vite.fixture.config.ts'),
        '--outDir',
        options.outDir,
        '--emptyOutDir',
        '--logLevel',
        'warn',
      ],
      { cwd: appDir, env: { ...options.env, RV_E2E_CATALOGUE_DIR: catalogueDir } },
    );
  } else {
    await run('npm', ['run', 'build'], { cwd: appDir, env: options.env });
    await rm(options.outDir, { recursive: true, force: true });
    await cp(path.join(appDir, 'dist'), options.outDir, { recursive: true });
  }
  console.log(
    `[e2e] app built (${options.catalogue ?? 'content'} catalogue) in ${((performance.now() - started) / 1000).toFixed(1)} s`,
  );
  return options.outDir;
}

export interface ServedApp {
  url: string;
  close(): Promise<void>;
}

/**
 * Serves a built app with `vite preview`, routed like Firebase Hosting (firebase.json): clean
 * URLs (`/petitions` → petitions.html) and every other page path → app-shell.html (under /es/,
 * the Spanish build's es/app-shell.html), the empty
 * page the prerender step writes for the SPA fallback (vite preview alone would serve the
 * prerendered landing page there). A build without app-shell.html falls back to index.html.
 * /api/results/… goes to the emulated `results` function, as Hosting's rewrite sends it.
 */
export async function serveApp(dir: string, port: number, functionsUrl?: string): Promise<ServedApp> {
  const server = await preview({
    configFile: false,
    root: path.dirname(dir),
    logLevel: 'warn',
    appType: 'spa',
    build: { outDir: dir },
    preview: {
      host: '127.0.0.1',
      port,
      strictPort: true,
      open: false,
      ...(functionsUrl ? { proxy: resultsProxy(functionsUrl) } : {}),
    },
    plugins: [hostingFallback(dir)],
  });
  return { url: `http://127.0.0.1:${port}`, close: () => server.close() };
}

function hostingFallback(dir: string): Plugin {
  return {
    name: 'rv-e2e-hosting-fallback',
    configurePreviewServer(server) {
      server.middlewares.use((req, _res, next) => {
        const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
        const isPage = req.method === 'GET' && !path.extname(pathname);
        const file = path.join(dir, pathname);
        const served = existsSync(`${file.replace(/\/+$/, '')}.html`);
        // A folder's own page (/es → es/index.html), as Hosting serves it without a trailing slash.
        if (isPage && !served && existsSync(path.join(file, 'index.html'))) {
          req.url = `${pathname.replace(/\/+$/, '')}/index.html`;
          return next();
        }
        // Spanish pages fall back to the Spanish build's shell, as firebase.json's /es/** rewrite.
        const shell = /^\/es(\/|$)/.test(pathname) ? '/es/app-shell.html' : '/app-shell.html';
        if (isPage && !served && existsSync(path.join(dir, shell))) req.url = shell;
        next();
      });
    },
  };
}
