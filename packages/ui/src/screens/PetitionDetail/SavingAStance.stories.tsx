import { createHandlers } from '@rv/api/mocks';
import { ownStance, stanceEligibility, type VoterStance } from '@rv/domain';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { SHARE_MESSAGES } from '../../components/ShareAction';
import { storyApiClient } from '../../storybook/callables';
import { californiaVoter, floridaVoter } from '../../storybook/fixtures';
import { at } from '../../storybook/viewports';
import { PetitionDetail, type StanceSave } from './PetitionDetail';
import {
  copyLink,
  national,
  petitionDetailMeta,
  results,
  SAVE_FAILED_MESSAGE,
  SAVING_MESSAGE,
  SUCCESS_MESSAGE,
  share,
} from './petitionDetailStories';

// Saving a stance on the petition page: saving, saved, failed, and the same through the API.

const meta = {
  title: 'Screens/PetitionDetail/Saving a stance',
  component: PetitionDetail,
  ...petitionDetailMeta,
} satisfies Meta<typeof PetitionDetail>;

export default meta;
type Story = StoryObj<typeof meta>;

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
