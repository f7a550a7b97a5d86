// Build step after `vite build` and the SSR build: writes one HTML file per public route into
// app/dist (e.g. dist/petitions/carbon-fee-and-dividend.html, served at the clean URL by
// firebase.json `cleanUrls`), each with its title, description and Open Graph tags, plus
// dist/app-shell.html, the empty page the SPA fallback serves for every other path.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { fileFor, type Manifest, preloadTags } from './assets';
import { appShellHtml, checkTemplate, pageHtml } from './template';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(appDir, 'dist');
const ssrDir = path.join(appDir, 'dist-ssr');

interface ServerEntry {
  render(path: string): Promise<string>;
  headTags(path: string, origin: string | undefined): string;
  PRERENDERED_PATHS: readonly string[];
  PRERENDERED_ATTRIBUTE: string;
}

async function main() {
  const started = performance.now();
  const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  checkTemplate(template);
  const origin = process.env.VITE_SITE_ORIGIN;
  writeFileSync(path.join(dist, 'app-shell.html'), appShellHtml(template));
  for (const route of entry.PRERENDERED_PATHS) {
    const body = await entry.render(route);
    const html = pageHtml(template, {
      head: `${entry.headTags(route, origin)}\n    ${preloadTags(route, manifest, template)}`,
      rootAttributes: `${entry.PRERENDERED_ATTRIBUTE}="${route}"`,
      body,
    });
    const file = path.join(dist, fileFor(route));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    console.log(
      `  prerendered ${route.padEnd(40)} → dist/${fileFor(route)} (${(html.length / 1024).toFixed(1)} KB)`,
    );
  }
  console.log(
    `Prerendered ${entry.PRERENDERED_PATHS.length} pages in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `prerender failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
