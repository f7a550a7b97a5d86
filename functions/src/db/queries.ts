import type { VoterRecord, VoterStanceHistory } from '@rv/api/contract';
import { sql } from 'kysely';
import type { Db, Queryable, Tx } from './connection';
import { withTransaction } from './connection';
import { DISTRICT_COUNTS } from './districts';
import type { DistrictKind, StateCode, VoterStance, VotersTable } from './schema';

export interface YesNo {
  YES: number;
  NO: number;
}

/** The columns of a `voters` row that make a `VoterRecord` (and that writeStance checks). */
const VOTER_ROW_COLUMNS = [
  'voter_id',
  'state',
  'first_name',
  'last_name',
  'suffix',
  'city',
  'status',
  'is_up_to_date',
  'congressional_district',
  'state_lower_district',
  'state_upper_district',
] as const satisfies readonly (keyof VotersTable)[];

export type VoterRow = Pick<VotersTable, (typeof VOTER_ROW_COLUMNS)[number]>;

/**
 * A `voters` row as the voter sees it (`VoterRecord`): no contacts, date of birth, address,
 * county or middle name; districts as strings, the lower house named for the state.
 */
function toVoterRecord(row: VoterRow, stances: Record<string, VoterStanceHistory>): VoterRecord {
  const stateSenate = String(row.state_upper_district);
  const lower = String(row.state_lower_district);
  return {
    voterId: row.voter_id,
    first: row.first_name,
    last: row.last_name,
    suffix: row.suffix ?? '',
    city: row.city,
    state: row.state,
    district: String(row.congressional_district),
    districts:
      row.state === 'ca' ? { stateAssembly: lower, stateSenate } : { stateHouse: lower, stateSenate },
    stances,
    isUpToDate: row.is_up_to_date,
  };
}

async function loadStances(
  db: Queryable,
  voterIds: string[],
): Promise<Map<string, Record<string, VoterStanceHistory>>> {
  const byVoter = new Map<string, Record<string, VoterStanceHistory>>();
  if (voterIds.length === 0) return byVoter;
  // One round trip: each current stance with its history, oldest first.
  const rows = await db
    .selectFrom('stances as s')
    .innerJoin('stance_history as h', (join) =>
      join.onRef('h.voter_id', '=', 's.voter_id').onRef('h.petition', '=', 's.petition'),
    )
    .select(['s.voter_id', 's.petition', 's.stance as current', 's.updated_at', 'h.stance', 'h.at'])
    .where('s.voter_id', 'in', voterIds)
    // A record lists the stances given; a withdrawal is the absence of a current stance.
    .where('h.stance', '<>', 'WITHDRAWN')
    .$narrowType<{ stance: VoterStance }>()
    .orderBy('s.voter_id')
    .orderBy('s.petition')
    .orderBy('h.id')
    .execute();
  for (const r of rows) {
    const stances = byVoter.get(r.voter_id) ?? {};
    byVoter.set(r.voter_id, stances);
    let entry = stances[r.petition];
    if (!entry) {
      entry = { currentStance: { stance: r.current, at: r.updated_at.toISOString() }, history: [] };
      stances[r.petition] = entry;
    }
    entry.history.push({ stance: r.stance, at: r.at.toISOString() });
  }
  // The current stance is the newest history entry, so both carry the same time.
  for (const stances of byVoter.values()) {
    for (const entry of Object.values(stances)) {
      const last = entry.history.at(-1);
      if (last) entry.currentStance = { ...last };
    }
  }
  return byVoter;
}

export async function voterRecords(db: Queryable, rows: VoterRow[]): Promise<VoterRecord[]> {
  const stances = await loadStances(
    db,
    rows.map((r) => r.voter_id),
  );
  return rows.map((r) => toVoterRecord(r, stances.get(r.voter_id) ?? {}));
}

export type MatchIdentity = { phone: string } | { email: string };

/**
 * The caller's matches: voters whose phones contain the verified E.164 phone, or whose e-mail
 * equals the verified e-mail (compared lower-cased), that are active and in the current file.
 * Sorted by name, suffix, city (the picker's order).
 */
export async function findMatchedVoters(db: Queryable, identity: MatchIdentity): Promise<VoterRecord[]> {
  let query = db
    .selectFrom('voters')
    .select(VOTER_ROW_COLUMNS)
    .where('is_up_to_date', '=', true)
    .where('status', '=', 'A');
  query =
    'phone' in identity
      ? query.where(sql<boolean>`phones @> ARRAY[${identity.phone}]::text[]`)
      : query.where('email', '=', identity.email.trim().toLowerCase());
  const rows = await query
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('suffix')
    .orderBy('city')
    .orderBy('voter_id')
    .execute();
  return voterRecords(db, rows);
}

