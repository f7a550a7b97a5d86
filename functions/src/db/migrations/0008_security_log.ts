import { type Kysely, sql } from 'kysely';

// Abuse response (docs/decisions/0051-pseudonymous-security-log.md and
// docs/decisions/0052-voiding-stances.md): a pseudonymous security log of set-ups, lookups and stance writes,
// and voids, an operator's record of stances taken out of the counts. Additive: every stored
// row stays valid.
// - security_log holds keyed hashes (HMAC-SHA-256 with RV_SECURITY_LOG_KEY) of the uid and of
//   the client's address prefix, never a uid, address, name, phone, e-mail or voter id; a stance
//   write names the stance_history entry it added (no foreign key: history rows may be erased
//   with their voter).
// - stance_history gains VOIDED entries, each naming its void: the history still shows the
//   stance that was voided, what voided it and why.
const up_statements = [
  sql`CREATE TABLE stance_voids (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT now(),
    reason text NOT NULL CHECK (length(trim(reason)) > 0),
    uid_hashes text[] NOT NULL,
    stances_voided integer NOT NULL DEFAULT 0
  )`,
  sql`ALTER TABLE stance_history DROP CONSTRAINT stance_history_stance_check,
    ADD CONSTRAINT stance_history_stance_check CHECK (stance IN ('YES', 'NO', 'WITHDRAWN', 'VOIDED'))`,
  sql`ALTER TABLE stance_history ADD COLUMN void_id bigint REFERENCES stance_voids (id),
    ADD CONSTRAINT stance_history_void_names_its_void CHECK ((stance = 'VOIDED') = (void_id IS NOT NULL))`,
  sql`CREATE TABLE security_log (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    at timestamptz NOT NULL DEFAULT clock_timestamp(),
    event text NOT NULL CHECK (event IN ('set_up', 'lookup', 'stance')),
    uid_hash text COLLATE "C",
    address_hash text COLLATE "C",
    petition text COLLATE "C",
    stance_history_id bigint,
    matched integer
  )`,
  sql`CREATE INDEX security_log_at ON security_log (at)`,
  sql`CREATE INDEX security_log_uid ON security_log (uid_hash, at)`,
  sql`CREATE INDEX security_log_address ON security_log (address_hash, at)`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of up_statements) await statement.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TABLE security_log`.execute(db);
  await sql`DELETE FROM stance_history WHERE stance = 'VOIDED'`.execute(db);
  await sql`ALTER TABLE stance_history DROP CONSTRAINT stance_history_void_names_its_void,
    DROP COLUMN void_id`.execute(db);
  await sql`ALTER TABLE stance_history DROP CONSTRAINT stance_history_stance_check,
    ADD CONSTRAINT stance_history_stance_check CHECK (stance IN ('YES', 'NO', 'WITHDRAWN'))`.execute(db);
  await sql`DROP TABLE stance_voids`.execute(db);
}
