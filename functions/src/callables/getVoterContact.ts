import { ERROR_MESSAGES, retryAfterDetails } from '@rv/api/contract';
import { site } from '@rv/catalogue';
import { maskEmail, maskPhone } from '@rv/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { lookupVoterContact } from '../db';
import { logLookupRateLimited } from '../logs';
import { addressBudgetKey, budgetKey, type LookupLimiters, personKey } from '../lookupLimits';
import { auditSubject, recordSecurityEvent } from '../securityLog';
import { parseRequest, zipInServedState } from '../validation';
import type { CallInput, Deps, Handler } from './context';

/** Said when the platform gave no client address: such calls share no budget, they are refused. */
const NO_CLIENT_ADDRESS =
  'We could not tell which network this request came from, so the look-up was not made. Try again from your usual connection.';

/**
 * Added when the per-person budget refused: it may have been spent by someone else, so the
 * voter is told where a person helps (the help line and e-mail of the help page).
 */
const HELP_BY_PEOPLE = `Or call our help line, ${site.contact.helpPhone}, or write to ${site.contact.email}: we can help you find your registration.`;

function waitText(ms: number): string {
  const seconds = Math.max(1, Math.ceil(ms / 1000));
  if (seconds < 120) return `${seconds} second${seconds === 1 ? '' : 's'}`;
  const minutes = Math.ceil(seconds / 60);
  if (minutes < 120) return `${minutes} minutes`;
  const hours = Math.ceil(minutes / 60);
  if (hours < 48) return `${hours} hours`;
  return `${Math.ceil(hours / 24)} days`;
}

/**
 * Spends one lookup from every budget that applies (functions/src/lookupLimits.ts); refused
 * when any of them is used up. Only called for a valid request: bad requests spend nothing.
 */
async function spendLookup(
  call: CallInput,
  person: { first: string; last: string; zip: string },
  limiters: LookupLimiters,
): Promise<void> {
  if (call.clientAddress === null) throw new HttpsError('permission-denied', NO_CLIENT_ADDRESS);
  const keys: [keyof LookupLimiters, string][] = [
    ['perAddress', addressBudgetKey(call.clientAddress)],
    ['perPerson', personKey(person.first, person.last, person.zip)],
  ];
  if (call.auth) keys.push(['perUid', budgetKey(call.auth.uid)]);
  // Every window of every budget that applies: the hour's, the day's and the week's.
  const spends = keys.flatMap(([budget, key]) =>
    limiters[budget].map((limiter) => [budget, limiter, key] as const),
  );
  const outcomes = await Promise.allSettled(spends.map(([, limiter, key]) => limiter.consume(key)));
  let waitMs = -1;
  let personRefused = false;
  outcomes.forEach((outcome, i) => {
    if (outcome.status === 'fulfilled') return;
    if (!(outcome.reason instanceof RateLimiterRes)) throw outcome.reason;
    waitMs = Math.max(waitMs, outcome.reason.msBeforeNext);
    if (spends[i]?.[0] === 'perPerson') personRefused = true;
  });
  if (waitMs < 0) return;
  logLookupRateLimited('getVoterContact', waitMs);
  const who = personRefused ? 'of this name and zip code' : 'from this device';
  const message = ERROR_MESSAGES['resource-exhausted']
    .replace('from this device', who)
    .replace('Wait a minute', `Wait ${waitText(waitMs)}`);
  // Someone else may have spent this person's budget: a person can still be helped by people.
  throw new HttpsError(
    'resource-exhausted',
    personRefused ? `${message} ${HELP_BY_PEOPLE}` : message,
    retryAfterDetails(waitMs),
  );
}

/** The security log's row of a lookup: hashed uid (when signed in) and address prefix, how many found. */
async function recordLookup(call: CallInput, deps: Deps, activeFound: number): Promise<void> {
  const subject = auditSubject(deps.securityLogKey, {
    uid: call.auth?.uid,
    clientAddress: call.clientAddress,
  });
  await recordSecurityEvent(deps.db, { event: 'lookup', ...subject, matched: activeFound });
}

/**
 * Public sign-in help: how many active and inactive voters match first, last, date of birth
 * and zip, and the active ones' contacts MASKED ("(•••) •••-4567", "j•••@g•••.com"). Limited per
 * client address, per uid and per looked-up person, because the four fields are guessable and
 * the answer confirms a record.
 */
export const getVoterContact: Handler<'getVoterContact'> = async (call, deps) => {
  const request = parseRequest('getVoterContact', call.data);
  zipInServedState(request.zip, deps.zipRanges);
  await spendLookup(call, request, deps.lookupLimiters);
  const found = await lookupVoterContact(deps.db, request);
  await recordLookup(call, deps, found.A.numVotersFound);
  // Two numbers with the same last four digits would show twice as the same text.
  const phones = [...new Set(found.A.phones.map(maskPhone))];
  const emails = [...new Set(found.A.emails.map(maskEmail))];
  return {
    response: {
      A: { numVotersFound: found.A.numVotersFound, phones, emails },
      I: { numVotersFound: found.I.numVotersFound },
    },
  };
};
