import { MESSAGES } from '@rv/api/contract';
import { HttpsError } from 'firebase-functions/v2/https';
import { writeStance as writeStanceQuery } from '../db';
import type { Handler } from './context';
import { checkedStanceRequest, withinChangeLimit } from './stanceChecks';

/**
 * Records a voter's YES/NO on a petition. The voter must match the caller's verified identity, be
 * active and in the current file, and be eligible for the petition
 * (docs/product/rules.md#who-may-voice-a-stance). The stance, its history entry and the tallies
 * move in one transaction (the query layer's writeStance) with a security-log row; repeating a
 * stance changes nothing. A voter who already made their limit of changes on the petition in the
 * window is refused with `resource-exhausted`, their stance kept.
 */
export const writeStance: Handler<'writeStance'> = async (call, deps) => {
  const { request, petition, guard } = await checkedStanceRequest('writeStance', call, deps);
  const result = await withinChangeLimit(() =>
    writeStanceQuery(
      deps.db,
      { voterId: request.voterId, petition: petition.petitionKey, stance: request.stance },
      guard,
    ),
  );
  // The voter left the file or turned inactive between the check and the write.
  if (!result) throw new HttpsError('permission-denied', MESSAGES.voterNotMatched);
  return {
    response: result.voter,
    facts: { changed: result.changed, switched: result.previous !== null && result.changed },
  };
};
