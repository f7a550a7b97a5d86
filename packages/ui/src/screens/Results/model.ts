import {
  explainStance,
  legislatorById,
  type Petition,
  type RichText,
  seatsForState,
  stanceOf,
} from '@rv/catalogue';
import {
  abbreviatedName,
  type Chamber,
  houseSeatLabel,
  type LegislatorStance,
  STATE_CODES,
  STATES,
  type StateCode,
  senateSeatsBySeniority,
} from '@rv/domain';

/** One legislator as the results table shows them, with their explanation ready. */
export interface LegislatorSummary {
  readonly id: string;
  readonly fullName: string;
  /** "A. Padilla" */
  readonly shortName: string;
  readonly chamber: Chamber;
  readonly stance: LegislatorStance;
  readonly explanation: RichText;
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
  readonly states: readonly StateResultsModel[];
}

function summary(petition: Petition, legislatorId: string): LegislatorSummary {
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
    stance: entry.stance,
    explanation: explainStance(petition, legislatorId) ?? [],
  };
}

/** Everything the federal results table shows about legislators, from the catalogue. */
export function federalResultsModel(petition: Petition): FederalResultsModel {
  return {
    states: STATE_CODES.map((state) => {
      const seats = seatsForState(state);
      const { SENIOR, JUNIOR } = senateSeatsBySeniority(seats.senate);
      return {
        state,
        name: STATES[state].name,
        senators: [SENIOR, JUNIOR].map((seat) => summary(petition, seat.incumbent)),
        districts: seats.house.map((seat): DistrictRow => {
          const label = houseSeatLabel(state, seat.district);
          return seat.vacant
            ? { district: seat.district, label, vacant: true, specialElection: seat.specialElection }
            : { district: seat.district, label, vacant: false, member: summary(petition, seat.incumbent) };
        }),
      };
    }),
  };
}
