// Bundles the callables into lib/index.js for the Functions emulator and for deploy.
// Firebase uploads only functions/, so the workspace packages (@rv/*, TypeScript source, no
// build step) are inlined; every registry dependency stays external and is installed from
// functions/package.json "dependencies" on deploy.
// Options, for the end-to-end tests' second server: --catalogue DIR bundles the catalogue built
// in DIR (`npm run build:content -- --out DIR`) instead of packages/catalogue/src/generated, and
// --outfile FILE writes the bundle there.
import { readFileSync } from 'node:fs';
import { dirname, join, relative, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { parseArgs } from 'node:util';
import { build, type Plugin } from 'esbuild';

const here = dirname(fileURLToPath(import.meta.url));
const pkg = JSON.parse(readFileSync(join(here, 'package.json'), 'utf8')) as {
  dependencies?: Record<string, string>;
};
const external = Object.keys(pkg.dependencies ?? {}).filter((name) => !name.startsWith('@rv/'));

const { values: options } = parseArgs({
  options: { catalogue: { type: 'string' }, outfile: { type: 'string' } },
});
const outfile = options.outfile ? resolve(options.outfile) : join(here, 'lib/index.js');

/** The catalogue's generated modules from `dir` (what the e2e fixture app is built with too). */
function catalogueFrom(dir: string): Plugin {
  const catalogueSrc = resolve(here, '../packages/catalogue/src');
  return {
    name: 'rv-catalogue-from',
    setup(bundle) {
      bundle.onResolve({ filter: /^\.\/generated\// }, (args) =>
        args.resolveDir === catalogueSrc
          ? { path: join(resolve(dir), `${args.path.slice('./generated/'.length)}.ts`) }
          : undefined,
      );
    },
  };
}

const started = performance.now();
const result = await build({
  entryPoints: [join(here, 'src/index.ts')],
  outfile,
  plugins: options.catalogue ? [catalogueFrom(options.catalogue)] : [],
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
  `${relative(resolve(here, '..'), outfile)}: ${(bytes / 1024).toFixed(0)} KiB in ${Math.round(performance.now() - started)} ms (external: ${external.join(', ')})`,
);
