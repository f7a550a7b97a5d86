import { publicResults, RESULTS_CSV_COLUMNS, resultsError } from '@rv/api/contract';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { writeStance } from '../db';
import { createTestDatabase, type TestDatabase } from '../testkit/database';
import { insertVoters } from '../testkit/fixtures';
import type { ResultsDeps } from './serve';
import { answerResultsRequest } from './serve';

// The public results answered in-process over a real PostgreSQL (the emulated HTTP function is
// tested in tests/functions/results.test.ts).
let t: TestDatabase;
let deps: ResultsDeps;
const petition = { url: 'clean-air-now', uiTitle: 'Clean Air, "Now"', petitionKey: 'cleanAirNow' };
const get = (path: string, ifNoneMatch?: string) =>
  answerResultsRequest({ method: 'GET', path, ifNoneMatch }, deps);

beforeAll(async () => {
  t = await createTestDatabase();
  deps = {
    db: t.db,
    petitionByUrl: (url) => (url === petition.url ? petition : undefined),
    petitionUrls: [petition.url, 'other-petition'],
    cache: { maxAgeSeconds: 30, sharedMaxAgeSeconds: 60 },
  };
  await insertVoters(t.db, [
    {
      voter_id: 'ca:r1',
      first_name: 'RITA',
      last_name: 'PUBLICOVA',
      phones: ['+14155550191'],
      email: 'rita@example.org',
      congressional_district: 34,
      state_lower_district: 54,
      state_upper_district: 26,
    },
    {
      voter_id: 'fl:r2',
      state: 'fl',
      first_name: 'SAM',
      last_name: 'PUBLICO',
      zip: '33101',
      phones: ['+13055550192'],
      congressional_district: 27,
      state_lower_district: 113,
      state_upper_district: 38,
    },
  ]);
  // Ten supporters in CA-12 (Assembly 17, Senate 11): as many as k, so shown.
  const ten = Array.from({ length: 10 }, (_, i) => ({
    voter_id: `ca:t${i}`,
    first_name: 'TEN',
    last_name: `TENNER${i}`,
    phones: [`+1415555060${i}`],
    congressional_district: 12,
    state_lower_district: 17,
    state_upper_district: 11,
  }));
  await insertVoters(t.db, ten);
  await writeStance(t.db, { voterId: 'ca:r1', petition: petition.petitionKey, stance: 'YES' });
  await writeStance(t.db, { voterId: 'fl:r2', petition: petition.petitionKey, stance: 'NO' });
  for (const voter of ten)
    await writeStance(t.db, { voterId: voter.voter_id, petition: petition.petitionKey, stance: 'YES' });
});
afterAll(async () => {
  await t.drop();
});

