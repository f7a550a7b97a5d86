// The action bar with the voter's current stance, and withdrawing it (docs/product/screens.md#action-bar).
import type { VoterRecord } from '@rv/api';
import { createHandlers, results as resultFixtures } from '@rv/api/mocks';
import { petitions } from '@rv/catalogue';
import { petitions as spanishPetitions } from '@rv/catalogue/es';
import { ownStance, stanceEligibility } from '@rv/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  type StanceWithdrawal,
  WITHDRAW_CANCEL,
  WITHDRAW_CONFIRM,
  WITHDRAW_FAILED_MESSAGE,
  WITHDRAW_TITLE,
  WITHDRAWING_MESSAGE,
  withdrawnMessage,
} from '../../components/WithdrawStance';
import { storyApiClient } from '../../storybook/callables';
import { californiaVoter } from '../../storybook/fixtures';
import { at } from '../../storybook/viewports';
import { FederalResults, federalResultsModel } from '../Results';
import { PetitionDetail } from './PetitionDetail';

const national = petitions.find((p) => p.petitionKey === 'carbonFeeAndDividend');
if (!national) throw new Error('These stories need the carbon fee petition (California voter fixture).');

const results = (
  <FederalResults
    model={federalResultsModel(national)}
    results={{ status: 'READY', data: resultFixtures.carbonFee }}
    onRetry={fn()}
  />
);
const bar = () => within(screen.getByRole('region', { name: 'Your stance' }));
const withdrawName = `Withdraw your stance on ${national.uiTitle}`;

