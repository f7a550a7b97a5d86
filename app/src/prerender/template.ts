// Fills app/index.html (as Vite built it) with one page: its head tags and its rendered body.

/** The head tags between these markers are the page's own (title, description, Open Graph). */
const HEAD = /<!--rv-head-->[\s\S]*?<!--\/rv-head-->/;

const ROOT = '<div id="root"><!--rv-app--></div>';

/** Throws when the built template lost a marker the pages are written into. */
export function checkTemplate(template: string): void {
  if (!HEAD.test(template) || !template.includes(ROOT)) {
    throw new Error('app/index.html lost its <!--rv-head--> or <!--rv-app--> markers; restore them.');
  }
}

/** The SPA fallback: no prerendered content, the default title. */
export function appShellHtml(template: string): string {
  return template.replace(ROOT, '<div id="root"></div>');
}

export interface PageParts {
  /** Everything the page adds to <head>. */
  readonly head: string;
  /** Attributes of <div id="root">, e.g. `data-prerendered="/about"`. */
  readonly rootAttributes: string;
  /** The rendered app. */
  readonly body: string;
}

/**
 * One prerendered page. The replacements are functions: a replacement string would expand `$&`,
 * `` $` ``, `$'` and `$$` found in the content (a petition may well mention dollars).
 */
export function pageHtml(template: string, { head, rootAttributes, body }: PageParts): string {
  // The site's CSP (firebase.json, script-src 'self') blocks inline scripts: a page whose content
  // waits for one (React's reveal of an outlined Suspense boundary) would never show.
  if (/<script(?![^>]*\ssrc=)[^>]*>/.test(body) || /<div hidden id="S:/.test(body)) {
    throw new Error(
      `A prerendered page holds an inline script or hidden content for one to reveal; the site's CSP blocks inline scripts (${rootAttributes}).`,
    );
  }
  return template
    .replace(HEAD, () => head)
    .replace(ROOT, () => `<div id="root" ${rootAttributes}>${body}</div>`);
}
