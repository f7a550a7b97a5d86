import type { LegislatorReport, ResultsFormat } from '@rv/api/contract';
import {
  LEGISLATOR_REPORT_CSV_COLUMNS,
  LEGISLATOR_REPORT_PATH_PREFIX,
  RESULTS_LICENCE,
  resultsCacheControl,
} from '@rv/api/contract';
import {
  countsOnAnotherMap,
  type Legislator,
  legislatorsSource,
  memberAddress,
  type Petition,
  petitionsForState,
  seatAtAddress,
  stanceOf,
} from '@rv/catalogue';
import { countsOverTime, publishedTallies, type StateCode } from '@rv/domain';
import type { Queryable } from '../db';
import { readDayChanges, readStateStancesByPetition } from '../db';
import { FEWER_THAN } from '../publishedCounts';
import { openDataCsv } from './publicResults';
import type { ResultsAnswer, ResultsRequest } from './serve';
import { error, isRead, methodNotAllowed, openDataAnswer, openDataPath } from './serve';

/*
 * A member of Congress's report (docs/decisions/0085-member-reports-as-open-data.md): their facts
 * from content with its source, their recorded stance on each petition their constituents can
 * take one on, and their constituency's counts exactly as the public results publish them
 * (counts under k hidden, a senator's state TOTAL the sum of the counts shown), read with one
 * sum for every petition at once.
 */

/** The member and their seat on the day of the request. */
interface ReportedMember {
  readonly legislator: Legislator;
  readonly state: StateCode;
  /** The House district; null for a senator. */
  readonly district: number | null;
}

async function readLegislatorReport(
  db: Queryable,
  { legislator, state, district }: ReportedMember,
  petitions: readonly Petition[],
  now: Date,
): Promise<LegislatorReport> {
  const shown = petitionsForState(petitions, state);
  const keys = shown.map((petition) => petition.petitionKey);
  const [read, days] = await Promise.all([
    readStateStancesByPetition(db, { petitions: keys, state }),
    readDayChanges(db, { petitions: keys, state, district }),
  ]);
  // A district's days start with the current map; a state's total is the state's on any map.
  const since = district === null ? null : days.planCountedSince;
  const constituency = district === null ? 'TOTAL' : String(district);
  // A district's count is this member's only when the counts are on the map they were elected on
  // (docs/decisions/0073-results-on-the-plan-they-count.md); a state's total always is.
  const withheld = countsOnAnotherMap({ state, district }, read.districtPlan, now) !== null;
  return {
    member: {
      id: legislator.id,
      address: memberAddress(legislator.id),
      bioguide: legislator.bioguide,
      fullName: legislator.fullName,
      party: legislator.party,
      state,
      chamber: district === null ? 'senate' : 'house',
      district,
      inOfficeSince: legislator.inOfficeSince ?? null,
      website: legislator.website ?? null,
      phone: legislator.phone ?? null,
      contactForm: legislator.contactForm ?? null,
      source: { name: legislatorsSource.name, url: legislatorsSource.url, asOf: legislatorsSource.asOf },
    },
    asOf: read.asOf,
    licence: RESULTS_LICENCE,
    fewerThan: FEWER_THAN,
    constituency,
    districtPlan: read.districtPlan,
    petitions: shown.map((petition) => {
      const stance = stanceOf(petition, legislator.id);
      const exact = read.byPetition[petition.petitionKey];
      const published = exact ? publishedTallies(exact, FEWER_THAN, true) : undefined;
      return {
        url: petition.url,
        title: petition.uiTitle,
        stance: stance?.stance ?? 'NOT_RESEARCHED',
        reason: stance?.reason ?? null,
        evidence: stance?.evidence ?? null,
        checked: stance?.checked ?? null,
        counts: withheld ? null : (published?.[constituency] ?? { YES: 0, NO: 0 }),
        countsWithheld: withheld ? 'COUNTED_ON_ANOTHER_DISTRICT_MAP' : null,
        series: withheld
          ? null
          : countsOverTime(days.byPetition[petition.petitionKey] ?? [], constituency, FEWER_THAN, since),
      };
    }),
  };
}

/**
 * A row per petition (the member's facts, the stance and the constituency's counts now), then one
 * per day of its counts over time, with that day in the last column.
 */