const meta = {
  title: 'Screens/PetitionDetail/Action bar',
  component: PetitionDetail,
  args: {
    petition: national,
    eligibility: stanceEligibility(californiaVoter, national.jurisdiction),
    currentStance: 'YES',
    save: { status: 'IDLE' },
    onStance: fn(),
    onDismissSuccess: fn(),
    withdrawal: { status: 'IDLE' },
    onWithdraw: fn(),
    stances: results,
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

export const CurrentStance: Story = {
  ...at('phone'),
  play: async () => {
    await expect(
      bar().getByText('You support this petition. You can change or withdraw it at any time.'),
    ).toBeVisible();
    await expect(bar().getByRole('button', { name: 'Support' })).toHaveAttribute('aria-pressed', 'true');
    await expect(await bar().findByRole('button', { name: withdrawName })).toBeVisible();
  },
};

export const CurrentStanceOpposeDesktop: Story = { ...at('desktop'), args: { currentStance: 'NO' } };

export const NoStanceNoWithdraw: Story = {
  ...at('phone'),
  args: { currentStance: null },
  play: async () => {
    await expect(bar().getByText('Voice your opinion:')).toBeVisible();
    await expect(bar().queryByRole('button', { name: withdrawName })).toBeNull();
  },
};

export const ConfirmWithdraw: Story = {
  ...at('phone'),
  play: async ({ args }) => {
    await userEvent.click(bar().getByRole('button', { name: withdrawName }));
    const dialog = await screen.findByRole('alertdialog', { name: WITHDRAW_TITLE });
    await expect(dialog).toHaveTextContent(`You support ${national.uiTitle}.`);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    await userEvent.click(bar().getByRole('button', { name: withdrawName }));
    await expect(await screen.findByRole('button', { name: WITHDRAW_CANCEL })).toHaveFocus();
    await userEvent.click(screen.getByRole('button', { name: WITHDRAW_CONFIRM }));
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
  },
};

export const Withdrawing: Story = {
  ...at('phone'),
  args: { withdrawal: { status: 'WITHDRAWING' } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: WITHDRAWING_MESSAGE })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Withdrawn: Story = {
  ...at('phone'),
  args: { currentStance: null, withdrawal: { status: 'WITHDRAWN' } },
  play: async () => {
    await expect(bar().getByRole('status')).toHaveTextContent(withdrawnMessage(national.uiTitle));
    await expect(bar().getByText('Voice your opinion:')).toBeVisible();
    await expect(bar().getByRole('button', { name: 'Support' })).toHaveAttribute('aria-pressed', 'false');
  },
};

export const WithdrawFailed: Story = {
  ...at('phone'),
  args: { withdrawal: { status: 'FAILED' } },
  play: async ({ args }) => {
    await expect(bar().getByRole('alert')).toHaveTextContent(WITHDRAW_FAILED_MESSAGE);
    await userEvent.click(bar().getByRole('button', { name: 'Try again' }));
    await expect(args.onWithdraw).toHaveBeenCalledOnce();
  },
};

export const AllStates: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  args: { currentStance: 'NO' },
};

/** Withdrawing as the app wires it: the MSW handler answers withdrawStance with the record. */
function WithdrawingThroughApi() {
  const [voter, setVoter] = useState<VoterRecord>(californiaVoter);
  const [withdrawal, setWithdrawal] = useState<StanceWithdrawal>({ status: 'IDLE' });
  if (!national) return null;
  const onWithdraw = () => {
    setWithdrawal({ status: 'WITHDRAWING' });
    storyApiClient()
      .withdrawStance({ voterId: voter.voterId, fireDbPetition: national.petitionKey })
      .then((record) => {
        setVoter(record);
        setWithdrawal({ status: 'WITHDRAWN' });
      })
      .catch(() => setWithdrawal({ status: 'FAILED' }));
  };
  return (
    <PetitionDetail
      petition={national}
      eligibility={stanceEligibility(voter, national.jurisdiction)}
      currentStance={ownStance(voter, national.petitionKey)}
      save={{ status: 'IDLE' }}
      onStance={() => undefined}
      onDismissSuccess={() => undefined}
      withdrawal={withdrawal}
      onWithdraw={onWithdraw}
      stances={results}
    />
  );
}

export const WithdrawThroughApi: Story = {
  ...at('phone'),
  render: () => <WithdrawingThroughApi />,
  parameters: {
    msw: { handlers: { callables: createHandlers({ withdrawStance: 'slow' }, { slowMs: 500 }) } },
  },
  play: async () => {
    await userEvent.click(bar().getByRole('button', { name: withdrawName }));
    await userEvent.click(await screen.findByRole('button', { name: WITHDRAW_CONFIRM }));
    await expect(await screen.findByRole('dialog', { name: WITHDRAWING_MESSAGE })).toBeInTheDocument();
    // The busy overlay hides the page from assistive technology until it closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const message = bar().getByRole('status');
    await expect(message).toHaveTextContent(withdrawnMessage(national.uiTitle));
    // The Withdraw button is gone with the stance: focus goes to the message instead.
    await waitFor(() => expect(message).toHaveFocus());
    await expect(bar().queryByRole('button', { name: withdrawName })).toBeNull();
    await expect(bar().getByRole('button', { name: 'Support' })).toHaveAttribute('aria-pressed', 'false');
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

/** The voter's change limit refused the change: what stays, and when they may change it again; no retry. */
export const ChangeLimitReached: Story = {
  ...at('phone'),
  args: { currentStance: 'YES', save: { status: 'FAILED', stance: 'NO', retryAfterSeconds: 4 * 3600 + 60 } },
  play: async () => {
    await expect(bar().getByRole('alert')).toHaveTextContent(
      'Oppose: You have changed your stance on this petition many times in the last day, so this change was not made. Your stance stays as it was; you can change it again in 5 hours.',
    );
    await expect(bar().queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

export const WithdrawRefusedByChangeLimit: Story = {
  ...at('phone'),
  args: { withdrawal: { status: 'FAILED', retryAfterSeconds: 61 } },
  play: async () => {
    await expect(bar().getByRole('alert')).toHaveTextContent(
      'You have changed your stance on this petition many times in the last day, so this change was not made. Your stance stays as it was; you can change it again in 2 minutes.',
    );
    await expect(bar().queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};
