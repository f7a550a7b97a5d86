import type { Functions } from 'firebase/functions';
import { httpsCallable, httpsCallableFromURL } from 'firebase/functions';
import { ApiError, ERROR_MESSAGES, isApiErrorCode, retryAfterSecondsOf } from './errors';
import type { CallableName } from './names';
import { callableUrl } from './protocol';
import type { CallableRequest, CallableResponse } from './schemas';
import { CALLABLE_SCHEMAS, describeIssues } from './schemas';

/** Sends one callable request and resolves with the raw `result`, or rejects. */
export type CallableTransport = (name: CallableName, data: unknown) => Promise<unknown>;

export interface FirebaseTransportOptions {
  /**
   * Base URL of the functions, e.g. `emulatorFunctionsUrl()`; each call goes to
   * `{functionsUrl}/{name}`. Leave out to let the SDK derive it from the app's project and
   * region (or from `connectFunctionsEmulator`).
   */
  functionsUrl?: string;
  /** Milliseconds before the SDK gives up (its default is 70 s). */
  timeoutMs?: number;
}

/** The transport over the Firebase SDK: adds the ID token and App Check token to each call. */
export function firebaseTransport(
  functions: Functions,
  options: FirebaseTransportOptions = {},
): CallableTransport {
  const callOptions = options.timeoutMs === undefined ? {} : { timeout: options.timeoutMs };
  return async (name, data) => {
    const callable =
      options.functionsUrl === undefined
        ? httpsCallable(functions, name, callOptions)
        : httpsCallableFromURL(functions, callableUrl(options.functionsUrl, name), callOptions);
    const { data: result } = await callable(data);
    return result;
  };
}

export interface ApiClient {
  setUpUser2023(): Promise<CallableResponse<'setUpUser2023'>>;
  writeStance(request: CallableRequest<'writeStance'>): Promise<CallableResponse<'writeStance'>>;
  withdrawStance(request: CallableRequest<'withdrawStance'>): Promise<CallableResponse<'withdrawStance'>>;
  getStancesByDistrict(
    request: CallableRequest<'getStancesByDistrict'>,
  ): Promise<CallableResponse<'getStancesByDistrict'>>;
  getStanceCountState(
    request: CallableRequest<'getStanceCountState'>,
  ): Promise<CallableResponse<'getStanceCountState'>>;
  getVoterContact(request: CallableRequest<'getVoterContact'>): Promise<CallableResponse<'getVoterContact'>>;
}

/**
 * The typed client. Requests are checked before they leave (a bad one rejects with
 * `invalid-argument` and no network call); responses are checked on arrival (an unexpected
 * one rejects with `internal`); every failure is an `ApiError` with a short code.
 */
export function createApiClient(transport: CallableTransport): ApiClient {
  async function call<N extends CallableName>(
    name: N,
    data: CallableRequest<N>,
  ): Promise<CallableResponse<N>> {
    const schemas = CALLABLE_SCHEMAS[name];
    const request = schemas.request.safeParse(data);
    if (!request.success) throw new ApiError('invalid-argument', describeIssues(request.error));
    let raw: unknown;
    try {
      // Send what the caller gave (not the parsed value): the server parses it again.
      raw = await transport(name, data);
    } catch (error) {
      throw toApiError(error);
    }
    const response = schemas.response.safeParse(raw);
    if (!response.success) throw new ApiError('internal', ERROR_MESSAGES.internal);
    return response.data as CallableResponse<N>;
  }
  return {
    setUpUser2023: () => call('setUpUser2023', {}),
    writeStance: (request) => call('writeStance', request),
    withdrawStance: (request) => call('withdrawStance', request),
    getStancesByDistrict: (request) => call('getStancesByDistrict', request),
    getStanceCountState: (request) => call('getStanceCountState', request),
    getVoterContact: (request) => call('getVoterContact', request),
  };
}

/** Maps a Firebase `FunctionsError` (code `functions/<code>`) or anything else to an ApiError. */
export function toApiError(error: unknown): ApiError {
  if (error instanceof ApiError) return error;
  const rawCode =
    typeof error === 'object' && error !== null && 'code' in error && typeof error.code === 'string'
      ? error.code.replace(/^functions\//, '')
      : 'unknown';
  const code = isApiErrorCode(rawCode) ? rawCode : 'unknown';
  const message =
    typeof error === 'object' && error !== null && 'message' in error && typeof error.message === 'string'
      ? // firebase/functions 12 appends the HTTP status, e.g. "… [403]"; voters need not see it.
        error.message.replace(/ \[\d{3}\]$/, '')
      : '';
  const details =
    typeof error === 'object' && error !== null && 'details' in error ? error.details : undefined;
  // The SDK's own fallback messages are its code names ("internal"); prefer ours then.
  return new ApiError(
    code,
    message && message.toLowerCase() !== rawCode ? message : ERROR_MESSAGES[code],
    code === 'resource-exhausted' ? retryAfterSecondsOf(details) : undefined,
  );
}
