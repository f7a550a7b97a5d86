import {
  legislatorById,
  memberElectShown,
  type Petition,
  seatsForState,
  stanceOf,
  stancesCheckedOn,
} from '@rv/catalogue';
import {
  abbreviatedName,
  type Chamber,
  type Gender,
  houseSeatLabel,
  type LegislatorStance,
  type MemberElectShown,
  type SenateSeat,
  STATE_CODES,
  STATES,
  type StateCode,
  senateSeatsBySeniority,
} from '@rv/domain';

/** A seat as the legislator panel names it: a district's label, or a senator's rank and state. */
export type SeatName =
  | { readonly chamber: 'house'; readonly label: string }
  | { readonly chamber: 'senate'; readonly rank: SenateSeat; readonly stateName: string };

/** One legislator as the results table shows them (the panel explains their stance itself). */
export interface LegislatorSummary {
  readonly id: string;
  readonly fullName: string;
  /** "A. Padilla" */
  readonly shortName: string;
  readonly chamber: Chamber;
  /** For the words that agree with it in Spanish ("Senadora"). */
  readonly gender: Gender;
  /** Their seat, worded by the screen: "CA-24", "Senior Senator, California". */
  readonly seat: SeatName;
  readonly stance: LegislatorStance;
}

export type DistrictRow =
  | {
      readonly district: number;
      readonly label: string;
      readonly vacant: false;
      readonly member: LegislatorSummary;
    }
  | {
      readonly district: number;
      readonly label: string;
      readonly vacant: true;
      readonly specialElection: string | null;
      /** Who takes the seat on a day still ahead, when the content records them. */
      readonly memberElect: MemberElectShown | null;
    };

export interface StateResultsModel {
  readonly state: StateCode;
  readonly name: string;
  /** Senior first. A vacant Senate seat is left out. */
  readonly senators: readonly LegislatorSummary[];
  /** Districts 1..N. */
  readonly districts: readonly DistrictRow[];
}

export interface FederalResultsModel {
  readonly petition: Petition;
  readonly states: readonly StateResultsModel[];
  /** The newest date a stance on the petition was checked: the table's "stances as of". */
  readonly stancesAsOf: string | null;
}

function summary(petition: Petition, legislatorId: string, seat: SeatName): LegislatorSummary {
  const legislator = legislatorById(legislatorId);
  const entry = stanceOf(petition, legislatorId);
  if (!legislator || !entry) {
    // The content build checks every seat names a known legislator with a stance per petition.
    throw new Error(
      `No legislator or stance for ${legislatorId} on ${petition.url}: run npm run build:content.`,
    );
  }
  return {
    id: legislator.id,
    fullName: legislator.fullName,
    shortName: abbreviatedName(legislator),
    chamber: legislator.chamber,
    gender: legislator.gender,
    seat,
    stance: entry.stance,
  };
}

/**
 * Everything the federal results table shows about legislators, from the catalogue, on `now`
 * (default: the real time): from the day a member-elect takes office, the table shows them.
 */
export function federalResultsModel(petition: Petition, now: Date = new Date()): FederalResultsModel {
  return {
    petition,
    stancesAsOf: stancesCheckedOn([petition]),
    states: STATE_CODES.map((state) => {
      const seats = seatsForState(state, now);
      const { SENIOR, JUNIOR } = senateSeatsBySeniority(seats.senate);
      return {
        state,
        name: STATES[state].name,
        senators: (['SENIOR', 'JUNIOR'] as const).map((rank) =>
          summary(petition, (rank === 'SENIOR' ? SENIOR : JUNIOR).incumbent, {
            chamber: 'senate',
            rank,
            stateName: STATES[state].name,
          }),
        ),
        districts: seats.house.map((seat): DistrictRow => {
          const label = houseSeatLabel(state, seat.district);
          return seat.vacant
            ? {
                district: seat.district,
                label,
                vacant: true,
                specialElection: seat.specialElection,
                memberElect: memberElectShown(seat.memberElect),
              }
            : {
                district: seat.district,
                label,
                vacant: false,
                member: summary(petition, seat.incumbent, { chamber: 'house', label }),
              };
        }),
      };
    }),
  };
}
