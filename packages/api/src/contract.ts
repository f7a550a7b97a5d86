// The contract without the browser client: what the functions import (no firebase SDK in the server bundle).
export type { ApiErrorCode, RetryAfterDetails, ServerErrorCode } from './errors';
export {
  API_ERROR_CODES,
  ApiError,
  ERROR_MESSAGES,
  HTTP_STATUS_OF,
  ineligibleMessage,
  isApiErrorCode,
  MESSAGES,
  protocolStatusOf,
  retryAfterDetails,
  retryAfterOf,
  retryAfterSecondsOf,
  SERVER_ERROR_CODES,
} from './errors';
export * from './legislatorReport';
export type { CallableName } from './names';
export { CALLABLE_NAMES, SET_UP_MARKER, SIGNED_IN_CALLABLES } from './names';
export {
  callableUrl,
  DEFAULT_REGION,
  DEMO_PROJECT_ID,
  EMULATOR_PORTS,
  emulatorFunctionsUrl,
  productionFunctionsUrl,
} from './protocol';
export * from './results';
export * from './schemas';
export * from './voterLists';
