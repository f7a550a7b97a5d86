import { MESSAGES } from '@rv/api/contract';
import { HttpsError } from 'firebase-functions/v2/https';
import { withdrawStance as withdrawStanceQuery } from '../db';
import type { Handler } from './context';
import { checkedStanceRequest, withinChangeLimit } from './stanceChecks';

/**
 * Takes a voter's stance on a petition back, after writeStance's checks; then the stance, a
 * WITHDRAWN history entry and the tallies move in one transaction. Without a stance nothing
 * changes. A withdrawal is a change: it counts toward the voter's limit (writeStance).
 */
export const withdrawStance: Handler<'withdrawStance'> = async (call, deps) => {
  const { request, petition, guard } = await checkedStanceRequest('withdrawStance', call, deps);
  const result = await withinChangeLimit(() =>
    withdrawStanceQuery(deps.db, { voterId: request.voterId, petition: petition.petitionKey }, guard),
  );
  // The voter left the file or turned inactive between the check and the write.
  if (!result) throw new HttpsError('permission-denied', MESSAGES.voterNotMatched);
  return { response: result.voter, facts: { changed: result.withdrawn !== null } };
};
