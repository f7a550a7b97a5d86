// npm run bench:callables: the callables' speed on this machine, in-process (the handlers as
// the Functions runtime calls them, minus HTTP), over a real embedded PostgreSQL holding
// 1,000,000 voters and 1,000,000 stances. Figures are printed, never asserted.
//   writeStance: throughput with 50 concurrent clients (target ≥ 500/s) and p95 latency
//   withdrawStance: throughput with 50 concurrent clients, taking back the stances just written
//   getStancesByDistrict: p95 (target ≤ 20 ms)        getVoterContact: p95 (target ≤ 10 ms)
//   GET /api/results/{petition}.json and .csv: p95 in-process, and requests/s with 200
//   concurrent readers over loopback HTTP (no CDN: every request reaches the database)
//   GET /api/legislators/{address}.json and .csv: p95 in-process for a representative and a
//   senator, over a year of counts by day in every district (the counts over time)
import { mkdtemp } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { availableParallelism, loadavg, tmpdir } from 'node:os';
import path from 'node:path';
import { SET_UP_MARKER } from '@rv/api/contract';
import { legislatorById, petitionByUrl, petitions, site } from '@rv/catalogue';
import type { Deps } from '@rv/functions/callables';
import {
  getStanceCountState,
  getStancesByDistrict,
  getVoterContact,
  runCallable,
  withdrawStance,
  writeStance,
} from '@rv/functions/callables';
import { petitionDirectory } from '@rv/functions/config';
import { createDb, migrateToLatest, recountTallies } from '@rv/functions/db';
import type { LegislatorReportDeps } from '@rv/functions/legislator-report';
import { answerLegislatorReportRequest } from '@rv/functions/legislator-report';
import { inMemoryLookupLimiters } from '@rv/functions/lookup-limits';
import type { ResultsDeps } from '@rv/functions/results';
import { answerResultsRequest } from '@rv/functions/results';
import { removeCluster, startEmbeddedPostgres } from '@rv/functions/testkit/postgres';
import { sql } from 'kysely';
import { signedInByPhone } from '../functions/signedIn';

process.env.RV_QUIET_LOGS = '1';
const VOTERS = Number(process.env.RV_BENCH_VOTERS ?? 1_000_000);
const CLIENTS = 50;
const WRITES = Number(process.env.RV_BENCH_WRITES ?? 10_000);
const READS = 1_000;

const national = petitions.find((p) => p.jurisdiction.level === 'NATIONAL');
if (!national) throw new Error('The catalogue has no national petition; run npm run build:content');
const petition = national.petitionKey;
const READERS = 200;
const READER_REQUESTS = Number(process.env.RV_BENCH_READER_REQUESTS ?? 5_000);

function percentile(samples: number[], p: number): number {
  const sorted = [...samples].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? Number.NaN;
}
const ms = (n: number) => `${n.toFixed(2)} ms`;
function report(name: string, samples: number[], extra = '') {
  console.log(
    `${name.padEnd(24)} n=${samples.length}  p50 ${ms(percentile(samples, 50))}  p95 ${ms(percentile(samples, 95))}  p99 ${ms(percentile(samples, 99))}${extra}`,
  );
}
async function timed(fn: () => Promise<unknown>): Promise<number> {
  const start = performance.now();
  await fn();
  return performance.now() - start;
}

