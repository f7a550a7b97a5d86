// A legislator's stance explained in the page's language.
import type { Locale } from '@rv/domain';
import { legislatorById, reasonVars, renderReason, stanceOf } from './lookups';
import type { RichText } from './richText';
import { spanishReasonVars } from './spanishReasonVars';
import type { Petition } from './types';

/**
 * The ready explanation of a legislator's stance on a petition in `locale`, or undefined for
 * unknown ids. The template is the stance's own, which the Spanish build reads from the Spanish
 * twins (decision 0044-one-build-per-language); its placeholders are filled with values in the
 * same language ("el representante", "27 de septiembre de 2023"), from `petition` as given (the
 * Spanish build's petitions carry the Spanish title).
 */
export function explainStance(
  petition: Petition,
  legislatorId: string,
  locale: Locale = 'en',
): RichText | undefined {
  const legislator = legislatorById(legislatorId);
  const entry = stanceOf(petition, legislatorId);
  if (!legislator || !entry) return undefined;
  const vars = locale === 'es' ? spanishReasonVars : reasonVars;
  return renderReason(entry.explanation.body, vars(legislator, petition, entry));
}
