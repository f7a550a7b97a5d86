import { site } from '@rv/catalogue';
import type { DistrictKind, StateCode } from './schema';

/** District counts per state and kind, from the catalogue (`content/site.yaml`, `states`). */
export const DISTRICT_COUNTS: Record<StateCode, Record<DistrictKind, number>> = {
  ca: districtCountsOf('ca'),
  fl: districtCountsOf('fl'),
};

function districtCountsOf(state: StateCode): Record<DistrictKind, number> {
  const { congressionalDistricts, legislature } = site.states[state];
  return {
    congressional: congressionalDistricts,
    lower: legislature.lowerDistricts,
    upper: legislature.upperDistricts,
  };
}

export const DISTRICT_KINDS: readonly DistrictKind[] = ['congressional', 'lower', 'upper'];
