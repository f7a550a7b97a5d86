import { fileURLToPath } from 'node:url';
// Vite leaves a package import of the config to Node, which strips the types of this one module
// (it imports nothing); the package's main entry, extensionless imports and all, it could not load.
import { isLocale, type Locale, SPANISH_PREFIX } from '@rv/domain/locale';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, searchForWorkspaceRoot } from 'vite';
import { liveContent } from '../scripts/build-content/vite.ts';
import { spanishContent } from '../scripts/i18n/content.ts';
import { linguiPlugins } from '../scripts/i18n/vite.ts';
import { scriptsAtLowPriority } from './src/prerender/assets.ts';
import { resultsProxy } from './src/resultsProxy.ts';

// The app: a client build (dist/) plus an SSR build of src/prerender/entry-server.tsx that
// src/prerender/prerender.ts uses to write one HTML file per public route (README "The app").

// The dev server and preview answer this machine only, and serve nothing of the local database
// (.data/), no .env file and nothing outside the workspace (Vite serves any allowed file under
// /@fs/ to whoever can reach it). app/src/devServer.test.ts checks it.
const LOOPBACK = '127.0.0.1';

// One build per language (decision 0044-one-build-per-language): RV_LOCALE=es builds (or serves)
// the Spanish site, under /es/, with the Spanish content and words; English by default.
function buildLocale(): Locale {
  const value = process.env.RV_LOCALE ?? 'en';
  if (!isLocale(value)) throw new Error(`RV_LOCALE must be "en" or "es", not "${value}".`);
  return value;
}
const locale = buildLocale();

/** `<html lang>` of every page of the build, prerendered or not. */
function htmlLang(lang: Locale): Plugin {
  return {
    name: 'rv-html-lang',
    transformIndexHtml: (html) => html.replace('<html lang="en">', `<html lang="${lang}">`),
  };
}

/** The built pages' scripts after their stylesheet and fonts (src/prerender/assets.ts). */
function scriptsAfterPaint(): Plugin {
  return {
    name: 'rv-scripts-after-paint',
    apply: 'build',
    transformIndexHtml: { order: 'post', handler: scriptsAtLowPriority },
  };
}

/**
 * The built app renders with Preact through preact/compat, at a fraction of React DOM's weight
 * (decision 0090-preact-in-the-built-app): every import of React in the app and the packages it
 * bundles resolves to Preact. The dev server, Storybook and the component tests keep React.
 */
const fromApp = (file: string) => fileURLToPath(new URL(file, import.meta.url));
const PREACT_FOR_REACT = [
  { find: /^react$/, replacement: 'preact/compat' },
  { find: /^react-dom$/, replacement: 'preact/compat' },
  { find: /^react-dom\/client$/, replacement: fromApp('./src/preact/client.ts') },
  { find: /^react-dom\/static$/, replacement: fromApp('./src/preact/static.ts') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/compat/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/compat/jsx-dev-runtime' },
];

export default defineConfig(({ command }) => ({
  resolve: { alias: command === 'build' ? PREACT_FOR_REACT : [] },
  // Lingui's macros and .po catalogues (docs/architecture/i18n.md).
  plugins: [
    // `npm start` runs a second dev server for Spanish over the same catalogue: one rebuilds it.
    liveContent({ watch: process.env.RV_CONTENT_WATCH !== 'off' }),
    ...(locale === 'es' ? [spanishContent()] : []),
    ...linguiPlugins(locale),
    react(),
    vanillaExtractPlugin(),
    htmlLang(locale),
    scriptsAfterPaint(),
  ],
  base: locale === 'es' ? `${SPANISH_PREFIX}/` : '/',
  // Its own dependency cache, so the two dev servers of `npm start` never write one folder at once.
  cacheDir: locale === 'es' ? 'node_modules/.vite-es' : 'node_modules/.vite',
  define: { 'import.meta.env.RV_LOCALE': JSON.stringify(locale) },
  server: {
    host: LOOPBACK,
    // /api/results/… answers on the app's origin, as Hosting's rewrite does in production.
    proxy: {
      ...resultsProxy(process.env.VITE_RV_FUNCTIONS_URL || undefined),
      // `npm start`: the Spanish dev server answers /es/… on the English one's address.
      ...(process.env.RV_SPANISH_DEV_URL
        ? {
            '^/es(/|$|\\?)': {
              target: process.env.RV_SPANISH_DEV_URL,
              ws: true,
              // Vite serves its base, /es/, only with the slash.
              rewrite: (address: string) => address.replace(/^\/es(?=$|\?)/, '/es/'),
            },
          }
        : {}),
    },
    fs: {
      strict: true,
      allow: [searchForWorkspaceRoot(process.cwd())],
      deny: ['.env', '.env.*', '*.{crt,pem,key}', '**/.git/**', '**/.data/**'],
    },
  },
  preview: { host: LOOPBACK },
  // Without this, Vite pre-bundles the recipes runtime separately and the page ends up with two
  // copies of React (docs/architecture/toolchain.md#two-copies-of-react).
  optimizeDeps: { include: ['@vanilla-extract/recipes/createRuntimeFn'] },
  build: {
    // Hashed file names under /assets get `immutable` caching in firebase.json.
    assetsDir: 'assets',
    sourcemap: false,
    // The prerender step reads it to preload each page's own chunks and stylesheets.
    manifest: true,
    // Every browser the site supports has modulepreload; the polyfill would cost the first page.
    modulePreload: { polyfill: false },
    // Tree-shaking of the workspace packages comes from their package.json "sideEffects": none
    // for domain, catalogue and api, only the stylesheets for ui (else the barrels would pull every
    // screen, the whole catalogue and zod into the first page).
  },
  ssr: {
    // Workspace packages are TypeScript source: bundle them into the SSR build too.
    // Everything, so that React's importers (the router, Lingui, Radix) get Preact there too.
    noExternal: true,
  },
}));
