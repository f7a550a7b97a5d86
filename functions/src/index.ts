import type { CallableName, CallableResponse } from '@rv/api/contract';
import type { CallableRequest } from 'firebase-functions/v2/https';
import { onCall } from 'firebase-functions/v2/https';
import type { Handler } from './callables';
import * as callables from './callables';
import { productionDeps, REGION } from './config';

/*
 * Only wiring: each callable is firebase-functions v2 `onCall` over its handler in ./callables.
 * The callable protocol, ID-token verification and CORS are firebase-functions'.
 */

const options = {
  region: REGION,
  // One instance serves many calls at once (2nd gen); the pg pool is shared by them.
  concurrency: 80,
  maxInstances: 20,
  // 30 s deployed. The Functions emulator applies it to each proxied request and kills the
  // worker when it passes; on a busy 2-core machine that cascades into ever more cold workers,
  // so the local stack sets RV_FUNCTION_TIMEOUT_SECONDS (read when the triggers are loaded).
  timeoutSeconds: Number(process.env.RV_FUNCTION_TIMEOUT_SECONDS ?? 30),
  memory: '256MiB',
} as const;

/**
 * The client's address as Google's load balancer saw it: the LAST X-Forwarded-For entry (the
 * balancer appends it; earlier entries are whatever the client sent). Locally, the socket's.
 */
export function clientKeyOf(request: CallableRequest['rawRequest']): string {
  const forwarded = request.headers['x-forwarded-for'];
  const chain = (Array.isArray(forwarded) ? forwarded.join(',') : (forwarded ?? '')).split(',');
  const last = chain[chain.length - 1]?.trim();
  return last || request.ip || request.socket?.remoteAddress || 'unknown';
}

function wire<N extends CallableName>(name: N, handler: Handler<N>) {
  return onCall(
    options,
    (request: CallableRequest): Promise<CallableResponse<N>> =>
      callables.runCallable(
        name,
        handler,
        { data: request.data, auth: request.auth, clientKey: clientKeyOf(request.rawRequest) },
        productionDeps(),
      ),
  );
}

export const setUpUser2023 = wire('setUpUser2023', callables.setUpUser2023);
export const writeStance = wire('writeStance', callables.writeStance);
export const getStancesByDistrict = wire('getStancesByDistrict', callables.getStancesByDistrict);
export const getStanceCountState = wire('getStanceCountState', callables.getStanceCountState);
export const getVoterContact = wire('getVoterContact', callables.getVoterContact);
