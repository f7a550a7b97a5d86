// The site's tagline (content/site.yaml `tagline`) in the page's language: the English is the
// content's, word for word (tagline.test.ts holds them equal); its Spanish is in the common
// catalogue.
import { msg } from '@lingui/core/macro';
import { pageI18n } from '../language';

const TAGLINE = msg`Online petitions for registered voters.`;

export function tagline(): string {
  return pageI18n._(TAGLINE);
}
