import type { CallableName } from './names';

/**
 * Where callables live. Production: `https://{region}-{project}.cloudfunctions.net/{name}`;
 * the Functions emulator: `http://{host}:{port}/{project}/{region}/{name}`
 * (firebase-js-sdk packages/functions/src/service.ts `_url`, checked 2026-11-22).
 */
export const DEFAULT_REGION = 'us-central1';
export const DEMO_PROJECT_ID = 'demo-registered-voice';
export const EMULATOR_PORTS = { functions: 5001, auth: 9099 } as const;

export function productionFunctionsUrl(projectId: string, region: string = DEFAULT_REGION): string {
  return `https://${region}-${projectId}.cloudfunctions.net`;
}

export function emulatorFunctionsUrl(
  projectId: string = DEMO_PROJECT_ID,
  region: string = DEFAULT_REGION,
  origin = `http://127.0.0.1:${EMULATOR_PORTS.functions}`,
): string {
  return `${origin}/${projectId}/${region}`;
}

export function callableUrl(functionsUrl: string, name: CallableName): string {
  return `${functionsUrl.replace(/\/+$/, '')}/${name}`;
}
