// Which clock a page's times are told in (docs/product/rules.md#times, decision 0064): a petition of one state in that state's zone, otherwise the
// signed-in voter's state's, otherwise the reader's own. Always named ("PST", "EST").
import type { StateCode } from './vocabulary';

/**
 * Each state's civil time zone (also the zone of a day in the counts over time, migration 0010). Florida's western panhandle keeps Central time; the state's
 * government, and most of its voters, keep Eastern, so its pages do.
 */
export const STATE_TIME_ZONES: Readonly<Record<StateCode, string>> = {
  ca: 'America/Los_Angeles',
  fl: 'America/New_York',
};

/**
 * The zone a page's times are shown in: the one state whose voters the page counts, else the
 * signed-in voter's state, else undefined (the reader's own zone).
 */
export function pageTimeZone(
  pageStates: readonly StateCode[],
  voterState: StateCode | null,
): string | undefined {
  const [only, ...others] = pageStates;
  if (only && others.length === 0) return STATE_TIME_ZONES[only];
  return voterState ? STATE_TIME_ZONES[voterState] : undefined;
}
