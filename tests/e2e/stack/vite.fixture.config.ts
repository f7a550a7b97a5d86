import path from 'node:path';
import { fileURLToPath } from 'node:url';
import {
  type ConfigEnv,
  defineConfig,
  mergeConfig,
  type Plugin,
  type UserConfig,
  type UserConfigExport,
} from 'vite';
import appConfig from '../../../app/vite.config';

/**
 * The app's own Vite config plus one plugin: the catalogue's generated modules come from
 * RV_E2E_CATALOGUE_DIR (a fixture catalogue built by `npm run build:content -- --content … --out …`)
 * instead of packages/catalogue/src/generated, which other work in this tree keeps using.
 */
const catalogueDir = process.env.RV_E2E_CATALOGUE_DIR;
if (!catalogueDir) throw new Error('Set RV_E2E_CATALOGUE_DIR to a built fixture catalogue.');

const catalogueSrc = path.resolve(
  path.dirname(fileURLToPath(import.meta.url)),
  '../../../packages/catalogue/src',
);

function fixtureCatalogue(dir: string): Plugin {
  return {
    name: 'rv-e2e-fixture-catalogue',
    enforce: 'pre',
    resolveId(source, importer) {
      if (!importer || !source.startsWith('./generated/')) return null;
      if (path.dirname(importer) !== catalogueSrc) return null;
      return path.join(dir, `${source.slice('./generated/'.length)}.ts`);
    },
  };
}

export default defineConfig(async (env: ConfigEnv) => {
  // The app may export an object or a function of the command; take either.
  const exported = appConfig as UserConfigExport;
  const base: UserConfig = typeof exported === 'function' ? await exported(env) : await exported;
  return mergeConfig(base, { plugins: [fixtureCatalogue(catalogueDir)] });
});
