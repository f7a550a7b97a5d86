import { type DayChange, STATE_LEGISLATIVE_DISTRICTS, STATE_TIME_ZONES, type StanceCount } from '@rv/domain';
import { sql } from 'kysely';
import type { Queryable, Tx } from './connection';
import { DISTRICT_COUNTS } from './districts';
import type { DistrictKind, StateCode, VotersTable } from './schema';
import { newestSnapshots } from './voterLists';

/**
 * Exact YES/NO of each district, as the database holds them (never sent as is: the public sees
 * publishedCounts.ts's version, with counts under k hidden). Districts "1".."N" of one state plus its `TOTAL`.
 */
type StateTallies = Record<string, StanceCount> & { TOTAL: StanceCount };

/** YES/NO per congressional district of both states. */
export interface CongressionalTallies {
  ca: StateTallies;
  fl: StateTallies;
  /**
   * The district plan each state's districts are on: its newest snapshot's, since only the voters
   * of that snapshot count (docs/decisions/0073-results-on-the-plan-they-count.md); null before any.
   */
  districtPlans: Record<StateCode, string | null>;
  /** When the counts were read (ISO). */
  asOf: string;
}

/** The district plan of each state's newest snapshot (null: no snapshot, or none recorded). */
async function readCountedPlans(db: Queryable): Promise<Record<StateCode, string | null>> {
  const rows = await newestSnapshots(db);
  const planOf = (state: StateCode) => rows.find((row) => row.state === state)?.district_plan ?? null;
  return { ca: planOf('ca'), fl: planOf('fl') };
}

/** YES/NO per state legislative district of one state. */
export interface StateLegislativeTallies {
  /** CA State Assembly 1..80 (CA only). */
  stateAssembly?: Record<string, StanceCount>;
  /** FL State House 1..120 (FL only). */
  stateHouse?: Record<string, StanceCount>;
  /** State Senate 1..40. */
  stateSenate: Record<string, StanceCount>;
  asOf: string;
}

/** The voter columns that say which counters a stance moves. */
export type CountedIn = Pick<
  VotersTable,
  'voter_id' | 'state' | 'congressional_district' | 'state_lower_district' | 'state_upper_district'
>;