/** One voter's record (any status), or null when the id is unknown. */
export async function getVoterRecord(db: Queryable, voterId: string): Promise<VoterRecord | null> {
  const row = await db
    .selectFrom('voters')
    .select(VOTER_ROW_COLUMNS)
    .where('voter_id', '=', voterId)
    .executeTakeFirst();
  if (!row) return null;
  const [record] = await voterRecords(db, [row]);
  return record ?? null;
}

export interface WriteStanceResult {
  /** false when the voter already had this stance (nothing was written). */
  changed: boolean;
  previous: VoterStance | null;
  voter: VoterRecord;
}

/** Adds `yes`/`no` to the voter's three district counters in one statement. */
export async function applyTallyDelta(
  trx: Tx,
  petition: string,
  voter: VoterRow,
  yes: number,
  no: number,
): Promise<void> {
  // Rows in one fixed order (kind, then district) so concurrent writers cannot deadlock.
  const kinds: [DistrictKind, number][] = [
    ['congressional', voter.congressional_district],
    ['lower', voter.state_lower_district],
    ['upper', voter.state_upper_district],
  ];
  await sql`
    INSERT INTO tallies (petition, state, district_kind, district, shard, yes, no)
    SELECT ${petition}, ${voter.state}, k.kind, k.district, tally_shard(${voter.voter_id}), ${yes}::int, ${no}::int
    FROM (VALUES ${sql.join(kinds.map(([kind, d], i) => sql`(${kind}, ${d}::smallint, ${i}::int)`))}) AS k(kind, district, ord)
    ORDER BY k.ord
    ON CONFLICT (petition, state, district_kind, district, shard)
    DO UPDATE SET yes = tallies.yes + excluded.yes, no = tallies.no + excluded.no`.execute(trx);
}

/**
 * Locks a voter's row for a change of stance and returns it, or null when the voter is unknown,
 * inactive or not in the current file. The lock serialises one voter's writes and withdrawals
 * (so "previous stance" is exact) and orders them against an import that moves the voter
 * (which updates the same row).
 */
