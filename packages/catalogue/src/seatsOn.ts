// Seats know time: a member-elect holds their seat from the day they take office, read against
// an injected "now" (the real time in the app; stories and tests pass a fixed one), so the site
// changes on that day with no content edit and no deploy (docs/product/rules.md#members-elect).
import {
  calendarDateOf,
  type DistrictRepresentation,
  districtRepresentation,
  isoDateOf,
  type RegisteredSeats,
} from '@rv/domain';
import { districtPlans } from './generated/districtPlans';
import type { HouseDistrictSeat, MemberElect, SenateSeat, StateSeats } from './types';

/** Has the member-elect taken office on `today` (ISO)? */
function hasTakenOffice(memberElect: MemberElect | null, today: string): memberElect is MemberElect {
  return memberElect !== null && memberElect.takesOffice <= today;
}

// The last day's answer for each state's seats. A page asks once per seat it shows (the members
// list: 84 times as it hydrates on a phone), and the answer changes only from one day to the next.
const lastAnswers = new WeakMap<StateSeats, { readonly today: string; readonly seats: StateSeats }>();

/**
 * A state's seats as they stand on `now`: each seat whose member-elect has taken office is held
 * by them (a Senate seat's assumedOffice is then their first day); a House seat whose incumbent's
 * term has ended with nobody recorded to follow is vacant from that day; the others are
 * unchanged, their member-elect still ahead.
 */
export function seatsAsOf(seats: StateSeats, now: Date): StateSeats {
  const today = isoDateOf(calendarDateOf(now));
  const last = lastAnswers.get(seats);
  if (last?.today === today) return last.seats;
  const seatsToday = seatsOn(seats, today);
  lastAnswers.set(seats, { today, seats: seatsToday });
  return seatsToday;
}

function seatsOn(seats: StateSeats, today: string): StateSeats {
  const senate = seats.senate.map((seat): SenateSeat => {
    const elect = seat.memberElect;
    if (!hasTakenOffice(elect, today)) return seat;
    return { ...seat, incumbent: elect.legislator, assumedOffice: elect.takesOffice, memberElect: null };
  });
  const house = seats.house.map((seat): HouseDistrictSeat => {
    const elect = seat.memberElect;
    const { kind, state, district } = seat;
    if (hasTakenOffice(elect, today)) {
      return {
        kind,
        state,
        district,
        vacant: false,
        incumbent: elect.legislator,
        leavesOn: null,
        memberElect: null,
      };
    }
    if (!seat.vacant && seat.leavesOn !== null && seat.leavesOn <= today) {
      return {
        kind,
        state,
        district,
        vacant: true,
        incumbent: null,
        specialElection: null,
        termEnded: seat.leavesOn,
        note: null,
        memberElect: seat.memberElect,
      };
    }
    return seat;
  });
  return { ...seats, senate, house };
}

/**
 * How a voter's congressional district relates to the members in office on `now`: on their plan
 * (SEATED), or on a plan whose members have not taken office yet or have left it
 * (@rv/domain districtRepresentation; docs/decisions/0072-district-plans.md).
 */
export function ownDistrictRepresentation(voter: RegisteredSeats, now: Date): DistrictRepresentation {
  return districtRepresentation(
    districtPlans[voter.state],
    voter.districtPlan ?? null,
    isoDateOf(calendarDateOf(now)),
  );
}
