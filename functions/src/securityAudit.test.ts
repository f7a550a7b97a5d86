import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  daysNotAddingUp,
  readStancesByDistrict,
  recountTallies,
  type StanceWriteGuard,
  voidStancesOf,
  writeStance,
} from './db';
import {
  addressPrefix,
  auditSubject,
  pruneSecurityLog,
  pseudonym,
  recordSecurityEvent,
  securityLogKey,
} from './securityLog';
import { describeFinding, securityReport } from './securityReport';
import type { TestDatabase } from './testkit/database';
import { createTestDatabase } from './testkit/database';
import { insertVoters, type VoterFixture } from './testkit/fixtures';

// The audit trail on a real PostgreSQL: a wave of hijacked stances from one
// network is found by the report and voided, with the history kept and every tally recounted.
const KEY = 'a-test-key-of-at-least-thirty-two-characters';
const PETITION = 'nationalCarbonFee';
const root = path.resolve(import.meta.dirname, '../..');
const limit = { changes: 10, seconds: 86_400 };
let test: TestDatabase;

const voter = (n: number): VoterFixture => ({
  voter_id: `ca:SA${String(n).padStart(4, '0')}`,
  state: 'ca',
  congressional_district: 1 + (n % 3),
  state_lower_district: 1,
  state_upper_district: 1,
});
const victims = [1, 2, 3, 4, 5, 6].map(voter);
const household = [7, 8].map(voter);
const guard = (uid: string, address: string): StanceWriteGuard => ({
  limit,
  audit: auditSubject(KEY, { uid, clientAddress: address }),
});
/** Each voter at home on a network of their own. */
const ownAddress = (voterId: string) => `100.64.${Number(voterId.slice(-4)) % 250}.1`;
const attackers = victims.map((_, i) => `mallory-${i}`);
const attackerHashes = attackers.map((uid) => auditSubject(KEY, { uid, clientAddress: null }).uidHash ?? '');

beforeAll(async () => {
  test = await createTestDatabase();
  await insertVoters(test.db, [...victims, ...household]);
  // The household sets up and answers from its own network.
  for (const [i, v] of household.entries()) {
    const subject = auditSubject(KEY, { uid: `home-${i}`, clientAddress: '203.0.113.9' });
    await recordSecurityEvent(test.db, { event: 'set_up', ...subject, matched: 1 });
    await writeStance(
      test.db,
      { voterId: v.voter_id, petition: PETITION, stance: 'YES' },
      guard(`home-${i}`, '203.0.113.9'),
    );
  }
  // Victims answered YES themselves first.
  for (const v of victims)
    await writeStance(
      test.db,
      { voterId: v.voter_id, petition: PETITION, stance: 'YES' },
      guard(`own-${v.voter_id}`, ownAddress(v.voter_id)),
    );
  // The wave: from hosts of one /24, a lookup of each victim, a sign-in as them, a NO.
  for (const [i, v] of victims.entries()) {
    const address = `198.51.100.${10 + i}`;
    await recordSecurityEvent(test.db, {
      event: 'lookup',
      ...auditSubject(KEY, { uid: undefined, clientAddress: address }),
      matched: 1,
    });
    await recordSecurityEvent(test.db, {
      event: 'set_up',
      ...auditSubject(KEY, { uid: attackers[i], clientAddress: address }),
      matched: 1,
    });
    await writeStance(
      test.db,
      { voterId: v.voter_id, petition: PETITION, stance: 'NO' },
      guard(attackers[i] ?? '', address),
    );
  }
  // The last victim noticed and answered again themselves: that stance is theirs.
  const last = victims.at(-1)?.voter_id ?? '';
  await writeStance(
    test.db,
    { voterId: last, petition: PETITION, stance: 'YES' },
    guard(`own-${last}`, ownAddress(last)),
  );
});
afterAll(async () => {
  await test.drop();
});

