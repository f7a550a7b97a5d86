import type { VoterRecord } from '@rv/api/contract';
import { STATE_LEGISLATIVE_DISTRICTS } from '@rv/domain';
import { type SelectQueryBuilder, sql } from 'kysely';
import type { Queryable, Tx } from './connection';
import type { Database, StateCode, VotersTable } from './schema';
import { readStanceHistories, type StancesByPetition } from './stanceHistory';

/** A verified identity as the voter file stores it: E.164 phone, or e-mail. */
export type MatchIdentity = { phone: string } | { email: string };

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
  'district_plan',
] as const satisfies readonly (keyof VotersTable)[];

export type VoterRow = Pick<VotersTable, (typeof VOTER_ROW_COLUMNS)[number]>;

/**
 * A `voters` row as the voter sees it (`VoterRecord`): no contacts, date of birth, address,
 * county or middle name; districts as strings, the lower house named for the state.
 */
function toVoterRecord(row: VoterRow, stances: StancesByPetition): VoterRecord {
  // The database's lower/upper chambers under the names the API gives them for the state.
  const { lower, upper } = STATE_LEGISLATIVE_DISTRICTS[row.state];
  return {
    voterId: row.voter_id,
    first: row.first_name,
    last: row.last_name,
    suffix: row.suffix ?? '',
    city: row.city,
    state: row.state,
    district: String(row.congressional_district),
    districtPlan: row.district_plan,
    districts: {
      [lower.field]: String(row.state_lower_district),
      [upper.field]: String(row.state_upper_district),
    },
    stances,
    isUpToDate: row.is_up_to_date,
  };
}

/** The records of the given rows, in the same order, with their stances (one more query). */
export async function voterRecords(db: Queryable, rows: readonly VoterRow[]): Promise<VoterRecord[]> {
  const stances = await readStanceHistories(
    db,
    rows.map((row) => row.voter_id),
  );
  return rows.map((row) => toVoterRecord(row, stances.get(row.voter_id) ?? {}));
}

/**
 * Only voters who count (active and in the current file) whose phones contain the verified
 * phone, or whose e-mail equals the verified e-mail (compared lower-cased).
 */
function countingMatches<O>(query: SelectQueryBuilder<Database, 'voters', O>, identity: MatchIdentity) {
  const counting = query.where('is_up_to_date', '=', true).where('status', '=', 'A');
  return 'phone' in identity
    ? counting.where(sql<boolean>`phones @> ARRAY[${identity.phone}]::text[]`)
    : counting.where('email', '=', identity.email.trim().toLowerCase());
}

/** The caller's matched voters (active, in the current file), in the picker's order. */
export async function findMatchedVoters(db: Queryable, identity: MatchIdentity): Promise<VoterRecord[]> {
  const rows = await countingMatches(db.selectFrom('voters').select(VOTER_ROW_COLUMNS), identity)
    .orderBy('last_name')
    .orderBy('first_name')
    .orderBy('suffix')
    .orderBy('city')
    .orderBy('voter_id')
    .execute();
  return voterRecords(db, rows);
}

/** One voter's record (any status), or null when the id is unknown. */
export async function getVoterRecord(
  db: Queryable,
  { voterId }: { voterId: string },
): Promise<VoterRecord | null> {
  const row = await db
    .selectFrom('voters')
    .select(VOTER_ROW_COLUMNS)
    .where('voter_id', '=', voterId)
    .executeTakeFirst();
  if (!row) return null;
  const [record] = await voterRecords(db, [row]);
  return record ?? null;
}

/**
 * The state of `voterId` when that voter matches the caller's verified identity and counts
 * (active, in the current file); null otherwise. One primary-key lookup: writeStance's check
 * that the voter is one of the caller's matches, without loading every match and its stances.
 */
export async function matchedVoterState(
  db: Queryable,
  { voterId, identity }: { voterId: string; identity: MatchIdentity },
): Promise<StateCode | null> {
  const row = await countingMatches(
    db.selectFrom('voters').select('state').where('voter_id', '=', voterId),
    identity,
  ).executeTakeFirst();
  return row?.state ?? null;
}

/**
 * Locks a voter's row for a change of stance and returns it, or null when the voter is unknown,
 * inactive or not in the current file. The lock serialises one voter's writes and withdrawals
 * (so "previous stance" is exact) and orders them against an import that moves the voter
 * (which updates the same row).
 */
export async function lockCountedVoter(trx: Tx, { voterId }: { voterId: string }): Promise<VoterRow | null> {
  const voter = await trx
    .selectFrom('voters')
    .select(VOTER_ROW_COLUMNS)
    .where('voter_id', '=', voterId)
    .forNoKeyUpdate()
    .executeTakeFirst();
  return voter?.status === 'A' && voter.is_up_to_date ? voter : null;
}
