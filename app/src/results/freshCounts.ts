import type { ApiClient } from '@rv/api';
import { sharedReadsPer } from './sharedRead';

/*
 * Right after the voter's own stance, the totals and the open view read the callables (never
 * cached) at the same moment: one call each, shared while on its way, never reused after it.
 */
const readsOf = sharedReadsPer<ApiClient>(0);

export function freshCounts(api: ApiClient) {
  const read = readsOf(api);
  return {
    byDistrict: (fireDbPetition: string) =>
      read(`byDistrict:${fireDbPetition}`, () => api.getStancesByDistrict({ fireDbPetition })),
    california: (fireDbPetition: string) =>
      read(`california:${fireDbPetition}`, () =>
        api.getStanceCountState({ state: 'California', fireDbPetition }),
      ),
  };
}
