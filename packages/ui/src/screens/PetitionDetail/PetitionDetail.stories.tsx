import { createHandlers, results as resultFixtures, stateResults } from '@rv/api/mocks';
import { petitions } from '@rv/catalogue';
import { petitions as spanishPetitions } from '@rv/catalogue/es';
import { nationalTotal, ownStance, stanceEligibility, stateTotal, type VoterStance } from '@rv/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { SHARE_MESSAGES, ShareAction } from '../../components/ShareAction';
import { storyApiClient } from '../../storybook/callables';
import {
  californiaStatePetition,
  californiaVoter,
  cityPetition,
  floridaVoter,
  PRODUCT_NAME,
} from '../../storybook/fixtures';
import { at } from '../../storybook/viewports';
import { FederalResults, federalResultsModel, ResultsSummary, StateTotalResults } from '../Results';
import { PetitionDetail, type StanceSave } from './PetitionDetail';

const SUCCESS_MESSAGE = 'Success! Your stance is included in the Petition Stances section of this petition.';
const SAVING_MESSAGE = 'Saving your stance...';
const SAVE_FAILED_MESSAGE = 'Your stance was not saved. Check your connection and try again.';

const national = petitions.find((p) => p.jurisdiction.level === 'NATIONAL');
if (!national) throw new Error('The catalogue needs a national petition for these stories.');

const results = (
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

const copyLink = fn(async (_text: string) => {});
const share = (
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

const meta = {
  title: 'Screens/PetitionDetail',
  component: PetitionDetail,
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
} satisfies Meta<typeof PetitionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SignedOut: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'VIEW ALL PETITIONS' })).toHaveAttribute(
      'href',
      '/petitions',
    );
    await expect(canvas.getByRole('heading', { level: 1, name: national.uiTitle })).toBeVisible();
    await expect(canvas.getByText(national.subtitle)).toBeVisible();
    await expect(canvas.getByRole('tab', { name: 'Petition Text' })).toHaveAttribute('aria-selected', 'true');
    const bar = canvas.getByRole('region', { name: 'Your stance' });
    await expect(bar).toHaveTextContent('Sign in to voice your opinion:');
    // SIGN IN comes back to this petition (docs/product/session.md#returning-after-sign-in).
    await expect(within(bar).getByRole('link', { name: 'SIGN IN' })).toHaveAttribute(
      'href',
      `/signin?next=%2Fpetitions%2F${national.url}`,
    );
  },
};

export const SignedOutDesktop: Story = { ...at('desktop') };

export const TabsByMouseAndKeyboard: Story = {
  ...at('tablet'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('tab', { name: 'Petition Stances' }));
    await expect(canvas.getByRole('tabpanel', { name: 'Petition Stances' })).toHaveTextContent('TOTAL');
    // The action bar sits under the Petition Text only.
    await expect(canvas.queryByRole('region', { name: 'Your stance' })).toBeNull();
    // Arrow keys move between tabs (Radix Tabs, WAI-ARIA tabs pattern).
    await userEvent.keyboard('{ArrowLeft}');
    await expect(canvas.getByRole('tab', { name: 'Petition Text' })).toHaveFocus();
    await expect(canvas.getByRole('tab', { name: 'Petition Text' })).toHaveAttribute('aria-selected', 'true');
    await expect(canvas.getByRole('region', { name: 'Your stance' })).toBeVisible();
  },
};

/** Scrolls the page to its end and answers whether the petition text ends above the action bar. */
async function textEndsAboveBar(canvas: { getByRole: typeof screen.getByRole }) {
  window.scrollTo(0, document.documentElement.scrollHeight);
  await new Promise((resolve) => requestAnimationFrame(resolve));
  const text = canvas.getByRole('tabpanel', { name: 'Petition Text' }).getBoundingClientRect();
  const bar = canvas.getByRole('region', { name: 'Your stance' }).getBoundingClientRect();
  return text.bottom <= bar.top;
}

