import type { StanceCountState, YesNoCount } from '@rv/api';

/**
 * A state's total from getStanceCountState: every voter lives in exactly one Assembly district,
 * so the Assembly districts add up to the state (the Senate districts would too; one is enough).
 */
export function stateTotal(counts: Pick<StanceCountState, 'stateAssembly'>): YesNoCount {
  return Object.values(counts.stateAssembly).reduce(
    (sum, district) => ({ YES: sum.YES + district.YES, NO: sum.NO + district.NO }),
    { YES: 0, NO: 0 },
  );
}
