import {
  type Legislator,
  legislatorById,
  memberElectShown,
  ownDistrictRepresentation,
  seatsForState,
} from '@rv/catalogue';
import {
  type Chamber,
  type ElectionDates,
  type GuideSelection,
  houseSeatLabel,
  type MemberElectShown,
  nextElection,
  ownGuideSelection,
  type RegisteredSeats,
  type SenateSeat,
  type StateCode,
  senateSeatsBySeniority,
} from '@rv/domain';

/**
 * Which seat it is: the Senate seat by seniority (worded by the screen, `useSeatLabel`), or the
 * House district "CA-7", the same in every language.
 */
export type SeatName = { readonly senateSeat: SenateSeat } | { readonly district: string };

/** What a complete selection (state, office, seat) points at. */
export type GuideSeat =
  | {
      readonly kind: 'LEGISLATOR';
      readonly chamber: Chamber;
      readonly name: SeatName;
      readonly legislator: Legislator;
      /** The seat's next election (primary and general), null when the content has none ahead. */
      readonly nextElection: ElectionDates | null;
      /** Who takes the seat on a day still ahead, when the content records them. */
      readonly memberElect: MemberElectShown | null;
    }
  | {
      readonly kind: 'VACANT';
      readonly chamber: Chamber;
      readonly name: SeatName;
      readonly specialElection: string | null;
      /** The day the last member's term ended, when that is why the seat is vacant. */
      readonly termEnded: string | null;
      readonly memberElect: MemberElectShown | null;
    };

/**
 * The seat of a complete selection on `now`, or null: from the day a member-elect takes office
 * they hold it (@rv/catalogue seatsForState). Senators are senior/junior by assumed-office date
 * (@rv/domain). The election shown is the seat's next one, primary and general, so a primary is
 * never read as the general (docs/product/rules.md#elections).
 */
export function guideSeat(selection: GuideSelection, now: Date): GuideSeat | null {
  const { state, chamber, seat } = selection;
  if (!state || !chamber || !seat) return null;
  const seats = seatsForState(state, now);
  if (chamber === 'senate') {
    const senate = senateSeatsBySeniority(seats.senate)[seat as SenateSeat];
    const legislator = senate ? legislatorById(senate.incumbent) : undefined;
    if (!senate || !legislator) return null;
    return {
      kind: 'LEGISLATOR',
      chamber,
      name: { senateSeat: seat as SenateSeat },
      legislator,
      nextElection: nextElection([{ primary: senate.nextPrimary, general: senate.nextGeneral }], now),
      memberElect: memberElectShown(senate.memberElect),
    };
  }
  return houseSeat(state, Number(seat), now);
}

function houseSeat(state: StateCode, district: number, now: Date): GuideSeat | null {
  const seats = seatsForState(state, now);
  const house = seats.house.find((entry) => entry.district === district);
  if (!house) return null;
  const name = { district: houseSeatLabel(state, district) };
  const memberElect = memberElectShown(house.memberElect);
  if (house.vacant) {
    return {
      kind: 'VACANT',
      chamber: 'house',
      name,
      specialElection: house.specialElection,
      termEnded: house.termEnded,
      memberElect,
    };
  }
  const legislator = legislatorById(house.incumbent);
  if (!legislator) return null;
  return {
    kind: 'LEGISLATOR',
    chamber: 'house',
    name,
    legislator,
    nextElection: nextElection(seats.houseElections, now),
    memberElect,
  };
}

/** One of the voter's own seats, with the selection that shows it in the guide. */
export interface RepresentativeSeat {
  readonly selection: GuideSelection;
  readonly seat: GuideSeat;
}

/**
 * The voter's seats as far as they are known on `now`: their district when it is on the plan of
 * the members in office, else no district (the guide then opens at the House with no seat, and
 * no House seat is called theirs).
 */
export function knownRegisteredSeats(voter: RegisteredSeats, now: Date): RegisteredSeats {
  return ownDistrictRepresentation(voter, now).kind === 'SEATED' ? voter : { ...voter, district: '' };
}

/**
 * A signed-in voter's two senators and representative, by their registered districts. The
 * representative is left out while their district is on another plan than the members in
 * office (the screens say why: DistrictPlanNotice).
 */
export function yourRepresentatives(voter: RegisteredSeats, now: Date): RepresentativeSeat[] {
  const known = knownRegisteredSeats(voter, now);
  const selections: GuideSelection[] = [
    { state: voter.state, chamber: 'senate', seat: 'SENIOR' },
    { state: voter.state, chamber: 'senate', seat: 'JUNIOR' },
    ...(known.district ? [ownGuideSelection(known)] : []),
  ];
  return selections.flatMap((selection) => {
    const seat = guideSeat(selection, now);
    return seat ? [{ selection, seat }] : [];
  });
}
