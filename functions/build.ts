// Bundles the callables into lib/index.js for the Functions emulator and for deploy.
// Firebase uploads only functions/, so the workspace packages (@rv/*, TypeScript source, no
// build step) are inlined; every registry dependency stays external and is installed from
// functions/package.json "dependencies" on deploy.
import { readFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@rv/'));

const started = performance.now();
const result = await build({
  entryPoints: [join(here, 'src/index.ts')],
  outfile: join(here, 'lib/index.js'),
  bundle: true,
  platform: 'node',
  // The runtime of firebase.json (nodejs24), which the emulator and npm scripts run too.
  target: 'node24',
  format: 'esm',
  external: [...external, ...external.map((name) => `${name}/*`)],
  sourcemap: true,
  metafile: true,
  logLevel: 'warning',
});
const bytes = Object.values(result.metafile.outputs).reduce(
  (sum, o) => sum + (o.entryPoint ? o.bytes : 0),
  0,
);
console.log(
  `functions/lib/index.js: ${(bytes / 1024).toFixed(0)} KiB in ${Math.round(performance.now() - started)} ms (external: ${external.join(', ')})`,
);