// Scrolled to the end, the whole text is readable above the action bar, also after a visit to
// the stances tab (the bar leaves the page meanwhile and comes back).
export const TextEndAfterStances: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(await textEndsAboveBar(canvas)).toBe(true);
    await userEvent.click(canvas.getByRole('tab', { name: 'Petition Stances' }));
    await userEvent.click(canvas.getByRole('tab', { name: 'Petition Text' }));
    await expect(await textEndsAboveBar(canvas)).toBe(true);
  },
};

export const IneligibleOtherState: Story = {
  ...at('phone'),
  args: {
    // A Florida voter on a California state petition.
    petition: californiaStatePetition,
    eligibility: stanceEligibility(floridaVoter, californiaStatePetition.jurisdiction),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your stance' })).toHaveTextContent(
      'You cannot voice your opinion on this California petition because you are registered to vote in Florida.',
    );
    await expect(canvas.queryByRole('button', { name: 'Support' })).toBeNull();
  },
};

export const IneligibleCityPetition: Story = {
  ...at('phone'),
  args: {
    petition: cityPetition,
    eligibility: stanceEligibility(californiaVoter, cityPetition.jurisdiction),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('region', { name: 'Your stance' })).toHaveTextContent(
      'You cannot participate on city petitions',
    );
  },
};

export const EligibleNoStance: Story = {
  ...at('phone'),
  args: { eligibility: stanceEligibility(floridaVoter, national.jurisdiction) },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Oppose' }));
    await expect(args.onStance).toHaveBeenCalledWith('NO');
  },
};

export const EligibleWithStance: Story = {
  ...at('desktop'),
  args: { eligibility: stanceEligibility(californiaVoter, national.jurisdiction), currentStance: 'YES' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: 'Support' })).toHaveAttribute('aria-pressed', 'true');
    await expect(canvas.getByRole('button', { name: 'Oppose' })).toHaveAttribute('aria-pressed', 'false');
    await expect(
      canvas.getByText('You support this petition. You can change or withdraw it at any time.'),
    ).toBeVisible();
  },
};

export const Saving: Story = {
  ...at('phone'),
  args: {
    eligibility: stanceEligibility(californiaVoter, national.jurisdiction),
    currentStance: 'YES',
    save: { status: 'SAVING', stance: 'NO' },
  },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: SAVING_MESSAGE })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const SuccessDialog: Story = {
  ...at('phone'),
  args: {
    eligibility: stanceEligibility(californiaVoter, national.jurisdiction),
    currentStance: 'NO',
    save: { status: 'SAVED', stance: 'NO' },
  },
  play: async ({ args }) => {
    const dialog = await screen.findByRole('dialog', { name: SUCCESS_MESSAGE });
    // It says what was recorded, in words.
    await expect(dialog).toHaveTextContent(`You oppose ${national.uiTitle}.`);
    await expect(dialog).toHaveTextContent('Share this petition');
    // The share action is right there; copying the link is confirmed to a screen reader too.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Copy link' }));
    await expect(copyLink).toHaveBeenCalledWith(
      `https://registeredvoice.example.org/petitions/${national.url}`,
    );
    await waitFor(() => expect(within(dialog).getByRole('status')).toHaveTextContent(SHARE_MESSAGES.copied));
    await expect(within(dialog).getByRole('link', { name: /Voter Guide/ })).toHaveAttribute(
      'target',
      '_blank',
    );
    // Every stance in one place.
    await expect(within(dialog).getByRole('link', { name: 'My stances' })).toHaveAttribute(
      'href',
      '/my-stances',
    );
    // What happens to it, in a new tab so the dialog's next steps stay.
    await expect(within(dialog).getByRole('link', { name: /What happens to your stance/ })).toHaveAttribute(
      'href',
      '/about/what-happens-to-your-stance',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await expect(args.onDismissSuccess).toHaveBeenCalled();
  },
};

export const SuccessThenSeeStances: Story = {
  ...at('desktop'),
  args: {
    eligibility: stanceEligibility(californiaVoter, national.jurisdiction),
    currentStance: 'YES',
    save: { status: 'SAVED', stance: 'YES' },
  },
  // The app clears the saved state when the dialog is dismissed; so does this story.
  render: function Render(args) {
    const [save, setSave] = useState<StanceSave>(args.save);
    const dismiss = () => {
      args.onDismissSuccess();
      setSave({ status: 'IDLE' });
    };
    return <PetitionDetail {...args} save={save} onDismissSuccess={dismiss} />;
  },
  play: async ({ canvas, args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'See petition stances' }));
    await expect(args.onDismissSuccess).toHaveBeenCalled();
    await waitFor(() =>
      expect(canvas.getByRole('tab', { name: 'Petition Stances' })).toHaveAttribute('aria-selected', 'true'),
    );
    // Focus lands on the tab the button opened, not on the page body.
    await waitFor(() => expect(canvas.getByRole('tab', { name: 'Petition Stances' })).toHaveFocus());
  },
};

