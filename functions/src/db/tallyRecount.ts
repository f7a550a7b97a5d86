import type { StanceCount } from '@rv/domain';
import { sql } from 'kysely';
import type { Queryable } from './connection';
import type { DistrictKind, StateCode } from './schema';

export interface TallyMismatch {
  petition: string;
  state: StateCode;
  districtKind: DistrictKind;
  district: number;
  tallied: StanceCount;
  recounted: StanceCount;
}

/**
 * The tally invariant: every district's summed counter rows equal a recount of the current
 * stances of active, up-to-date voters. Returns the districts where they differ (none = holds)
 * and how many stances were recounted.
 */
export async function recountTallies(
  db: Queryable,
): Promise<{ mismatches: TallyMismatch[]; stancesCounted: number }> {
  const { rows } = await sql<{
    petition: string;
    state: StateCode;
    district_kind: DistrictKind;
    district: number;
    t_yes: number;
    t_no: number;
    r_yes: number;
    r_no: number;
  }>`
    WITH recount AS (
      SELECT st.petition, v.state, k.kind AS district_kind, k.district,
             count(*) FILTER (WHERE st.stance = 'YES')::int AS yes,
             count(*) FILTER (WHERE st.stance = 'NO')::int AS no
      FROM stances st
      JOIN voters v ON v.voter_id = st.voter_id AND v.is_up_to_date AND v.status = 'A'
      CROSS JOIN LATERAL (VALUES ('congressional', v.congressional_district),
                                 ('lower', v.state_lower_district),
                                 ('upper', v.state_upper_district)) AS k(kind, district)
      GROUP BY 1, 2, 3, 4
    ), tallied AS (
      SELECT petition, state, district_kind, district, sum(yes)::int AS yes, sum(no)::int AS no
      FROM tallies GROUP BY 1, 2, 3, 4
    )
    SELECT coalesce(t.petition, r.petition) AS petition, coalesce(t.state, r.state) AS state,
           coalesce(t.district_kind, r.district_kind) AS district_kind, coalesce(t.district, r.district) AS district,
           coalesce(t.yes, 0) AS t_yes, coalesce(t.no, 0) AS t_no, coalesce(r.yes, 0) AS r_yes, coalesce(r.no, 0) AS r_no
    FROM tallied t FULL JOIN recount r USING (petition, state, district_kind, district)
    WHERE coalesce(t.yes, 0) <> coalesce(r.yes, 0) OR coalesce(t.no, 0) <> coalesce(r.no, 0)
    ORDER BY 1, 2, 3, 4`.execute(db);
  const counted = await sql<{ n: number }>`
    SELECT count(*)::int AS n FROM stances st
    JOIN voters v ON v.voter_id = st.voter_id AND v.is_up_to_date AND v.status = 'A'`.execute(db);
  return {
    mismatches: rows.map((r) => ({
      petition: r.petition,
      state: r.state,
      districtKind: r.district_kind,
      district: r.district,
      tallied: { YES: r.t_yes, NO: r.t_no },
      recounted: { YES: r.r_yes, NO: r.r_no },
    })),
    stancesCounted: counted.rows[0]?.n ?? 0,
  };
}

/**
 * The counts-over-time invariant: each congressional district's days (tally_days) add up to its
 * counters. Returns the districts where they do not (none = holds).
 */
export async function daysNotAddingUp(
  db: Queryable,
): Promise<
  { petition: string; state: StateCode; district: number; tallied: StanceCount; days: StanceCount }[]
> {
  const { rows } = await sql<{
    petition: string;
    state: StateCode;
    district: number;
    t_yes: number;
    t_no: number;
    d_yes: number;
    d_no: number;
  }>`
    SELECT petition, state, district,
           coalesce(t.yes, 0) AS t_yes, coalesce(t.no, 0) AS t_no, coalesce(d.yes, 0) AS d_yes, coalesce(d.no, 0) AS d_no
    FROM (SELECT petition, state, district, sum(yes)::int AS yes, sum(no)::int AS no
          FROM tallies WHERE district_kind = 'congressional' GROUP BY 1, 2, 3) t
    FULL JOIN (SELECT petition, state, district, sum(yes)::int AS yes, sum(no)::int AS no
               FROM tally_days GROUP BY 1, 2, 3) d USING (petition, state, district)
    WHERE coalesce(t.yes, 0) <> coalesce(d.yes, 0) OR coalesce(t.no, 0) <> coalesce(d.no, 0)
    ORDER BY 1, 2, 3`.execute(db);
  return rows.map((r) => ({
    petition: r.petition,
    state: r.state,
    district: r.district,
    tallied: { YES: r.t_yes, NO: r.t_no },
    days: { YES: r.d_yes, NO: r.d_no },
  }));
}
