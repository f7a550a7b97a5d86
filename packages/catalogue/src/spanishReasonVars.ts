// The Spanish values of the explanation templates' placeholders. The templates are written around
// these values (content/README.md, "Spanish"): `{title}` carries its article and gender, so it
// never starts a sentence or follows "de" or "a". No content here: the English pages that explain
// stances carry these few words, not the Spanish content (explain.ts).
import { type Chamber, type Gender, localeFormats } from '@rv/domain';
import { type ReasonVars, reasonVars } from './lookups';
import type { BillRole } from './schema';
import type { Legislator, LegislatorStanceRecord, Petition } from './types';

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
    ...(entry?.vote
      ? {
          voteRollCall: `votación nominal ${entry.vote.roll} de ${entry.vote.date.slice(0, 4)} en ${entry.vote.chamber === 'house' ? 'la Cámara de Representantes' : 'el Senado'}`,
          voteAbout: entry.vote.about.es,
        }
      : {}),
    ...(entry?.votePosition
      ? { votePosition: entry.votePosition === 'yea' ? 'a favor de' : 'en contra de' }
      : {}),
    // "27 de septiembre de 2023"
    ...(entry?.since ? { since: localeFormats('es').longDate(entry.since) } : {}),
  };
}
