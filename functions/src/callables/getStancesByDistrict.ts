import { readStancesByDistrict } from '../db';
import { knownPetition, parseRequest } from '../validation';
import type { Handler } from './context';

/** Public: YES/NO per congressional district of CA and FL, a TOTAL per state, and asOf. */
export const getStancesByDistrict: Handler<'getStancesByDistrict'> = async (call, deps) => {
  const request = parseRequest('getStancesByDistrict', call.data);
  const petition = knownPetition(deps.petitions, request.fireDbPetition);
  const { ca, fl, asOf } = await readStancesByDistrict(deps.db, { petition: petition.fireDbPath });
  return { response: { ca, fl, asOf } };
};
