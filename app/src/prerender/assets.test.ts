import { describe, expect, it } from 'vitest';
import { PRERENDERED_PATHS } from '../routing/meta';
import { fileFor, type Manifest, preloadTags, routeModules, scriptsAtLowPriority } from './assets';

// The shape of Vite's .vite/manifest.json, trimmed to what the prerender step reads.
const manifest: Manifest = {
  'index.html': { file: 'assets/index-A.js', imports: ['_runtime.js'], css: ['assets/index-A.css'] },
  '_runtime.js': { file: 'assets/runtime-R.js' },
  'src/pages/PetitionPage.tsx': {
    file: 'assets/PetitionPage-P.js',
    imports: ['_runtime.js', '_RichText.js'],
    css: ['assets/PetitionPage-P.css'],
  },
  '_RichText.js': { file: 'assets/RichText-T.js', imports: ['_runtime.js'], css: ['assets/RichText-T.css'] },
  'src/pages/PetitionStances.tsx': {
    file: 'assets/PetitionStances-S.js',
    imports: ['_runtime.js'],
    css: ['assets/PetitionStances-S.css'],
  },
};
const template =
  '<script type="module" src="/assets/index-A.js"></script><link rel="modulepreload" href="/assets/runtime-R.js"><link rel="stylesheet" href="/assets/index-A.css">';

describe('a prerendered page links', () => {
  it("its route's chunk, the chunks it imports and their stylesheets, once each", () => {
    const tags = preloadTags('/petitions/carbon-fee-and-dividend', manifest, template);
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/PetitionPage-P.css">');
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/RichText-T.css">');
    expect(tags).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/PetitionPage-P.js">',
    );
    expect(tags).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/RichText-T.js">',
    );
    // The template already loads the entry and its runtime.
    expect(tags).not.toContain('runtime-R.js');
    expect(tags).not.toContain('index-A');
  });

  it("a petition's Stances views: the page's chunks and the view's, which the text does not load", () => {
    for (const route of [
      '/petitions/carbon-fee-and-dividend/stances',
      '/petitions/carbon-fee-and-dividend/stances/ca',
    ]) {
      const tags = preloadTags(route, manifest, template);
      expect(tags).toContain(
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/PetitionPage-P.js">',
      );
      expect(tags).toContain(
        '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/PetitionStances-S.js">',
      );
      expect(tags).toContain('<link rel="stylesheet" crossorigin href="/assets/PetitionStances-S.css">');
    }
    expect(preloadTags('/petitions/carbon-fee-and-dividend', manifest, template)).not.toContain(
      'PetitionStances',
    );
  });

  it('under the Spanish build’s base, /es/', () => {
    const tags = preloadTags('/petitions/carbon-fee-and-dividend', manifest, template, '/es/');
    expect(tags).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/es/assets/PetitionPage-P.js">',
    );
    expect(tags).toContain('<link rel="stylesheet" crossorigin href="/es/assets/RichText-T.css">');
    expect(tags).not.toContain('href="/assets/');
  });

  it('every prerendered page but the landing names the modules that render it', () => {
    // A page whose stylesheets are not linked shows unstyled until its chunk arrives, then moves
    // (Lighthouse measured a layout shift of 0.42 on the members list).
    const unlinked = PRERENDERED_PATHS.filter((route) => route !== '/' && routeModules(route).length === 0);
    expect(unlinked).toEqual([]);
  });

  it('nothing more on the landing page, whose code is in the entry', () => {
    expect(preloadTags('/', manifest, template)).toBe('');
  });

  it('fails the build, naming the module, when a route module is missing from the manifest', () => {
    expect(() => preloadTags('/voter-guide', manifest, template)).toThrow(/src\/pages\/VoterGuidePage\.tsx/);
  });
});

describe('a prerendered page is written', () => {
  it('to index.html for the landing and to <path>.html for the rest (Hosting clean URLs)', () => {
    expect(fileFor('/')).toBe('index.html');
    expect(fileFor('/petitions')).toBe('petitions.html');
    expect(fileFor('/petitions/permanent-dst')).toBe('petitions/permanent-dst.html');
    expect(fileFor('/about/terms-of-service')).toBe('about/terms-of-service.html');
  });
});

describe('a built page fetches its scripts', () => {
  it('after its stylesheet: the entry and every module preload at low priority', () => {
    const html = scriptsAtLowPriority(
      '<script type="module" crossorigin src="/assets/index-A.js"></script>\n<link rel="modulepreload" crossorigin href="/assets/runtime-R.js">\n<link rel="stylesheet" crossorigin href="/assets/index-A.css">',
    );
    expect(html).toContain('<script type="module" fetchpriority="low" crossorigin src="/assets/index-A.js">');
    expect(html).toContain(
      '<link rel="modulepreload" fetchpriority="low" crossorigin href="/assets/runtime-R.js">',
    );
    // The stylesheet paints the page: it keeps the browser's high priority.
    expect(html).toContain('<link rel="stylesheet" crossorigin href="/assets/index-A.css">');
  });

  it('once, however often the build runs it', () => {
    const once = scriptsAtLowPriority('<script type="module" src="/a.js"></script>');
    expect(scriptsAtLowPriority(once)).toBe(once);
  });
});
