import type { ParsedRequest } from '@rv/api/contract';
import { ineligibleMessage, MESSAGES } from '@rv/api/contract';
import { stanceEligibility } from '@rv/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { matchedVoterState } from '../db';
import { callerIdentity } from '../identity';
import type { PetitionRef } from '../validation';
import { knownPetition, parseRequest } from '../validation';
import type { CallInput, Deps } from './context';

/**
 * The checks writeStance and withdrawStance share, in their order: identity, payload, petition,
 * the voter (matching the caller, active and current), eligibility. Throws the first that
 * fails; nothing has been written.
 */
export async function checkedStanceRequest<N extends 'writeStance' | 'withdrawStance'>(
  name: N,
  call: CallInput,
  deps: Deps,
): Promise<{ request: ParsedRequest<N>; petition: PetitionRef }> {
  const caller = callerIdentity(call.auth);
  const request = parseRequest(name, call.data);
  const petition = knownPetition(deps.petitions, request.fireDbPetition);
  const state = await matchedVoterState(deps.db, { voterId: request.voterId, identity: caller.match });
  if (!state) throw new HttpsError('permission-denied', MESSAGES.voterNotMatched);
  const eligibility = stanceEligibility({ state }, petition.jurisdiction);
  if (eligibility.status !== 'ELIGIBLE')
    throw new HttpsError('permission-denied', ineligibleMessage(eligibility));
  return { request, petition };
}
