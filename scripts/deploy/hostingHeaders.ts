/*
 * The Content-Security-Policy in firebase.json lets the page connect to one function origin, the
 * project's own (`https://{region}-{project}.cloudfunctions.net`, where the Firebase SDK sends
 * callable requests), not to every project's functions on Google's shared hosts. firebase.json
 * cannot know the project, so it holds a placeholder, and `npm run deploy` writes the config it
 * hands to Firebase with the project's origin in its place. A deploy that bypassed this would
 * fail closed: the page could call no function at all.
 */

export const FUNCTIONS_ORIGIN_PLACEHOLDER = 'https://REGION-PROJECT_ID.cloudfunctions.net';

// Firebase / Google Cloud project ids: 6–30 lower-case letters, digits and hyphens.
const PROJECT_ID = /^[a-z][a-z0-9-]{4,28}[a-z0-9]$/;
const REGION = /^[a-z]+-[a-z]+[0-9]$/;

/** firebase.json with the project's own function origin in place of the placeholder. */
export function hostingConfigFor(config: unknown, project: string, region: string): unknown {
  if (!PROJECT_ID.test(project)) throw new Error(`"${project}" is not a Firebase project id`);
  if (!REGION.test(region)) throw new Error(`"${region}" is not a Cloud Functions region`);
  const text = JSON.stringify(config);
  if (!text.includes(FUNCTIONS_ORIGIN_PLACEHOLDER))
    throw new Error(`firebase.json's Content-Security-Policy lacks ${FUNCTIONS_ORIGIN_PLACEHOLDER}`);
  return JSON.parse(
    text.replaceAll(FUNCTIONS_ORIGIN_PLACEHOLDER, `https://${region}-${project}.cloudfunctions.net`),
  );
}
