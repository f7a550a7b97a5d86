import { type Kysely, sql } from 'kysely';

// Counts over time (docs/decisions/0088-counts-over-time.md): each congressional district's net
// change in YES and NO per day, so a member's page can draw how their constituency's counts grew
// by reading one row per district, day and shard instead of replaying the stance history.
// - Every change to a congressional counter row (a stance written or withdrawn, a voter file that
//   moves voters, a void's recount) is recorded by a trigger on `tallies`, so no writer can
//   forget it, and the days of a district always add up to its counters.
// - A day is the calendar day in the state's own time zone (Pacific for California, Eastern for
//   Florida), the day a voter there would name.
// - Sharded like the counters (the voter's shard), so voters of one district writing on the
//   same day rarely wait for each other.
// - Rows already there are given their days from the stance history (each entry's change from
//   the one before it, in the voter's current district); whatever the history cannot explain
//   (entries erased with their voter, voters who moved) is put on the day of the migration, so the
//   days still add up to the counters.

const STATE_DAY = (at: string, state: string) =>
  sql.raw(
    `(${at} AT TIME ZONE (CASE ${state} WHEN 'ca' THEN 'America/Los_Angeles' ELSE 'America/New_York' END))::date`,
  );

const up_statements = [
  sql`CREATE TABLE tally_days (
    petition text NOT NULL,
    state text NOT NULL CHECK (state IN ('ca', 'fl')),
    district smallint NOT NULL,
    day date NOT NULL,
    shard smallint NOT NULL,
    yes integer NOT NULL DEFAULT 0,
    no integer NOT NULL DEFAULT 0,
    PRIMARY KEY (petition, state, district, day, shard)
  ) WITH (fillfactor = 70)`,
  sql`CREATE INDEX tally_days_state ON tally_days (state, petition, day)`,
  sql`CREATE FUNCTION record_tally_day() RETURNS trigger LANGUAGE plpgsql AS $$
    DECLARE
      r tallies%ROWTYPE;
      dy integer;
      dn integer;
    BEGIN
      IF TG_OP = 'DELETE' THEN
        r := OLD; dy := -OLD.yes; dn := -OLD.no;
      ELSIF TG_OP = 'INSERT' THEN
        r := NEW; dy := NEW.yes; dn := NEW.no;
      ELSE
        r := NEW; dy := NEW.yes - OLD.yes; dn := NEW.no - OLD.no;
      END IF;
      IF r.district_kind <> 'congressional' OR (dy = 0 AND dn = 0) THEN
        RETURN NULL;
      END IF;
      INSERT INTO tally_days (petition, state, district, day, shard, yes, no)
      VALUES (r.petition, r.state, r.district, ${STATE_DAY('now()', 'r.state')}, r.shard, dy, dn)
      ON CONFLICT (petition, state, district, day, shard)
      DO UPDATE SET yes = tally_days.yes + excluded.yes, no = tally_days.no + excluded.no;
      RETURN NULL;
    END $$`,
  sql`CREATE TRIGGER tallies_by_day AFTER INSERT OR UPDATE OR DELETE ON tallies
    FOR EACH ROW EXECUTE FUNCTION record_tally_day()`,
  // Rows already there: each history entry's change from the entry before it (WITHDRAWN and
  // VOIDED count as no stance), for voters who count, in their current district.
  sql`INSERT INTO tally_days (petition, state, district, day, shard, yes, no)
    SELECT petition, state, district, day, shard, sum(dy)::int, sum(dn)::int
    FROM (
      SELECT h.petition, v.state, v.congressional_district AS district,
             ${STATE_DAY('h.at', 'v.state')} AS day, tally_shard(v.voter_id) AS shard,
             (h.stance = 'YES')::int - (coalesce(lag(h.stance) OVER w, '') = 'YES')::int AS dy,
             (h.stance = 'NO')::int - (coalesce(lag(h.stance) OVER w, '') = 'NO')::int AS dn
      FROM stance_history h
      JOIN voters v ON v.voter_id = h.voter_id AND v.is_up_to_date AND v.status = 'A'
      WINDOW w AS (PARTITION BY h.voter_id, h.petition ORDER BY h.at, h.id)
    ) changes
    GROUP BY petition, state, district, day, shard
    HAVING sum(dy) <> 0 OR sum(dn) <> 0`,
  // What the history does not explain goes on today, so each district's days add up to its counters.
  sql`INSERT INTO tally_days (petition, state, district, day, shard, yes, no)
    SELECT petition, state, district, ${STATE_DAY('now()', 'state')}, shard,
           coalesce(t.yes, 0) - coalesce(d.yes, 0), coalesce(t.no, 0) - coalesce(d.no, 0)
    FROM (
      SELECT petition, state, district, shard, yes, no FROM tallies WHERE district_kind = 'congressional'
    ) t
    FULL JOIN (
      SELECT petition, state, district, shard, sum(yes)::int AS yes, sum(no)::int AS no
      FROM tally_days GROUP BY 1, 2, 3, 4
    ) d USING (petition, state, district, shard)
    WHERE coalesce(t.yes, 0) <> coalesce(d.yes, 0) OR coalesce(t.no, 0) <> coalesce(d.no, 0)
    ON CONFLICT (petition, state, district, day, shard)
    DO UPDATE SET yes = tally_days.yes + excluded.yes, no = tally_days.no + excluded.no`,
];

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type.
export async function up(db: Kysely<any>): Promise<void> {
  for (const statement of up_statements) await statement.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: see up().
export async function down(db: Kysely<any>): Promise<void> {
  await sql`DROP TRIGGER IF EXISTS tallies_by_day ON tallies`.execute(db);
  await sql`DROP FUNCTION IF EXISTS record_tally_day()`.execute(db);
  await sql`DROP TABLE IF EXISTS tally_days`.execute(db);
}
