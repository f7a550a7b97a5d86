import { readStancesByDistrict } from '../db';
import { publishedCongressional } from '../publishedCounts';
import { knownPetition, parseRequest } from '../validation';
import type { Handler } from './context';

/**
 * Public: YES/NO per congressional district of CA and FL, a TOTAL per state, and asOf; counts
 * under k as null ("fewer than k") and TOTAL the sum of the counts shown (publishedCounts.ts).
 */
export const getStancesByDistrict: Handler<'getStancesByDistrict'> = async (call, deps) => {
  const request = parseRequest('getStancesByDistrict', call.data);
  const petition = knownPetition(deps.petitions, request.fireDbPetition);
  const exact = await readStancesByDistrict(deps.db, { petition: petition.petitionKey });
  return { response: publishedCongressional(exact) };
};
