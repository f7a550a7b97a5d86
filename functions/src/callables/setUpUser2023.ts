import { findMatchedVoters, getSetUpStatus, setSetUpStatus } from '../db';
import { callerIdentity } from '../identity';
import { parseRequest } from '../validation';
import type { Handler } from './context';

/**
 * Records the set-up marker for the caller (once per marker: idempotent) and returns their
 * active, up-to-date matched voters, sorted for the picker. Replaces the first client's reads of
 * `setUpStatus` and `voterDisplay`.
 */
export const setUpUser2023: Handler<'setUpUser2023'> = async (call, deps) => {
  const caller = callerIdentity(call.auth);
  parseRequest('setUpUser2023', call.data);
  const voters = await findMatchedVoters(deps.db, caller.match);
  const lastSetUp = await getSetUpStatus(deps.db, { uid: caller.uid });
  if (lastSetUp !== deps.setUpMarker)
    await setSetUpStatus(deps.db, { uid: caller.uid, lastSetUp: deps.setUpMarker });
  return {
    response: { lastSetUp: deps.setUpMarker, voters },
    facts: {
      matches: voters.length,
      firstSetUp: lastSetUp !== deps.setUpMarker,
      viaPhone: caller.via === 'phone',
    },
  };
};
