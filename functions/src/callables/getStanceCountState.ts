import { readStanceCountState } from '../db';
import { publishedStateLegislative } from '../publishedCounts';
import { knownPetition, parseRequest } from '../validation';
import type { Handler } from './context';

/**
 * Public: YES/NO per California Assembly (80) and State Senate (40) district, and asOf; counts
 * under k as null ("fewer than k", publishedCounts.ts).
 */
export const getStanceCountState: Handler<'getStanceCountState'> = async (call, deps) => {
  const request = parseRequest('getStanceCountState', call.data);
  const petition = knownPetition(deps.petitions, request.fireDbPetition);
  // The schema admits only "California" (only California has state results:
  // docs/product/screens.md#state-petitions).
  const counts = await readStanceCountState(deps.db, { petition: petition.petitionKey, state: 'ca' });
  return { response: publishedStateLegislative(counts) };
};