describe('the pseudonyms', () => {
  it('cut addresses to IPv4 /24 and IPv6 /64, an IPv4-mapped address counting as IPv4', () => {
    expect(addressPrefix('198.51.100.77')).toBe('198.51.100.0/24');
    expect(addressPrefix('2001:db8:85a3:12:8a2e:370:7334:1')).toBe('2001:db8:85a3:12::/64');
    expect(addressPrefix('2001:0db8:85a3:0012:ffff::9')).toBe('2001:db8:85a3:12::/64');
    expect(addressPrefix('::ffff:198.51.100.77')).toBe('198.51.100.0/24');
    expect(addressPrefix('not an address')).toBeNull();
  });

  it('are keyed: the same uid under another key, or another host of one /24, gives what it should', () => {
    const a = auditSubject(KEY, { uid: 'u1', clientAddress: '198.51.100.1' });
    const b = auditSubject(KEY, { uid: 'u1', clientAddress: '198.51.100.200' });
    expect(a).toEqual(b);
    expect(pseudonym(`${KEY}-rotated`, 'uid:u1')).not.toBe(a.uidHash);
    expect(a.uidHash).toMatch(/^[0-9a-f]{32}$/);
  });

  it('need a key of 32 characters or more when deployed; the emulators use a local one', () => {
    expect(() => securityLogKey({})).toThrow(
      'RV_SECURITY_LOG_KEY must be set to at least 32 random characters',
    );
    expect(() => securityLogKey({ RV_SECURITY_LOG_KEY: 'short' })).toThrow('RV_SECURITY_LOG_KEY');
    expect(securityLogKey({ RV_SECURITY_LOG_KEY: KEY })).toBe(KEY);
    expect(securityLogKey({ FUNCTIONS_EMULATOR: 'true' })).toMatch(/^registered-voice-local/);
  });

  it('store no uid, address or voter id in the log', async () => {
    const { rows } = await sql<{ row: string }>`SELECT security_log::text AS row FROM security_log`.execute(
      test.db,
    );
    const text = rows.map((r) => r.row).join('\n');
    for (const plain of ['mallory', 'home-', '198.51.100', '203.0.113', 'ca:SA'])
      expect(text).not.toContain(plain);
  });
});

describe('npm run security:report', () => {
  it('finds the wave three ways and leaves the household alone', async () => {
    const findings = await securityReport(test.db, { writesPerBurst: 8 });
    const sorted = [...attackerHashes].sort();
    expect(findings.map((f) => [f.kind, f.uidHashes.filter((h) => sorted.includes(h)).length])).toEqual([
      ['many-identities-one-prefix', 6],
      ['burst-on-petition', 6],
      ['lookups-then-sign-ins', 6],
    ]);
    const prefix = findings[0];
    if (!prefix) throw new Error('no finding');
    expect(prefix.uidHashes).toEqual(sorted);
    expect(findings[2]).toMatchObject({ lookups: 6, identities: 6 });
    expect(describeFinding(prefix)).toMatch(/^6 identities signed in from one address prefix/);
  });

  it('prints the same from the command line, as JSON on request', () => {
    const run = spawnSync(process.execPath, ['--import', 'tsx', 'scripts/security/report.ts', '--json'], {
      cwd: root,
      env: { ...process.env, DATABASE_URL: test.url },
      encoding: 'utf8',
    });
    expect(run.stderr).toBe('');
    const out = JSON.parse(run.stdout) as { findings: { kind: string; uidHashes: string[] }[] };
    expect(out.findings.map((f) => f.kind)).toEqual(['many-identities-one-prefix', 'lookups-then-sign-ins']);
  });

  it('refuses a threshold that is not a whole number, saying which', () => {
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/security/report.ts', '--hours', 'soon'],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: test.url },
        encoding: 'utf8',
      },
    );
    expect([run.status, run.stderr.split('\n')[0]]).toEqual([
      2,
      '--hours must be a whole number ≥ 1, got "soon".',
    ]);
  });
});