/** Adds `yes`/`no` to the voter's three district counters (congressional, lower, upper) in one statement. */
export async function applyTallyDelta(
  trx: Tx,
  { petition, voter, yes, no }: { petition: string; voter: CountedIn; yes: number; no: number },
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

/** Districts 1..count with zero counts, so districts without stances still show. */
function zeroCounts(count: number): Record<string, StanceCount> {
  const out: Record<string, StanceCount> = {};
  for (let d = 1; d <= count; d++) out[String(d)] = { YES: 0, NO: 0 };
  return out;
}

async function sumTallies(
  db: Queryable,
  { petitions, kind, state }: { petitions: readonly string[]; kind: DistrictKind; state?: StateCode },
): Promise<{
  rows: { petition: string; state: StateCode; district: number; yes: number; no: number }[];
  asOf: string;
}> {
  let query = db
    .selectFrom('tallies')
    .select([
      'petition',
      'state',
      'district',
      sql<number>`sum(yes)::int`.as('yes'),
      sql<number>`sum(no)::int`.as('no'),
    ])
    .where('petition', 'in', petitions.length > 0 ? petitions : [''])
    .where('district_kind', '=', kind);
  if (state) query = query.where('state', '=', state);
  const [rows, now] = await Promise.all([
    query.groupBy(['petition', 'state', 'district']).execute(),
    sql<{ now: Date }>`SELECT now() AS now`.execute(db),
  ]);
  return { rows, asOf: (now.rows[0]?.now ?? new Date()).toISOString() };
}

/** A state's congressional districts "1".."N" (zeros included) and its TOTAL, from summed rows. */
function congressionalTable(
  state: StateCode,
  rows: readonly { district: number; yes: number; no: number }[],
): StateTallies {
  const table: StateTallies = {
    ...zeroCounts(DISTRICT_COUNTS[state].congressional),
    TOTAL: { YES: 0, NO: 0 },
  };
  for (const row of rows) {
    table[String(row.district)] = { YES: row.yes, NO: row.no };
    table.TOTAL = { YES: table.TOTAL.YES + row.yes, NO: table.TOTAL.NO + row.no };
  }
  return table;
}

/**
 * YES/NO per congressional district ("1".."52" CA, "1".."28" FL, zeros included) and a TOTAL
 * per state. Sums at most 8 counter rows per district: no scan of stances.
 */
export async function readStancesByDistrict(
  db: Queryable,
  { petition }: { petition: string },
): Promise<CongressionalTallies> {
  const [{ rows, asOf }, districtPlans] = await Promise.all([
    sumTallies(db, { petitions: [petition], kind: 'congressional' }),
    readCountedPlans(db),
  ]);
  return {
    ca: congressionalTable(
      'ca',
      rows.filter((row) => row.state === 'ca'),
    ),
    fl: congressionalTable(
      'fl',
      rows.filter((row) => row.state === 'fl'),
    ),
    districtPlans,
    asOf,
  };
}

/** One state's congressional tallies of several petitions, as readStancesByDistrict has each. */
export interface StateTalliesByPetition {
  /** Per petition key: districts "1".."N" and TOTAL. */
  readonly byPetition: Readonly<Record<string, StateTallies>>;
  /** The district plan the state's districts are counted on (null before any voter file). */
  readonly districtPlan: string | null;
  readonly asOf: string;
}

/**
 * One state's congressional YES/NO per district for several petitions at once: a member's
 * report reads every petition of their constituency with one sum, not one per petition.
 */
export async function readStateStancesByPetition(
  db: Queryable,
  { petitions, state }: { petitions: readonly string[]; state: StateCode },
): Promise<StateTalliesByPetition> {
  const [{ rows, asOf }, districtPlans] = await Promise.all([
    sumTallies(db, { petitions, kind: 'congressional', state }),
    readCountedPlans(db),
  ]);
  const byPetition = Object.fromEntries(
    petitions.map((petition) => [
      petition,
      congressionalTable(
        state,
        rows.filter((row) => row.petition === petition),
      ),
    ]),
  );
  return { byPetition, districtPlan: districtPlans[state], asOf };
}

/** Each district's days, per petition, and since when the state's districts are on their map. */
export interface DayChangesByPetition {
  readonly byPetition: Readonly<Record<string, DayChange[]>>;
  /**
   * The day (the state's own) the state's newest district plan was first imported: a district's
   * days before it are of the same number on another map. Null before any voter file.
   */
  readonly planCountedSince: string | null;
}

/**
 * Each congressional district's net change in YES and NO per day (the state's own calendar day,
 * kept by a trigger on the counters: migration 0010), for several petitions of one state, or of one
 * district of it. Reads one row per district, day and shard: never the stance history.
 */
export async function readDayChanges(
  db: Queryable,
  { petitions, state, district }: { petitions: readonly string[]; state: StateCode; district: number | null },
): Promise<DayChangesByPetition> {
  let query = db
    .selectFrom('tally_days')
    .select([
      'petition',
      'district',
      sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'),
      sql<number>`sum(yes)::int`.as('yes'),
      sql<number>`sum(no)::int`.as('no'),
    ])
    .where('petition', 'in', petitions.length > 0 ? petitions : [''])
    .where('state', '=', state);
  if (district !== null) query = query.where('district', '=', district);
  const [rows, since] = await Promise.all([
    query
      .groupBy(['petition', 'district', 'day'])
      .having((eb) => eb.or([eb(sql`sum(yes)`, '<>', 0), eb(sql`sum(no)`, '<>', 0)]))
      .orderBy('day')
      .execute(),
    sql<{ day: string | null }>`
      SELECT to_char(min(imported_at AT TIME ZONE ${STATE_TIME_ZONES[state]})::date, 'YYYY-MM-DD') AS day
      FROM snapshots
      WHERE state = ${state}
        AND district_plan = (SELECT district_plan FROM snapshots WHERE state = ${state} ORDER BY id DESC LIMIT 1)`.execute(
      db,
    ),
  ]);
  const byPetition: Record<string, DayChange[]> = Object.fromEntries(
    petitions.map((petition) => [petition, []]),
  );
  for (const row of rows) {
    byPetition[row.petition]?.push({ district: row.district, day: row.day, YES: row.yes, NO: row.no });
  }
  return { byPetition, planCountedSince: since.rows[0]?.day ?? null };
}

/** YES/NO per state legislative district of one state (zeros included). The product shows California's. */
export async function readStanceCountState(
  db: Queryable,
  { petition, state }: { petition: string; state: StateCode },
): Promise<StateLegislativeTallies> {
  const [lower, upper] = await Promise.all([
    sumTallies(db, { petitions: [petition], kind: 'lower', state }),
    sumTallies(db, { petitions: [petition], kind: 'upper', state }),
  ]);
  const lowerCounts = zeroCounts(DISTRICT_COUNTS[state].lower);
  const upperCounts = zeroCounts(DISTRICT_COUNTS[state].upper);
  for (const r of lower.rows) lowerCounts[String(r.district)] = { YES: r.yes, NO: r.no };
  for (const r of upper.rows) upperCounts[String(r.district)] = { YES: r.yes, NO: r.no };
  // Named for the state's chambers (`STATE_LEGISLATIVE_DISTRICTS`): Assembly or House, and Senate.
  const chambers = STATE_LEGISLATIVE_DISTRICTS[state];
  return {
    [chambers.lower.field]: lowerCounts,
    stateSenate: upperCounts,
    asOf: upper.asOf,
  };
}
