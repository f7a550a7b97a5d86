import { applicationDefault } from 'firebase-admin/app';

/*
 * The few Google Cloud REST calls `npm run deploy` makes beyond firebase-admin: JSON over fetch
 * with an OAuth access token. Base URLs are parameters so tests point them at a recording
 * server on localhost (scripts/deploy/*.test.ts).
 */

export interface GoogleApis {
  /** e.g. https://identitytoolkit.googleapis.com */
  identityToolkit: string;
  /** e.g. https://billingbudgets.googleapis.com */
  billingBudgets: string;
  /** e.g. https://cloudresourcemanager.googleapis.com */
  resourceManager: string;
  accessToken(): Promise<string>;
  /** The project whose quota and billing the calls use (x-goog-user-project). */
  quotaProject: string;
}

/** The real endpoints, with Application Default Credentials (`gcloud auth application-default login`). */
export function googleApis(projectId: string): GoogleApis {
  const credential = applicationDefault();
  return {
    identityToolkit: 'https://identitytoolkit.googleapis.com',
    billingBudgets: 'https://billingbudgets.googleapis.com',
    resourceManager: 'https://cloudresourcemanager.googleapis.com',
    accessToken: async () => (await credential.getAccessToken()).access_token,
    quotaProject: projectId,
  };
}

/** One JSON call; a non-2xx answer throws with the API's own message. */
export async function callGoogle<T>(
  apis: GoogleApis,
  method: 'GET' | 'POST' | 'PATCH',
  url: string,
  body?: unknown,
): Promise<T> {
  const response = await fetch(url, {
    method,
    headers: {
      authorization: `Bearer ${await apis.accessToken()}`,
      'content-type': 'application/json',
      'x-goog-user-project': apis.quotaProject,
    },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
  });
  const text = await response.text();
  const json = (text === '' ? {} : JSON.parse(text)) as T & { error?: { message?: string } };
  if (!response.ok)
    throw new Error(
      `${method} ${url} answered ${response.status}: ${json.error?.message ?? text.slice(0, 200)}`,
    );
  return json;
}
