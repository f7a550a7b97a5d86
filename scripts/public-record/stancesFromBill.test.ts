import { describe, expect, it } from 'vitest';
import { parse } from 'yaml';
import { canonicalYaml } from '../build-content/canonical';
import { stancesFromBill } from './stancesFromBill';
import { bill, fixtureContent, output } from './testing';

const BILLS = [bill('BILLSTATUS-119s77.xml'), bill('hr88-118.data.json')];

function run(cwd: string, extra: Partial<Parameters<typeof stancesFromBill>[0]> = {}) {
  const o = output();
  const code = stancesFromBill({
    petition: 'clean-air',
    files: BILLS,
    check: false,
    cwd,
    out: o.out,
    ...extra,
  });
  return { code, text: o.text() };
}

describe('stances:from-bill', () => {
  it('records current sponsors and co-sponsors as SUPPORT with the bill, evidence, since and checked', () => {
    const content = fixtureContent();
    const { code, text } = run(content.cwd);
    expect(code).toBe(0);
    const stances = parse(content.read('stances/clean-air.yaml')).stances;
    // Sponsor of S. 77 (2025-01-07) and earlier co-sponsor of H.R. 88 (2024-05-01): the newest action wins.
    expect(stances.Eve_Marsh).toEqual({
      stance: 'SUPPORT',
      reason: 'BILL_COSPONSOR',
      bill: 's77-119',
      billRole: 'sponsor',
      evidence: 'https://www.congress.gov/bill/119th-congress/senate-bill/77',
      since: '2025-01-07',
      checked: '2025-11-19',
    });
    expect(stances.Carla_Nguyen).toMatchObject({
      bill: 'hr88-118',
      billRole: 'sponsor',
      since: '2023-09-27',
    });
    // Matched by Bioguide id although the file's name is mis-encoded.
    expect(stances.Grace_Van_Dyke).toEqual({
      stance: 'SUPPORT',
      reason: 'BILL_COSPONSOR',
      bill: 'hr88-118',
      billRole: 'cosponsor',
      evidence: 'https://www.congress.gov/bill/118th-congress/house-bill/88/cosponsors',
      since: '2024-08-06',
      checked: '2025-01-15',
    });
    expect(stances.Dan_Wolfe).toMatchObject({ stance: 'SUPPORT', since: '2024-04-05' });
    expect(parse(content.read('bills.yaml')).bills['s77-119']).toEqual({
      title: 'Clean Air Act of 2025',
      number: 'S. 77',
      congress: 119,
      link: 'https://www.congress.gov/bill/119th-congress/senate-bill/77',
      status: 'https://www.govinfo.gov/bulkdata/BILLSTATUS/119/s/BILLSTATUS-119s77.xml',
      updated: '2025-11-19',
    });
    expect(text).toContain(
      'added     Eve_Marsh: SUPPORT, sponsor of S. 77 (119th) since 2025-01-07, checked 2025-11-19',
    );
    expect(text).toMatch(/4 from the record \(4 SUPPORT, 0 OPPOSE; 4 added, 0 updated, 0 unchanged\)/);
  });

  it('never overwrites what a volunteer recorded differently: reports the conflict with file:line', () => {
    const content = fixtureContent();
    const before = parse(content.read('stances/clean-air.yaml')).stances;
    const { text } = run(content.cwd);
    const after = parse(content.read('stances/clean-air.yaml')).stances;
    expect(after.Ana_Reyes).toEqual(before.Ana_Reyes);
    expect(text).toContain(
      'conflict  content/stances/clean-air.yaml:5 Ana_Reyes: recorded UNCLEAR; the record shows SUPPORT, co-sponsor of S. 77 (119th) since 2025-01-07 — left as recorded',
    );
  });

  it('reports a withdrawn co-sponsorship and members not in office, and writes neither', () => {
    const content = fixtureContent();
    const { text } = run(content.cwd);
    const stances = parse(content.read('stances/clean-air.yaml')).stances;
    expect(stances.Frank_Hall).toEqual({ stance: 'NOT_RESEARCHED' });
    expect(text).toContain(
      'withdrawn content/stances/clean-air.yaml:19 Frank_Hall: withdrew from S. 77 (119th) on 2025-03-01 (joined 2025-02-01) — not support',
    );
    expect(text).toContain(
      'not current X000009 Gone, Olivia (CA): co-sponsor of H.R. 88 (118th) since 2023-09-27',
    );
    expect(text).toContain('1 CA/FL members not in office, 1 members of other states not written');
    expect(stances).not.toHaveProperty('Olivia_Gone');
  });

  it('keeps comments and writes the canonical format', () => {
    const content = fixtureContent();
    run(content.cwd);
    for (const file of ['stances/clean-air.yaml', 'bills.yaml']) {
      const text = content.read(file);
      expect(canonicalYaml(text)).toBe(text);
    }
    const stances = content.read('stances/clean-air.yaml');
    expect(stances).toContain(
      "# Carla's office was asked on 2026-11-01; no answer yet.\n  Carla_Nguyen:\n    stance: SUPPORT",
    );
    expect(stances).toContain("# Henry's campaign page, read on 2026-11-20.");
  });

  it('is idempotent, and --check passes once the content is in step', () => {
    const content = fixtureContent();
    run(content.cwd);
    const first = content.snapshot();
    const again = run(content.cwd);
    expect(again.text).toContain('0 added, 0 updated, 4 unchanged');
    expect(again.text).toContain('✔ nothing to change');
    expect(content.snapshot()).toEqual(first);
    expect(run(content.cwd, { check: true }).code).toBe(0);
  });

  it('--check changes nothing and exits 1 with the diff when the content is behind the files', () => {
    const content = fixtureContent();
    const before = content.snapshot();
    const { code, text } = run(content.cwd, { check: true });
    expect(code).toBe(1);
    expect(text).toContain('+++ content/stances/clean-air.yaml');
    expect(text).toContain('-  Dan_Wolfe: { stance: NOT_RESEARCHED }');
    expect(text).toContain('✖ clean-air: not in step with the files given (diff above)');
    expect(content.snapshot()).toEqual(before);
  });

  it('updates its own stance when a newer bill comes, and keeps a newer one when only an older bill is given', () => {
    const content = fixtureContent();
    run(content.cwd, { files: [bill('hr88-118.data.json')] });
    expect(parse(content.read('stances/clean-air.yaml')).stances.Eve_Marsh).toMatchObject({
      bill: 'hr88-118',
      since: '2024-05-01',
    });
    const newer = run(content.cwd, { files: [bill('BILLSTATUS-119s77.xml')] });
    expect(newer.text).toContain('updated   Eve_Marsh: SUPPORT, sponsor of S. 77 (119th) since 2025-01-07');
    const older = run(content.cwd, { files: [bill('hr88-118.data.json')] });
    expect(older.text).toMatch(
      /kept {6}content\/stances\/clean-air\.yaml:\d+ Eve_Marsh: cites s77-119 since 2025-01-07/,
    );
    expect(parse(content.read('stances/clean-air.yaml')).stances.Eve_Marsh).toMatchObject({
      bill: 's77-119',
    });
  });

  it('with --reason, another reason recorded by hand is a conflict, not overwritten', () => {
    const content = fixtureContent();
    const { text } = run(content.cwd, { reason: 'CAMPAIGN_WEBSITE' });
    expect(text).toMatch(/conflict {2}content\/stances\/clean-air\.yaml:\d+ Ana_Reyes/);
    expect(parse(content.read('stances/clean-air.yaml')).stances.Dan_Wolfe).toMatchObject({
      reason: 'CAMPAIGN_WEBSITE',
    });
  });

  it.each([
    [
      { petition: 'no-such-petition' },
      /^✖ unknown petition "no-such-petition" — use the url of a file in content\/petitions\/$/,
    ],
    [{ reason: 'NOPE' }, /^✖ unknown reason "NOPE" — use one of BILL_COSPONSOR, CAMPAIGN_WEBSITE/],
    [
      { files: [...BILLS, bill('BILLSTATUS-broken.xml')] },
      /^✖ .*BILLSTATUS-broken\.xml:6:\d+: not well-formed XML/,
    ],
    [{ files: [bill('amendment.xml')] }, /^✖ .*amendment\.xml: not a bill-status file/],
    [
      { files: [bill('missing.xml')] },
      /^✖ .*missing\.xml: cannot read the file \(ENOENT\) — check the path$/,
    ],
    [{ files: [] }, /^✖ no bill-status file given/],
    [{ files: [BILLS[0] as string, BILLS[0] as string] }, /is given twice/],
  ])('bad input %# gets one clear line, exit 1 and nothing written', (extra, message) => {
    const content = fixtureContent();
    const before = content.snapshot();
    const { code, text } = run(content.cwd, extra);
    expect(code).toBe(1);
    expect(text.split('\n')).toHaveLength(1);
    expect(text).toMatch(message);
    expect(content.snapshot()).toEqual(before);
  });
});
