// Voter guide seats (docs/product/rules.md#seats): senior/junior senators and House districts.

import { congressionalDistrictLabel } from './account';
import type { SenateSeat, StateCode } from './vocabulary';

export interface SenateSeatLike {
  /** ISO date (YYYY-MM-DD) the incumbent assumed office; null or absent for a vacant seat. */
  readonly assumedOffice?: string | null;
}

/**
 * The state's two Senate seats keyed SENIOR/JUNIOR: the senator who assumed office first is
 * senior. A vacant seat is junior. On a tie the
 * content's order stands (the Senate's own tie-breaks, prior service and state population,
 * are not in our data).
 */
export function senateSeatsBySeniority<T extends SenateSeatLike>(seats: readonly T[]): Record<SenateSeat, T> {
  const [a, b] = seats;
  if (seats.length !== 2 || !a || !b) {
    throw new Error(`A state has exactly two Senate seats; got ${seats.length}. Check content/seats/*.yaml.`);
  }
  // ISO dates compare correctly as strings; an empty date sorts after any real one.
  const dateA = a.assumedOffice || '\uffff';
  const dateB = b.assumedOffice || '\uffff';
  return dateB < dateA ? { SENIOR: b, JUNIOR: a } : { SENIOR: a, JUNIOR: b };
}

/**
 * The House seat label "CA-12" / "FL-7". The postal code, FL for Florida
 * (docs/decisions/0062-small-wording-and-date-rules.md).
 */
export function houseSeatLabel(state: StateCode, district: string | number): string {
  return congressionalDistrictLabel(state, district);
}
