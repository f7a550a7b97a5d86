export { Abbreviation, StanceAbbreviation, StanceKey } from './StanceKey';
