import {
  LEGISLATOR_REPORT_CSV_COLUMNS,
  type LegislatorReport,
  legislatorReport,
  publicResults,
  resultsError,
} from '@rv/api/contract';
import { legislatorById, petitionByUrl, petitions } from '@rv/catalogue';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeStance } from '../db';
import { createTestDatabase, type TestDatabase } from '../testkit/database';
import { insertVoters } from '../testkit/fixtures';
import type { LegislatorReportDeps } from './legislatorReport';
import { answerLegislatorReportRequest, legislatorReportCsv } from './legislatorReport';
import { answerResultsRequest } from './serve';

// The members' reports answered in-process over a real PostgreSQL, with the site's own content:
// Jared Huffman holds CA-2 and co-sponsors the carbon fee bill; Alex Padilla is a CA senator.
let t: TestDatabase;
let deps: LegislatorReportDeps;
const carbon = 'carbonFeeAndDividend';
const get = (path: string, ifNoneMatch?: string) =>
  answerLegislatorReportRequest({ method: 'GET', path, ifNoneMatch }, deps);
const report = async (path: string) => legislatorReport.parse(JSON.parse((await get(path)).body));
const results = async () =>
  publicResults.parse(
    JSON.parse(
      (
        await answerResultsRequest(
          { method: 'GET', path: '/api/results/carbon-fee-and-dividend.json' },
          {
            db: t.db,
            petitionByUrl,
            petitionUrls: petitions.map((p) => p.url),
            cache: deps.cache,
          },
        )
      ).body,
    ),
  );

const voter = (id: string, district: number) => ({
  voter_id: `ca:${id}`,
  first_name: 'RITA',
  last_name: `PUBLICOVA${id}`,
  phones: [`+1415555${String(1000 + Number(id.replace(/\D/g, '')))}`],
  email: `rita${id}@example.org`,
  congressional_district: district,
  state_lower_district: 1,
  state_upper_district: 1,
});

beforeAll(async () => {
  t = await createTestDatabase();
  deps = {
    db: t.db,
    petitions,
    legislatorById,
    cache: { maxAgeSeconds: 30, sharedMaxAgeSeconds: 60 },
    now: () => new Date('2026-11-28T12:00:00Z'),
  };
  // CA-2: ten for (shown) and one against (hidden); CA-34: one for (hidden).
  const supporters = Array.from({ length: 10 }, (_, i) => voter(`s${i}`, 2));
  await insertVoters(t.db, [...supporters, voter('o1', 2), voter('g1', 34)]);
  for (const v of supporters)
    await writeStance(t.db, { voterId: v.voter_id, petition: carbon, stance: 'YES' });
  await writeStance(t.db, { voterId: 'ca:o1', petition: carbon, stance: 'NO' });
  await writeStance(t.db, { voterId: 'ca:g1', petition: carbon, stance: 'YES' });
});
afterAll(async () => {
  await t.drop();
});

