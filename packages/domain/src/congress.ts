// A Congress's term and the bills that die with it.

/**
 * The day a Congress ends (YYYY-MM-DD): its two-year term ends at noon on January 3 of the odd
 * year after its second session (20th Amendment, section 1): the 118th on 2025-01-03, the 119th
 * on 2027-01-03. The same formula gives the end of every Congress since the 73rd (the first to end on
 * January 3, 1935).
 */
export function congressEnds(congress: number): string {
  return `${1789 + 2 * congress}-01-03`;
}

/** A bill as a petition cites it: its Congress and, if it became one, its law. */
export interface CitedBill {
  readonly congress: number;
  readonly becameLaw?: string | undefined;
}

/**
 * Whether a bill died with its Congress: the Congress has ended (on `now`, a YYYY-MM-DD day or a
 * Date) and the bill never became law. A bill not enacted must be introduced again.
 */
export function expiredWithoutLaw(bill: CitedBill, now: Date | string): boolean {
  const today = typeof now === 'string' ? now : now.toISOString().slice(0, 10);
  return !bill.becameLaw && congressEnds(bill.congress) <= today;
}
