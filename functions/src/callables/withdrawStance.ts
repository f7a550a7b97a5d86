import { MESSAGES } from '@rv/api/contract';
import { stanceEligibility } from '@rv/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { withdrawStance as withdrawStanceQuery } from '../db';
import { matchedVoterState } from '../db/queries-callables';
import { callerIdentity } from '../identity';
import { knownPetition, parseRequest } from '../validation';
import type { Handler } from './context';

/**
 * Takes a voter's stance on a petition back. The same checks as writeStance, in the same order
 * (identity, payload, petition, the voter, eligibility); then the stance, a WITHDRAWN history
 * entry and the tallies move in one transaction. Without a stance nothing changes.
 */
export const withdrawStance: Handler<'withdrawStance'> = async (call, deps) => {
  const caller = callerIdentity(call.auth);
  const request = parseRequest('withdrawStance', call.data);
  const petition = knownPetition(deps.petitions, request.fireDbPetition);
  const state = await matchedVoterState(deps.db, request.voterId, caller.match);
  if (!state) throw new HttpsError('permission-denied', MESSAGES.voterNotMatched);
  const eligibility = stanceEligibility({ state }, petition.jurisdiction);
  if (eligibility.status !== 'ELIGIBLE') throw new HttpsError('permission-denied', eligibility.message);
  const result = await withdrawStanceQuery(deps.db, {
    voterId: request.voterId,
    petition: petition.fireDbPath,
  });
  // The voter left the file or turned inactive between the check and the write.
  if (!result) throw new HttpsError('permission-denied', MESSAGES.voterNotMatched);
  return { response: result.voter, facts: { changed: result.withdrawn !== null } };
};