describe('a representative’s report', () => {
  it('names the member with the source of the facts, and their district’s counts as the results publish them', async () => {
    const answer = await get('/api/legislators/jared-huffman.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('application/json; charset=utf-8');
    const body = legislatorReport.parse(JSON.parse(answer.body));
    expect(body.member).toMatchObject({
      id: 'Jared_Huffman',
      address: 'jared-huffman',
      state: 'ca',
      chamber: 'house',
      district: 2,
      source: { name: expect.stringContaining('congress-legislators') },
    });
    expect(body.member.bioguide).toMatch(/^[A-Z][0-9]{6}$/);
    expect(body.constituency).toBe('2');
    expect(body.petitions.map((p) => p.url)).toEqual(['carbon-fee-and-dividend', 'permanent-dst']);
    const [fee] = body.petitions;
    expect(fee).toMatchObject({ stance: 'SUPPORT', reason: 'BILL_COSPONSOR', countsWithheld: null });
    expect(fee?.evidence).toMatch(/^https:\/\//);
    expect(fee?.checked).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    // The one voter against is fewer than k: hidden, as in the results.
    expect(fee?.counts).toEqual({ YES: 10, NO: null });
    expect(fee?.counts).toEqual((await results()).congressional.ca['2']);
    expect(body.petitions[1]?.counts).toEqual({ YES: 0, NO: 0 });
  });

  it('gives the counts over time, ending on the counts now', async () => {
    const body = await report('/api/legislators/jared-huffman.json');
    const [fee, dst] = body.petitions;
    // Every stance here was taken today: one day, its counts published as the counts now are.
    expect(fee?.series).toEqual([{ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), YES: 10, NO: null }]);
    expect(dst?.series).toEqual([]);
  });

  it('hides a district’s single voter', async () => {
    const body = await report('/api/legislators/jimmy-gomez.json');
    expect(body.petitions[0]?.counts).toEqual({ YES: null, NO: 0 });
  });
});

describe('a senator’s report', () => {
  it('gives the state TOTAL of the results: the counts shown, never the hidden ones', async () => {
    const body = await report('/api/legislators/alex-padilla.json');
    expect(body.member).toMatchObject({ chamber: 'senate', district: null });
    expect(body.constituency).toBe('TOTAL');
    expect(body.petitions[0]?.counts).toEqual({ YES: 10, NO: 0 });
    expect(body.petitions[0]?.counts).toEqual((await results()).congressional.ca.TOTAL);
    // The state's days add only the district counts shown: CA-2's one against and CA-34's one for are not.
    expect(body.petitions[0]?.series?.map(({ YES, NO }) => ({ YES, NO }))).toEqual([{ YES: 10, NO: 0 }]);
  });
});

describe('the CSV', () => {
  it('has one row per petition saying what the JSON says', async () => {
    const json = await report('/api/legislators/jared-huffman.json');
    const answer = await get('/api/legislators/jared-huffman.csv');
    expect(answer.headers['Content-Type']).toBe('text/csv; charset=utf-8; header=present');
    expect(answer.body.split('\r\n')[0]).toBe(LEGISLATOR_REPORT_CSV_COLUMNS.join(','));
    const rows = parse(answer.body, { columns: true }) as Record<string, string>[];
    // A row per petition, then a row per day of its counts over time (CA-2 on the carbon fee: one day).
    expect(rows.map((row) => [row.petition, row.day])).toEqual([
      ['carbon-fee-and-dividend', ''],
      ['carbon-fee-and-dividend', json.petitions[0]?.series?.[0]?.day],
      ['permanent-dst', ''],
    ]);
    expect(rows[1]).toMatchObject({ yes: '10', no: '<10', constituency: '2' });
    expect(rows[0]).toMatchObject({
      member: 'jared-huffman',
      chamber: 'house',
      district: '2',
      petition: 'carbon-fee-and-dividend',
      stance: 'SUPPORT',
      evidence: json.petitions[0]?.evidence,
      constituency: '2',
      yes: '10',
      no: '<10',
      counts_withheld: '',
    });
  });

  it.each([['=HYPERLINK("http://example.com","x")'], ['+1+cmd|calc'], ['-2+3'], ['@SUM(A1:A2)'], ['\t=1']])(
    'writes a title starting like a formula (%j) as text',
    async (title) => {
      const json = await report('/api/legislators/jared-huffman.json');
      const crafted: LegislatorReport = {
        ...json,
        petitions: json.petitions.map((p) => ({ ...p, title })),
      };
      const rows = parse(legislatorReportCsv(crafted), { columns: true }) as Record<string, string>[];
      expect(rows[0]?.title).toBe(`'${title}`);
    },
  );
});

describe('serving', () => {
  it('carries no phone, e-mail, name or voter id', async () => {
    for (const format of ['json', 'csv']) {
      const { body } = await get(`/api/legislators/jared-huffman.${format}`);
      for (const secret of ['555', '@example', 'RITA', 'PUBLICOVA', 'ca:s0'])
        expect(body).not.toContain(secret);
    }
  });

  it('is cacheable by anyone, and answers a conditional GET with 304 until a count moves', async () => {
    const first = await get('/api/legislators/jared-huffman.json');
    expect(first.headers['Cache-Control']).toBe('public, max-age=30, s-maxage=60');
    expect(first.headers['Access-Control-Allow-Origin']).toBe('*');
    const etag = first.headers.ETag ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/legislators/jared-huffman.json', etag);
    expect([again.status, again.body]).toEqual([304, '']);
    expect((await get('/api/legislators/jared-huffman.csv', etag)).status).toBe(200);
    await writeStance(t.db, { voterId: 'ca:o1', petition: carbon, stance: 'YES' });
    const after = await get('/api/legislators/jared-huffman.json', etag);
    expect(after.status).toBe(200);
    expect(legislatorReport.parse(JSON.parse(after.body)).petitions[0]?.counts).toEqual({ YES: 11, NO: 0 });
  });

  it('answers HEAD like GET', async () => {
    const head = await answerLegislatorReportRequest(
      { method: 'HEAD', path: '/api/legislators/alex-padilla.csv' },
      deps,
    );
    expect(head.status).toBe(200);
    expect(head.headers.ETag).toMatch(/^W\//);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answers %s with 405 and Allow: GET, HEAD',
    async (method) => {
      const answer = await answerLegislatorReportRequest(
        { method, path: '/api/legislators/alex-padilla.json' },
        deps,
      );
      expect(answer.status).toBe(405);
      expect(answer.headers.Allow).toBe('GET, HEAD');
      expect(resultsError.parse(JSON.parse(answer.body)).error.status).toBe('METHOD_NOT_ALLOWED');
    },
  );

  it.each([
    [
      '/api/legislators/no-such-member.json',
      'No member of Congress for California or Florida has the address no-such-member',
    ],
    ['/api/legislators/ca-2.json', 'ca-2 is held by /api/legislators/jared-huffman.json'],
    ['/api/legislators/ca-14.csv', 'The seat ca-14 is vacant'],
    ['/api/legislators/jared-huffman.xml', 'Ask for /api/legislators/{member page address}.json or .csv'],
    ['/api/legislators/', 'e.g. /api/legislators/jimmy-gomez.json'],
  ])('answers %s with 404 and a message saying what to ask for', async (path, message) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(resultsError.parse(JSON.parse(answer.body)).error.message).toContain(message);
  });
});

describe('when the state’s counts are on a map its members were not elected on', () => {
  it('withholds a district’s counts and says why, but keeps a senator’s state total', async () => {
    await t.db
      .updateTable('snapshots')
      .set({ district_plan: 'ca-legislature-2025' })
      .where('state', '=', 'ca')
      .execute();
    const house = await report('/api/legislators/jared-huffman.json');
    expect(house.districtPlan).toBe('ca-legislature-2025');
    expect(house.petitions[0]).toMatchObject({
      counts: null,
      countsWithheld: 'COUNTED_ON_ANOTHER_DISTRICT_MAP',
      series: null,
    });
    const csv = parse((await get('/api/legislators/jared-huffman.csv')).body, { columns: true }) as Record<
      string,
      string
    >[];
    expect(csv[0]).toMatchObject({ yes: '', no: '', counts_withheld: 'COUNTED_ON_ANOTHER_DISTRICT_MAP' });
    const senate = await report('/api/legislators/alex-padilla.json');
    expect(senate.petitions[0]).toMatchObject({ counts: { YES: 11, NO: 0 }, countsWithheld: null });
    expect(senate.petitions[0]?.series?.at(-1)).toMatchObject({ YES: 11, NO: 0 });
  });
});
