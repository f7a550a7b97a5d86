export { DistrictMap } from './DistrictMap';
export { FetchError, Fetching, RESULTS_STATUSES, type ResultsFetch } from './FetchStatus';
export type { YourDistrict } from './mapRules';
export {
  type DistrictRow,
  type FederalResultsModel,
  federalResultsModel,
  type LegislatorSummary,
  type SeatName,
  type StateResultsModel,
} from './model';
export { FederalResults } from './Results';
export { type PetitionCount, ResultsSummary } from './ResultsSummary';
export { StateTotalResults } from './StateTotalResults';
export { MemberElectText, VacantSeatText } from './VacantSeatText';
