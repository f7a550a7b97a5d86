import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_initial';
import * as m0002 from './0002_snapshot_extract_date';
import * as m0003 from './0003_voters_snapshot_no_fk';
import * as m0004 from './0004_c_collation_keys';
import * as m0005 from './0005_lookup_limits';
import * as m0006 from './0006_stance_history_withdrawn';
import * as m0007 from './0007_district_bounds';
import * as m0008 from './0008_security_log';
import * as m0009 from './0009_district_plans';
import * as m0010 from './0010_counts_by_day';

/**
 * Static list instead of Kysely's FileMigrationProvider: works the same under tsx, Vitest and
 * a bundled Cloud Function (no directory reads). Add each new `NNNN_name.ts` here.
 */
const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
  '0002_snapshot_extract_date': m0002,
  '0003_voters_snapshot_no_fk': m0003,
  '0004_c_collation_keys': m0004,
  '0005_lookup_limits': m0005,
  '0006_stance_history_withdrawn': m0006,
  '0007_district_bounds': m0007,
  '0008_security_log': m0008,
  '0009_district_plans': m0009,
  '0010_counts_by_day': m0010,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
