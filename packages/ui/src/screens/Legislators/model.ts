// What the members' pages show, from the catalogue (docs/decisions/0065-member-page-addresses.md):
// every seat in seat order for the list, and one seat with its member for a member's page.
import {
  districtPlans,
  type Legislator,
  legislatorById,
  type Petition,
  type SeatEntry,
  seatDirectory,
  seatEntryPath,
} from '@rv/catalogue';
import {
  type Chamber,
  calendarDateOf,
  countedStates,
  districtRepresentation,
  isoDateOf,
  type StateCode,
} from '@rv/domain';
import { type GuideSeat, guideSeat } from '../VoterGuide/VoterGuide/guideSeat';

/** One row of the list: a seat, its page and its member (null when vacant). */
export interface SeatRow {
  readonly path: string;
  readonly state: StateCode;
  readonly chamber: Chamber;
  /** The House district, null for a Senate seat. */
  readonly district: number | null;
  /** The guide's seat (its name, next election, member-elect): what the row and the page show. */
  readonly seat: GuideSeat;
  readonly legislator: Legislator | null;
}

/** The guide's selection for a seat of the directory. */
function selectionOf(entry: SeatEntry) {
  return {
    state: entry.state,
    chamber: entry.chamber,
    seat: entry.chamber === 'senate' ? entry.rank : String(entry.district),
  };
}

/** One seat as its page shows it, or null when the content cannot name it. */
export function seatRow(entry: SeatEntry, now: Date): SeatRow | null {
  const seat = guideSeat(selectionOf(entry), now);
  if (!seat) return null;
  return {
    path: seatEntryPath(entry),
    state: entry.state,
    chamber: entry.chamber,
    district: entry.chamber === 'house' ? entry.district : null,
    seat,
    legislator: entry.legislatorId === null ? null : (legislatorById(entry.legislatorId) ?? null),
  };
}

/** Every CA and FL seat in Congress on `now`: each state's senators (senior first), then districts 1..N. */
export function seatRows(now: Date): SeatRow[] {
  return seatDirectory(now).flatMap((entry) => {
    const row = seatRow(entry, now);
    return row ? [row] : [];
  });
}

/** The petitions a seat's constituents can take a stance on: national ones and their state's. */
export function petitionsForState(petitions: readonly Petition[], state: StateCode): Petition[] {
  return petitions.filter((petition) => countedStates(petition.jurisdiction).includes(state));
}

/**
 * Which count of the public results is a seat's constituency: the district for a representative
 * ("34"), the whole state for a senator ("TOTAL").
 */
export function constituencyKey(row: Pick<SeatRow, 'district'>): string {
  return row.district === null ? 'TOTAL' : String(row.district);
}

/**
 * The year of the first election of the district map a representative's counts are on, when it
 * is not the map the members in office were elected on (so the count at their district's number
 * is not their constituency's); null when it is, and always for a senator (the whole state).
 * docs/decisions/0073-results-on-the-plan-they-count.md.
 */
export function countsOnAnotherMap(
  row: Pick<SeatRow, 'state' | 'district'>,
  countedPlan: string | null,
  now: Date,
): number | null {
  if (row.district === null) return null;
  const representation = districtRepresentation(
    districtPlans[row.state],
    countedPlan,
    isoDateOf(calendarDateOf(now)),
  );
  return representation.kind === 'SEATED' ? null : Math.min(...representation.plan.elections);
}
