// What the results stories share: the national petition's results model, its counts as the API
// gives them, the day the content was checked, and the props and frame of the results screen.
import { results as resultFixtures } from '@rv/api/mocks';
import { petitions } from '@rv/catalogue';
import type { Decorator } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { federalResultsModel } from './model';

const nationalPetition = petitions.find((p) => p.jurisdiction.level === 'NATIONAL');
if (!nationalPetition) throw new Error('The catalogue needs a national petition for these stories.');
export const national = nationalPetition;
export const model = federalResultsModel(national);
export const counts = resultFixtures.carbonFee;
const ready = { status: 'READY', data: counts } as const;
const [first, second] = model.states;
if (!first || !second) throw new Error('Expected California and Florida in the results model.');
export const california = first;
export const florida = second;

export const fmt = (n: number) => new Intl.NumberFormat(undefined).format(n);
// The day the content was checked: CA-14's special election (2026-08-18) has been held.
const NOW = new Date('2026-11-22T12:00:00Z');

/** The results screen's props for the national petition, with its counts ready. */
export const resultsArgs = { model, results: ready, onRetry: fn(), now: NOW };
export const resultsParameters = { route: `/petitions/${national.url}` };
export const resultsFrame: Decorator = (Story) => (
  <div style={{ padding: 16 }}>
    <Story />
  </div>
);
