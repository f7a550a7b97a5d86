// What the petition page's story files share: the national petition with its stances, summary
// and share button, and the page's props for a signed-out visitor.
import { results as resultFixtures } from '@rv/api/mocks';
import { petitions } from '@rv/catalogue';
import { nationalTotal, stanceEligibility } from '@rv/domain';
import type { Meta } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { ShareAction } from '../../components/ShareAction';
import { PRODUCT_NAME } from '../../storybook/fixtures';
import { FederalResults, federalResultsModel, ResultsSummary } from '../Results';
import type { PetitionDetail } from './PetitionDetail';

export const SUCCESS_MESSAGE =
  'Success! Your stance is included in the Petition Stances section of this petition.';
export const SAVING_MESSAGE = 'Saving your stance...';
export const SAVE_FAILED_MESSAGE = 'Your stance was not saved. Check your connection and try again.';

const nationalPetition = petitions.find((p) => p.jurisdiction.level === 'NATIONAL');
if (!nationalPetition) throw new Error('The catalogue needs a national petition for these stories.');
export const national = nationalPetition;

export const results = (
  <FederalResults
    model={federalResultsModel(national)}
    results={{ status: 'READY', data: resultFixtures.carbonFee }}
    onRetry={fn()}
  />
);

const summary = (
  <ResultsSummary
    states={['ca', 'fl']}
    results={{
      status: 'READY',
      data: { count: nationalTotal(resultFixtures.carbonFee), asOf: resultFixtures.carbonFee.asOf },
    }}
    onRetry={fn()}
    openDataPath="/open-data"
    share={null}
    timeZone="UTC"
  />
);

export const copyLink = fn(async (_text: string) => {});
export const share = (
  <ShareAction
    page={{
      url: `https://registeredvoice.example.org/petitions/${national.url}`,
      title: national.uiTitle,
      text: `Support or oppose ${national.uiTitle} on ${PRODUCT_NAME}.`,
    }}
    webShare={null}
    copy={copyLink}
  />
);

/** The petition page's props and loaders for a signed-out visitor on the national petition. */
export const petitionDetailMeta = {
  args: {
    petition: national,
    eligibility: stanceEligibility(null, national.jurisdiction),
    currentStance: null,
    save: { status: 'IDLE' },
    onStance: fn(),
    onDismissSuccess: fn(),
    stances: results,
    summary,
    share,
    // The day the screenshots show: H.R. 5744 (118th) has expired, the 119th Congress's bills not yet.
    now: new Date('2026-11-27T12:00:00Z'),
  },
  // The dialogs load on first use in the app (decision 0079); loaded before each story renders,
  // a story's screenshot never catches the page before its Withdraw or dialog arrived.
  loaders: [
    () =>
      Promise.all([
        import('./StanceSaved'),
        import('../../components/Overlay'),
        import('../../components/WithdrawStance/WithdrawButton'),
      ]),
  ],
  parameters: { route: `/petitions/${national.url}` },
} satisfies Partial<Meta<typeof PetitionDetail>>;
