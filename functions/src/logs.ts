import type { CallableName } from '@rv/api/contract';
import * as logger from 'firebase-functions/logger';

/*
 * Every log line the callables write, one named function each. Structured (Cloud Logging
 * parses the JSON), and never personal data: no names, phones, e-mails, dates of birth, zips,
 * voter ids or uids, and no error messages from the database (they can quote values).
 * `RV_QUIET_LOGS=1` silences them for in-process benchmarks.
 */

const quiet = () => process.env.RV_QUIET_LOGS === '1';

export function logCallableSucceeded(
  callable: CallableName,
  ms: number,
  facts: Record<string, number | boolean> = {},
) {
  if (quiet()) return;
  logger.info('callable succeeded', { callable, ms: Math.round(ms), ...facts });
}

export function logCallableRejected(callable: CallableName, code: string, reason: string) {
  if (quiet()) return;
  logger.info('callable rejected', { callable, code, reason });
}

export function logLookupRateLimited(callable: CallableName, retryAfterMs: number) {
  if (quiet()) return;
  logger.warn('lookup rate limited', { callable, retryAfterMs });
}

/** The nightly prune of the security log: how many rows left (a count, nothing of them). */
export function logSecurityLogPruned(rows: number) {
  if (quiet()) return;
  logger.info('security log pruned', { rows });
}

const pgCodeOf = (error: unknown) =>
  typeof error === 'object' && error !== null && 'code' in error ? String(error.code) : undefined;

export function logCallableFailed(callable: CallableName, error: unknown) {
  const name = error instanceof Error ? error.name : typeof error;
  const pgCode = pgCodeOf(error);
  // Never silenced: an internal error is always worth a line. The stack has file names only.
  logger.error('callable failed', {
    callable,
    errorName: name,
    pgCode,
    stack: error instanceof Error ? error.stack?.split('\n').slice(1, 6).join('\n') : undefined,
  });
}

/** The public results GET failed (a database error): its name and PostgreSQL code only. */
export function logResultsFailed(error: unknown) {
  logger.error('results failed', {
    errorName: error instanceof Error ? error.name : typeof error,
    pgCode: pgCodeOf(error),
  });
}
