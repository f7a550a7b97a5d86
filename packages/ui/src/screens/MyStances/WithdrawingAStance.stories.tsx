import type { VoterRecord } from '@rv/api';
import { createHandlers } from '@rv/api/mocks';
import type { Petition } from '@rv/catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import {
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
import { MyStances, NO_STANCES, type PetitionWithdrawal } from './MyStances';
import { carbonFee, myStancesMeta, ready, withdrawnCarbonFee } from './myStancesStories';

// Withdrawing a stance from My stances: confirm, withdrawing, withdrawn, failed, refused, and
// the same through the API.

const meta = {
  title: 'Screens/MyStances/Withdrawing a stance',
  component: MyStances,
  ...myStancesMeta,
} satisfies Meta<typeof MyStances>;

export default meta;
type Story = StoryObj<typeof meta>;

export const ConfirmWithdraw: Story = {
  ...at('phone'),
  play: async ({ canvas, args }) => {
    const withdraw = canvas.getByRole('button', { name: `Withdraw your stance on ${carbonFee.uiTitle}` });
    await userEvent.click(withdraw);
    const dialog = await screen.findByRole('alertdialog', { name: WITHDRAW_TITLE });
    await expect(dialog).toHaveTextContent(`You support ${carbonFee.uiTitle}.`);
    // Focus starts on keeping the stance, so Enter never withdraws by accident.
    await expect(within(dialog).getByRole('button', { name: WITHDRAW_CANCEL })).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    await waitFor(() => expect(screen.queryByRole('alertdialog')).toBeNull());
    await expect(args.onWithdraw).not.toHaveBeenCalled();
    await waitFor(() => expect(withdraw).toHaveFocus());
    // Asked again and confirmed: the page is told which petition.
    await userEvent.click(withdraw);
    await userEvent.click(await screen.findByRole('button', { name: WITHDRAW_CONFIRM }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(carbonFee);
  },
};

export const Withdrawing: Story = {
  ...at('phone'),
  args: { withdrawal: { status: 'WITHDRAWING', petition: carbonFee } },
  play: async () => {
    await expect(await screen.findByRole('dialog', { name: WITHDRAWING_MESSAGE })).toHaveAttribute(
      'aria-busy',
      'true',
    );
  },
};

export const Withdrawn: Story = {
  ...at('phone'),
  args: { view: ready(withdrawnCarbonFee), withdrawal: { status: 'WITHDRAWN', petition: carbonFee } },
  play: async ({ canvas }) => {
    const message = canvas.getByRole('status');
    await expect(message).toHaveTextContent(withdrawnMessage(carbonFee.uiTitle));
    await waitFor(() => expect(message).toHaveFocus());
    // The petition is offered again below.
    await expect(
      within(canvas.getByRole('region', { name: 'Not answered yet' })).getByRole('link', {
        name: carbonFee.uiTitle,
      }),
    ).toBeVisible();
  },
};

export const WithdrawFailed: Story = {
  ...at('phone'),
  args: { withdrawal: { status: 'FAILED', petition: carbonFee } },
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(WITHDRAW_FAILED_MESSAGE);
    // Try again withdraws the same stance at once: the voter already confirmed.
    await userEvent.click(canvas.getByRole('button', { name: 'Try again' }));
    await expect(args.onWithdraw).toHaveBeenCalledWith(carbonFee);
  },
};

/** Refused by the voter's change limit: nothing to retry, only when. */
export const WithdrawRefusedByChangeLimit: Story = {
  ...at('phone'),
  args: { withdrawal: { status: 'FAILED', petition: carbonFee, retryAfterSeconds: 3 * 3600 } },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('alert')).toHaveTextContent(
      `${carbonFee.uiTitle}: You have changed your stance on this petition many times in the last day, so this change was not made. Your stance stays as it was; you can change it again in 3 hours.`,
    );
    await expect(canvas.queryByRole('button', { name: 'Try again' })).toBeNull();
  },
};

/**
 * Withdrawing as the app wires it, through the @rv/api client: the story's MSW handlers answer
 * withdrawStance, and the returned record (without the petition) updates the list.
 */
function WithdrawThroughApi() {
  // The handler answers with the fixture voter, so the story starts from it too.
  const [voter, setVoter] = useState<VoterRecord>(californiaVoter);
  const [withdrawal, setWithdrawal] = useState<PetitionWithdrawal>({ status: 'IDLE' });
  const onWithdraw = (petition: Petition) => {
    setWithdrawal({ status: 'WITHDRAWING', petition });
    storyApiClient()
      .withdrawStance({ voterId: voter.voterId, fireDbPetition: petition.petitionKey })
      .then((record) => {
        setVoter(record);
        setWithdrawal({ status: 'WITHDRAWN', petition });
      })
      .catch(() => setWithdrawal({ status: 'FAILED', petition }));
  };
  return (
    <MyStances
      view={ready(voter)}
      withdrawal={withdrawal}
      onWithdraw={onWithdraw}
      onRetry={() => undefined}
      timeZone="America/Los_Angeles"
    />
  );
}

export const WithdrawThroughApiSucceeds: Story = {
  ...at('phone'),
  render: () => <WithdrawThroughApi />,
  parameters: {
    msw: { handlers: { callables: createHandlers({ withdrawStance: 'slow' }, { slowMs: 500 }) } },
  },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `Withdraw your stance on ${carbonFee.uiTitle}` }),
    );
    await userEvent.click(await screen.findByRole('button', { name: WITHDRAW_CONFIRM }));
    await expect(await screen.findByRole('dialog', { name: WITHDRAWING_MESSAGE })).toBeInTheDocument();
    // The busy overlay hides the page from assistive technology until it closes.
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    const message = await canvas.findByText(withdrawnMessage(carbonFee.uiTitle));
    await waitFor(() => expect(message).toHaveFocus());
    // Her only stance is gone from the list and the petition is offered again below.
    await expect(canvas.getByRole('region', { name: 'Your stances, latest first' })).toHaveTextContent(
      NO_STANCES,
    );
    await expect(
      within(canvas.getByRole('region', { name: 'Not answered yet' })).getByRole('link', {
        name: carbonFee.uiTitle,
      }),
    ).toBeVisible();
  },
};

export const WithdrawThroughApiFails: Story = {
  ...at('phone'),
  render: () => <WithdrawThroughApi />,
  parameters: { msw: { handlers: { callables: createHandlers({ withdrawStance: 'internal' }) } } },
  play: async ({ canvas }) => {
    await userEvent.click(
      canvas.getByRole('button', { name: `Withdraw your stance on ${carbonFee.uiTitle}` }),
    );
    await userEvent.click(await screen.findByRole('button', { name: WITHDRAW_CONFIRM }));
    await expect(await canvas.findByRole('alert')).toHaveTextContent(WITHDRAW_FAILED_MESSAGE);
    // The stance is kept.
    await expect(canvas.getByText('You support this petition.')).toBeVisible();
  },
};
