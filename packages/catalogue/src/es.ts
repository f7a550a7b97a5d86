// @rv/catalogue/es: the Spanish twins of the petitions, explanation templates and pages
// (generated from the Spanish twins in content/ by `npm run build:content`), and stance
// explanations in Spanish. A module of its own, never re-exported by the English entry point, so
// only a Spanish reader's bundle carries it.
export * from './generated/es';
export { explainStanceInSpanish } from './spanishReasons';
export { spanishReasonVars } from './spanishReasonVars';
