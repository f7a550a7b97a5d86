// The Spanish values of the explanation templates' placeholders, and a stance's explanation in
// Spanish: the Spanish template (@rv/catalogue/es) filled with Spanish words for the legislator.
// The templates are written around these values (content/README.md, "Spanish"): `{title}` carries
// its article and gender, so it never starts a sentence or follows "de" or "a".
import type { Chamber, Gender } from '@rv/domain';
import { petitions as spanishPetitions, reasonTemplates as spanishTemplates } from './generated/es';
import { legislatorById, type ReasonVars, reasonVars, renderReason, stanceOf } from './lookups';
import type { RichText } from './richText';
import type { BillRole } from './schema';
import type { Legislator, LegislatorStanceRecord, Petition, ReasonTemplate } from './types';

const TITLES: Readonly<Record<Chamber, Readonly<Record<Gender, string>>>> = {
  senate: { MALE: 'el senador', FEMALE: 'la senadora' },
  house: { MALE: 'el representante', FEMALE: 'la representante' },
};

const PRONOUNS: Readonly<Record<Gender, { he: string; his: string; him: string }>> = {
  MALE: { he: 'él', his: 'su', him: 'lo' },
  FEMALE: { he: 'ella', his: 'su', him: 'la' },
};

const BILL_ROLES: Readonly<Record<BillRole, Readonly<Record<Gender, string>>>> = {
  sponsor: { MALE: 'patrocinador', FEMALE: 'patrocinadora' },
  cosponsor: { MALE: 'copatrocinador', FEMALE: 'copatrocinadora' },
};

/** "27 de septiembre de 2023" (a calendar date: formatted in UTC so it never shifts a day). */
const LONG_DATE = new Intl.DateTimeFormat('es-US', { dateStyle: 'long', timeZone: 'UTC' });

/**
 * The placeholders' values in Spanish for one legislator on one petition (the Spanish petition:
 * its title and bill name). A bill the stance rests on is named "<official title> (<number>,
 * <congress>.º Congreso)".
 */
export function spanishReasonVars(
  legislator: Legislator,
  petition: Petition,
  entry?: LegislatorStanceRecord,
): ReasonVars {
  const { gender, chamber } = legislator;
  return {
    ...reasonVars(legislator, petition, entry),
    title: TITLES[chamber][gender],
    ...PRONOUNS[gender],
    ...(entry?.bill
      ? { billName: `${entry.bill.title} (${entry.bill.number}, ${entry.bill.congress}.º Congreso)` }
      : {}),
    ...(entry?.billRole ? { billRole: BILL_ROLES[entry.billRole][gender] } : {}),
    ...(entry?.since ? { since: LONG_DATE.format(new Date(`${entry.since}T00:00:00Z`)) } : {}),
  };
}

/** The ready Spanish explanation of a legislator's stance on a petition (by url), or undefined. */
export function explainStanceInSpanish(url: string, legislatorId: string): RichText | undefined {
  const legislator = legislatorById(legislatorId);
  const petition = spanishPetitions.find((candidate) => candidate.url === url);
  const entry = stanceOf(url, legislatorId);
  const template = entry
    ? (spanishTemplates as Readonly<Record<string, ReasonTemplate | undefined>>)[entry.explanation.key]
    : undefined;
  if (!legislator || !petition || !entry || !template) return undefined;
  return renderReason(template.body, spanishReasonVars(legislator, petition, entry));
}