const dir = await mkdtemp(path.join(tmpdir(), 'rv-bench-callables-'));
const server = await startEmbeddedPostgres({ dataDir: path.join(dir, 'cluster'), disposable: true });
let db: ReturnType<typeof createDb> | undefined;
try {
  await server.createDatabase('bench');
  db = createDb(server.url('bench'), { max: Number(process.env.RV_BENCH_POOL ?? 20) });
  await migrateToLatest(db);

  let t = performance.now();
  // Synthetic voters straight from generate_series (the importer has its own benchmark):
  // half CA, half FL, 5% inactive, one phone each, an e-mail for a third, ~3 voters per name.
  await sql`INSERT INTO snapshots (state, source_files, rows_read, rows_exempt, rows_malformed, voters_inserted,
      voters_updated, voters_unchanged, voters_marked_stale)
    VALUES ('ca', '{bench}', 0, 0, 0, 0, 0, 0, 0)`.execute(db);
  await sql`INSERT INTO voters (voter_id, state, county, first_name, last_name, city, zip, dob, status,
      congressional_district, state_lower_district, state_upper_district, phones, email, snapshot_id)
    SELECT (CASE WHEN n % 2 = 0 THEN 'ca:' ELSE 'fl:' END) || n,
           CASE WHEN n % 2 = 0 THEN 'ca' ELSE 'fl' END, 'C' || (n % 58),
           (ARRAY['MARIA','JAMES','LINDA','ROBERT','ANA','DAVID','SUSAN','JOSE','KAREN','MICHAEL'])[1 + n % 10],
           'LAST' || translate((n % 333333)::text, '0123456789', 'ABCDEFGHIJ'), 'CITY' || (n % 500),
           CASE WHEN n % 2 = 0 THEN (90000 + n % 6700)::text ELSE (32000 + n % 3000)::text END,
           date '1940-01-01' + (n % 25000), CASE WHEN n % 20 = 0 THEN 'I' ELSE 'A' END,
           1 + n % (CASE WHEN n % 2 = 0 THEN 52 ELSE 28 END), 1 + n % 80, 1 + n % 40,
           ARRAY['+1' || (2000000000 + n)::text],
           CASE WHEN n % 3 = 0 THEN 'v' || n || '@example.org' END, 1
    FROM generate_series(1, ${VOTERS}) AS n`.execute(db);
  // One stance per voter on the petition (history included), and tallies built to match.
  await sql`INSERT INTO stances (voter_id, petition, stance)
    SELECT voter_id, ${petition}, CASE WHEN hashtext(voter_id) % 3 = 0 THEN 'NO' ELSE 'YES' END FROM voters`.execute(
    db,
  );
  await sql`INSERT INTO stance_history (voter_id, petition, stance) SELECT voter_id, petition, stance FROM stances`.execute(
    db,
  );
  await sql`INSERT INTO tallies (petition, state, district_kind, district, shard, yes, no)
    SELECT s.petition, v.state, k.kind, k.district, tally_shard(v.voter_id),
           count(*) FILTER (WHERE s.stance = 'YES'), count(*) FILTER (WHERE s.stance = 'NO')
    FROM stances s JOIN voters v USING (voter_id)
    CROSS JOIN LATERAL (VALUES ('congressional', v.congressional_district), ('lower', v.state_lower_district),
                               ('upper', v.state_upper_district)) AS k(kind, district)
    WHERE v.status = 'A' AND v.is_up_to_date
    GROUP BY 1, 2, 3, 4, 5`.execute(db);
  // A year of counts over time: each congressional counter row's count spread over 365 days (the
  // trigger put it all on today), the worst case of a district where stances come every day.
  await sql`DELETE FROM tally_days`.execute(db);
  await sql`INSERT INTO tally_days (petition, state, district, day, shard, yes, no)
    SELECT t.petition, t.state, t.district, current_date - d, t.shard,
           CASE WHEN d = 0 THEN t.yes - 364 * (t.yes / 365) ELSE t.yes / 365 END,
           CASE WHEN d = 0 THEN t.no - 364 * (t.no / 365) ELSE t.no / 365 END
    FROM tallies t CROSS JOIN generate_series(0, 364) AS d
    WHERE t.district_kind = 'congressional'`.execute(db);
  await sql`VACUUM ANALYZE`.execute(db);
  const stances = await db
    .selectFrom('stances')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirst();
  console.log(
    `setup: ${VOTERS.toLocaleString('en-US')} voters, ${Number(stances?.n).toLocaleString('en-US')} stances in ${((performance.now() - t) / 1000).toFixed(1)} s (${availableParallelism()} cores)`,
  );

  const deps: Deps = {
    db,
    petitions: petitionDirectory(petitions),
    zipRanges: { ca: [90000, 96699], fl: [32000, 34999] },
    setUpMarker: SET_UP_MARKER,
    // Not what is measured here: a limit no benchmark reaches.
    lookupLimiters: inMemoryLookupLimiters(1_000_000_000),
    // The day's window of the deployed limit (its check is part of every write), with a count no
    // benchmark reaches.
    stanceChangeLimit: { changes: 1_000_000_000, seconds: 86_400 },
    securityLogKey: 'a-benchmark-key-of-at-least-thirty-two-characters',
  };

  // ---- getStancesByDistrict and getStanceCountState (public reads over the tallies) ----
  const byDistrict: number[] = [];
  for (let i = 0; i < READS; i++) {
    byDistrict.push(
      await timed(() =>
        runCallable(
          'getStancesByDistrict',
          getStancesByDistrict,
          { data: { fireDbPetition: petition }, clientAddress: '192.0.2.10' },
          deps,
        ),
      ),
    );
  }
  report('getStancesByDistrict', byDistrict, '   (target p95 ≤ 20 ms)');
  const stateCounts: number[] = [];
  for (let i = 0; i < READS; i++) {
    stateCounts.push(
      await timed(() =>
        runCallable(
          'getStanceCountState',
          getStanceCountState,
          { data: { state: 'California', fireDbPetition: petition }, clientAddress: '192.0.2.10' },
          deps,
        ),
      ),
    );
  }
  report('getStanceCountState', stateCounts);

  // ---- GET /api/results: in-process, then over loopback HTTP with 200 concurrent readers ----
  const resultsDeps: ResultsDeps = {
    db,
    petitionByUrl,
    petitionUrls: petitions.map((p) => p.url),
    cache: site.openData,
  };
  for (const format of ['json', 'csv'] as const) {
    const path = `/api/results/${national.url}.${format}`;
    const samples: number[] = [];
    for (let i = 0; i < READS; i++) {
      samples.push(await timed(() => answerResultsRequest({ method: 'GET', path }, resultsDeps)));
    }
    report(`GET results .${format}`, samples);
  }
  // ---- GET /api/legislators: a representative's district and a senator's state, with their series ----
  const reportDeps: LegislatorReportDeps = {
    db,
    petitions,
    legislatorById,
    cache: site.openData,
    now: () => new Date(),
  };
  const dayRows = await sql<{ n: number }>`SELECT count(*)::int AS n FROM tally_days`.execute(db);
  console.log(`counts over time: ${dayRows.rows[0]?.n.toLocaleString('en-US')} day rows (365 days)`);
  for (const [who, address] of [
    ['representative', 'jimmy-gomez'],
    ['senator', 'alex-padilla'],
  ] as const) {
    for (const format of ['json', 'csv'] as const) {
      const samples: number[] = [];
      for (let i = 0; i < READS / 5; i++) {
        samples.push(
          await timed(async () => {
            const answer = await answerLegislatorReportRequest(
              { method: 'GET', path: `/api/legislators/${address}.${format}` },
              reportDeps,
            );
            if (answer.status !== 200) throw new Error(`${address}: ${answer.status}`);
          }),
        );
      }
      report(`GET ${who} .${format}`, samples);
    }
  }

  // Loopback only (127.0.0.1, an ephemeral port), a bounded number of requests.
  const resultsServer = http.createServer(async (req, res) => {
    const answer = await answerResultsRequest(
      { method: req.method ?? 'GET', path: req.url ?? '/', ifNoneMatch: req.headers['if-none-match'] },
      resultsDeps,
    );
    res.writeHead(answer.status, answer.headers).end(answer.body);
  });
  await new Promise<void>((resolve) => resultsServer.listen(0, '127.0.0.1', resolve));
  const { port } = resultsServer.address() as AddressInfo;
  const agent = new http.Agent({ keepAlive: true, maxSockets: READERS });
  const getOnce = (path: string) =>
    new Promise<number>((resolve, reject) => {
      http
        .get({ host: '127.0.0.1', port, path, agent }, (res) => {
          res.resume();
          res.on('end', () => resolve(res.statusCode ?? 0));
        })
        .on('error', reject);
    });
  const httpLatencies: number[] = [];
  let issuedReads = 0;
  let failedReads = 0;
  t = performance.now();
  await Promise.all(
    Array.from({ length: READERS }, async (_, reader) => {
      while (issuedReads++ < READER_REQUESTS) {
        const format = reader % 2 === 0 ? 'json' : 'csv';
        const started = performance.now();
        if ((await getOnce(`/api/results/${national.url}.${format}`)) !== 200) failedReads++;
        httpLatencies.push(performance.now() - started);
      }
    }),
  );
  const readSeconds = (performance.now() - t) / 1000;
  report(
    'GET results over HTTP',
    httpLatencies,
    `   ${Math.round(READER_REQUESTS / readSeconds)} requests/s with ${READERS} concurrent readers (pool ${Number(process.env.RV_BENCH_POOL ?? 20)}), ${failedReads} not 200`,
  );
  agent.destroy();
  await new Promise((resolve) => resultsServer.close(resolve));

  // ---- getVoterContact over 1M voters ----
  const people = await sql<{ first_name: string; last_name: string; dob: string; zip: string }>`
    SELECT first_name, last_name, to_char(dob, 'MM/DD/YYYY') AS dob, zip FROM voters TABLESAMPLE SYSTEM (1) LIMIT ${READS}`.execute(
    db,
  );
  const lookups: number[] = [];
  let found = 0;
  for (const person of people.rows) {
    lookups.push(
      await timed(async () => {
        const result = await runCallable(
          'getVoterContact',
          getVoterContact,
          {
            data: { first: person.first_name, last: person.last_name, dob: person.dob, zip: person.zip },
            clientAddress: '192.0.2.10',
          },
          deps,
        );
        found += result.A.numVotersFound + result.I.numVotersFound;
      }),
    );
  }
  report('getVoterContact', lookups, `   (target p95 ≤ 10 ms; ${found} voters found)`);

  // ---- writeStance: 50 concurrent clients, repeats and switches mixed ----
  const voters = await sql<{ voter_id: string; phone: string }>`
    SELECT voter_id, phones[1] AS phone FROM voters WHERE status = 'A' ORDER BY hashtext(voter_id) LIMIT 20000`.execute(
    db,
  );
  let next = 0;
  const latencies: number[] = [];
  const write = async () => {
    const voter = voters.rows[(next * 7919) % voters.rows.length];
    next++;
    if (!voter) return;
    const stance = Math.random() < 0.5 ? 'YES' : 'NO';
    latencies.push(
      await timed(() =>
        runCallable(
          'writeStance',
          writeStance,
          {
            data: { stance, voterId: voter.voter_id, fireDbPetition: petition },
            auth: signedInByPhone(voter.voter_id, voter.phone),
            clientAddress: '192.0.2.10',
          },
          deps,
        ),
      ),
    );
  };
  const runClients = async (total: number, call: () => Promise<void> = write) => {
    let issued = 0;
    await Promise.all(
      Array.from({ length: CLIENTS }, async () => {
        while (issued++ < total) await call();
      }),
    );
  };
  await runClients(500); // warm-up
  latencies.length = 0;
  t = performance.now();
  await runClients(WRITES);
  const seconds = (performance.now() - t) / 1000;
  report(
    'writeStance',
    latencies,
    `   ${Math.round(WRITES / seconds)} writes/s with ${CLIENTS} clients (target ≥ 500/s)`,
  );

  // ---- withdrawStance: the same 50 clients take back the stances of the voters written to ----
  const written = Math.min(next, voters.rows.length);
  let nextWithdrawal = 0;
  let withdrawn = 0;
  const withdrawals: number[] = [];
  const withdraw = async () => {
    const voter = voters.rows[(nextWithdrawal * 7919) % voters.rows.length];
    nextWithdrawal++;
    if (!voter) return;
    withdrawals.push(
      await timed(async () => {
        const record = await runCallable(
          'withdrawStance',
          withdrawStance,
          {
            data: { voterId: voter.voter_id, fireDbPetition: petition },
            auth: signedInByPhone(voter.voter_id, voter.phone),
            clientAddress: '192.0.2.10',
          },
          deps,
        );
        if (!record.stances[petition]) withdrawn++;
      }),
    );
  };
  t = performance.now();
  await runClients(written, withdraw);
  const withdrawSeconds = (performance.now() - t) / 1000;
  report(
    'withdrawStance',
    withdrawals,
    `   ${Math.round(withdrawals.length / withdrawSeconds)} withdrawals/s with ${CLIENTS} clients (${withdrawn} answered without the stance)`,
  );
  const { mismatches } = await recountTallies(db);
  console.log(
    `tallies vs recount after the writes and withdrawals: ${mismatches.length} mismatching districts`,
  );
  const [load1] = loadavg();
  console.log(
    `machine load average during the run: ${load1?.toFixed(1)} on ${availableParallelism()} cores (other work skews these figures)`,
  );
} catch (error) {
  console.error(error);
  process.exitCode = 1;
} finally {
  await db?.destroy();
  await removeCluster(server, dir);
}