export async function lockCountedVoter(trx: Tx, voterId: string): Promise<VoterRow | null> {
  const voter = await trx
    .selectFrom('voters')
    .select(VOTER_ROW_COLUMNS)
    .where('voter_id', '=', voterId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return voter?.status === 'A' && voter.is_up_to_date ? voter : null;
}

/**
 * Records a voter's stance on a petition in ONE transaction: the current stance, its history entry,
 * and the tallies of every district the voter counts in (congressional, lower, upper). Repeating
 * the current stance changes nothing; a switch moves one count. Returns null (and writes nothing)
 * when the voter is unknown, inactive or not in the current file. Eligibility for the petition
 * (docs/product/rules.md#who-may-voice-a-stance) is the caller's check. The returned voter record
 * is read just after the commit (the transaction holds its locks for three statements only).
 */
export async function writeStance(
  db: Db,
  input: { voterId: string; petition: string; stance: VoterStance },
): Promise<WriteStanceResult | null> {
  const written = await withTransaction(db, async (trx) => {
    const voter = await lockCountedVoter(trx, input.voterId);
    if (!voter) return null;
    // A separate statement, AFTER the lock: in READ COMMITTED a statement's snapshot is taken
    // when it starts, so a stance joined into the locking SELECT would be the one from before
    // a concurrent writer (that held the lock) committed: a stale "previous" and wrong tally
    // deltas (negative counts under racing writes; found by tests/functions concurrency tests).
    const current = await trx
      .selectFrom('stances')
      .select('stance')
      .where('voter_id', '=', input.voterId)
      .where('petition', '=', input.petition)
      .executeTakeFirst();
    const previous = current?.stance ?? null;
    if (previous !== input.stance) {
      await sql`
        WITH current AS (
          INSERT INTO stances (voter_id, petition, stance) VALUES (${input.voterId}, ${input.petition}, ${input.stance})
          ON CONFLICT (voter_id, petition) DO UPDATE SET stance = excluded.stance, updated_at = now()
        )
        INSERT INTO stance_history (voter_id, petition, stance)
        VALUES (${input.voterId}, ${input.petition}, ${input.stance})`.execute(trx);
      const yes = (input.stance === 'YES' ? 1 : 0) - (previous === 'YES' ? 1 : 0);
      const no = (input.stance === 'NO' ? 1 : 0) - (previous === 'NO' ? 1 : 0);
      await applyTallyDelta(trx, input.petition, voter, yes, no);
    }
    return { voter, previous };
  });
  if (!written) return null;
  const [voter] = await voterRecords(db, [written.voter]);
  if (!voter) throw new Error('unreachable: the record of a loaded voter');
  return { changed: written.previous !== input.stance, previous: written.previous, voter };
}

function emptyCounts(count: number): Record<string, YesNo> {
  const out: Record<string, YesNo> = {};
  for (let d = 1; d <= count; d++) out[String(d)] = { YES: 0, NO: 0 };
  return out;
}

async function sumTallies(
  db: Queryable,
  petition: string,
  kind: DistrictKind,
  state?: StateCode,
): Promise<{ rows: { state: StateCode; district: number; yes: number; no: number }[]; asOf: string }> {
  let query = db
    .selectFrom('tallies')
    .select(['state', 'district', sql<number>`sum(yes)::int`.as('yes'), sql<number>`sum(no)::int`.as('no')])
    .where('petition', '=', petition)
    .where('district_kind', '=', kind);
  if (state) query = query.where('state', '=', state);
  const [rows, now] = await Promise.all([
    query.groupBy(['state', 'district']).execute(),
    sql<{ now: Date }>`SELECT now() AS now`.execute(db),
  ]);
  return { rows, asOf: (now.rows[0]?.now ?? new Date()).toISOString() };
}

export type StateDistrictCounts = Record<string, YesNo> & { TOTAL: YesNo };

export interface StancesByDistrict {
  ca: StateDistrictCounts;
  fl: StateDistrictCounts;
  /** When the counts were read (ISO). */
  asOf: string;
}

/**
 * YES/NO per congressional district ("1".."52" CA, "1".."28" FL, zeros included) and a TOTAL
 * per state. Sums at most 8 counter rows per district: no scan of stances.
 */
export async function readStancesByDistrict(db: Queryable, petition: string): Promise<StancesByDistrict> {
  const { rows, asOf } = await sumTallies(db, petition, 'congressional');
  const result = {
    ca: { ...emptyCounts(DISTRICT_COUNTS.ca.congressional), TOTAL: { YES: 0, NO: 0 } },
    fl: { ...emptyCounts(DISTRICT_COUNTS.fl.congressional), TOTAL: { YES: 0, NO: 0 } },
    asOf,
  } as StancesByDistrict;
  for (const row of rows) {
    const state = result[row.state];
    state[String(row.district)] = { YES: row.yes, NO: row.no };
    state.TOTAL.YES += row.yes;
    state.TOTAL.NO += row.no;
  }
  return result;
}

export interface StanceCountState {
  /** CA State Assembly 1..80 (CA only). */
  stateAssembly?: Record<string, YesNo>;
  /** FL State House 1..120 (FL only). */
  stateHouse?: Record<string, YesNo>;
  /** State Senate 1..40. */
  stateSenate: Record<string, YesNo>;
  asOf: string;
}

/** YES/NO per state legislative district (zeros included). The product shows California's. */
export async function readStanceCountState(
  db: Queryable,
  petition: string,
  state: StateCode = 'ca',
): Promise<StanceCountState> {
  const [lower, upper] = await Promise.all([
    sumTallies(db, petition, 'lower', state),
    sumTallies(db, petition, 'upper', state),
  ]);
  const lowerCounts = emptyCounts(DISTRICT_COUNTS[state].lower);
  const upperCounts = emptyCounts(DISTRICT_COUNTS[state].upper);
  for (const r of lower.rows) lowerCounts[String(r.district)] = { YES: r.yes, NO: r.no };
  for (const r of upper.rows) upperCounts[String(r.district)] = { YES: r.yes, NO: r.no };
  return state === 'ca'
    ? { stateAssembly: lowerCounts, stateSenate: upperCounts, asOf: upper.asOf }
    : { stateHouse: lowerCounts, stateSenate: upperCounts, asOf: upper.asOf };
}

export interface VoterContactLookup {
  /** Upper-cased and trimmed here anyway. */
  first: string;
  last: string;
  /** `MM/DD/YYYY` (as typed in the form) or ISO `YYYY-MM-DD`. */
  dob: string;
  zip: string;
}

/**
 * UNMASKED contacts of matching voters in the current file. The caller (getVoterContact) must
 * mask them before anything leaves the server.
 */
export interface VoterContactResult {
  A: { numVotersFound: number; phones: string[]; emails: string[] };
  I: { numVotersFound: number };
}

/** Converts `MM/DD/YYYY` or `YYYY-MM-DD` to ISO; null when neither. */
export function isoDate(dob: string): string | null {
  const us = /^(\d{2})\/(\d{2})\/(\d{4})$/.exec(dob.trim());
  if (us) return `${us[3]}-${us[1]}-${us[2]}`;
  return /^\d{4}-\d{2}-\d{2}$/.test(dob.trim()) ? dob.trim() : null;
}

export async function lookupVoterContact(
  db: Queryable,
  input: VoterContactLookup,
): Promise<VoterContactResult> {
  const dob = isoDate(input.dob);
  const result: VoterContactResult = {
    A: { numVotersFound: 0, phones: [], emails: [] },
    I: { numVotersFound: 0 },
  };
  if (!dob) return result;
  const rows = await db
    .selectFrom('voters')
    .select(['status', 'phones', 'email'])
    .where('last_name', '=', input.last.trim().toUpperCase())
    .where('first_name', '=', input.first.trim().toUpperCase())
    .where('dob', '=', dob)
    .where('zip', '=', input.zip.trim())
    .where('is_up_to_date', '=', true)
    .execute();
  const phones = new Set<string>();
  const emails = new Set<string>();
  for (const row of rows) {
    if (row.status === 'I') {
      result.I.numVotersFound++;
      continue;
    }
    result.A.numVotersFound++;
    for (const p of row.phones) phones.add(p);
    if (row.email) emails.add(row.email);
  }
  result.A.phones = [...phones].sort();
  result.A.emails = [...emails].sort();
  return result;
}

export async function getSetUpStatus(db: Queryable, uid: string): Promise<string | null> {
  const row = await db
    .selectFrom('set_up_status')
    .select('last_set_up')
    .where('uid', '=', uid)
    .executeTakeFirst();
  return row?.last_set_up ?? null;
}

export async function setSetUpStatus(db: Queryable, uid: string, lastSetUp: string): Promise<void> {
  await db
    .insertInto('set_up_status')
    .values({ uid, last_set_up: lastSetUp })
    .onConflict((oc) => oc.column('uid').doUpdateSet({ last_set_up: lastSetUp, updated_at: sql`now()` }))
    .execute();
}

export interface TallyMismatch {
  petition: string;
  state: StateCode;
  districtKind: DistrictKind;
  district: number;
  tallied: YesNo;
  recounted: YesNo;
}

/**
 * The tally invariant: every district's summed counter rows equal a recount of the current
 * stances of active, up-to-date voters. Returns the districts where they differ (none = holds)
 * and how many stances were recounted.
 */
export async function recountTallies(
  db: Queryable,
): Promise<{ mismatches: TallyMismatch[]; stancesCounted: number }> {
  const { rows } = await sql<{
    petition: string;
    state: StateCode;
    district_kind: DistrictKind;
    district: number;
    t_yes: number;
    t_no: number;
    r_yes: number;
    r_no: number;
  }>`
    WITH recount AS (
      SELECT st.petition, v.state, k.kind AS district_kind, k.district,
             count(*) FILTER (WHERE st.stance = 'YES')::int AS yes,
             count(*) FILTER (WHERE st.stance = 'NO')::int AS no
      FROM stances st
      JOIN voters v ON v.voter_id = st.voter_id AND v.is_up_to_date AND v.status = 'A'
      CROSS JOIN LATERAL (VALUES ('congressional', v.congressional_district),
                                 ('lower', v.state_lower_district),
                                 ('upper', v.state_upper_district)) AS k(kind, district)
      GROUP BY 1, 2, 3, 4
    ), tallied AS (
      SELECT petition, state, district_kind, district, sum(yes)::int AS yes, sum(no)::int AS no
      FROM tallies GROUP BY 1, 2, 3, 4
    )
    SELECT coalesce(t.petition, r.petition) AS petition, coalesce(t.state, r.state) AS state,
           coalesce(t.district_kind, r.district_kind) AS district_kind, coalesce(t.district, r.district) AS district,
           coalesce(t.yes, 0) AS t_yes, coalesce(t.no, 0) AS t_no, coalesce(r.yes, 0) AS r_yes, coalesce(r.no, 0) AS r_no
    FROM tallied t FULL JOIN recount r USING (petition, state, district_kind, district)
    WHERE coalesce(t.yes, 0) <> coalesce(r.yes, 0) OR coalesce(t.no, 0) <> coalesce(r.no, 0)
    ORDER BY 1, 2, 3, 4`.execute(db);
  const counted = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM stances st
    JOIN voters v ON v.voter_id = st.voter_id AND v.is_up_to_date AND v.status = 'A'`.execute(db);
  return {
    mismatches: rows.map((r) => ({
      petition: r.petition,
      state: r.state,
      districtKind: r.district_kind,
      district: r.district,
      tallied: { YES: r.t_yes, NO: r.t_no },
      recounted: { YES: r.r_yes, NO: r.r_no },
    })),
    stancesCounted: counted.rows[0]?.n ?? 0,
  };
}
