// What the My stances story files share: the petitions a California voter sees, Maria and her
// stances, the view of a voter's stances, and the screen's props.
import type { VoterRecord } from '@rv/api';
import { type Petition, petitions } from '@rv/catalogue';
import { myStancesList } from '@rv/domain';
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import {
  californiaStatePetition,
  californiaVoter,
  cityPetition,
  floridaStatePetition,
} from '../../storybook/fixtures';
import type { MyStances, MyStancesView } from './MyStances';

// The catalogue's national petitions and made-up state and city ones, so the list shows what a
// California voter may answer (national and California) and what they may not (Florida, a city).
const allPetitions: readonly Petition[] = [
  ...petitions,
  californiaStatePetition,
  floridaStatePetition,
  cityPetition,
];
const [firstNational, secondNational] = petitions;
if (!firstNational || !secondNational)
  throw new Error('These stories need the catalogue’s two national petitions.');
export const carbonFee = firstNational;
export const dst = secondNational;

/** Maria (CA): Support on the carbon fee (fixture), Oppose on the California petition. */
export const maria: VoterRecord = {
  ...californiaVoter,
  stances: {
    ...californiaVoter.stances,
    [californiaStatePetition.petitionKey]: {
      currentStance: { stance: 'NO', at: '2026-11-20T02:05:00.000Z' },
      history: [{ stance: 'NO', at: '2026-11-20T02:05:00.000Z' }],
    },
  },
};
export const answeredAll: VoterRecord = {
  ...maria,
  stances: {
    ...maria.stances,
    [dst.petitionKey]: {
      currentStance: { stance: 'YES', at: '2026-11-21T18:40:00.000Z' },
      history: [{ stance: 'YES', at: '2026-11-21T18:40:00.000Z' }],
    },
  },
};

export const ready = (voter: VoterRecord, list: readonly Petition[] = allPetitions): MyStancesView => ({
  status: 'READY',
  list: myStancesList(voter, list),
});

const { [carbonFee.petitionKey]: _withdrawn, ...withoutCarbonFee } = maria.stances;
export const withdrawnCarbonFee: VoterRecord = { ...maria, stances: withoutCarbonFee };

/** The screen's props: Maria's stances, nothing being withdrawn. */
export const myStancesMeta = {
  args: {
    view: ready(maria),
    withdrawal: { status: 'IDLE' },
    onWithdraw: fn(),
    onRetry: fn(),
    // Fixed, so "Recorded …" reads the same on every machine.
    timeZone: 'America/Los_Angeles',
  },
  parameters: { route: '/my-stances' },
} satisfies Partial<Meta<typeof MyStances>>;
