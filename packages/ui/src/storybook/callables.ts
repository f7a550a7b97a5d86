// Story-only: an @rv/api client over the real Firebase callable SDK, pointed at the emulator
// URL, whose requests the story's MSW handlers answer (parameters.msw.handlers).
import {
  type ApiClient,
  createApiClient,
  DEMO_PROJECT_ID,
  emulatorFunctionsUrl,
  firebaseTransport,
} from '@rv/api';
import { getApp, getApps, initializeApp } from 'firebase/app';
import { getFunctions } from 'firebase/functions';

const APP_NAME = 'storybook';

export function storyApiClient(): ApiClient {
  const app = getApps().some((a) => a.name === APP_NAME)
    ? getApp(APP_NAME)
    : initializeApp({ projectId: DEMO_PROJECT_ID, apiKey: 'demo-api-key', appId: 'demo-app' }, APP_NAME);
  return createApiClient(firebaseTransport(getFunctions(app), { functionsUrl: emulatorFunctionsUrl() }));
}
