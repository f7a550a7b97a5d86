// Build step after `vite build` and the SSR build: writes one HTML file per public route into
// app/dist (e.g. dist/petitions/carbon-fee-and-dividend.html, served at the clean URL by
// firebase.json `cleanUrls`), each with its title, description and Open Graph tags, plus
// dist/app-shell.html, the empty page the SPA fallback serves for every other path, and the Open
// Graph pictures (dist/og/…png: the site's and one per petition; ogImage.ts).
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { site } from '@rv/catalogue';
import { fileFor, type Manifest, preloadTags } from './assets';
import { ogImagePng } from './ogImage';
import { appShellHtml, checkTemplate, pageHtml } from './template';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
const dist = path.join(appDir, 'dist');
const ssrDir = path.join(appDir, 'dist-ssr');

interface ServerEntry {
  render(path: string): Promise<string>;
  headTags(path: string, origin: string | undefined): string;
  PRERENDERED_PATHS: readonly string[];
  PRERENDERED_ATTRIBUTE: string;
  OG_IMAGES: readonly { path: string; title?: string }[];
}

/**
 * The site's public origin, which og:url, the canonical link and og:image need: VITE_SITE_ORIGIN,
 * else the Firebase project's own Hosting address for a production build; none for a local build
 * (which then has no og:image: a relative one is not valid Open Graph).
 */
function siteOrigin(env: NodeJS.ProcessEnv): string | undefined {
  if (env.VITE_SITE_ORIGIN) return env.VITE_SITE_ORIGIN;
  if (env.VITE_FIREBASE_API_KEY && env.VITE_FIREBASE_PROJECT_ID)
    return `https://${env.VITE_FIREBASE_PROJECT_ID}.web.app`;
  return undefined;
}

async function main() {
  const started = performance.now();
  const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  checkTemplate(template);
  const origin = siteOrigin(process.env);
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
  for (const image of entry.OG_IMAGES) {
    const file = path.join(dist, image.path);
    mkdirSync(path.dirname(file), { recursive: true });
    const png = ogImagePng({ siteName: site.productName, tagline: site.tagline, title: image.title });
    writeFileSync(file, png);
    console.log(`  drew ${image.path.padEnd(46)} → dist${image.path} (${(png.length / 1024).toFixed(1)} KB)`);
  }
  console.log(
    `Prerendered ${entry.PRERENDERED_PATHS.length} pages and drew ${entry.OG_IMAGES.length} pictures in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `prerender failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
