// Live content for the dev servers (the app's, under `npm start` too, and Storybook's): an edit
// under content/ rebuilds the catalogue, and Vite reloads what imports the modules that changed,
// so a volunteer sees their petition or stance on the running site without a restart. A content
// error is printed and shown in the browser's error overlay, and the site keeps the last good
// catalogue until it is fixed (decision 0049).
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { tsImport } from 'tsx/esm/api';
import type { Plugin } from 'vite';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const PROJECT = {
  contentDir: path.join(root, 'content'),
  outDir: path.join(root, 'packages/catalogue/src/generated'),
};

/**
 * The content build, loaded through tsx: Vite bundles a config but leaves workspace packages
 * (`@rv/catalogue/schema`) to Node, which cannot load their extensionless TypeScript imports.
 */
async function loadBuild() {
  const [catalogue, errors] = await Promise.all([
    tsImport('./catalogue.ts', import.meta.url) as Promise<typeof import('./catalogue.ts')>,
    tsImport('./errors.ts', import.meta.url) as Promise<typeof import('./errors.ts')>,
  ]);
  return { buildCatalogue: catalogue.buildCatalogue, formatError: errors.formatError };
}

/** Waits this long after the last change, so an editor's save-as-rename or a `git checkout` is one rebuild. */
const SETTLE_MS = 150;

/**
 * `watch: false` for a second dev server over the same tree (`npm start`'s Spanish one): the
 * first rebuilds the catalogue, and each server reloads from the modules it imports.
 */
export function liveContent({
  watch = true,
  places = PROJECT,
}: {
  watch?: boolean;
  /** Where the content is read and the catalogue written (other folders in tests). */
  places?: { contentDir: string; outDir: string };
} = {}): Plugin {
  const { contentDir } = places;
  return {
    name: 'rv-live-content',
    apply: 'serve',
    configureServer(server) {
      if (!watch) return;
      const logger = server.config.logger;
      let timer: ReturnType<typeof setTimeout> | undefined;
      // Loaded now, in the background, so the first edit rebuilds as fast as the next.
      const loaded = loadBuild();
      loaded.catch((error: unknown) =>
        logger.error(`content: the content build did not load: ${String(error)}`),
      );
      const rebuild = async () => {
        const { buildCatalogue, formatError } = await loaded;
        const build = buildCatalogue(places);
        if (build.ok) {
          const changed = build.written.filter((name) => name !== 'index.ts');
          // Not through Vite's logger: `npm start` runs Vite at --logLevel warn, and this line is news.
          console.info(
            `content: rebuilt after an edit (${changed.length ? changed.join(', ') : 'no module changed'})`,
          );
          return;
        }
        const message = build.errors.map(formatError).join('\n');
        logger.error(
          `content: not rebuilt, the site keeps the last good content until this is fixed:\n${message}`,
          {
            timestamp: true,
          },
        );
        server.ws.send({
          type: 'error',
          err: { message: `Content error\n${message}`, stack: '', plugin: 'rv-live-content' },
        });
      };
      server.watcher.add(contentDir);
      server.watcher.on('all', (_event, file) => {
        if (!path.resolve(file).startsWith(contentDir + path.sep)) return;
        clearTimeout(timer);
        timer = setTimeout(() => {
          rebuild().catch((error: unknown) => logger.error(`content: the rebuild failed: ${String(error)}`));
        }, SETTLE_MS);
      });
    },
  };
}