describe('given a petition with one Californian supporting, one Floridian opposing and ten supporters in CA-12', () => {
  it('answers JSON with every district of both states, California’s state tables, title, url and asOf', async () => {
    const answer = await get('/api/results/clean-air-now.json');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('application/json; charset=utf-8');
    const results = publicResults.parse(JSON.parse(answer.body));
    expect(results).toMatchObject({
      url: 'clean-air-now',
      title: 'Clean Air, "Now"',
      licence: 'CC0-1.0',
      fewerThan: 10,
    });
    expect(Object.keys(results.congressional.ca)).toHaveLength(53);
    expect(Object.keys(results.congressional.fl)).toHaveLength(29);
    expect(Object.keys(results.california.stateAssembly)).toHaveLength(80);
    expect(Object.keys(results.california.stateSenate)).toHaveLength(40);
    expect(results.congressional.ca['12']).toEqual({ YES: 10, NO: 0 });
    expect(results.california.stateAssembly['17']).toEqual({ YES: 10, NO: 0 });
    expect(Date.now() - Date.parse(results.asOf)).toBeLessThan(60_000);
  });

  it('never publishes a single voter: a count under k is "fewer than k" (null), left out of the totals', async () => {
    const results = publicResults.parse(JSON.parse((await get('/api/results/clean-air-now.json')).body));
    expect(results.congressional.ca['34']).toEqual({ YES: null, NO: 0 });
    expect(results.congressional.fl['27']).toEqual({ YES: 0, NO: null });
    expect(results.california.stateAssembly['54']).toEqual({ YES: null, NO: 0 });
    expect(results.california.stateSenate['26']).toEqual({ YES: null, NO: 0 });
    // The totals add up the counts shown: subtracting them from the total recovers nothing.
    expect(results.congressional.ca.TOTAL).toEqual({ YES: 10, NO: 0 });
    expect(results.congressional.fl.TOTAL).toEqual({ YES: 0, NO: 0 });
    const csv = (await get('/api/results/clean-air-now.csv')).body;
    expect(csv).toMatch(/,ca,congressional,34,<10,0,\r\n/);
    expect(csv).toMatch(/,fl,congressional,27,0,<10,\r\n/);
    expect(csv).toMatch(/,ca,congressional,TOTAL,10,0,\r\n/);
    const cells = (parse(csv, { columns: true }) as Record<string, string>[]).flatMap((row) => [
      row.yes,
      row.no,
    ]);
    expect(cells.filter((c) => c !== '0' && c !== '<10' && Number(c) < 10)).toEqual([]);
  });

  it('answers CSV whose rows say the same as the JSON, the title quoted', async () => {
    const json = publicResults.parse(JSON.parse((await get('/api/results/clean-air-now.json')).body));
    const answer = await get('/api/results/clean-air-now.csv');
    expect(answer.status).toBe(200);
    expect(answer.headers['Content-Type']).toBe('text/csv; charset=utf-8; header=present');
    expect(answer.body.split('\r\n')[0]).toBe(RESULTS_CSV_COLUMNS.join(','));
    expect(answer.body).toContain('"Clean Air, ""Now"""');
    const rows = parse(answer.body, { columns: true }) as Record<string, string>[];
    expect(rows).toHaveLength(53 + 29 + 80 + 40);
    for (const row of rows) {
      const table =
        row.chamber === 'congressional'
          ? json.congressional[row.state as 'ca' | 'fl']
          : json.california[row.chamber === 'assembly' ? 'stateAssembly' : 'stateSenate'];
      const cell = (text: string | undefined) => (text === '<10' ? null : Number(text));
      expect(table[row.district ?? '']).toEqual({ YES: cell(row.yes), NO: cell(row.no) });
      expect([row.petition, row.title]).toEqual(['clean-air-now', 'Clean Air, "Now"']);
    }
  });

  it('carries no phone, e-mail, name or voter id', async () => {
    for (const format of ['json', 'csv']) {
      const { body } = await get(`/api/results/clean-air-now.${format}`);
      for (const secret of ['555', '@', 'RITA', 'PUBLIC', 'ca:r1', 'fl:r2'])
        expect(body).not.toContain(secret);
    }
  });

  it('is cacheable by anyone: public max-age and s-maxage from the configuration, CORS open', async () => {
    const { headers } = await get('/api/results/clean-air-now.json');
    expect(headers['Cache-Control']).toBe('public, max-age=30, s-maxage=60');
    expect(headers['Access-Control-Allow-Origin']).toBe('*');
  });

  it('answers a conditional GET with 304 while no count moves, and 200 with a new ETag after a stance', async () => {
    const first = await get('/api/results/clean-air-now.json');
    const etag = first.headers.ETag ?? '';
    expect(etag).toMatch(/^W\/".+"$/);
    const again = await get('/api/results/clean-air-now.json', etag);
    expect([again.status, again.body, again.headers.ETag]).toEqual([304, '', etag]);
    // The CSV has its own validator.
    expect((await get('/api/results/clean-air-now.csv', etag)).status).toBe(200);
    await writeStance(t.db, { voterId: 'ca:r1', petition: petition.petitionKey, stance: 'NO' });
    const after = await get('/api/results/clean-air-now.json', etag);
    expect(after.status).toBe(200);
    expect(after.headers.ETag).not.toBe(etag);
    expect(publicResults.parse(JSON.parse(after.body)).congressional.ca['34']).toEqual({ YES: 0, NO: null });
  });

  it('answers HEAD like GET', async () => {
    const head = await answerResultsRequest({ method: 'HEAD', path: '/api/results/clean-air-now.csv' }, deps);
    expect(head.status).toBe(200);
    expect(head.headers.ETag).toMatch(/^W\//);
  });
});

describe('given a request it cannot answer', () => {
  it.each([
    [
      '/api/results/no-such-petition.json',
      'No petition has this url. The petitions are: clean-air-now, other-petition',
    ],
    [
      '/api/results/clean-air-now.xml',
      'Ask for /api/results/{petition url}.json or .csv, e.g. /api/results/clean-air-now.json.',
    ],
    ['/api/results/../clean-air-now.json', 'Ask for /api/results/{petition url}.json or .csv'],
    ['/api/results/', 'Ask for /api/results/{petition url}.json or .csv'],
  ])('answers %s with 404 and a JSON error saying what to ask for', async (path, message) => {
    const answer = await get(path);
    expect(answer.status).toBe(404);
    expect(answer.headers['Content-Type']).toBe('application/json; charset=utf-8');
    expect(resultsError.parse(JSON.parse(answer.body)).error.message).toContain(message);
  });

  it.each(['POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS'])(
    'answers %s with 405 and Allow: GET, HEAD',
    async (method) => {
      const answer = await answerResultsRequest({ method, path: '/api/results/clean-air-now.json' }, deps);
      expect(answer.status).toBe(405);
      expect(answer.headers.Allow).toBe('GET, HEAD');
      expect(resultsError.parse(JSON.parse(answer.body)).error.status).toBe('METHOD_NOT_ALLOWED');
    },
  );
});
