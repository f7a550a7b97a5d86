import { STATES, type StanceEligibility } from '@rv/domain';

/**
 * Error codes a callable answers with, as the callable protocol spells them
 * (firebase-functions `FunctionsErrorCode`, lower-case with dashes).
 */
export const SERVER_ERROR_CODES = [
  'invalid-argument',
  'unauthenticated',
  'permission-denied',
  'resource-exhausted',
  'internal',
] as const;
export type ServerErrorCode = (typeof SERVER_ERROR_CODES)[number];

/** What the browser client may see: the server's codes plus what the network adds. */
export const API_ERROR_CODES = [
  ...SERVER_ERROR_CODES,
  'unavailable',
  'deadline-exceeded',
  'unknown',
] as const;
export type ApiErrorCode = (typeof API_ERROR_CODES)[number];

/**
 * The default message per code. The server sends these (invalid-argument adds the field and the
 * fix); the UI may show them as they are.
 */
export const ERROR_MESSAGES = {
  'invalid-argument': 'The request was not valid.',
  unauthenticated: 'Sign in with your phone or e-mail first, then try again.',
  'permission-denied': 'This voter record does not match your verified phone number or e-mail.',
  'resource-exhausted': 'Too many look-ups from this device. Wait a minute, then try again.',
  internal: 'Something went wrong on our side. Please try again.',
  unavailable: 'The service cannot be reached. Check your connection, then try again.',
  'deadline-exceeded': 'The service took too long to answer. Please try again.',
  unknown: 'Something went wrong. Please try again.',
} as const satisfies Record<ApiErrorCode, string>;

/** Specific messages the server uses, so clients and tests can recognise them. */
export const MESSAGES = {
  emailNotVerified:
    'Your e-mail address is not verified yet. Open the sign-in link we e-mailed you, then try again.',
  noIdentity: 'Your account has no verified phone number or e-mail. Sign in by phone or e-mail link.',
  voterNotMatched: ERROR_MESSAGES['permission-denied'],
  lookupRateLimited: ERROR_MESSAGES['resource-exhausted'],
} as const;

/**
 * Why the server refuses a stance on a petition not open to the voter, in English: the screens
 * never offer one (they word the same answer in the page's language), so only a client that
 * skipped them reads it (docs/product/messages.md#stances).
 */
export function ineligibleMessage(eligibility: Exclude<StanceEligibility, { status: 'ELIGIBLE' }>): string {
  switch (eligibility.status) {
    case 'SIGNED_OUT':
      return ERROR_MESSAGES.unauthenticated;
    case 'CITY_PETITION':
      return 'You cannot participate on city petitions';
    case 'OTHER_STATE':
      return `You cannot voice your opinion on this ${STATES[eligibility.petitionState].name} petition because you are registered to vote in ${STATES[eligibility.voterState].name}.`;
    default:
      return eligibility satisfies never;
  }
}

/**
 * HTTP status per code, from the callable protocol
 * (firebase-functions v7 `src/common/providers/https.ts`, errorCodeMap; checked 2026-11-22).
 */
export const HTTP_STATUS_OF = {
  'invalid-argument': 400,
  unauthenticated: 401,
  'permission-denied': 403,
  'resource-exhausted': 429,
  internal: 500,
  unavailable: 503,
  'deadline-exceeded': 504,
  unknown: 500,
} as const satisfies Record<ApiErrorCode, number>;

/** The protocol's upper-case status names, e.g. `INVALID_ARGUMENT`. */
export function protocolStatusOf(code: ApiErrorCode): string {
  return code.toUpperCase().replaceAll('-', '_');
}

/** A failed call, as the browser client reports it. */
export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly code: ApiErrorCode,
    message: string = ERROR_MESSAGES[code],
    /** For `resource-exhausted`: seconds until the limit that refused the call lets it through. */
    readonly retryAfterSeconds?: number,
  ) {
    super(message);
  }
}

/**
 * What a `resource-exhausted` refusal carries beside its English message (the callable
 * protocol's `details`), so a screen can say the wait in its own language.
 */
export interface RetryAfterDetails {
  readonly retryAfterSeconds: number;
}

export function retryAfterDetails(waitMs: number): RetryAfterDetails {
  return { retryAfterSeconds: Math.max(1, Math.ceil(waitMs / 1000)) };
}

/** The wait a refusal's `details` carry, when they carry a sensible one. */
export function retryAfterSecondsOf(details: unknown): number | undefined {
  if (typeof details !== 'object' || details === null || !('retryAfterSeconds' in details)) return undefined;
  const seconds = details.retryAfterSeconds;
  return typeof seconds === 'number' && Number.isFinite(seconds) && seconds > 0
    ? Math.ceil(seconds)
    : undefined;
}

/** The wait before a call refused by a spent limit may be made again; undefined for any other failure. */
export function retryAfterOf(error: unknown): number | undefined {
  return error instanceof ApiError && error.code === 'resource-exhausted'
    ? error.retryAfterSeconds
    : undefined;
}

export function isApiErrorCode(value: unknown): value is ApiErrorCode {
  return typeof value === 'string' && (API_ERROR_CODES as readonly string[]).includes(value);
}
