// The Spanish build's stance explanation templates, in place of ../generated/reasons
// (scripts/i18n/content.ts).

export { reasonTemplates } from '../generated/es-reasons';
export { type ReasonKey, reasonKeys } from '../generated/reasons';