export const SaveFailed: Story = {
  ...at('phone'),
  args: {
    eligibility: stanceEligibility(californiaVoter, national.jurisdiction),
    currentStance: null,
    save: { status: 'FAILED', stance: 'YES' },
  },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(SAVE_FAILED_MESSAGE);
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onStance).toHaveBeenCalledWith('YES');
  },
};

export const CaliforniaStatePetitionStances: Story = {
  ...at('phone'),
  args: {
    petition: californiaStatePetition,
    eligibility: stanceEligibility(californiaVoter, californiaStatePetition.jurisdiction),
    defaultTab: 'stances',
    stances: (
      <StateTotalResults
        stateName="California"
        results={{ status: 'READY', data: stateTotal(stateResults.california.stateAssembly) }}
        onRetry={fn()}
      />
    ),
  },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('row', { name: /^California Total/ })).toBeVisible();
  },
};

export const StancesTab: Story = { ...at('phone'), args: { defaultTab: 'stances' } };

const permanentDst = petitions.find((p) => p.url === 'permanent-dst');
if (!permanentDst) throw new Error('The catalogue needs the permanent-dst petition for these stories.');

/** A cited bill that died with its Congress: said above the text, with the day the Congress ended. */
export const ExpiredBillNotice: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'H.R. 5744 expired without becoming law when the 118th Congress ended on January 3, 2025. A bill that is not passed must be introduced again in a new Congress.',
      ),
    ).toBeVisible();
  },
};

export const ExpiredBillNoticeInSpanish: Story = {
  ...ExpiredBillNotice,
  name: 'Expired bill notice (Español)',
  globals: { ...ExpiredBillNotice.globals, locale: 'es' },
  args: { petition: spanishPetitions.find((p) => p.url === national.url) ?? national },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        'H.R. 5744 venció sin convertirse en ley cuando terminó el 118.º Congreso, el 3 de enero de 2025. Un proyecto de ley que no se aprueba tiene que volver a presentarse en un nuevo Congreso.',
      ),
    ).toBeVisible();
  },
};

/** While their Congress sits, the cited bills are live: no notice. From January 3, 2027, both expire. */
export const BillsOfTheSittingCongress: Story = {
  args: { petition: permanentDst, eligibility: stanceEligibility(null, permanentDst.jurisdiction) },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/expired without becoming law/)).toBeNull();
  },
};

export const BillsAfterTheirCongressEnded: Story = {
  args: { ...BillsOfTheSittingCongress.args, now: new Date('2027-01-03T18:00:00Z') },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByText(
        /^S\. 29 expired without becoming law when the 119th Congress ended on January 3, 2027/,
      ),
    ).toBeVisible();
    await expect(canvas.getByText(/^H\.R\. 139 expired without becoming law/)).toBeVisible();
  },
};

export const AllStates: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  args: {
    eligibility: stanceEligibility(californiaVoter, national.jurisdiction),
    currentStance: 'YES',
    save: { status: 'FAILED', stance: 'NO' },
  },
};

