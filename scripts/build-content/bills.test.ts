import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { buildContent } from './build';
import { formatError } from './errors';
import { contentWithOverlay } from './testing';

const NOW = '2026-11-22';

function build(overlay: string) {
  const root = contentWithOverlay(overlay);
  return buildContent({ contentDir: path.join(root, 'content'), cwd: root, now: NOW });
}

describe('bills.yaml, stances that rest on a bill, former-members.yaml', () => {
  it('builds a stance with its bill, role and dates; a former member is checked, not emitted', () => {
    const result = build('with-bills');
    expect(result.errors.map(formatError)).toEqual([]);
    expect(result.counts).toMatchObject({ bills: 1, formerMembers: 1 });
    const entry = result.catalogue?.stances['national-carbon-fee']?.Carla_Nguyen;
    expect(entry).toMatchObject({
      stance: 'SUPPORT',
      reason: 'BILL_COSPONSOR',
      bill: {
        id: 'hr1-118',
        title: 'Clean Energy Act of 2023',
        number: 'H.R. 1',
        congress: 118,
        link: 'https://www.congress.gov/bill/118th-congress/house-bill/1',
        updated: '2025-01-15',
      },
      billRole: 'sponsor',
      since: '2023-03-01',
      checked: '2025-01-15',
    });
    expect(result.catalogue?.stances['national-carbon-fee']?.Ana_Rivera).toMatchObject({
      bill: null,
      billRole: null,
      since: null,
    });
    expect(result.catalogue?.legislators.map((l) => l.id)).not.toContain('Olivia_Gone');
  });

  it('reports a bill dated in the future and a co-sponsorship newer than its record', () => {
    const root = contentWithOverlay('with-bills');
    const bills = path.join(root, 'content/bills.yaml');
    writeFileSync(bills, readFileSync(bills, 'utf8').replace('updated: 2025-01-15', 'updated: 2026-12-01'));
    const stances = path.join(root, 'content/stances/national-carbon-fee.yaml');
    writeFileSync(stances, readFileSync(stances, 'utf8').replace('since: 2023-03-01', 'since: 2025-02-01'));
    const result = buildContent({ contentDir: path.join(root, 'content'), cwd: root, now: NOW });
    expect(result.errors.map(formatError)).toEqual([
      "content/bills.yaml:8:14 bills.hr1-118.updated: 2026-12-01 is in the future — copy the record's update date",
      'content/stances/national-carbon-fee.yaml:14:12 stances.Carla_Nguyen.since: 2025-02-01 is after checked (2025-01-15) — the action cannot be newer than the record',
    ]);
  });

  it('reports every bill mistake with file:line:col and the fix', () => {
    const result = build('broken-bills');
    expect(result.catalogue).toBeNull();
    expect(result.errors.map(formatError)).toEqual([
      'content/bills.yaml:9:3 bills.hr-2: is not a bill id — write type, number and Congress, e.g. hr5744-118',
      'content/former-members.yaml:2:3 formerMembers.Ben_Okafor: Ben_Okafor is also a current legislator — keep them in legislators.yaml or here, not both',
      'content/stances/national-carbon-fee.yaml:11:11 stances.Carla_Nguyen.bill: "hr9-118" is not a known bill id — use one defined in bills.yaml',
      'content/stances/national-carbon-fee.yaml:27:47 stances.Frank_Lee.since: is not used for NOT_RESEARCHED — remove it, or set the stance to UNCLEAR if you looked and found nothing',
      'content/stances/national-carbon-fee.yaml:29:5 stances.Gina_Diaz-Lopez.bill: is required with billRole — name a bill id of bills.yaml',
      'content/stances/national-carbon-fee.yaml:29:5 stances.Gina_Diaz-Lopez.since: is required for BILL_COSPONSOR (its text shows {since}) — npm run stances:from-bill writes it',
    ]);
  });
});
