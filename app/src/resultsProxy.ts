import type { ProxyOptions } from 'vite';

/*
 * Locally, the app's own origin answers /api/results/… as Hosting's rewrite does in production
 * (firebase.json): the dev server (vite.config.ts) and the e2e preview server pass it to the
 * emulated `results` HTTP function, whose path is {functions url}/results/api/results/….
 */

/** The Functions emulator's base for the local project, as scripts/start/start.ts passes it. */
const LOCAL_FUNCTIONS_URL = 'http://127.0.0.1:5001/demo-registered-voice/us-central1';

export function resultsProxy(functionsUrl = LOCAL_FUNCTIONS_URL): Record<string, ProxyOptions> {
  const base = new URL(functionsUrl);
  return {
    '/api/results/': {
      target: base.origin,
      rewrite: (path) => `${base.pathname.replace(/\/$/, '')}/results${path}`,
    },
  };
}
