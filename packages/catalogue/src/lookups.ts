// Small lookups over the generated catalogue, and the stance explanation renderer.
import {
  billRoleWord,
  CHAMBER_TITLES,
  formatLongDate,
  type MemberElectShown,
  ordinal,
  pronounsFor,
  type StateCode,
} from '@rv/domain';
import { legislators } from './generated/legislators';
import { petitions } from './generated/petitions';
import { seats } from './generated/seats';
import { site } from './generated/site';
import { stances } from './generated/stances';
import { statements } from './generated/statements';
import { fillPlaceholders, type RichText } from './richText';
import type { ReasonPlaceholder } from './schema';
import { seatsAsOf } from './seatsOn';
import type {
  Legislator,
  LegislatorStanceRecord,
  MemberElect,
  Petition,
  StatementRequest,
  StateSeats,
} from './types';

export { petitionByUrl } from './petitionByUrl';

const byKey = new Map(petitions.map((petition) => [petition.petitionKey, petition]));
const byId = new Map(legislators.map((legislator) => [legislator.id, legislator]));

export function petitionByKey(petitionKey: string): Petition | undefined {
  return byKey.get(petitionKey);
}

export function legislatorById(id: string): Legislator | undefined {
  return byId.get(id);
}

/** A legislator's recorded stance on a petition (every current legislator has one per petition). */
export function stanceOf(
  petition: Petition | string,
  legislatorId: string,
): LegislatorStanceRecord | undefined {
  const url = typeof petition === 'string' ? petition : petition.url;
  const forPetition = (
    stances as Readonly<Record<string, Readonly<Record<string, LegislatorStanceRecord>> | undefined>>
  )[url];
  return forPetition?.[legislatorId];
}

/** The statement asked of a member on a petition (content/responses/), or null when none was. */
export function statementRequestOf(petitionUrl: string, legislatorId: string): StatementRequest | null {
  return statements[petitionUrl]?.[legislatorId] ?? null;
}

/**
 * A state's seats on `now` (default: the real time): from the day a member-elect takes office,
 * they hold the seat (seatsOn.ts).
 */
export function seatsForState(state: StateCode, now: Date = new Date()): StateSeats {
  return seatsAsOf(seats[state], now);
}

/** The date of each state's voter list as the database has it (null or absent: it cannot say). */
export type VoterListDatesFound = Readonly<Partial<Record<StateCode, string | null>>>;

/**
 * The date of a state's voter list to show: the imported snapshot's date when the database has
 * one, else site.yaml's `voterList.updatedOn`, else null (the texts then name no date).
 */
export function voterListAsOf(
  state: StateCode,
  found: VoterListDatesFound | null | undefined,
  siteData: Pick<typeof site, 'states'> = site,
): string | null {
  return found?.[state] ?? siteData.states[state].voterList.updatedOn ?? null;
}

/** A member-elect named as the seat views show them; null for none (or an unknown id). */
export function memberElectShown(memberElect: MemberElect | null): MemberElectShown | null {
  const legislator = memberElect ? byId.get(memberElect.legislator) : undefined;
  return memberElect && legislator
    ? { fullName: legislator.fullName, takesOffice: memberElect.takesOffice }
    : null;
}

export type ReasonVars = Readonly<Partial<Record<ReasonPlaceholder, string>>>;

/**
 * Fills a reason template's `{placeholders}` in text and link targets. A placeholder without a
 * value stays as written; the content build guarantees every template's placeholders can be
 * filled for the stances that use it.
 */
export function renderReason(template: RichText, vars: ReasonVars): RichText {
  return fillPlaceholders(template, vars);
}

/**
 * The values a template can use for one legislator on one petition. `{billName}`/`{billLink}`
 * name the bill the stance rests on when it has one ("Sunshine Protection Act of 2023 (S. 582,
 * 118th Congress)"), else the petition's supported legislation.
 */
export function reasonVars(
  legislator: Legislator,
  petition: Petition,
  entry?: LegislatorStanceRecord,
): ReasonVars {
  const pronouns = pronounsFor(legislator.gender);
  return {
    name: legislator.fullName,
    title: CHAMBER_TITLES[legislator.chamber],
    he: pronouns.he,
    his: pronouns.his,
    him: pronouns.him,
    petitionTitle: petition.uiTitle,
    email: site.contact.email,
    ...(petition.supportLegislation
      ? { billName: petition.supportLegislation.billName, billLink: petition.supportLegislation.billLink }
      : {}),
    ...(entry?.bill
      ? {
          billName: `${entry.bill.title} (${entry.bill.number}, ${ordinal(entry.bill.congress)} Congress)`,
          billLink: entry.bill.link,
        }
      : {}),
    ...(entry?.billRole ? { billRole: billRoleWord(entry.billRole) } : {}),
    ...(entry?.vote
      ? {
          voteMeasure: entry.vote.measure,
          voteRollCall: `${entry.vote.chamber === 'house' ? 'House' : 'Senate'} roll call ${entry.vote.roll} of ${entry.vote.date.slice(0, 4)}`,
          voteLink: entry.vote.record,
          voteAbout: entry.vote.about.en,
        }
      : {}),
    ...(entry?.votePosition ? { votePosition: entry.votePosition === 'yea' ? 'for' : 'against' } : {}),
    ...(entry?.since ? { since: formatLongDate(entry.since) } : {}),
    ...(entry?.websiteLink ? { websiteLink: entry.websiteLink } : {}),
  };
}

/**
 * The newest date a stance was checked among the petitions given (all of them when omitted):
 * the day the record shown is "as of". Null when no stance was ever checked.
 */
export function stancesCheckedOn(among: readonly Petition[] = petitions): string | null {
  let newest: string | null = null;
  for (const petition of among) {
    const entries = (
      stances as Readonly<Record<string, Readonly<Record<string, LegislatorStanceRecord>> | undefined>>
    )[petition.url];
    for (const entry of Object.values(entries ?? {})) {
      if (entry.checked && (newest === null || entry.checked > newest)) newest = entry.checked;
    }
  }
  return newest;
}
