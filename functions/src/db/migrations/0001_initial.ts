import { type Kysely, sql } from 'kysely';

// Plain SQL: the schema is PostgreSQL-specific on purpose (GIN on text[], partial indexes,
// fillfactor, a trigger). Decisions are written down in functions/README.md.
const up_statements = [
  sql`CREATE TABLE snapshots (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    state text NOT NULL CHECK (state IN ('ca', 'fl')),
    imported_at timestamptz NOT NULL DEFAULT now(),
    source_files text[] NOT NULL,
    rows_read integer NOT NULL,
    rows_exempt integer NOT NULL,
    rows_malformed integer NOT NULL,
    voters_inserted integer NOT NULL,
    voters_updated integer NOT NULL,
    voters_unchanged integer NOT NULL,
    voters_marked_stale integer NOT NULL
  )`,
  sql`CREATE TABLE voters (
    voter_id text PRIMARY KEY,
    state text NOT NULL CHECK (state IN ('ca', 'fl')),
    county text NOT NULL,
    first_name text NOT NULL,
    middle_name text,
    last_name text NOT NULL,
    suffix text,
    city text NOT NULL,
    zip text NOT NULL CHECK (zip ~ '^[0-9]{5}$'),
    dob date NOT NULL,
    status text NOT NULL CHECK (status IN ('A', 'I')),
    congressional_district smallint NOT NULL CHECK (congressional_district > 0),
    state_lower_district smallint NOT NULL CHECK (state_lower_district > 0),
    state_upper_district smallint NOT NULL CHECK (state_upper_district > 0),
    phones text[] NOT NULL DEFAULT '{}',
    email text CHECK (email = lower(email)),
    is_up_to_date boolean NOT NULL DEFAULT true,
    snapshot_id bigint NOT NULL REFERENCES snapshots (id),
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
  // Sign-in matching: phones @> ARRAY[$phone] and email = $email (only current, active rows match).
  sql`CREATE INDEX voters_phones ON voters USING gin (phones)`,
  sql`CREATE INDEX voters_email ON voters (email) WHERE email IS NOT NULL`,
  // Sign-in help lookup (first, last, dob, zip): equality on all four.
  sql`CREATE INDEX voters_lookup ON voters (last_name, first_name, dob, zip)`,
  sql`CREATE TABLE stances (
    voter_id text NOT NULL REFERENCES voters (voter_id) ON DELETE CASCADE,
    petition text NOT NULL,
    stance text NOT NULL CHECK (stance IN ('YES', 'NO')),
    updated_at timestamptz NOT NULL DEFAULT now(),
    PRIMARY KEY (voter_id, petition)
  )`,
  sql`CREATE INDEX stances_petition ON stances (petition)`,
  sql`CREATE TABLE stance_history (
    id bigint GENERATED ALWAYS AS IDENTITY PRIMARY KEY,
    voter_id text NOT NULL REFERENCES voters (voter_id) ON DELETE CASCADE,
    petition text NOT NULL,
    stance text NOT NULL CHECK (stance IN ('YES', 'NO')),
    at timestamptz NOT NULL DEFAULT clock_timestamp()
  )`,
  sql`CREATE INDEX stance_history_voter ON stance_history (voter_id, petition, at)`,
  // History is append-only: entries are never edited (deletion stays possible for privacy erasure).
  sql`CREATE FUNCTION stance_history_append_only() RETURNS trigger LANGUAGE plpgsql AS $$
    BEGIN
      RAISE EXCEPTION 'stance_history is append-only';
    END $$`,
  sql`CREATE TRIGGER stance_history_no_update BEFORE UPDATE ON stance_history
    FOR EACH ROW EXECUTE FUNCTION stance_history_append_only()`,
  // Counter rows sharded per district so concurrent writers rarely share a row; reads sum the
  // shards (at most 8 rows per district). fillfactor leaves room for HOT updates.
  sql`CREATE TABLE tallies (
    petition text NOT NULL,
    state text NOT NULL CHECK (state IN ('ca', 'fl')),
    district_kind text NOT NULL CHECK (district_kind IN ('congressional', 'lower', 'upper')),
    district smallint NOT NULL,
    shard smallint NOT NULL,
    yes integer NOT NULL DEFAULT 0,
    no integer NOT NULL DEFAULT 0,
    PRIMARY KEY (petition, state, district_kind, district, shard)
  ) WITH (fillfactor = 50)`,
  // A voter always lands on the same shard, so every shard row stays a non-negative count.
  sql`CREATE FUNCTION tally_shard(voter_id text) RETURNS smallint
    LANGUAGE sql IMMUTABLE PARALLEL SAFE RETURN (hashtext(voter_id) & 7)::smallint`,
  sql`CREATE TABLE set_up_status (
    uid text PRIMARY KEY,
    last_set_up text NOT NULL,
    updated_at timestamptz NOT NULL DEFAULT now()
  )`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of up_statements) await statement.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['set_up_status', 'tallies', 'stance_history', 'stances', 'voters', 'snapshots']) {
    await sql`DROP TABLE IF EXISTS ${sql.table(table)}`.execute(db);
  }
  await sql`DROP FUNCTION IF EXISTS tally_shard(text)`.execute(db);
  await sql`DROP FUNCTION IF EXISTS stance_history_append_only()`.execute(db);
}
