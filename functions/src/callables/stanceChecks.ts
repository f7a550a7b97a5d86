import type { ParsedRequest } from '@rv/api/contract';
import { ineligibleMessage, MESSAGES, retryAfterDetails } from '@rv/api/contract';
import { stanceEligibility } from '@rv/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { matchedVoterState, StanceChangeLimitReached, type StanceWriteGuard } from '../db';
import { callerIdentity } from '../identity';
import { auditSubject } from '../securityLog';
import type { PetitionRef } from '../validation';
import { knownPetition, parseRequest } from '../validation';
import type { CallInput, Deps } from './context';

/**
 * The checks writeStance and withdrawStance share, in their order: identity, payload, petition,
 * the voter (matching the caller, active and current), eligibility. Throws the first that
 * fails; nothing has been written. Returns what the write must keep and record beside itself:
 * the voter's change limit and the caller's hashed identity and address prefix.
 */
export async function checkedStanceRequest<N extends 'writeStance' | 'withdrawStance'>(
  name: N,
  call: CallInput,
  deps: Deps,
): Promise<{ request: ParsedRequest<N>; petition: PetitionRef; guard: StanceWriteGuard }> {
  const caller = callerIdentity(call.auth);
  const request = parseRequest(name, call.data);
  const petition = knownPetition(deps.petitions, request.fireDbPetition);
  const state = await matchedVoterState(deps.db, { voterId: request.voterId, identity: caller.match });
  if (!state) throw new HttpsError('permission-denied', MESSAGES.voterNotMatched);
  const eligibility = stanceEligibility({ state }, petition.jurisdiction);
  if (eligibility.status !== 'ELIGIBLE')
    throw new HttpsError('permission-denied', ineligibleMessage(eligibility));
  const audit = auditSubject(deps.securityLogKey, { uid: caller.uid, clientAddress: call.clientAddress });
  return { request, petition, guard: { limit: deps.stanceChangeLimit, audit } };
}

function hoursAndMinutes(ms: number): string {
  const minutes = Math.max(1, Math.ceil(ms / 60_000));
  if (minutes < 60) return `${minutes} minute${minutes === 1 ? '' : 's'}`;
  const hours = Math.ceil(minutes / 60);
  return `${hours} hour${hours === 1 ? '' : 's'}`;
}

/** What a voter who changed their stance too often is told: nothing changed, and when they may. */
function stanceChangeLimitMessage(reached: StanceChangeLimitReached): string {
  const window = hoursAndMinutes(reached.limit.seconds * 1000);
  return `You have changed your stance on this petition ${reached.limit.changes} times in the last ${window}. Your current stance is kept. You can change it again in ${hoursAndMinutes(reached.retryAfterMs)}.`;
}

/** Runs a stance write, turning the voter's change limit into `resource-exhausted` with what to do. */
export async function withinChangeLimit<T>(write: () => Promise<T>): Promise<T> {
  try {
    return await write();
  } catch (error) {
    if (error instanceof StanceChangeLimitReached)
      throw new HttpsError(
        'resource-exhausted',
        stanceChangeLimitMessage(error),
        retryAfterDetails(error.retryAfterMs),
      );
    throw error;
  }
}
