import { type Kysely, sql } from 'kysely';

// Ids, names, zip, e-mail and petition paths are compared for equality and sorted only to build
// indexes: byte order ("C") gives the same equality and lets PostgreSQL compare with memcmp and
// abbreviated keys instead of the locale's strcoll. Index builds and key lookups of a
// 1,000,000-voter import cost less CPU, on any server locale (Cloud SQL defaults to en_US).
const COLUMNS: [table: string, columns: string[]][] = [
  [
    'voters',
    ['voter_id', 'county', 'first_name', 'middle_name', 'last_name', 'suffix', 'city', 'zip', 'email'],
  ],
  ['stances', ['voter_id', 'petition']],
  ['stance_history', ['voter_id', 'petition']],
  ['tallies', ['petition']],
  ['set_up_status', ['uid']],
];

async function setCollation(
  // biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type.
  db: Kysely<any>,
  collation: 'C' | 'default',
): Promise<void> {
  // Foreign keys on voters.voter_id must be dropped while the key column changes type.
  await sql`ALTER TABLE stances DROP CONSTRAINT IF EXISTS stances_voter_id_fkey`.execute(db);
  await sql`ALTER TABLE stance_history DROP CONSTRAINT IF EXISTS stance_history_voter_id_fkey`.execute(db);
  for (const [table, columns] of COLUMNS) {
    const changes = columns.map(
      (c) => `ALTER COLUMN ${c} TYPE text COLLATE "${collation === 'C' ? 'C' : 'default'}"`,
    );
    await sql.raw(`ALTER TABLE ${table} ${changes.join(', ')}`).execute(db);
  }
  await sql`ALTER TABLE stances ADD CONSTRAINT stances_voter_id_fkey
    FOREIGN KEY (voter_id) REFERENCES voters (voter_id) ON DELETE CASCADE`.execute(db);
  await sql`ALTER TABLE stance_history ADD CONSTRAINT stance_history_voter_id_fkey
    FOREIGN KEY (voter_id) REFERENCES voters (voter_id) ON DELETE CASCADE`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see setCollation().
export async function up(db: Kysely<any>): Promise<void> {
  await setCollation(db, 'C');
}

// biome-ignore lint/suspicious/noExplicitAny: see setCollation().
export async function down(db: Kysely<any>): Promise<void> {
  await setCollation(db, 'default');
}