export function legislatorReportCsv(report: LegislatorReport): string {
  const { member } = report;
  const cell = (count: number | null | undefined) =>
    count === null ? `<${report.fewerThan}` : (count ?? '');
  const rows = report.petitions.flatMap((petition) => {
    const facts = [
      member.address,
      member.bioguide,
      member.fullName,
      member.party,
      member.state,
      member.chamber,
      member.district ?? '',
      petition.url,
      petition.title,
      petition.stance,
      petition.reason ?? '',
      petition.evidence ?? '',
      petition.checked ?? '',
      report.asOf,
      report.constituency,
    ];
    const trailing = [petition.countsWithheld ?? '', report.districtPlan ?? ''];
    const now = [
      ...facts,
      petition.counts ? cell(petition.counts.YES) : '',
      petition.counts ? cell(petition.counts.NO) : '',
      ...trailing,
      '',
    ];
    const days = (petition.series ?? []).map((point) => [
      ...facts,
      cell(point.YES),
      cell(point.NO),
      ...trailing,
      point.day,
    ]);
    return [now, ...days];
  });
  // Formula-safe like the results CSV: a text cell starting like a formula is read as text.
  return openDataCsv(LEGISLATOR_REPORT_CSV_COLUMNS, rows);
}

export interface LegislatorReportDeps {
  readonly db: Queryable;
  /** Every petition; a member's report has those their constituents can take a stance on. */
  readonly petitions: readonly Petition[];
  readonly legislatorById: (id: string) => Legislator | undefined;
  readonly cache: { readonly maxAgeSeconds: number; readonly sharedMaxAgeSeconds: number };
  /** The day whose members are in office (the real time, but for tests). */
  readonly now: () => Date;
}

export function isLegislatorReportRequest(request: Pick<ResultsRequest, 'path'>): boolean {
  return request.path.startsWith(LEGISLATOR_REPORT_PATH_PREFIX);
}

const PATH = openDataPath(LEGISLATOR_REPORT_PATH_PREFIX);

/**
 * GET /api/legislators/{member page address}.json|.csv. Only a member's own address answers: a
 * seat's ("ca-34") would change whose record it is when the seat changes hands, under the same
 * cached address, so it answers 404 naming the member's address instead.
 */
export async function answerLegislatorReportRequest(
  request: ResultsRequest,
  deps: LegislatorReportDeps,
): Promise<ResultsAnswer> {
  const cached = resultsCacheControl(deps.cache);
  if (!isRead(request.method)) return methodNotAllowed('The members’ reports are');
  const example = `${LEGISLATOR_REPORT_PATH_PREFIX}jimmy-gomez.json`;
  const notFound = (message: string) => error(404, 'NOT_FOUND', `${message} e.g. ${example}.`, cached);
  const match = PATH.exec(request.path);
  if (!match) return notFound(`Ask for ${LEGISLATOR_REPORT_PATH_PREFIX}{member page address}.json or .csv,`);
  const [, address = '', format = 'json'] = match as unknown as [string, string, ResultsFormat];
  const now = deps.now();
  const target = seatAtAddress(address, now);
  if (target?.kind === 'MOVED') {
    const to = target.to.slice(target.to.lastIndexOf('/') + 1);
    return notFound(
      `A report is a member's, at their own address: ${address} is held by ${LEGISLATOR_REPORT_PATH_PREFIX}${to}.${format};`,
    );
  }
  if (target?.kind === 'VACANT') {
    return notFound(
      `The seat ${address} is vacant: there is no member to report on. Ask for a member's address,`,
    );
  }
  const legislator = target ? deps.legislatorById(target.seat.legislatorId) : undefined;
  if (!target || !legislator) {
    return notFound(
      `No member of Congress for California or Florida has the address ${address} today (the address of their page at /legislators). Ask for one,`,
    );
  }
  const { seat } = target;
  const district = seat.chamber === 'house' ? seat.district : null;
  const body = await readLegislatorReport(
    deps.db,
    { legislator, state: seat.state, district },
    deps.petitions,
    now,
  );
  return openDataAnswer(request, { body, format, filename: address, csv: legislatorReportCsv }, cached);
}
