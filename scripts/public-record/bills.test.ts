import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { billLink, billNumber, billStatusLink, cosponsorsLink, parseBillStatus } from './bills';
import { PublicRecordError } from './errors';
import { bill } from './testing';

const read = (name: string) => readFileSync(bill(name), 'utf8');

describe('parseBillStatus', () => {
  it('reads a GovInfo BILLSTATUS XML (version 3): sponsor on the introduction date, co-sponsors with theirs, withdrawals', () => {
    const parsed = parseBillStatus(read('BILLSTATUS-119s77.xml'), 'BILLSTATUS-119s77.xml');
    expect(parsed).toMatchObject({
      id: 's77-119',
      congress: 119,
      type: 's',
      number: '77',
      title: 'Clean Air Act of 2025',
      introduced: '2025-01-07',
      updated: '2025-11-19',
    });
    expect(parsed.members.map((m) => [m.bioguide, m.role, m.state, m.date, m.withdrawn])).toEqual([
      ['E000005', 'sponsor', 'FL', '2025-01-07', null],
      ['A000001', 'cosponsor', 'CA', '2025-01-07', null],
      ['Z000026', 'cosponsor', 'WA', '2025-01-07', null],
      ['F000006', 'cosponsor', 'FL', '2025-02-01', '2025-03-01'],
    ]);
  });

  it('reads a unitedstates/congress data.json, keeping a double-encoded name as written (members are matched by id)', () => {
    const parsed = parseBillStatus(read('hr88-118.data.json'), 'hr88-118.data.json');
    expect(parsed).toMatchObject({
      id: 'hr88-118',
      congress: 118,
      title: 'Clean Air Act of 2023',
      introduced: '2023-09-27',
      updated: '2025-01-15',
    });
    expect(parsed.members[0]).toMatchObject({ bioguide: 'C000003', role: 'sponsor', date: '2023-09-27' });
    expect(parsed.members.find((m) => m.bioguide === 'G000007')?.name).toBe('Van Dyke, GrÃ¡ce');
  });

  it.each([
    ['BILLSTATUS-broken.xml', /^BILLSTATUS-broken\.xml:6:\d+: not well-formed XML \(.+\) — /],
    ['amendment.xml', /^amendment\.xml: not a bill-status file \(no <billStatus> element\) — /],
    ['members.json', /^members\.json: not a bill-status file \(no bill_id and sponsor\) — /],
    ['notes.txt', /^notes\.txt: unknown format \(neither XML nor JSON\) — /],
  ])('rejects %s with one line that says what is wrong and what to do', (name, message) => {
    expect(() => parseBillStatus(read(name), name)).toThrow(PublicRecordError);
    expect(() => parseBillStatus(read(name), name)).toThrow(message);
    try {
      parseBillStatus(read(name), name);
    } catch (error) {
      expect(String((error as Error).message)).not.toContain('\n');
    }
  });

  it('rejects a bill-status file of another format version, and a data.json without dates', () => {
    const v2 = read('BILLSTATUS-119s77.xml').replace('<version>3.0.0</version>', '<version>2.0.0</version>');
    expect(() => parseBillStatus(v2, 'v2.xml')).toThrow(
      /v2\.xml: .*billStatus\.version is not format version 3/,
    );
    const json = JSON.parse(read('hr88-118.data.json'));
    delete json.updated_at;
    expect(() => parseBillStatus(JSON.stringify(json), 'x.json')).toThrow(/x\.json: .*updated_at/);
    expect(() => parseBillStatus('{ "bill_id": ', 'cut.json')).toThrow(/^cut\.json: not valid JSON/);
  });
});

describe('bill names and links', () => {
  it('writes numbers and congress.gov and GovInfo links', () => {
    const b = { type: 'hr', number: '5744', congress: 118 };
    expect(billNumber(b)).toBe('H.R. 5744');
    expect(billNumber({ type: 's', number: '29' })).toBe('S. 29');
    expect(billLink(b)).toBe('https://www.congress.gov/bill/118th-congress/house-bill/5744');
    expect(cosponsorsLink({ type: 's', number: '29', congress: 119 })).toBe(
      'https://www.congress.gov/bill/119th-congress/senate-bill/29/cosponsors',
    );
    expect(billStatusLink(b)).toBe(
      'https://www.govinfo.gov/bulkdata/BILLSTATUS/118/hr/BILLSTATUS-118hr5744.xml',
    );
  });
});
