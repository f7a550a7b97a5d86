import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { FUNCTIONS_ORIGIN_PLACEHOLDER, hostingConfigFor } from './hostingHeaders';

// The site's response headers as firebase.json gives them to Hosting, and as `npm run deploy`
// fills in the project's own function origin.
type Header = { key: string; value: string };
type Config = { hosting: { headers: { source: string; headers: Header[] }[] } };
const firebase = JSON.parse(readFileSync(path.join(process.cwd(), 'firebase.json'), 'utf8')) as Config;

function headersOf(config: Config): Record<string, string> {
  const all = config.hosting.headers.find((entry) => entry.source === '**');
  return Object.fromEntries((all?.headers ?? []).map((h) => [h.key, h.value]));
}

function directives(csp: string): Record<string, string[]> {
  return Object.fromEntries(
    csp.split(';').map((d) => {
      const [name = '', ...values] = d.trim().split(/\s+/);
      return [name, values];
    }),
  );
}

describe("the site's headers in firebase.json", () => {
  const headers = headersOf(firebase);

  it('let the page call no function origin but its own project’s (no wildcard hosts)', () => {
    const connect = directives(headers['Content-Security-Policy'] ?? '')['connect-src'] ?? [];
    expect(connect.filter((source) => source.includes('*'))).toEqual([]);
    expect(connect).toContain(FUNCTIONS_ORIGIN_PLACEHOLDER);
  });

  it('isolate the browsing context (COOP) and ask browsers to preload HTTPS (HSTS)', () => {
    expect(headers['Cross-Origin-Opener-Policy']).toBe('same-origin');
    const hsts = headers['Strict-Transport-Security'] ?? '';
    expect(hsts.split(/;\s*/)).toEqual(expect.arrayContaining(['includeSubDomains', 'preload']));
    // The preload list asks for at least a year.
    expect(Number(/max-age=(\d+)/.exec(hsts)?.[1])).toBeGreaterThanOrEqual(31_536_000);
  });
});

describe('the config npm run deploy hands to Firebase', () => {
  it("names the project's own function origin in connect-src, and changes nothing else", () => {
    const deployed = hostingConfigFor(firebase, 'registered-voice-prod', 'us-central1') as Config;
    const connect = directives(headersOf(deployed)['Content-Security-Policy'] ?? '')['connect-src'];
    expect(connect).toContain('https://us-central1-registered-voice-prod.cloudfunctions.net');
    expect(JSON.stringify(deployed)).not.toContain(FUNCTIONS_ORIGIN_PLACEHOLDER);
    const { 'Content-Security-Policy': _deployedCsp, ...rest } = headersOf(deployed);
    const { 'Content-Security-Policy': _csp, ...before } = headersOf(firebase);
    expect(rest).toEqual(before);
  });

  it('refuses a project id that is not one', () => {
    expect(() => hostingConfigFor(firebase, 'evil.example; script-src *', 'us-central1')).toThrow(
      /not a Firebase project id/,
    );
  });
});
