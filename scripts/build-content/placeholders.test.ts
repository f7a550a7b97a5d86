import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from './build';
import { formatError } from './errors';
import { contentWithOverlay, runContentCli } from './testing';

/** The valid fixture with site.yaml edited by `edit`; returns the temporary root. */
function withSite(edit: (yaml: string) => string): string {
  const root = contentWithOverlay();
  const site = path.join(root, 'content/site.yaml');
  writeFileSync(site, edit(readFileSync(site, 'utf8')));
  return root;
}

const placeholdersIn = (root: string) =>
  buildContent({ contentDir: path.join(root, 'content'), cwd: root, now: '2026-11-22' }).placeholders.map(
    formatError,
  );

/** A named operator: the fixture's demo block and contact replaced (fictional, for the test only). */
const named = (yaml: string) =>
  yaml
    .replace('  demo: true\n', '')
    .replace('Demo operator (not a real organization)', 'Test Civic Fund')
    .replace('info@registeredvoice.example.org', 'help@testcivicfund.us')
    .replace('(415) 555-0142', '(415) 867-5309')
    .replace('"+14155550142"', '"+14158675309"');

describe("the operator's placeholders", () => {
  it('names each placeholder field of the demo operator and its contact, with what to write', () => {
    expect(placeholdersIn(contentWithOverlay())).toEqual([
      "content/site.yaml:6:10 contact.email: registeredvoice.example.org is reserved for examples and reaches no one — write the operator's e-mail address",
      "content/site.yaml:7:14 contact.helpPhone: (415) 555-0142 is a fictional number (555-0100 to 555-0199) — write the operator's help line, and the same number in helpPhoneE164",
      'content/site.yaml:57:9 operator.name: is the demo operator — write the name of the organization that runs the site, then remove operator.demo',
      "content/site.yaml:59:5 operator.funding: is the demo operator's — write who pays for the site, in English and Spanish, then remove operator.demo",
      "content/site.yaml:62:5 operator.nonpartisan: is the demo operator's — write the operator's own statement of independence, in English and Spanish, then remove operator.demo",
    ]);
  });

  it('finds none once the operator is named and reachable', () => {
    expect(placeholdersIn(withSite(named))).toEqual([]);
  });

  it('still names the fields while demo: true stays, and a contact left at an example', () => {
    const demoKept = withSite((yaml) => named(yaml).replace('operator:\n', 'operator:\n  demo: true\n'));
    expect(placeholdersIn(demoKept).map((line) => line.split(' ')[1])).toEqual([
      'operator.name:',
      'operator.funding:',
      'operator.nonpartisan:',
    ]);
    const exampleMail = withSite((yaml) => named(yaml).replace('help@testcivicfund.us', 'help@example.com'));
    expect(placeholdersIn(exampleMail).map((line) => line.split(' ')[1])).toEqual(['contact.email:']);
  });

  it('refuses demo: false (absent means a named operator)', () => {
    const root = withSite((yaml) => yaml.replace('  demo: true\n', '  demo: false\n'));
    const result = buildContent({ contentDir: path.join(root, 'content'), cwd: root, now: '2026-11-22' });
    expect(result.errors.map(formatError)).toEqual([
      expect.stringMatching(
        /^content\/site\.yaml:\d+:\d+ operator\.demo: is true or absent — remove it once the real operator is written$/,
      ),
    ]);
  });

  it('content:check warns and passes; -- --strict fails naming each field; build:content passes', {
    timeout: 60_000,
  }, () => {
    const root = contentWithOverlay();
    const run = (...args: string[]) =>
      runContentCli(path.join(root, 'content'), path.join(root, 'out'), ...args);
    const fields = [
      'operator.name',
      'operator.funding',
      'operator.nonpartisan',
      'contact.email',
      'contact.helpPhone',
    ];
    const strict = run('--check', '--strict');
    expect(strict.status).toBe(1);
    for (const field of fields) expect(strict.stderr).toContain(` ${field}: `);
    expect(strict.stderr).toContain('nothing was generated.');
    const check = run('--check');
    expect(check.status).toBe(0);
    for (const field of fields)
      expect(check.stderr).toMatch(new RegExp(`⚠ \\S+/content/site\\.yaml:\\d+:\\d+ ${field}: `));
    const build = run();
    expect(build.status).toBe(0);
    expect(build.stderr).toContain(
      '⚠ 5 placeholders in site.yaml (contact.email, contact.helpPhone, operator.name, operator.funding, operator.nonpartisan)',
    );
  });
});
