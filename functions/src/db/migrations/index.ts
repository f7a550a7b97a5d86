import type { Migration, MigrationProvider } from 'kysely';
import * as m0001 from './0001_initial';

/**
 * Static list instead of Kysely's FileMigrationProvider: works the same under tsx, Vitest and
 * a bundled Cloud Function (no directory reads). Add each new `NNNN_name.ts` here.
 */
export const migrations: Record<string, Migration> = {
  '0001_initial': m0001,
};

export const migrationProvider: MigrationProvider = {
  getMigrations: async () => migrations,
};
