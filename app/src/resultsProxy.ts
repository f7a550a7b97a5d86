import type { ProxyOptions } from 'vite';

/*
 * Locally, the app's own origin answers /api/results/…, /api/legislators/… (the members'
 * reports) and /api/voter-lists.json as Hosting's rewrites do in production (firebase.json): the
 * dev server (vite.config.ts) and the e2e preview server pass them to the emulated `results`
 * HTTP function, whose path is {functions url}/results/api/….
 */

// @rv/api's VOTER_LISTS_PATH, restated: vite.config.ts loads this file in plain Node, which
// cannot import the workspace's TypeScript sources; resultsProxy.test.ts keeps the two equal.
const VOTER_LISTS_PATH = '/api/voter-lists.json';

/** The Functions emulator's base for the local project, as scripts/start/start.ts passes it. */
const LOCAL_FUNCTIONS_URL = 'http://127.0.0.1:5001/demo-registered-voice/us-central1';

export function resultsProxy(functionsUrl = LOCAL_FUNCTIONS_URL): Record<string, ProxyOptions> {
  const base = new URL(functionsUrl);
  const toFunction: ProxyOptions = {
    target: base.origin,
    rewrite: (path) => `${base.pathname.replace(/\/$/, '')}/results${path}`,
  };
  return { '/api/results/': toFunction, '/api/legislators/': toFunction, [VOTER_LISTS_PATH]: toFunction };
}
