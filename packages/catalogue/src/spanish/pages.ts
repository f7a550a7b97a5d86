// The Spanish build's pages (About, policies, terms, privacy), in place of ../generated/pages
// (scripts/i18n/content.ts).
export { pages } from '../generated/es-pages';
