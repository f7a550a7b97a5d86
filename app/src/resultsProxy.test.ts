import { readFileSync } from 'node:fs';
import path from 'node:path';
import { resultsCacheControl, VOTER_LISTS_PATH } from '@rv/api/contract';
import { site } from '@rv/catalogue';
import { describe, expect, it } from 'vitest';
import { resultsProxy } from './resultsProxy';

interface HostingConfig {
  hosting: {
    rewrites: { source: string; function?: { functionId: string }; destination?: string }[];
    headers: { source: string; headers: { key: string; value: string }[] }[];
  };
}
const firebase = JSON.parse(
  // Vitest runs from the repository's root (happy-dom gives import.meta.url no file scheme).
  readFileSync(path.join(process.cwd(), 'firebase.json'), 'utf8'),
) as HostingConfig;

describe('the results path on the app’s own origin', () => {
  it('is rewritten by Hosting to the results function before the app shells take every path', () => {
    const [results, reports, voterLists, spanishShell, shell] = firebase.hosting.rewrites;
    expect(results).toMatchObject({ source: '/api/results/**', function: { functionId: 'results' } });
    expect(reports).toMatchObject({ source: '/api/legislators/**', function: { functionId: 'results' } });
    expect(voterLists).toMatchObject({ source: VOTER_LISTS_PATH, function: { functionId: 'results' } });
    // Spanish pages get the Spanish build's shell (decision 0044-one-build-per-language).
    expect(spanishShell).toMatchObject({ source: '/es/**', destination: '/es/app-shell.html' });
    expect(shell).toMatchObject({ source: '**', destination: '/app-shell.html' });
  });

  it.each(['/api/results/**', '/api/legislators/**', VOTER_LISTS_PATH])(
    'keeps the cache lifetime the function sends for %s, since Hosting’s headers apply to rewritten answers too',
    (source) => {
      const headers = firebase.hosting.headers;
      const rule = headers.findLast((h) => h.source === source);
      expect(rule?.headers).toEqual([{ key: 'Cache-Control', value: resultsCacheControl(site.openData) }]);
      // Hosting applies the last matching rule: the site-wide no-cache rule must come before it.
      expect(headers.indexOf(rule as never)).toBeGreaterThan(headers.findIndex((h) => h.source === '**'));
    },
  );

  it('is passed by the dev server to the emulated function with the path Hosting forwards', () => {
    const rule = resultsProxy('http://127.0.0.1:5101/demo-other/us-central1')['/api/results/'];
    expect(rule?.target).toBe('http://127.0.0.1:5101');
    expect(rule?.rewrite?.('/api/results/permanent-dst.csv')).toBe(
      '/demo-other/us-central1/results/api/results/permanent-dst.csv',
    );
  });

  it('passes the members’ reports to the same function', () => {
    const rule = resultsProxy('http://127.0.0.1:5101/demo-other/us-central1')['/api/legislators/'];
    expect(rule?.rewrite?.('/api/legislators/jimmy-gomez.csv')).toBe(
      '/demo-other/us-central1/results/api/legislators/jimmy-gomez.csv',
    );
  });

  it('passes the voter-list dates to the same function', () => {
    const rule = resultsProxy('http://127.0.0.1:5101/demo-other/us-central1')[VOTER_LISTS_PATH];
    expect(rule?.rewrite?.(VOTER_LISTS_PATH)).toBe('/demo-other/us-central1/results/api/voter-lists.json');
  });

  it('defaults to the local project the emulators run', () => {
    expect(resultsProxy()['/api/results/']?.target).toBe('http://127.0.0.1:5001');
  });
});
