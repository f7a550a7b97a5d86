import {
  publicResults,
  resultsCacheControl,
  resultsError,
  resultsPath,
  VOTER_LISTS_PATH,
  voterListDates,
} from '@rv/api/contract';
import { petitions, site } from '@rv/catalogue';
import type { Db } from '@rv/functions/db';
import { insertVoters } from '@rv/functions/testkit';
import { parse } from 'csv-parse/sync';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { call, signInWithPhone, stackDb } from './stack';
import { testVoters } from './voters';

// The `results` HTTP function through the Functions emulator: the path Hosting's rewrite
// forwards (/api/results/…) appended to the function's own URL.
const { voters, phone } = testVoters('RS', 5);
const national = petitions.find((p) => p.jurisdiction.level === 'NATIONAL');
if (!national) throw new Error('The catalogue has no national petition to test with');
const url = (format: 'json' | 'csv', petitionUrl = national.url) =>
  `${inject('functionsUrl')}/results${resultsPath(petitionUrl, format)}`;
let db: Db;

beforeAll(async () => {
  db = stackDb();
  await insertVoters(db, [voters.maria]);
});
afterAll(async () => {
  await db.destroy();
});

async function readJson() {
  const response = await fetch(url('json'));
  expect(response.status).toBe(200);
  return { response, results: publicResults.parse(await response.json()) };
}

describe('GET /api/results/{petition}.json and .csv', () => {
  it('answers with the cache headers of the configuration, an ETag and open CORS', async () => {
    const { response, results } = await readJson();
    expect(response.headers.get('cache-control')).toBe(resultsCacheControl(site.openData));
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    expect(response.headers.get('etag')).toMatch(/^W\/".+"$/);
    expect(results).toMatchObject({ url: national.url, title: national.uiTitle });
  });

  it('answers 304 to If-None-Match while the counts stay the same', async () => {
    const { response } = await readJson();
    const etag = response.headers.get('etag') ?? '';
    const again = await fetch(url('json'), { headers: { 'If-None-Match': etag } });
    expect(again.status).toBe(304);
    expect(await again.text()).toBe('');
  });

  it('shows a stance written through writeStance as "fewer than k" in JSON and CSV alike, and an ETag of what is shown', async () => {
    const before = await readJson();
    const idToken = await signInWithPhone(phone(1));
    const written = await call(
      'writeStance',
      { stance: 'YES', voterId: voters.maria.voter_id, fireDbPetition: national.petitionKey },
      { idToken },
    );
    expect(written.status).toBe(200);
    const after = await readJson();
    // The ETag follows what is published: a stance that leaves every shown count as it was (CA-7
    // already "fewer than k" from other test files) leaves it too, else it changes.
    // (`asOf`, the time of count, is left out of the ETag: it moves with every stance.)
    const shownOf = ({ asOf: _, ...shown }: typeof before.results) => JSON.stringify(shown);
    const same = shownOf(after.results) === shownOf(before.results);
    expect(after.response.headers.get('etag') === before.response.headers.get('etag')).toBe(same);
    // The only supporter in CA-7 and Assembly 7: published as "fewer than k" (null), never 1, and
    // left out of the total, which adds up the counts shown.
    // (Other test files may have written stances in CA-7 before: then only the rule is checked.)
    const k = site.publicCounts.fewerThan;
    expect(after.results.fewerThan).toBe(k);
    const shown = after.results.congressional.ca['7']?.YES;
    expect(shown === null || (shown ?? 0) >= k).toBe(true);
    if (before.results.congressional.ca['7']?.YES === 0) {
      expect(shown).toBeNull();
      expect(after.results.congressional.ca.TOTAL?.YES).toBe(before.results.congressional.ca.TOTAL?.YES);
      expect(after.results.california.stateAssembly['7']?.YES).toBeNull();
    }
    const csv = await fetch(url('csv'));
    expect(csv.headers.get('content-type')).toBe('text/csv; charset=utf-8; header=present');
    const rows = parse(await csv.text(), { columns: true }) as Record<string, string>[];
    const row = (state: string, chamber: string, district: string) =>
      rows.find((r) => r.state === state && r.chamber === chamber && r.district === district);
    const hidden = `<${site.publicCounts.fewerThan}`;
    expect(row('ca', 'congressional', '7')?.yes).toBe(shown === null ? hidden : String(shown));
    expect(row('ca', 'congressional', 'TOTAL')).toMatchObject({
      yes: String(after.results.congressional.ca.TOTAL?.YES),
      no: String(after.results.congressional.ca.TOTAL?.NO),
    });
    const assembly = after.results.california.stateAssembly['7']?.YES;
    expect(row('ca', 'assembly', '7')?.yes).toBe(assembly === null ? hidden : String(assembly));
  });

  it('answers an unknown petition with 404 and a JSON error naming the petitions', async () => {
    const response = await fetch(url('json', 'no-such-petition'));
    expect(response.status).toBe(404);
    const { error } = resultsError.parse(await response.json());
    expect(error.message).toContain(national.url);
  });

  it('answers POST with 405 and Allow: GET, HEAD, and changes nothing', async () => {
    const before = await readJson();
    const response = await fetch(url('json'), { method: 'POST', body: '{}' });
    expect(response.status).toBe(405);
    expect(response.headers.get('allow')).toBe('GET, HEAD');
    const after = await readJson();
    expect(after.results.congressional).toEqual(before.results.congressional);
  });
});

describe('GET /api/voter-lists.json', () => {
  it('is answered by the same function with the dates of the voter lists, cached like the results', async () => {
    const response = await fetch(`${inject('functionsUrl')}/results${VOTER_LISTS_PATH}`);
    expect(response.status).toBe(200);
    expect(response.headers.get('cache-control')).toBe(resultsCacheControl(site.openData));
    expect(response.headers.get('access-control-allow-origin')).toBe('*');
    // The fixture voters' snapshots carry no extract date (insertVoters): the database cannot say.
    expect(voterListDates.parse(await response.json())).toMatchObject({ ca: null });
  });
});
