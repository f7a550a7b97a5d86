export { fixtures, lookups, malformedLookup, results, setUp, stateResults, voters } from './fixtures';
export type { HandlerOptions, Scenario, Scenarios } from './handlers';
export { createHandlers, handlers, SCENARIO_NAMES } from './handlers';
