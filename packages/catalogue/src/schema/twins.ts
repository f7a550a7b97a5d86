// Schemas of the Spanish twins: `<name>.es.md` beside each English petition, reason template and
// page (docs/decisions/0037-spanish-twins-beside-the-english.md). A twin holds the words only;
// the facts (url, database path, jurisdiction, bill link, which petitions a reason explains)
// stay in the English file, so the two languages cannot disagree about them.

import { strictObject, text } from './fields';
import { reasonFrontMatterSchema } from './petitions';
import { pageFrontMatterSchema } from './site';

/** The language of the twins, and how a twin's file name ends (content/petitions/permanent-dst.es.md). */
export const TWIN_LANGUAGE = 'es';
export const TWIN_SUFFIX = `.${TWIN_LANGUAGE}.md`;

/** The folders whose English Markdown files each need a Spanish twin. */
export const TWIN_FOLDERS = ['petitions', 'reasons', 'pages'] as const;
export type TwinFolder = (typeof TWIN_FOLDERS)[number];

/** Front-matter fields (paths) of an English file that a twin takes from it rather than repeating. */
export const ENGLISH_ONLY_FIELDS: Readonly<Record<TwinFolder, readonly (readonly string[])[]>> = {
  petitions: [['url'], ['petitionKey'], ['jurisdiction'], ['supportLegislation', 'billLink'], ['bills']],
  reasons: [['petitions'], ['evidence']],
  pages: [],
};

export const petitionTwinFrontMatterSchema = strictObject({
  uiTitle: text,
  subtitle: text,
  tileDescription: text,
  addressedTo: text,
  /** The bill's name in Spanish; its link is the English file's `supportLegislation.billLink`. */
  supportLegislation: strictObject({ billName: text }).optional(),
});
export type PetitionTwinFrontMatter = ReturnType<typeof petitionTwinFrontMatterSchema.parse>;

/** A template's twin names the same `reason:` or `stance:` as the English template. */
export const reasonTwinFrontMatterSchema = reasonFrontMatterSchema.omit({ petitions: true, evidence: true });

/** A page's twin has its own title and description, and the policies the same `lastUpdated`. */
export const pageTwinFrontMatterSchema = pageFrontMatterSchema;
