import {
  districtPlans,
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
  calendarDateOf,
  districtRepresentation,
  electedOnPlan,
  type Gender,
  houseSeatLabel,
  isoDateOf,
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
      /** A member-elect of the results' plan: the day they take office (null: in office). */
      readonly takesOffice: string | null;
    }
  | {
      /**
       * A district of a plan whose members are not in office and whose member-elect is not
       * recorded: nobody is named. `takesOffice`: the day the plan's members take office; null
       * when they left it (the results are on a plan older than the members in office).
       */
      readonly district: number;
      readonly label: string;
      readonly vacant: false;
      readonly member: null;
      readonly takesOffice: string | null;
    }
  | {
      readonly district: number;
      readonly label: string;
      readonly vacant: true;
      readonly specialElection: string | null;
      /** The day the last member's term ended, when that is why the seat is vacant. */
      readonly termEnded: string | null;
      /** Who takes the seat on a day still ahead, when the content records them. */
      readonly memberElect: MemberElectShown | null;
    };

/**
 * The district plan a state's district counts are on and what that means for the members beside
 * them (docs/decisions/0073-results-on-the-plan-they-count.md).
 */
export interface ResultsPlan {
  readonly id: string;
  /** The year of the first general election held on it: how the screens name the map. */
  readonly firstElection: number;
  /**
   * SEATED: the members in office were elected on it. NOT_YET_SEATED: its members (the
   * members-elect) take office on `takesOffice`. PLAN_ENDED: its members have left office.
   */
  readonly kind: 'SEATED' | 'NOT_YET_SEATED' | 'PLAN_ENDED';
  readonly takesOffice: string | null;
}

export interface StateResultsModel {
  readonly state: StateCode;
  readonly name: string;
  /** The plan the district rows are on. */
  readonly plan: ResultsPlan;
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

/** The district plan of each state's counts, as the results say (null or absent: not said). */
export type CountedPlans = Readonly<Partial<Record<StateCode, string | null>>>;

/**
 * Everything the federal results table shows about legislators, from the catalogue, on `now`
 * (default: the real time): from the day a member-elect takes office, the table shows them.
 * Each state's district rows are on the plan its counts are on (`countedPlans`, from the
 * results; a state not given is read as on the plan of the members in office): while that
 * plan's members have not taken office, a row names its district's member-elect with the day
 * they take office, or nobody, never the member of the same number on the plan in office.
 */
export function federalResultsModel(
  petition: Petition,
  now: Date = new Date(),
  countedPlans: CountedPlans = {},
): FederalResultsModel {
  const today = isoDateOf(calendarDateOf(now));
  return {
    petition,
    stancesAsOf: stancesCheckedOn([petition]),
    states: STATE_CODES.map((state) => {
      const seats = seatsForState(state, now);
      const { SENIOR, JUNIOR } = senateSeatsBySeniority(seats.senate);
      const representation = districtRepresentation(districtPlans[state], countedPlans[state] ?? null, today);
      const { plan } = representation;
      const takesOffice = representation.kind === 'NOT_YET_SEATED' ? representation.takesOffice : null;
      const onOtherPlan = (seat: (typeof seats.house)[number]): DistrictRow => {
        const label = houseSeatLabel(state, seat.district);
        const elect = seat.memberElect;
        // A member-elect of the counts' plan is this district's next member; any other (a
        // special election's winner on the plan in office, or nobody) is not.
        return takesOffice !== null && elect && electedOnPlan(plan, elect.takesOffice)
          ? {
              district: seat.district,
              label,
              vacant: false,
              member: summary(petition, elect.legislator, { chamber: 'house', label }),
              takesOffice: elect.takesOffice,
            }
          : { district: seat.district, label, vacant: false, member: null, takesOffice };
      };
      return {
        state,
        name: STATES[state].name,
        plan: {
          id: plan.id,
          firstElection: Math.min(...plan.elections),
          kind: representation.kind,
          takesOffice,
        },
        senators: (['SENIOR', 'JUNIOR'] as const).map((rank) =>
          summary(petition, (rank === 'SENIOR' ? SENIOR : JUNIOR).incumbent, {
            chamber: 'senate',
            rank,
            stateName: STATES[state].name,
          }),
        ),
        districts: seats.house.map((seat): DistrictRow => {
          if (representation.kind !== 'SEATED') return onOtherPlan(seat);
          const label = houseSeatLabel(state, seat.district);
          return seat.vacant
            ? {
                district: seat.district,
                label,
                vacant: true,
                specialElection: seat.specialElection,
                termEnded: seat.termEnded,
                memberElect: memberElectShown(seat.memberElect),
              }
            : {
                district: seat.district,
                label,
                vacant: false,
                member: summary(petition, seat.incumbent, { chamber: 'house', label }),
                takesOffice: null,
              };
        }),
      };
    }),
  };
}

/**
 * The model with each state's district rows on the plan its counts are on (`countedPlans`, from
 * the results): a state whose counts are on the plan in office keeps its rows; another's rows
 * are rebuilt for the counts' plan (federalResultsModel).
 */
export function onCountedPlans(
  model: FederalResultsModel,
  countedPlans: CountedPlans,
  now: Date = new Date(),
): FederalResultsModel {
  const planned = federalResultsModel(model.petition, now, countedPlans);
  return {
    ...model,
    states: model.states.map((state) => {
      const other = planned.states.find((candidate) => candidate.state === state.state);
      if (!other) return state;
      return other.plan.kind === 'SEATED' ? { ...state, plan: other.plan } : other;
    }),
  };
}
