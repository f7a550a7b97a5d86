import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { canonicalYaml } from '../build-content/canonical';
import { legislatorsSync } from './legislatorsSync';
import { FIXTURES, fixtureContent, output } from './testing';
import { legislatorId } from './upstream';

const UPSTREAM = path.join(FIXTURES, 'legislators-current.yaml');

function run(cwd: string, extra: Partial<Parameters<typeof legislatorsSync>[0]> = {}) {
  const o = output();
  const code = legislatorsSync({
    file: UPSTREAM,
    check: false,
    today: '2026-11-22',
    cwd,
    out: o.out,
    ...extra,
  });
  return { code, text: o.text() };
}

describe('legislators:sync', () => {
  it('adds new members, updates changed ones and reports each change with file:line', () => {
    const content = fixtureContent();
    const { code, text } = run(content.cwd);
    expect(code).toBe(0);
    const legislators = parse(content.read('legislators.yaml')).legislators;
    expect(legislators.map((l: { id: string }) => l.id)).toEqual([
      'Ana_Reyes',
      'Ben_Ortiz',
      'Carla_Nguyen',
      'Dan_Wolfe',
      'Eve_Marsh',
      'Frank_Hall',
      'Grace_Van_Dyke',
      'Iris_Pena',
    ]);
    expect(legislators.at(-1)).toEqual({
      id: 'Iris_Pena',
      fullName: 'Iris M. Peña',
      gender: 'FEMALE',
      bioguide: 'I000010',
      state: 'fl',
      chamber: 'house',
      party: 'Democrat',
      inOfficeSince: '2026-06-10',
      website: 'https://pena.house.gov',
      phone: '202-225-0102',
      // The source's mistyped contact form (hhttps://) is left out, not shown broken.
    });
    expect(legislators[6]).toMatchObject({ id: 'Grace_Van_Dyke', lastName: 'Van Dyke' });
    expect(legislators[3]).toMatchObject({ id: 'Dan_Wolfe', party: 'Independent' });
    expect(text).toContain('updated   content/legislators.yaml:28 Dan_Wolfe: party Republican → Independent');
    expect(text).toContain(
      'updated   content/legislators.yaml:49 Grace_Van_Dyke: lastName (none) → Van Dyke',
    );
    expect(text).toContain(
      'added     Iris_Pena (Iris M. Peña, FL district 2, Democrat): NOT_RESEARCHED on 1 petitions',
    );
    expect(text).toContain(
      'seat      content/seats/ca.yaml:8 CA Senate: Ben_Ortiz assumedOffice 2019-01-04 → 2019-01-03',
    );
    expect(text).not.toContain('Zed');
  });

  it('moves a departed member out: seat to the successor, sourced stances kept in former-members.yaml', () => {
    const content = fixtureContent();
    const { text } = run(content.cwd);
    expect(text).toContain(
      'departed  content/legislators.yaml:56 Henry_Cole (FL house): not in congress-legislators — removed; 1 recorded stance kept in content/former-members.yaml',
    );
    expect(text).toContain('seat      content/seats/fl.yaml:17 FL-2: incumbent Henry_Cole → Iris_Pena');
    const seats = content.read('seats/fl.yaml');
    expect(seats).toContain(
      '# FL-2: a comment that must survive the sync.\n    "2": { incumbent: Iris_Pena }',
    );
    const stances = content.read('stances/clean-air.yaml');
    expect(stances).not.toContain('Henry_Cole');
    expect(stances).toContain(
      'Grace_Van_Dyke: { stance: NOT_RESEARCHED }\n  Iris_Pena: { stance: NOT_RESEARCHED }',
    );
    const former = content.read('former-members.yaml');
    expect(parse(former).formerMembers.Henry_Cole).toEqual({
      fullName: 'Henry Cole',
      gender: 'MALE',
      bioguide: 'H000008',
      state: 'fl',
      chamber: 'house',
      party: 'Democrat',
      leftBy: '2026-11-22',
      stances: {
        'clean-air': {
          stance: 'SUPPORT',
          reason: 'CAMPAIGN_WEBSITE',
          websiteLink: 'https://example.org/henry-cole',
          evidence: 'https://example.org/henry-cole',
          checked: '2026-11-20',
        },
      },
    });
    expect(former).toContain("# Henry's campaign page, read on 2026-11-20.");
    for (const file of [
      'former-members.yaml',
      'legislators.yaml',
      'seats/fl.yaml',
      'stances/clean-air.yaml',
    ]) {
      expect(canonicalYaml(content.read(file))).toBe(content.read(file));
    }
  });

  it('marks a seat vacant when its member left and nobody holds it yet', () => {
    const content = fixtureContent();
    const upstream = readFileSync(UPSTREAM, 'utf8').replace(/- id:\n {4}bioguide: I000010[\s\S]*$/, '');
    const file = path.join(content.cwd, 'upstream.yaml');
    writeFileSync(file, upstream);
    const { text } = run(content.cwd, { file });
    expect(text).toContain('FL-2: incumbent Henry_Cole → vacant (Henry_Cole left office)');
    expect(parse(content.read('seats/fl.yaml')).house.districts['2']).toEqual({
      vacant: true,
      note: 'Henry_Cole left office',
    });
  });

  it('is idempotent; --check passes after a run and fails with a diff (writing nothing) before', () => {
    const content = fixtureContent();
    const before = content.snapshot();
    const check = run(content.cwd, { check: true });
    expect(check.code).toBe(1);
    expect(check.text).toContain('+    party: Independent');
    expect(check.text).toContain('✖ content is not in step with congress-legislators (diff above)');
    expect(content.snapshot()).toEqual(before);
    run(content.cwd);
    const synced = content.snapshot();
    const again = run(content.cwd);
    expect(again.text).toContain('✔ no change');
    expect(content.snapshot()).toEqual(synced);
    expect(run(content.cwd, { check: true }).code).toBe(0);
  });

  it.each([
    ['missing.yaml', /^✖ .*missing\.yaml: cannot read the file \(ENOENT\)/],
    [path.join(FIXTURES, 'bills', 'members.json'), /not a congress-legislators file/],
    [path.join(FIXTURES, 'bills', 'BILLSTATUS-broken.xml'), /not valid YAML|not a congress-legislators file/],
  ])('bad input %s: one clear line, exit 1, nothing written', (file, message) => {
    const content = fixtureContent();
    const before = content.snapshot();
    const { code, text } = run(content.cwd, { file });
    expect(code).toBe(1);
    expect(text.split('\n')).toHaveLength(1);
    expect(text).toMatch(message);
    expect(content.snapshot()).toEqual(before);
  });
});

