// The repository's parts and which may import which: the rules of .dependency-cruiser.mjs and the
// picture in docs/architecture/overview.md#boundaries are both made from these two tables.
// Plain TypeScript Node can load without a build (types only, no imports).

/** Each part and the folder it owns. */
export const PARTS: Readonly<Record<string, string>> = {
  domain: '^packages/domain/',
  catalogue: '^packages/catalogue/',
  api: '^packages/api/',
  ui: '^packages/ui/',
  app: '^app/',
  functions: '^functions/',
  scripts: '^scripts/',
  tests: '^tests/',
  storybook: '^\\.storybook/',
};

/**
 * What each part may import. Anything else is a crossing the lint refuses: change this table
 * (and the overview's picture with `npx tsx scripts/lint/layout.ts --write`) in the same change
 * that needs a new arrow, so the review sees it.
 */
export const ARROWS: Readonly<Record<string, readonly string[]>> = {
  domain: [],
  catalogue: ['domain'],
  api: ['domain'],
  ui: ['domain', 'catalogue', 'api'],
  // The Vite config uses the content and language build plugins of scripts/.
  app: ['domain', 'catalogue', 'api', 'ui', 'scripts'],
  functions: ['domain', 'catalogue', 'api'],
  scripts: ['domain', 'catalogue', 'api', 'functions'],
  // The end-to-end stack builds and serves the app with its own Vite config.
  tests: ['domain', 'catalogue', 'api', 'functions', 'scripts', 'app'],
  storybook: ['domain', 'ui', 'scripts'],
};
