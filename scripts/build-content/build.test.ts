import { mkdtempSync, readdirSync, readFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from './build';
import { canonicalContent } from './canonical';
import { renderModules, writeModules } from './emit';
import { formatError } from './errors';
import { FIXTURES } from './testing';

// What the content build makes of valid content (the fixture and the real content/). Its errors
// on broken content: contentErrors.test.ts; the canonical format: canonical.test.ts; the
// command line: cli.test.ts.

const ROOT = path.resolve(import.meta.dirname, '../..');
const NOW = '2026-11-22';

describe('given the valid fixture catalogue', () => {
  const result = buildContent({ contentDir: path.join(FIXTURES, 'valid'), now: NOW });

  it('builds with no errors', () => {
    expect(result.errors.map(formatError)).toEqual([]);
    expect(result.catalogue).not.toBeNull();
  });

  it('has a national, a CA state and a FL city petition', () => {
    expect(result.catalogue?.petitions.map((p) => [p.url, p.jurisdiction])).toEqual([
      ['ca-transit-passes', { level: 'STATE', state: 'ca' }],
      ['miami-shade-trees', { level: 'CITY', state: 'fl' }],
      ['national-carbon-fee', { level: 'NATIONAL' }],
    ]);
  });

  it('turns the petition text into a rich-text tree with anchors, lists, links and breaks', () => {
    const petition = result.catalogue?.petitions.find((p) => p.url === 'national-carbon-fee');
    expect(petition?.fullText.map((node) => node.type)).toEqual([
      'paragraph',
      'heading',
      'list',
      'paragraph',
      'blockquote',
      'thematicBreak',
      'list',
    ]);
    expect(petition?.fullText[1]).toEqual({
      type: 'heading',
      level: 2,
      id: 'what-it-does',
      children: [{ type: 'text', value: 'What it does' }],
    });
    // The [summary][summary] reference resolves to its definition's link.
    expect(petition?.fullText[3]).toMatchObject({
      children: expect.arrayContaining([
        { type: 'link', href: 'https://example.org/summary', children: [{ type: 'text', value: 'summary' }] },
      ]),
    });
  });

  it('merges each stance with its explanation template', () => {
    const entry = result.catalogue?.stances['national-carbon-fee']?.Dan_Miller;
    expect(entry?.reason).toBe('CAMPAIGN_WEBSITE');
    expect(entry?.websiteLink).toBe('https://example.org/dan-miller/issues');
    expect(entry?.explanation.key).toBe('CAMPAIGN_WEBSITE');
    expect(entry?.explanation.placeholders).toEqual(['his', 'name', 'websiteLink']);
    expect(entry?.explanation.petitions).toBeNull();
    expect(result.catalogue?.stances['national-carbon-fee']?.Carla_Nguyen?.explanation.petitions).toEqual([
      'national-carbon-fee',
    ]);
    expect(result.catalogue?.stances['national-carbon-fee']?.Ben_Okafor?.explanation.key).toBe(
      'NOT_RESEARCHED',
    );
  });

  it("places each plan's districts on its own tile grid, district n at index n − 1", () => {
    expect(result.catalogue?.districtTiles).toEqual({
      ca: {
        'ca-old-2021': {
          columns: 2,
          rows: 2,
          tiles: [
            [0, 0],
            [1, 0],
            [1, 1],
          ],
        },
        'ca-new-2025': {
          columns: 3,
          rows: 1,
          tiles: [
            [0, 0],
            [1, 0],
            [2, 0],
          ],
        },
      },
      fl: {
        'fl-2022': {
          columns: 1,
          rows: 2,
          tiles: [
            [0, 0],
            [0, 1],
          ],
        },
      },
    });
  });

  it("lists each state's district plans oldest first, with their dates and sources", () => {
    const plans = result.catalogue?.districtPlans;
    expect(
      plans?.ca.map((plan) => [plan.id, plan.adopted, plan.membersTakeOffice, plan.firstPrimary]),
    ).toEqual([
      ['ca-old-2021', '2021-12-27', '2023-01-03', null],
      ['ca-new-2025', '2025-11-04', '2027-01-03', '2026-06-02'],
    ]);
    expect(plans?.fl[0]).toMatchObject({ state: 'fl', districts: 2, elections: [2022, 2024, 2026] });
    expect(plans?.fl[0]?.sources).toEqual([
      { fact: "the fixture's Florida plan", url: 'https://example.org/fl-2022', checked: '2026-11-28' },
    ]);
  });

  it('fills site placeholders in pages and lists the ## sections of the policies for their table of contents', () => {
    const terms = result.catalogue?.pages['terms-of-service'];
    expect(terms?.sections).toEqual([
      { id: '1-acceptance', title: '1. Acceptance' },
      { id: '2-eligibility', title: '2. Eligibility' },
    ]);
    expect(terms?.tableOfContents).toBe(true);
    expect(JSON.stringify(terms?.body)).toContain('Call (415) 555-0142 with questions.');
    expect(result.catalogue?.pages.about.description).toBe('How Registered Voice verifies voters.');
  });

  it('writes byte-identical modules on every run, and leaves unchanged files alone', () => {
    const first = mkdtempSync(path.join(tmpdir(), 'rv-out-'));
    const second = mkdtempSync(path.join(tmpdir(), 'rv-out-'));
    const again = buildContent({ contentDir: path.join(FIXTURES, 'valid'), now: NOW });
    if (!result.catalogue || !again.catalogue) throw new Error('fixture did not build');
    writeModules(renderModules(result.catalogue, first), first);
    writeModules(renderModules(again.catalogue, second), second);
    const files = readdirSync(first).sort();
    expect(files).toEqual(readdirSync(second).sort());
    for (const file of files) {
      expect(readFileSync(path.join(second, file), 'utf8')).toBe(
        readFileSync(path.join(first, file), 'utf8'),
      );
    }
    const rerun = writeModules(renderModules(again.catalogue, first), first);
    expect(rerun.written).toEqual([]);
    expect(rerun.unchanged).toHaveLength(files.length);
  });
});

describe('given the real content/', () => {
  const result = buildContent({ contentDir: path.join(ROOT, 'content'), cwd: ROOT });

  it('builds with zero errors', () => {
    expect(result.errors.map(formatError)).toEqual([]);
    expect(result.catalogue).not.toBeNull();
  });

  it('keeps every YAML file and front matter in canonical format', () => {
    const notCanonical = result.formatFiles.filter((file) => {
      const text = readFileSync(file, 'utf8');
      return canonicalContent(file, text) !== text;
    });
    expect(notCanonical.map((file) => path.relative(ROOT, file))).toEqual([]);
  });
});
