// Which files a prerendered page is written to and which of the build's files it links.

// The lazily loaded modules that render each route (App.tsx, and a petition's Stances view:
// PetitionPage.tsx): their chunks and stylesheets go into the page's <head>, so the prerendered
// HTML is styled at once and hydration does not wait for a chain of imports.
const ROUTE_MODULES: readonly [RegExp, readonly string[]][] = [
  [/^\/petitions$/, ['src/pages/PetitionListPage.tsx']],
  [/^\/petitions\/[^/]+\/stances(\/|$)/, ['src/pages/PetitionPage.tsx', 'src/pages/PetitionStances.tsx']],
  [/^\/petitions\//, ['src/pages/PetitionPage.tsx']],
  [/^\/voter-guide$/, ['src/pages/VoterGuidePage.tsx']],
  [/^\/about/, ['src/pages/AboutPages.tsx']],
  [/^\/signin$/, ['src/pages/SignInPage.tsx']],
  [/^\/legislators$/, ['src/pages/LegislatorListPage.tsx']],
  [/^\/legislators\//, ['src/pages/LegislatorPages.tsx']],
  [/^\/open-data$/, ['src/pages/OpenDataPage.tsx']],
];

/** The lazily loaded modules that render a route (none for the landing, which is in the entry). */
export function routeModules(route: string): readonly string[] {
  return ROUTE_MODULES.find(([pattern]) => pattern.test(route))?.[1] ?? [];
}

interface ManifestChunk {
  file: string;
  imports?: string[];
  css?: string[];
}
export type Manifest = Record<string, ManifestChunk>;

/**
 * The <link> tags for a route's own module and everything it imports statically; `base` is the
 * build's public path ('/es/' for the Spanish build).
 */
export function preloadTags(route: string, manifest: Manifest, template: string, base = '/'): string {
  const modules = routeModules(route);
  for (const module of modules) {
    if (!manifest[module]) throw new Error(`${module} is not in the Vite manifest; update ROUTE_MODULES.`);
  }
  const js = new Set<string>();
  const css = new Set<string>();
  const visit = (key: string) => {
    const chunk = manifest[key];
    if (!chunk || js.has(chunk.file)) return;
    js.add(chunk.file);
    for (const sheet of chunk.css ?? []) css.add(sheet);
    for (const child of chunk.imports ?? []) visit(child);
  };
  for (const module of modules) visit(module);
  const tags = [
    // Files the page template already loads (the entry and its imports) are left out.
    ...[...css]
      .filter((f) => !template.includes(f))
      .map((f) => `<link rel="stylesheet" crossorigin href="${base}${f}">`),
    ...[...js]
      .filter((f) => !template.includes(f))
      .map((f) => `<link rel="modulepreload" crossorigin href="${base}${f}">`),
  ].join('\n    ');
  // The same priority as the template's own scripts.
  return scriptsAtLowPriority(tags);
}

/**
 * The page's scripts at low fetch priority (decision 0089-scripts-after-paint): the prerendered
 * HTML and its stylesheet paint the page, and the scripts, which only make it interactive, must
 * not take a slow phone connection from them. Applied to the built index.html, the template of
 * every page.
 */
export function scriptsAtLowPriority(html: string): string {
  return html
    .replace(/<script type="module"(?![^>]*fetchpriority)/g, '<script type="module" fetchpriority="low"')
    .replace(
      /<link rel="modulepreload"(?![^>]*fetchpriority)/g,
      '<link rel="modulepreload" fetchpriority="low"',
    );
}

/** Where a route's HTML goes in dist/, for Hosting's clean URLs: /petitions → petitions.html. */
export function fileFor(route: string): string {
  return route === '/' ? 'index.html' : `${route.slice(1)}.html`;
}
