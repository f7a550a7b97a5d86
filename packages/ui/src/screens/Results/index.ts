export { DistrictMap } from './DistrictMap';
export type { YourDistrict } from './districtMap';
export {
  type DistrictRow,
  type FederalResultsModel,
  federalResultsModel,
  type LegislatorSummary,
  type StateResultsModel,
} from './model';
export {
  ALL_STATES_SHOWN,
  FETCHING_RESULTS,
  FederalResults,
  FetchError,
  Fetching,
  RESULTS_STATUSES,
  type ResultsFetch,
  StateTotalResults,
  viewAnnouncement,
} from './Results';
export { type PetitionCount, ResultsSummary, SUMMARY_TEXTS } from './ResultsSummary';
export { stateTotal } from './totals';
