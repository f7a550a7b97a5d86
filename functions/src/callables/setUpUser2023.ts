import { findMatchedVoters, getSetUpStatus, setSetUpStatus } from '../db';
import { callerIdentity } from '../identity';
import { auditSubject, recordSecurityEvent } from '../securityLog';
import { parseRequest } from '../validation';
import type { Handler } from './context';

/**
 * Records the set-up marker for the caller (once per marker: idempotent) and a security-log row,
 * both only when the caller matches a voter, and returns their active, up-to-date matched voters,
 * sorted for the picker. Replaces the first client's reads of
 * `setUpStatus` and `voterDisplay`.
 */
export const setUpUser2023: Handler<'setUpUser2023'> = async (call, deps) => {
  const caller = callerIdentity(call.auth);
  parseRequest('setUpUser2023', call.data);
  const voters = await findMatchedVoters(deps.db, caller.match);
  // A caller who matches no voter leaves nothing behind: no set-up marker, no log row.
  const lastSetUp = voters.length > 0 ? await getSetUpStatus(deps.db, { uid: caller.uid }) : null;
  if (voters.length > 0) {
    if (lastSetUp !== deps.setUpMarker)
      await setSetUpStatus(deps.db, { uid: caller.uid, lastSetUp: deps.setUpMarker });
    await recordSecurityEvent(deps.db, {
      event: 'set_up',
      ...auditSubject(deps.securityLogKey, { uid: caller.uid, clientAddress: call.clientAddress }),
      matched: voters.length,
    });
  }
  return {
    response: { lastSetUp: deps.setUpMarker, voters },
    facts: {
      matches: voters.length,
      firstSetUp: lastSetUp !== deps.setUpMarker,
      viaPhone: caller.via === 'phone',
    },
  };
};
