import type { DistrictKind, StateCode } from './schema';

/** District counts per state and kind (product spec section 9; FL House 120 / Senate 40). */
export const DISTRICT_COUNTS: Record<StateCode, Record<DistrictKind, number>> = {
  ca: { congressional: 52, lower: 80, upper: 40 },
  fl: { congressional: 28, lower: 120, upper: 40 },
};

export const DISTRICT_KINDS: readonly DistrictKind[] = ['congressional', 'lower', 'upper'];

/** Number of counter rows per district (must match tally_shard() in the migrations). */
export const TALLY_SHARDS = 8;
