import { type Kysely, sql } from 'kysely';

// Each state's districts end at its district count (content/site.yaml `states`: CA 52
// congressional, 80 Assembly, 40 State Senate; FL 28, 120, 40), so neither a voter row nor a
// counter row can name a district the state does not have. The numbers are written here, as a
// migration must be (it records what the database was given); districts.test.ts fails when
// they and site.yaml disagree: then add a migration that replaces these constraints.
// NOT VALID + VALIDATE: the check of existing rows does not block writers.

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type.
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    ALTER TABLE voters ADD CONSTRAINT voters_districts_in_state CHECK (
      CASE state
        WHEN 'ca' THEN congressional_district <= 52 AND state_lower_district <= 80 AND state_upper_district <= 40
        WHEN 'fl' THEN congressional_district <= 28 AND state_lower_district <= 120 AND state_upper_district <= 40
        ELSE false
      END) NOT VALID`.execute(db);
  await sql`ALTER TABLE voters VALIDATE CONSTRAINT voters_districts_in_state`.execute(db);
  await sql`
    ALTER TABLE tallies ADD CONSTRAINT tallies_district_in_state CHECK (
      district > 0 AND district <= CASE state || ':' || district_kind
        WHEN 'ca:congressional' THEN 52 WHEN 'ca:lower' THEN 80 WHEN 'ca:upper' THEN 40
        WHEN 'fl:congressional' THEN 28 WHEN 'fl:lower' THEN 120 WHEN 'fl:upper' THEN 40
        ELSE 0
      END) NOT VALID`.execute(db);
  await sql`ALTER TABLE tallies VALIDATE CONSTRAINT tallies_district_in_state`.execute(db);
}

// biome-ignore lint/suspicious/noExplicitAny: migrations must not depend on the current schema type.
export async function down(db: Kysely<any>): Promise<void> {
  await sql`ALTER TABLE tallies DROP CONSTRAINT tallies_district_in_state`.execute(db);
  await sql`ALTER TABLE voters DROP CONSTRAINT voters_districts_in_state`.execute(db);
}
