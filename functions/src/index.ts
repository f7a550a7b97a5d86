import type { CallableName, CallableResponse } from '@rv/api/contract';
import type { CallableFunction, CallableRequest } from 'firebase-functions/v2/https';
import { onCall } from 'firebase-functions/v2/https';
import {
  beforeEmailSent,
  beforeSmsSent,
  beforeUserCreated,
  beforeUserSignedIn,
} from 'firebase-functions/v2/identity';
import { onSchedule } from 'firebase-functions/v2/scheduler';
import type { Handler } from './callables';
import * as callables from './callables';
import {
  appCheckEnforced,
  BODY_LIMITS,
  connectionBudgetProblem,
  maxInstances,
  productionDeps,
  REGION,
  siteOrigins,
  TRUSTED_PROXY_HOPS,
} from './config';
import { clientAddressOf } from './lookupLimits';
import { requestProblem } from './requestGuard';
import { pruneSecurityLogNow } from './securityLog';
import * as signIn from './signInMethods';

/*
 * Only wiring: each callable is firebase-functions v2 `onCall` over its handler in ./callables,
 * behind requestGuard.ts (bodies that are not the callable protocol, too large or too deep are
 * refused before the library logs or decodes them). The callable protocol, ID-token
 * verification and CORS are firebase-functions'.
 */

const options = {
  region: REGION,
  // One instance serves many calls at once (2nd gen); the pg pool is shared by them.
  concurrency: 80,
  maxInstances: maxInstances(),
  // 30 s deployed. The Functions emulator applies it to each proxied request and kills the
  // worker when it passes; on a loaded machine that cascades into ever more cold workers, so the
  // local stack sets RV_FUNCTION_TIMEOUT_SECONDS (read when the triggers are loaded).
  timeoutSeconds: Number(process.env.RV_FUNCTION_TIMEOUT_SECONDS ?? 30),
  memory: '256MiB',
  // Browsers may call only from the site's own origins (RV_SITE_ORIGINS).
  cors: siteOrigins(),
  // Deployed, a call without a valid App Check token is refused before the handler runs.
  enforceAppCheck: appCheckEnforced(),
} as const;

/**
 * The client's address as the platform vouches for it (lookupLimits.ts `clientAddressOf`). The
 * Functions emulator listens on loopback only and appends no X-Forwarded-For, so there a call
 * without the header comes from this machine.
 */
export function clientAddressOfRequest(request: CallableRequest['rawRequest']): string | null {
  const forwarded = request.headers['x-forwarded-for'];
  const address = clientAddressOf(forwarded, TRUSTED_PROXY_HOPS);
  if (address === null && forwarded === undefined && process.env.FUNCTIONS_EMULATOR === 'true')
    return '127.0.0.1';
  return address;
}

type Callable<N extends CallableName> = CallableFunction<unknown, Promise<CallableResponse<N>>>;

/** The callable behind requestGuard: same deploy metadata, its own answer to a bad request. */
function guarded<N extends CallableName>(callable: Callable<N>): Callable<N> {
  const guard = (req: Parameters<Callable<N>>[0], res: Parameters<Callable<N>>[1]) => {
    const problem = requestProblem(req, BODY_LIMITS);
    if (problem === null) return callable(req, res);
    // The callable protocol's error shape; nothing of the request is logged.
    res.status(400).json({ error: { status: 'INVALID_ARGUMENT', message: problem } });
  };
  return Object.defineProperties(guard, Object.getOwnPropertyDescriptors(callable)) as unknown as Callable<N>;
}

function wire<N extends CallableName>(name: N, handler: Handler<N>): Callable<N> {
  return guarded(
    onCall(
      options,
      (request: CallableRequest): Promise<CallableResponse<N>> =>
        callables.runCallable(
          name,
          handler,
          {
            data: request.data,
            auth: request.auth,
            clientAddress: clientAddressOfRequest(request.rawRequest),
          },
          productionDeps(),
        ),
    ),
  );
}

// The six callables and the results function (results/function.ts), each with its own instances.
const FUNCTION_COUNT = 7;
// Checked when an instance starts and when `firebase deploy` loads this module, so a setting that
// could exhaust the database's connections stops the deploy with what to change.
const budgetProblem = connectionBudgetProblem(FUNCTION_COUNT);
if (budgetProblem) throw new Error(budgetProblem);

export const setUpUser2023 = wire('setUpUser2023', callables.setUpUser2023);
export const writeStance = wire('writeStance', callables.writeStance);
export const getStancesByDistrict = wire('getStancesByDistrict', callables.getStancesByDistrict);
export const getStanceCountState = wire('getStanceCountState', callables.getStanceCountState);
export const getVoterContact = wire('getVoterContact', callables.getVoterContact);
export const withdrawStance = wire('withdrawStance', callables.withdrawStance);

// Auth blocking functions (signInMethods.ts): accounts and sign-ins by text-message code or e-mail
// link only; the sign-in's method goes into the token for the callables to check.
const blocking = { region: REGION, memory: '256MiB', maxInstances: maxInstances() } as const;
export const beforeCreate = beforeUserCreated(blocking, (event) => signIn.beforeCreate(event));
export const beforeSignIn = beforeUserSignedIn(blocking, (event) => signIn.beforeSignIn(event));
// The Auth emulator (firebase-tools 15.34) runs only the two above, and registers any other
// blocking function as if it were beforeSignIn, so these two are omitted there; their rules are
// tested in-process (functions/src/signInMethods.test.ts).
const notEmulated = { ...blocking, omit: process.env.FUNCTIONS_EMULATOR === 'true' } as const;
export const beforeEmail = beforeEmailSent(notEmulated, (event) => signIn.beforeEmail(event));
export const beforeSms = beforeSmsSent(notEmulated, (event) => signIn.beforeSms(event));

// The security log keeps rows SECURITY_LOG_RETENTION_DAYS (securityLog.ts): pruned every night, on
// one connection of its own. Not emulated (the emulators have no Cloud Scheduler); tested in-process.
export const pruneSecurityLog = onSchedule(
  { ...notEmulated, schedule: 'every day 03:30', timeZone: 'America/Los_Angeles', maxInstances: 1 },
  async () => {
    await pruneSecurityLogNow();
  },
);

// The public results (open data): a cacheable GET behind Hosting's /api/results/** rewrite.
export { results } from './results/function';
