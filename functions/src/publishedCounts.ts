import { site } from '@rv/catalogue';
import { publishedTallies } from '@rv/domain';
import type { CongressionalTallies, StateLegislativeTallies } from './db';

/*
 * Every count that leaves the server for the public (the callables' tallies, the results JSON
 * and CSV, and so the tables, the map and the totals drawn from them) passes here: a count from
 * 1 to k − 1 becomes null, "fewer than k", and each TOTAL is the sum of the counts shown
 * (docs/decisions/0054-small-counts-never-published.md). The database keeps the exact tallies.
 */

/** k, from content/site.yaml `publicCounts.fewerThan`. */
export const FEWER_THAN = site.publicCounts.fewerThan;

export function publishedCongressional(
  { ca, fl, districtPlans, asOf }: CongressionalTallies,
  k = FEWER_THAN,
) {
  return { ca: publishedTallies(ca, k, true), fl: publishedTallies(fl, k, true), districtPlans, asOf };
}

export function publishedStateLegislative(
  { stateAssembly, stateSenate, asOf }: StateLegislativeTallies,
  k = FEWER_THAN,
) {
  return {
    stateAssembly: publishedTallies(stateAssembly ?? {}, k, false),
    stateSenate: publishedTallies(stateSenate, k, false),
    asOf,
  };
}
