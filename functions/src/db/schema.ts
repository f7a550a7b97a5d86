import type { StateCode, VoterStance } from '@rv/domain';
import type { ColumnType, Generated } from 'kysely';

export type { StateCode, VoterStance };
/** A = Active, I = Inactive (FL ACT/INA, CA A/I in the files). */
export type VoterStatus = 'A' | 'I';
/**
 * The district kinds a voter counts in. `lower` is the CA State Assembly / FL State House,
 * `upper` the CA / FL State Senate: the API's `stateAssembly` / `stateHouse` and `stateSenate`,
 * mapped in one place, `STATE_LEGISLATIVE_DISTRICTS` of `@rv/domain` (docs/product/data.md#names-in-the-code).
 */
export type DistrictKind = 'congressional' | 'lower' | 'upper';

/** One applied voter-file snapshot of one state (functions/README.md). */
interface SnapshotsTable {
  id: Generated<number>;
  state: StateCode;
  imported_at: Generated<Date>;
  source_files: string[];
  rows_read: number;
  rows_exempt: number;
  rows_malformed: number;
  voters_inserted: number;
  voters_updated: number;
  voters_unchanged: number;
  voters_marked_stale: number;
  /** When the state extracted the file (ISO date), if the file says. */
  extract_date: string | null;
  /**
   * The congressional district plan the file's districts are on (content/districts/plans.yaml),
   * migration 0009; NULL only in tests' fixtures.
   */
  district_plan: string | null;
}

export interface VotersTable {
  /** `<state>:<state voter id>`, e.g. `fl:100234567`, `ca:CA000012345`. */
  voter_id: string;
  state: StateCode;
  county: string;
  first_name: string;
  middle_name: string | null;
  last_name: string;
  suffix: string | null;
  city: string;
  zip: string;
  /** ISO date `YYYY-MM-DD` (DATE parsed as a string, never a JS Date, to avoid time zones). */
  dob: string;
  status: VoterStatus;
  congressional_district: number;
  state_lower_district: number;
  state_upper_district: number;
  /** E.164, e.g. `+13055550142`. */
  phones: string[];
  /** Lower-cased. */
  email: string | null;
  is_up_to_date: boolean;
  /** The snapshot that last wrote this row (unchanged rows are not rewritten). */
  snapshot_id: number;
  /**
   * The plan of `congressional_district`: its snapshot's (migration 0009). NULL (fixtures only) is
   * read as the plan in office.
   */
  district_plan: string | null;
  updated_at: Generated<Date>;
}

/**
 * Every `voters` column, in table order, and where its value comes from: the voter `file`, or
 * the `import` itself. The importer derives all its column lists from this one declaration, by
 * name (the COPY lines and their column list, the staged-vs-stored comparison, the inserts and
 * updates); `satisfies` makes a column added to `VotersTable` fail to compile until it is
 * listed here.
 */
const VOTER_COLUMNS = {
  voter_id: 'file',
  state: 'file',
  county: 'file',
  first_name: 'file',
  middle_name: 'file',
  last_name: 'file',
  suffix: 'file',
  city: 'file',
  zip: 'file',
  dob: 'file',
  status: 'file',
  congressional_district: 'file',
  state_lower_district: 'file',
  state_upper_district: 'file',
  phones: 'file',
  email: 'file',
  is_up_to_date: 'import',
  snapshot_id: 'import',
  updated_at: 'import',
  district_plan: 'import',
} as const satisfies Record<keyof VotersTable, 'file' | 'import'>;

type ColumnsFrom<Source> = {
  [C in keyof typeof VOTER_COLUMNS]: (typeof VOTER_COLUMNS)[C] extends Source ? C : never;
}[keyof typeof VOTER_COLUMNS];

/** A `voters` column a voter file provides. */
export type VoterFileColumn = ColumnsFrom<'file'>;

function columnsFrom<Source extends 'file' | 'import'>(source: Source): readonly ColumnsFrom<Source>[] {
  return (Object.keys(VOTER_COLUMNS) as (keyof typeof VOTER_COLUMNS)[]).filter(
    (c): c is ColumnsFrom<Source> => VOTER_COLUMNS[c] === source,
  );
}

/** The voter-file columns in table order. */
export const VOTER_FILE_COLUMNS = columnsFrom('file');
/** The columns the import sets, in table order. */
export const VOTER_IMPORT_COLUMNS = columnsFrom('import');

interface StancesTable {
  voter_id: string;
  /** The petition's database path (`fireDbPetition`). */
  petition: string;
  stance: VoterStance;
  updated_at: Generated<Date>;
}

interface StanceHistoryTable {
  id: Generated<number>;
  voter_id: string;
  petition: string;
  /**
   * WITHDRAWN: the voter took their stance back (migration 0006). VOIDED: an operator took the
   * stance out of the counts (`npm run stances:void`, migration 0008), naming the void.
   */
  stance: VoterStance | 'WITHDRAWN' | 'VOIDED';
  at: Generated<Date>;
  void_id: ColumnType<number | null, number | null | undefined, never>;
}

/** One `npm run stances:void`: why, whose stances, how many (migration 0008). */
interface StanceVoidsTable {
  id: Generated<number>;
  at: Generated<Date>;
  reason: string;
  uid_hashes: string[];
  stances_voided: ColumnType<number, number | undefined, number>;
}

/** What the security log records (functions/src/securityLog.ts). */
export type SecurityEvent = 'set_up' | 'lookup' | 'stance';

/** The pseudonymous security log (migration 0008): keyed hashes, never the values. */
interface SecurityLogTable {
  id: Generated<number>;
  at: Generated<Date>;
  event: SecurityEvent;
  uid_hash: string | null;
  address_hash: string | null;
  petition: string | null;
  /** The stance_history entry a stance write added. */
  stance_history_id: number | null;
  /** Voters matched (set-up) or active voters found (lookup). */
  matched: number | null;
}

interface TalliesTable {
  petition: string;
  state: StateCode;
  district_kind: DistrictKind;
  district: number;
  shard: number;
  yes: ColumnType<number, number | undefined, number>;
  no: ColumnType<number, number | undefined, number>;
}

/** A congressional district's net change in YES and NO on one day (the state's own calendar day), per shard. */
interface TallyDaysTable {
  petition: string;
  state: StateCode;
  district: number;
  /** The calendar day in the state's time zone, as PostgreSQL's date (read as a Date at UTC midnight). */
  day: Date;
  shard: number;
  yes: number;
  no: number;
}

interface SetUpStatusTable {
  uid: string;
  last_set_up: string;
  updated_at: Generated<Date>;
}

export interface Database {
  snapshots: SnapshotsTable;
  voters: VotersTable;
  stances: StancesTable;
  stance_history: StanceHistoryTable;
  tallies: TalliesTable;
  tally_days: TallyDaysTable;
  set_up_status: SetUpStatusTable;
  stance_voids: StanceVoidsTable;
  security_log: SecurityLogTable;
}