describe('npm run stances:void', () => {
  it('refuses without a reason and changes nothing', async () => {
    const before = await test.db.selectFrom('stance_history').select('id').execute();
    const run = spawnSync(
      process.execPath,
      ['--import', 'tsx', 'scripts/security/void.ts', attackerHashes[0] ?? ''],
      {
        cwd: root,
        env: { ...process.env, DATABASE_URL: test.url },
        encoding: 'utf8',
      },
    );
    expect(run.status).toBe(2);
    expect(run.stderr).toContain('Give the reason with --reason');
    expect(await test.db.selectFrom('stance_history').select('id').execute()).toHaveLength(before.length);
  });

  it('voids the wave’s stances (not the one its voter took back), keeps the history, recounts the tallies', async () => {
    const before = await readStancesByDistrict(test.db, { petition: PETITION });
    expect(before.ca.TOTAL).toEqual({ YES: 3, NO: 5 });
    const run = spawnSync(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/security/void.ts',
        '--reason',
        'Hijacked e-mail sign-ins from one network',
        ...attackerHashes,
      ],
      { cwd: root, env: { ...process.env, DATABASE_URL: test.url }, encoding: 'utf8' },
    );
    expect(run.stderr).toBe('');
    expect(run.stdout).toMatch(
      /^Void \d+: 5 stance\(s\) voided \(nationalCarbonFee: 5\); tallies recounted for nationalCarbonFee\.\n$/,
    );

    // Voided stances count nowhere: the results show the household and the voter who answered again.
    const after = await readStancesByDistrict(test.db, { petition: PETITION });
    expect(after.ca.TOTAL).toEqual({ YES: 3, NO: 0 });
    expect((await recountTallies(test.db)).mismatches).toEqual([]);
    expect(await daysNotAddingUp(test.db)).toEqual([]);
    const current = await test.db
      .selectFrom('stances')
      .select('voter_id')
      .where('petition', '=', PETITION)
      .execute();
    expect(current.map((c) => c.voter_id).sort()).toEqual(
      [...household.map((v) => v.voter_id), victims.at(-1)?.voter_id].sort(),
    );

    // The history shows each voter's own YES, the NO that was voided, and the void with its reason.
    const history = await test.db
      .selectFrom('stance_history as h')
      .leftJoin('stance_voids as v', 'v.id', 'h.void_id')
      .select(['h.stance', 'v.reason'])
      .where('h.voter_id', '=', victims[0]?.voter_id ?? '')
      .orderBy('h.id')
      .execute();
    expect(history).toEqual([
      { stance: 'YES', reason: null },
      { stance: 'NO', reason: null },
      { stance: 'VOIDED', reason: 'Hijacked e-mail sign-ins from one network' },
    ]);
    const voids = await test.db.selectFrom('stance_voids').selectAll().execute();
    expect(voids.map((v) => [v.stances_voided, [...v.uid_hashes].sort()])).toEqual([
      [5, [...attackerHashes].sort()],
    ]);
  });

  it('a voided voter can answer again, and a second void of the same identities finds nothing', async () => {
    const victim = victims[0]?.voter_id ?? '';
    const again = await writeStance(
      test.db,
      { voterId: victim, petition: PETITION, stance: 'YES' },
      guard(`own-${victim}`, ownAddress(victim)),
    );
    expect(again?.changed).toBe(true);
    const second = await voidStancesOf(test.db, { uidHashes: attackerHashes, reason: 'Checking again' });
    expect(second.voided).toEqual([]);
    expect((await recountTallies(test.db)).mismatches).toEqual([]);
    expect(await daysNotAddingUp(test.db)).toEqual([]);
  });

  it('keeps every tally equal to a recount while voters write during the void', async () => {
    const racers = Array.from({ length: 40 }, (_, i) => voter(100 + i));
    await insertVoters(test.db, racers);
    const wave = racers.slice(0, 20);
    for (const [i, v] of wave.entries())
      await writeStance(
        test.db,
        { voterId: v.voter_id, petition: PETITION, stance: 'NO' },
        guard(`bot-${i}`, '198.51.100.99'),
      );
    const bots = wave.map(
      (_, i) => auditSubject(KEY, { uid: `bot-${i}`, clientAddress: null }).uidHash ?? '',
    );
    const [voided] = await Promise.all([
      voidStancesOf(test.db, { uidHashes: bots, reason: 'Scripted wave' }),
      // Every racer answers the same petition for themselves meanwhile, the wave's voters too.
      ...racers.map((v, i) =>
        writeStance(
          test.db,
          { voterId: v.voter_id, petition: PETITION, stance: i % 2 ? 'YES' : 'NO' },
          guard(`own-${v.voter_id}`, ownAddress(v.voter_id)),
        ),
      ),
    ]);
    // A wave voter whose own write landed first keeps it, one whose write came after the void
    // has a stance again; each voided stance has its VOIDED entry, and every count adds up.
    expect(voided.voided.length).toBeLessThanOrEqual(20);
    const entries = await test.db
      .selectFrom('stance_history')
      .select('voter_id')
      .where('void_id', '=', voided.voidId)
      .execute();
    expect(entries.map((e) => e.voter_id).sort()).toEqual(voided.voided.map((v) => v.voterId).sort());
    expect((await recountTallies(test.db)).mismatches).toEqual([]);
    expect(await daysNotAddingUp(test.db)).toEqual([]);
  });
});

describe('retention', () => {
  it('prunes rows older than the retention and keeps the rest', async () => {
    await sql`INSERT INTO security_log (event, at) VALUES ('lookup', now() - interval '91 days'), ('lookup', now() - interval '89 days')`.execute(
      test.db,
    );
    const total = (await test.db.selectFrom('security_log').select('id').execute()).length;
    expect(await pruneSecurityLog(test.db)).toBe(1);
    expect(await test.db.selectFrom('security_log').select('id').execute()).toHaveLength(total - 1);
  });
});