describe('legislators:sync with members-elect (terms that start after today)', () => {
  // The fixture as congress-legislators lists members-elect before the new Congress sits:
  // Carla Nguyen re-elected to CA-1, Kim Lowe elected to CA-2 (held by Dan Wolfe until then),
  // Lena Ford elected to Frank Hall's Senate seat (his term ends 2027-01-03).
  const NEW_TERM = (type: string, extra: string) =>
    `  - type: ${type}\n    start: '2027-01-03'\n    end: '2029-01-03'\n    state: ${extra}\n`;
  const member = (bioguide: string, first: string, last: string, term: string) =>
    `- id:\n    bioguide: ${bioguide}\n  name:\n    first: ${first}\n    last: ${last}\n  bio:\n    gender: F\n  terms:\n${term}`;
  function upstreamWithElect(dir: string, edit: (text: string) => string = (text) => text): string {
    const text = readFileSync(UPSTREAM, 'utf8')
      .replace(
        '    district: 1\n    party: Democrat\n- id:\n    bioguide: D000004',
        `    district: 1\n    party: Democrat\n${NEW_TERM('rep', 'CA\n    district: 1\n    party: Democrat').trimEnd()}\n- id:\n    bioguide: D000004`,
      )
      .replace(
        "start: '2023-01-03'\n    end: '2029-01-03'\n    state: FL",
        "start: '2023-01-03'\n    end: '2027-01-03'\n    state: FL",
      )
      .concat(
        member('K000011', 'Kim', 'Lowe', NEW_TERM('rep', 'CA\n    district: 2\n    party: Democrat')),
        member('L000012', 'Lena', 'Ford', NEW_TERM('sen', 'FL\n    party: Republican')),
      );
    const file = path.join(dir, 'upstream-elect.yaml');
    writeFileSync(file, edit(text));
    return file;
  }

  it('records each member-elect on their seat with the day they take office, and keeps the re-elected in theirs', () => {
    const content = fixtureContent();
    const file = upstreamWithElect(content.cwd);
    const { code, text } = run(content.cwd, { file });
    expect(code).toBe(0);
    expect(text).toContain(
      'added     Kim_Lowe (Kim Lowe, member-elect from 2027-01-03, CA district 2, Democrat): NOT_RESEARCHED on 1 petitions',
    );
    expect(text).toContain(
      'seat      content/seats/ca.yaml:17 CA-2: memberElect (none) → Kim_Lowe from 2027-01-03',
    );
    expect(text).toContain(
      'seat      content/seats/fl.yaml:7 FL Senate: memberElect (none) → Lena_Ford from 2027-01-03',
    );
    expect(text).not.toContain('CA-1:');
    const ca = parse(content.read('seats/ca.yaml'));
    expect(ca.house.districts['1']).toEqual({ incumbent: 'Carla_Nguyen' });
    expect(ca.house.districts['2']).toEqual({
      incumbent: 'Dan_Wolfe',
      memberElect: {
        legislator: 'Kim_Lowe',
        takesOffice: '2027-01-03',
        source: 'https://github.com/unitedstates/congress-legislators',
        checked: '2026-11-22',
      },
    });
    expect(parse(content.read('seats/fl.yaml')).senate[1]).toMatchObject({
      incumbent: 'Frank_Hall',
      memberElect: { legislator: 'Lena_Ford', takesOffice: '2027-01-03' },
    });
    expect(content.read('stances/clean-air.yaml')).toContain('Kim_Lowe: { stance: NOT_RESEARCHED }');
    for (const name of ['seats/ca.yaml', 'seats/fl.yaml']) {
      expect(canonicalYaml(content.read(name))).toBe(content.read(name));
    }
    expect(run(content.cwd, { file, check: true }).code).toBe(0);
  });

  it('makes the member-elect the incumbent once they have taken office and the record lists them in it', () => {
    const content = fixtureContent();
    run(content.cwd, { file: upstreamWithElect(content.cwd) });
    // After the new Congress sits, congress-legislators no longer lists Dan Wolfe.
    const after = upstreamWithElect(content.cwd, (text) =>
      text.replace(/- id:\n {4}bioguide: D000004[\s\S]*?(?=- id:)/, ''),
    );
    const { text } = run(content.cwd, { file: after, today: '2027-01-05' });
    expect(text).toContain(
      'seat      content/seats/ca.yaml:18 CA-2: memberElect Kim_Lowe took office — removed',
    );
    expect(text).toContain('seat      content/seats/ca.yaml:18 CA-2: incumbent Dan_Wolfe → Kim_Lowe');
    expect(parse(content.read('seats/ca.yaml')).house.districts['2']).toEqual({ incumbent: 'Kim_Lowe' });
  });

  it('keeps a member-elect a volunteer recorded from another source before congress-legislators lists them', () => {
    const content = fixtureContent();
    run(content.cwd, { file: upstreamWithElect(content.cwd) });
    const without = upstreamWithElect(content.cwd, (text) =>
      text.replace(/- id:\n {4}bioguide: K000011[\s\S]*?(?=- id:)/, ''),
    );
    const { text } = run(content.cwd, { file: without });
    expect(text).toMatch(
      /kept {6}content\/legislators.yaml:\d+ Kim_Lowe: member-elect of CA-2, not in congress-legislators yet/,
    );
    expect(parse(content.read('seats/ca.yaml')).house.districts['2'].memberElect.legislator).toBe('Kim_Lowe');
  });
});

describe('legislatorId', () => {
  it('is First_Last in ASCII, with the nickname and several-word family names', () => {
    expect(legislatorId({ first: 'Linda', last: 'Sánchez' })).toBe('Linda_Sanchez');
    expect(legislatorId({ first: 'Debbie', last: 'Wasserman Schultz' })).toBe('Debbie_Wasserman_Schultz');
    expect(legislatorId({ first: 'J. Luis', last: 'Correa' })).toBe('Luis_Correa');
    expect(legislatorId({ first: 'Mario', last: 'Diaz-Balart' })).toBe('Mario_Diaz-Balart');
  });
});
