// The addresses of the members' pages (docs/decisions/0065-member-page-addresses.md):
// /legislators/<name> for a member ("jimmy-gomez", from the content id Jimmy_Gomez, so it
// survives a renumbered district), /legislators/<state>-<district> for a House seat ("ca-14"):
// the vacant seat's own page, or, once the seat is held, a way to its member.
import {
  calendarDateOf,
  countedStates,
  districtRepresentation,
  isoDateOf,
  type SenateSeat,
  STATE_CODES,
  type StateCode,
  senateSeatsBySeniority,
} from '@rv/domain';
import { districtPlans } from './generated/districtPlans';
import { seatsForState } from './lookups';
import { LEGISLATORS_PATH } from './sitePaths';
import type { Petition, StateSeats } from './types';

export { LEGISLATORS_PATH } from './sitePaths';

/** "Jimmy_Gomez" → "jimmy-gomez": lower case, words joined by "-" (ids are ASCII letters). */
export function memberAddress(legislatorId: string): string {
  return legislatorId.toLowerCase().replace(/_/g, '-');
}

/** The page of a member of Congress: /legislators/jimmy-gomez. */
export function memberPagePath(legislatorId: string): string {
  return `${LEGISLATORS_PATH}/${memberAddress(legislatorId)}`;
}

/** A House seat's address, "ca-14". */
export function seatAddress(state: StateCode, district: number): string {
  return `${state}-${district}`;
}

/** The page of a House seat (a vacant one's own page; a held one's leads to its member). */
export function seatPagePath(state: StateCode, district: number): string {
  return `${LEGISLATORS_PATH}/${seatAddress(state, district)}`;
}

/** One seat in the order of the list: a state's senators (senior first), then districts 1..N. */
export type SeatEntry =
  | {
      readonly chamber: 'senate';
      readonly state: StateCode;
      readonly rank: SenateSeat;
      readonly legislatorId: string;
    }
  | {
      readonly chamber: 'house';
      readonly state: StateCode;
      readonly district: number;
      /** Null for a vacant seat. */
      readonly legislatorId: string | null;
    };

/**
 * Every CA and FL seat in Congress on `now` (a member-elect holds theirs from their first day).
 * `seatsOf` is the site's content; the changeover rehearsal passes another's.
 */
export function seatDirectory(
  now: Date = new Date(),
  seatsOf: (state: StateCode, now: Date) => StateSeats = seatsForState,
): SeatEntry[] {
  return STATE_CODES.flatMap((state): SeatEntry[] => {
    const seats = seatsOf(state, now);
    const ranked = senateSeatsBySeniority(seats.senate);
    return [
      ...(['SENIOR', 'JUNIOR'] as const).map(
        (rank): SeatEntry => ({ chamber: 'senate', state, rank, legislatorId: ranked[rank].incumbent }),
      ),
      ...seats.house.map(
        (seat): SeatEntry => ({
          chamber: 'house',
          state,
          district: seat.district,
          legislatorId: seat.vacant ? null : seat.incumbent,
        }),
      ),
    ];
  });
}

/** The page address of a seat: its member's, or the vacant seat's own. */
export function seatEntryPath(entry: SeatEntry): string {
  if (entry.legislatorId !== null) return memberPagePath(entry.legislatorId);
  return seatPagePath(entry.state, entry.chamber === 'house' ? entry.district : 0);
}

/** What an address names: a member's page, a vacant seat's page, or a held seat (go to its member). */
export type AddressTarget =
  | { readonly kind: 'MEMBER'; readonly seat: SeatEntry & { readonly legislatorId: string } }
  | { readonly kind: 'VACANT'; readonly seat: SeatEntry & { readonly chamber: 'house' } }
  | { readonly kind: 'MOVED'; readonly to: string };

/**
 * The seat an address names on `now`, or null for none. A member's address finds them in their
 * seat today; a seat's address ("ca-14") is the vacant seat's page, or moves to its member. The
 * address of someone who holds no seat today (a member-elect before their first day) is null.
 */
export function seatAtAddress(address: string, now: Date = new Date()): AddressTarget | null {
  const directory = seatDirectory(now);
  const seat = /^([a-z]{2})-([1-9][0-9]{0,2})$/.exec(address);
  if (seat) {
    const entry = directory.find(
      (e) => e.chamber === 'house' && e.state === seat[1] && e.district === Number(seat[2]),
    );
    if (entry?.chamber !== 'house') return null;
    if (entry.legislatorId === null) return { kind: 'VACANT', seat: entry };
    return { kind: 'MOVED', to: memberPagePath(entry.legislatorId) };
  }
  const member = directory.find(
    (e): e is SeatEntry & { legislatorId: string } =>
      e.legislatorId !== null && memberAddress(e.legislatorId) === address,
  );
  return member ? { kind: 'MEMBER', seat: member } : null;
}

/** The petitions a seat's constituents can take a stance on: national ones and their state's. */
export function petitionsForState(petitions: readonly Petition[], state: StateCode): Petition[] {
  return petitions.filter((petition) => countedStates(petition.jurisdiction).includes(state));
}

/**
 * The year of the first election of the district map a representative's counts are on, when it
 * is not the map the members in office were elected on (so the count at their district's number
 * is not their constituency's); null when it is, and always for a senator (the whole state).
 * docs/decisions/0073-results-on-the-plan-they-count.md.
 */
export function countsOnAnotherMap(
  seat: { readonly state: StateCode; readonly district: number | null },
  countedPlan: string | null,
  now: Date,
): number | null {
  if (seat.district === null) return null;
  const representation = districtRepresentation(
    districtPlans[seat.state],
    countedPlan,
    isoDateOf(calendarDateOf(now)),
  );
  return representation.kind === 'SEATED' ? null : Math.min(...representation.plan.elections);
}