/**
 * The stance flow as the app wires it, through the @rv/api client: the story's MSW handlers
 * answer writeStance (success, or a failure), and the returned record updates the stance.
 */
function StanceThroughApi() {
  const [voter, setVoter] = useState(floridaVoter);
  const [save, setSave] = useState<StanceSave>({ status: 'IDLE' });
  const onStance = (stance: VoterStance) => {
    setSave({ status: 'SAVING', stance });
    storyApiClient()
      .writeStance({ stance, voterId: voter.voterId, fireDbPetition: national?.petitionKey ?? '' })
      .then((record) => {
        setVoter(record);
        setSave({ status: 'SAVED', stance });
      })
      .catch(() => setSave({ status: 'FAILED', stance }));
  };
  if (!national) return null;
  return (
    <PetitionDetail
      petition={national}
      eligibility={stanceEligibility(voter, national.jurisdiction)}
      currentStance={ownStance(voter, national.petitionKey)}
      save={save}
      onStance={onStance}
      onDismissSuccess={() => setSave({ status: 'IDLE' })}
      stances={results}
      share={share}
    />
  );
}

export const SupportThroughApi: Story = {
  ...at('phone'),
  render: () => <StanceThroughApi />,
  parameters: { msw: { handlers: { callables: createHandlers({ writeStance: 'slow' }, { slowMs: 500 }) } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Support' }));
    // The busy overlay while the write is in flight, then the success dialog.
    await expect(await screen.findByRole('dialog', { name: SAVING_MESSAGE })).toBeInTheDocument();
    const dialog = await screen.findByRole('dialog', { name: SUCCESS_MESSAGE });
    await expect(dialog).toHaveTextContent(`You support ${national.uiTitle}.`);
    await userEvent.click(within(dialog).getByRole('button', { name: 'Close' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    // The record the server returned now shows the voter's stance.
    await expect(canvas.getByRole('button', { name: 'Support' })).toHaveAttribute('aria-pressed', 'true');
    // Focus is back on the button that opened the dialog (decision 0061).
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Support' })).toHaveFocus());
  },
};

/** By keyboard: Escape closes the success dialog and focus returns to the stance button. */
export const SupportThroughApiEscape: Story = {
  ...at('phone'),
  render: () => <StanceThroughApi />,
  parameters: { msw: { handlers: { callables: createHandlers({ writeStance: 'success' }) } } },
  play: async ({ canvas }) => {
    canvas.getByRole('button', { name: 'Oppose' }).focus();
    await userEvent.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog', { name: SUCCESS_MESSAGE });
    // In the dialog, Escape with the list of ways to share open closes the list only.
    await userEvent.click(within(dialog).getByRole('button', { name: 'Share' }));
    await userEvent.keyboard('{Escape}');
    await expect(within(dialog).queryByRole('list', { name: 'Ways to share' })).toBeNull();
    await expect(within(dialog).getByRole('button', { name: 'Share' })).toHaveFocus();
    await expect(screen.getByRole('dialog', { name: SUCCESS_MESSAGE })).toBeVisible();
    // A second Escape closes the dialog.
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Oppose' })).toHaveFocus());
  },
};

export const SupportThroughApiFails: Story = {
  ...at('phone'),
  render: () => <StanceThroughApi />,
  parameters: { msw: { handlers: { callables: createHandlers({ writeStance: 'internal' }) } } },
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Oppose' }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(SAVE_FAILED_MESSAGE);
    await expect(canvas.getByRole('button', { name: 'Oppose' })).toHaveAttribute('aria-pressed', 'false');
    // The busy overlay gave focus back to the button that started the save.
    await waitFor(() => expect(canvas.getByRole('button', { name: 'Oppose' })).toHaveFocus());
  },
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  // at() sets the viewport global: the Spanish twin keeps it.
  globals: { ...AllStates.globals, locale: 'es' },
  // The Spanish build's words of the same petition.
  args: { ...AllStates.args, petition: spanishPetitions.find((p) => p.url === national.url) ?? national },
};
