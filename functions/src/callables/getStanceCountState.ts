import { readStanceCountState } from '../db';
import { knownPetition, parseRequest } from '../validation';
import type { Handler } from './context';

/** Public: YES/NO per California Assembly (80) and State Senate (40) district, and asOf. */
export const getStanceCountState: Handler<'getStanceCountState'> = async (call, deps) => {
  const request = parseRequest('getStanceCountState', call.data);
  const petition = knownPetition(deps.petitions, request.fireDbPetition);
  // The schema admits only "California" (only California has state results:
  // docs/product/screens.md#state-petitions).
  const counts = await readStanceCountState(deps.db, { petition: petition.fireDbPath, state: 'ca' });
  return {
    response: {
      stateAssembly: counts.stateAssembly ?? {},
      stateSenate: counts.stateSenate,
      asOf: counts.asOf,
    },
  };
};
