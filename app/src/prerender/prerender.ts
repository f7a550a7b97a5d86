// Build step after `vite build` and the SSR build of one language: writes one HTML file per public
// route into that language's folder, app/dist for English and app/dist/es for Spanish (e.g.
// dist/es/petitions/carbon-fee-and-dividend.html, served at the clean URL by firebase.json
// `cleanUrls`), each with its title, description, Open Graph tags and the links to its twin in the
// other language, plus app-shell.html, the empty page the SPA fallback serves for every other path
// of that language, and the Open Graph pictures (og/…png: the site's and one per petition;
// ogImage.ts), with the build's words.
import { mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { site } from '@rv/catalogue';
import { type Locale, pathInLocale } from '@rv/domain';
import { fileFor, type Manifest, preloadTags } from './assets';
import { ogImagePng } from './ogImage';
import { appShellHtml, checkTemplate, pageHtml } from './template';

const appDir = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');

interface ServerEntry {
  PAGE_LOCALE: Locale;
  render(path: string): Promise<string>;
  headTags(path: string, origin: string | undefined): string;
  PRERENDERED_PATHS: readonly string[];
  PRERENDERED_ATTRIBUTE: string;
  OG_IMAGES: readonly { path: string; title?: string; lines?: readonly string[] }[];
  OG_TAGLINE: string;
}

/** Each language's folders (app/package.json's build scripts put the Spanish build there). */
const FOLDERS: Readonly<Record<Locale, string>> = { en: '', es: 'es' };

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
  const locale: Locale = process.env.RV_LOCALE === 'es' ? 'es' : 'en';
  const dist = path.join(appDir, 'dist', FOLDERS[locale]);
  const ssrDir = path.join(appDir, 'dist-ssr', FOLDERS[locale]);
  const entry = (await import(pathToFileURL(path.join(ssrDir, 'entry-server.js')).href)) as ServerEntry;
  if (entry.PAGE_LOCALE !== locale)
    throw new Error(`dist-ssr/${FOLDERS[locale]} holds the ${entry.PAGE_LOCALE} build, not ${locale}.`);
  const shown = (file: string) => path.relative(appDir, file);
  const template = readFileSync(path.join(dist, 'index.html'), 'utf8');
  const manifest = JSON.parse(readFileSync(path.join(dist, '.vite/manifest.json'), 'utf8')) as Manifest;
  checkTemplate(template);
  const origin = siteOrigin(process.env);
  writeFileSync(path.join(dist, 'app-shell.html'), appShellHtml(template));
  for (const route of entry.PRERENDERED_PATHS) {
    const body = await entry.render(route);
    const html = pageHtml(template, {
      head: `${entry.headTags(route, origin)}\n    ${preloadTags(route, manifest, template, locale === 'en' ? '/' : `/${FOLDERS[locale]}/`)}`,
      // The address the page is served at, which the browser compares with its own.
      rootAttributes: `${entry.PRERENDERED_ATTRIBUTE}="${pathInLocale(route, locale)}"`,
      body,
    });
    const file = path.join(dist, fileFor(route));
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, html);
    console.log(
      `  prerendered ${pathInLocale(route, locale).padEnd(40)} → ${shown(file)} (${(html.length / 1024).toFixed(1)} KB)`,
    );
  }
  for (const image of entry.OG_IMAGES) {
    const file = path.join(dist, image.path);
    mkdirSync(path.dirname(file), { recursive: true });
    const png = ogImagePng({
      siteName: site.productName,
      tagline: entry.OG_TAGLINE,
      title: image.title,
      lines: image.lines,
    });
    writeFileSync(file, png);
    console.log(`  drew ${image.path.padEnd(46)} → ${shown(file)} (${(png.length / 1024).toFixed(1)} KB)`);
  }
  console.log(
    `Prerendered ${entry.PRERENDERED_PATHS.length} ${locale} pages and drew ${entry.OG_IMAGES.length} pictures in ${((performance.now() - started) / 1000).toFixed(1)} s.`,
  );
}

main().catch((error: unknown) => {
  console.error(
    `prerender failed: ${error instanceof Error ? (error.stack ?? error.message) : String(error)}`,
  );
  process.exit(1);
});
