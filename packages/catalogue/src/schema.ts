// Strict zod schemas of the files under content/ (format contract: content/README.md). One schema
// per collection; values that come from other files (legislator ids, reason codes, petition urls)
// are passed in, so the allowed values are the data itself, never a copy. Messages read
// "problem — how to fix"; the content build adds file:line:col and the field path.
// This module is the one entry point (`@rv/catalogue/schema`); the schemas live in schema/:
// fields.ts (shared building blocks), site.ts (site, pages, districts), legislators.ts
// (legislators, seats, bills), petitions.ts (petitions, stances, former members, reasons) and
// twins.ts (the Spanish twins of petitions, reasons and pages).
export {
  DISTRICT_KEY_PATTERN,
  isoDate,
  KEY_MESSAGE_SEPARATOR,
  LEGISLATOR_ID_PATTERN,
  orList,
  PETITION_KEY_PATTERN,
  REASON_CODE_PATTERN,
  SLUG_PATTERN,
  strictObject,
} from './schema/fields';
export * from './schema/legislators';
export * from './schema/petitions';
export * from './schema/site';
export * from './schema/twins';
