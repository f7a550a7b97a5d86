// A stance's explanation in Spanish: the Spanish template (@rv/catalogue/es) filled with Spanish
// words for the legislator (spanishReasonVars.ts).
import { petitions as spanishPetitions, reasonTemplates as spanishTemplates } from './generated/es';
import { legislatorById, renderReason, stanceOf } from './lookups';
import type { RichText } from './richText';
import { spanishReasonVars } from './spanishReasonVars';
import type { ReasonTemplate } from './types';

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
