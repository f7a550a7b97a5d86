import type { StanceCountState, YesNoCount } from '@rv/api';

/**
 * A state's total from getStanceCountState: every voter lives in exactly one Assembly district,
 * so the Assembly districts add up to the state (the Senate districts would too; one is enough).
 */
export function stateTotal(counts: Pick<StanceCountState, 'stateAssembly'>): YesNoCount {
  return Object.values(counts.stateAssembly).reduce(
    // A count hidden as "fewer than k" (null) adds nothing: the total is of the counts shown.
    (sum, district) => ({
      YES: (sum.YES ?? 0) + (district.YES ?? 0),
      NO: (sum.NO ?? 0) + (district.NO ?? 0),
    }),
    { YES: 0, NO: 0 },
  );
}
