// The shapes of the generated catalogue (packages/catalogue/src/generated/, built from content/
// by `npm run build:content`). Ids are plain strings here; the generated modules also export
// literal unions (LegislatorId, PetitionUrl, ReasonKey) for callers who want them.
import type { Jurisdiction, LegislatorStance, StateCode } from '@rv/domain';
import type { RichText } from './richText';
import type {
  BillRole,
  EvidenceKind,
  HouseElectionEntry,
  LegislatorEntry,
  MemberElectEntry,
  PageSlug,
  ReasonPlaceholder,
  SiteFile,
  StanceWithoutReason,
  SupportLegislationEntry,
  VotePosition,
} from './schema';

export type Site = SiteFile;

/** A petition's bill: its name and link (petitions/<url>.md `supportLegislation`). */
export type SupportLegislation = Readonly<SupportLegislationEntry>;

export interface Petition {
  /** Slug of /petitions/{url}; equals the file name. */
  readonly url: string;
  /** Database key of the petition's stances and tallies, e.g. carbonFeeAndDividend. */
  readonly petitionKey: string;
  readonly uiTitle: string;
  readonly subtitle: string;
  readonly tileDescription: string;
  readonly addressedTo: string;
  readonly jurisdiction: Jurisdiction;
  readonly supportLegislation: SupportLegislation | null;
  /** The bills the petition cites (bills.yaml), each with its Congress. */
  readonly citedBills: readonly Bill[];
  readonly fullText: RichText;
}

/** A member of Congress as legislators.yaml lists them; `id` is First_Last, e.g. Alex_Padilla. */
export type Legislator = Readonly<LegislatorEntry>;

/** Who takes a seat on `takesOffice` (a legislator id), and where the result was read. */
export type MemberElect = Readonly<MemberElectEntry>;

export interface SenateSeat {
  readonly kind: 'senate';
  readonly state: StateCode;
  readonly incumbent: string;
  /** Orders senators into senior and junior. */
  readonly assumedOffice: string;
  readonly nextPrimary: string;
  readonly nextGeneral: string;
  /** Who holds the seat from `takesOffice` on (seatsOn resolves it against "now"). */
  readonly memberElect: MemberElect | null;
}

interface HouseDistrictBase {
  readonly kind: 'house';
  readonly state: StateCode;
  /** 1..N */
  readonly district: number;
  /** Who holds the seat from `takesOffice` on (seatsOn resolves it against "now"). */
  readonly memberElect: MemberElect | null;
}

export type HouseDistrictSeat =
  | (HouseDistrictBase & {
      readonly vacant: false;
      readonly incumbent: string;
      /**
       * The day the incumbent's term ends with nobody recorded to follow them: from then the seat
       * is vacant (seatsOn); null when they stay, or a member-elect follows them.
       */
      readonly leavesOn: string | null;
    })
  | (HouseDistrictBase & {
      readonly vacant: true;
      readonly incumbent: null;
      /** The special election's date, when one is known. */
      readonly specialElection: string | null;
      /** The day the last member's term ended, when that is why the seat is vacant (seatsOn). */
      readonly termEnded: string | null;
      readonly note: string | null;
    });

export type Seat = SenateSeat | HouseDistrictSeat;

/** A statement asked of a member on a petition (content/responses/), and their answer if any. */
export interface StatementRequest {
  /** The day it was asked (ISO). */
  readonly requested: string;
  /** Where the request itself can be read, when it is published. */
  readonly letter: string | null;
  readonly response: {
    readonly date: string;
    readonly summary: { readonly en: string; readonly es: string };
    readonly source: string;
  } | null;
}

/** A regular House election: its primary and general election dates. */
export type HouseElection = Readonly<HouseElectionEntry>;

export interface StateSeats {
  readonly state: StateCode;
  /** The two seats in file order; seniority is the domain's rule (assumedOffice). */
  readonly senate: readonly SenateSeat[];
  /** Regular House elections, oldest first. */
  readonly houseElections: readonly HouseElection[];
  /** Districts 1..N in order. */
  readonly house: readonly HouseDistrictSeat[];
}

/** A reason code (EICDA_2023_COSPONSOR) or a stance without a reason (UNCLEAR, NOT_RESEARCHED). */
export interface ReasonTemplate {
  readonly key: string;
  readonly kind: 'reason' | 'stance';
  /** The explanation with `{placeholders}` in text and link targets; fill it with `renderReason`. */
  readonly body: RichText;
  /** The placeholders the body uses, sorted. */
  readonly placeholders: readonly ReasonPlaceholder[];
  /** The petitions this reason may explain (null: any petition). */
  readonly petitions: readonly string[] | null;
  /** The kind of evidence a reason rests on (the published standard); null for UNCLEAR and NOT_RESEARCHED. */
  readonly evidence: EvidenceKind | null;
}

