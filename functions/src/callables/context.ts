import type { CallableName, CallableResponse } from '@rv/api/contract';
import { ERROR_MESSAGES } from '@rv/api/contract';
import type { ZipRanges } from '@rv/domain';
import { HttpsError } from 'firebase-functions/v2/https';
import type { Db, StanceChangeLimit } from '../db';
import type { CallerAuth } from '../identity';
import { logCallableFailed, logCallableRejected, logCallableSucceeded } from '../logs';
import type { LookupLimiters } from '../lookupLimits';
import type { PetitionRef } from '../validation';

/** One call as the handlers see it: independent of firebase-functions, so tests and benches call handlers in-process. */
export interface CallInput {
  data: unknown;
  auth?: CallerAuth | undefined;
  /**
   * The client's IP address as the platform vouches for it (`clientAddressOf`), or null when it
   * cannot tell: a lookup is then refused, never counted in a shared bucket.
   */
  clientAddress: string | null;
}

/** Everything a handler uses, passed in (config.ts builds the real ones). */
export interface Deps {
  db: Db;
  petitions: ReadonlyMap<string, PetitionRef>;
  zipRanges: ZipRanges;
  setUpMarker: string;
  lookupLimiters: LookupLimiters;
  /** Changes a voter may make to their stance on one petition per window. */
  stanceChangeLimit: StanceChangeLimit;
  /** The security log's HMAC key (securityLog.ts). */
  securityLogKey: string;
}

export type Handler<N extends CallableName> = (
  call: CallInput,
  deps: Deps,
) => Promise<{ response: CallableResponse<N>; facts?: Record<string, number | boolean> }>;

/**
 * Runs a handler: logs the outcome, and turns anything unexpected into `internal` with a
 * generic message (a database error can quote values, so it never reaches the caller).
 */
export async function runCallable<N extends CallableName>(
  name: N,
  handler: Handler<N>,
  call: CallInput,
  deps: Deps,
): Promise<CallableResponse<N>> {
  const started = performance.now();
  try {
    const { response, facts } = await handler(call, deps);
    logCallableSucceeded(name, performance.now() - started, facts);
    return response;
  } catch (error) {
    if (error instanceof HttpsError) {
      logCallableRejected(name, error.code, error.code === 'invalid-argument' ? 'payload' : error.code);
      throw error;
    }
    logCallableFailed(name, error);
    throw new HttpsError('internal', ERROR_MESSAGES.internal);
  }
}
