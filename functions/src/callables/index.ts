export type { CallInput, Deps, Handler } from './context';
export { runCallable } from './context';
export { getStanceCountState } from './getStanceCountState';
export { getStancesByDistrict } from './getStancesByDistrict';
export { getVoterContact } from './getVoterContact';
export { setUpUser2023 } from './setUpUser2023';
export { withdrawStance } from './withdrawStance';
export { writeStance } from './writeStance';
