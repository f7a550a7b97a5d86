import { MESSAGES } from '@rv/api/contract';
import { maskEmail, maskPhone } from '@rv/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import { RateLimiterRes } from 'rate-limiter-flexible';
import { lookupVoterContact } from '../db';
import { logLookupRateLimited } from '../logs';
import { parseRequest, zipInServedState } from '../validation';
import type { Handler } from './context';

/**
 * Public sign-in help: how many active and inactive voters match first, last, date of birth
 * and zip, and the active ones' contacts MASKED ("(•••) •••-4567", "j•••@g•••.com"). Rate
 * limited per client, because the four fields are guessable and the answer confirms a record.
 */
export const getVoterContact: Handler<'getVoterContact'> = async (call, deps) => {
  const request = parseRequest('getVoterContact', call.data);
  zipInServedState(request.zip, deps.zipRanges);
  try {
    await deps.lookupLimiter.consume(call.clientKey);
  } catch (error) {
    if (!(error instanceof RateLimiterRes)) throw error;
    logLookupRateLimited('getVoterContact', error.msBeforeNext);
    const seconds = Math.max(1, Math.ceil(error.msBeforeNext / 1000));
    throw new HttpsError(
      'resource-exhausted',
      MESSAGES.lookupRateLimited.replace(
        'Wait a minute',
        `Wait ${seconds} second${seconds === 1 ? '' : 's'}`,
      ),
    );
  }
  const found = await lookupVoterContact(deps.db, {
    first: request.first.toUpperCase(),
    last: request.last.toUpperCase(),
    dob: request.dob,
    zip: request.zip,
  });
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
