export type { ApiClient, CallableTransport, FirebaseTransportOptions } from './client';
export { createApiClient, firebaseTransport, toApiError } from './client';
export * from './contract';
