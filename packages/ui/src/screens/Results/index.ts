export {
  type DistrictRow,
  type FederalResultsModel,
  federalResultsModel,
  type LegislatorSummary,
  type StateResultsModel,
} from './model';
export {
  FETCHING_RESULTS,
  FederalResults,
  FetchError,
  Fetching,
  RESULTS_STATUSES,
  type ResultsFetch,
  StateTotalResults,
} from './Results';
export { stateTotal } from './totals';
