// The Spanish build's petitions (decision 0044-one-build-per-language): the English module's
// shape with the Spanish twins' words. scripts/i18n/content.ts puts it in place of
// ../generated/petitions in that build only.

export { petitions } from '../generated/es-petitions';
export { type PetitionUrl, petitionUrls } from '../generated/petitions';