/** A bill a stance rests on, from its official bill-status record (content/bills.yaml). */
export interface Bill {
  /** hr5744-118 */
  readonly id: string;
  /** "Energy Innovation and Carbon Dividend Act of 2023" */
  readonly title: string;
  /** "H.R. 5744" */
  readonly number: string;
  readonly congress: number;
  /** The bill's page on congress.gov. */
  readonly link: string;
  /** The bill-status record the entry was read from. */
  readonly status: string;
  /** The date the publisher last updated that record (YYYY-MM-DD). */
  readonly updated: string;
  /** The law it became ("Public Law 118-42"), else absent. */
  readonly becameLaw?: string | undefined;
}

/** A recorded floor vote a stance rests on (content/votes.yaml). */
export interface Vote {
  /** h97-118.2024 */
  readonly id: string;
  /** "H.Con.Res. 86", "S.Amdt. 887 to S.Con.Res. 5" */
  readonly measure: string;
  /** "On Agreeing to the Resolution" */
  readonly question: string;
  readonly chamber: 'house' | 'senate';
  readonly congress: number;
  /** The roll call's number in its chamber and year. */
  readonly roll: number;
  /** The day of the vote (YYYY-MM-DD). */
  readonly date: string;
  readonly result: string;
  /** The official record: the House Clerk's or the Senate's roll call. */
  readonly record: string;
  /** What the measure did, written to follow "which …", in each language. */
  readonly about: { readonly en: string; readonly es: string };
  /** When a volunteer compared the copy with the official record. */
  readonly checked: string;
}

/** One legislator's recorded stance on one petition, with its ready explanation template. */
export interface LegislatorStanceRecord {
  readonly legislatorId: string;
  readonly stance: LegislatorStance;
  /** Set for SUPPORT and OPPOSE. */
  readonly reason: string | null;
  /** The public statement shown to voters (CAMPAIGN_WEBSITE). */
  readonly websiteLink: string | null;
  /** The bill the stance rests on (a sponsorship or co-sponsorship), or null. */
  readonly bill: Bill | null;
  readonly billRole: BillRole | null;
  /** The recorded vote the stance rests on, or null. */
  readonly vote: Vote | null;
  readonly votePosition: VotePosition | null;
  /** The date of the action the stance rests on, e.g. the co-sponsorship (YYYY-MM-DD). */
  readonly since: string | null;
  /** Where the volunteer looked; null only for NOT_RESEARCHED. */
  readonly evidence: string | null;
  /** When the evidence was last checked (YYYY-MM-DD). */
  readonly checked: string | null;
  /** The template for `reason`, or for the stance itself when it has no reason. */
  readonly explanation: ReasonTemplate;
}

export type { BillRole, EvidenceKind, PageSlug, StanceWithoutReason, VotePosition };

export interface PageSection {
  /** Anchor id of the `##` heading, e.g. 3-your-account. */
  readonly id: string;
  readonly title: string;
}

export interface Page {
  readonly slug: PageSlug;
  readonly title: string;
  /** For the page's meta description. */
  readonly description: string;
  readonly lastUpdated: string | null;
  /** The `##` sections in order. */
  readonly sections: readonly PageSection[];
  /** Whether the page shows a table of contents (terms and privacy). */
  readonly tableOfContents: boolean;
  /** The body with site placeholders ({email}, …) already filled. */
  readonly body: RichText;
}

export interface DistrictPopulation {
  readonly district: number;
  readonly population: number;
  /** True when the figure is the 2020 ideal population, not a count for this district. */
  readonly ideal: boolean;
}

export interface StateLegislativeDistricts {
  readonly source: {
    readonly name: string;
    readonly url: string | null;
    readonly asOf: string;
    readonly note: string | null;
  };
  /** California Assembly districts 1..80. */
  readonly assembly: readonly DistrictPopulation[];
  /** California State Senate districts 1..40. */
  readonly senate: readonly DistrictPopulation[];
}

/** One state's congressional districts as an equal-area tile map: one square cell per district. */
export interface DistrictTileGrid {
  readonly columns: number;
  readonly rows: number;
  /** [column, row] of district n at index n − 1, counted from 0 at the north-west corner. */
  readonly tiles: readonly (readonly [number, number])[];
}

/** Each state's tile layouts keyed by the id of the district plan they draw (districts/plans.yaml). */
export type DistrictTileLayouts = Readonly<Record<StateCode, Readonly<Record<string, DistrictTileGrid>>>>;

export interface LegislatorsSource {
  readonly name: string;
  readonly url: string | null;
  readonly asOf: string;
}
