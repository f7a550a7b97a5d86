import { site } from '@rv/catalogue';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { galleryParameters, StateGallery } from '../../../storybook/StateGallery';
import { at } from '../../../storybook/viewports';
import { VoterUpdate } from './VoterUpdate';

const meta = {
  title: 'Screens/Sign-in help/Voter update',
  component: VoterUpdate,
  args: {
    state: 'ca',
    submitted: { first: 'MARIA', last: 'ALVAREZ', dob: '04/12/1985', zip: '95814' },
    onBack: fn(),
    onEdit: fn(),
    onClear: fn(),
    // As the database gives them (GET /api/voter-lists.json); Florida's newest list has no date.
    voterListDates: { ca: '2026-11-02', fl: null },
  },
  parameters: { route: '/signin/help/voter-update' },
} satisfies Meta<typeof VoterUpdate>;

export default meta;
type Story = StoryObj<typeof meta>;

export const California: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Register or update your voter registration' }),
    ).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'California' })).toBeVisible();
    await expect(canvas.queryByRole('heading', { level: 2, name: 'Florida' })).toBeNull();
    await expect(canvas.getByRole('link', { name: /Register or update your registration/ })).toHaveAttribute(
      'href',
      'https://registertovote.ca.gov/',
    );
  },
};

export const Florida: Story = { ...at('phone'), args: { state: 'fl' } };

export const StateUnknown: Story = {
  ...at('desktop'),
  args: { state: null },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'California' })).toBeVisible();
    await expect(canvas.getByRole('heading', { level: 2, name: 'Florida' })).toBeVisible();
  },
};

export const OpensEachSlideIn: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    const cases = [
      ['a note on privacy', 'A note on privacy', 'never sell personal data'],
      [
        'Set voter update notification',
        'Set voter update notification',
        // content/site.yaml's words, as the screen says them (its stateWords.ts).
        `reaches our voter list ${site.states.ca.voterList.updateLag} after you make it`,
      ],
      ['how we update voter lists', 'How we update voter lists', 'California: last updated November 2, 2026'],
    ] as const;
    for (const [trigger, title, text] of cases) {
      const button = canvas.getByRole('button', { name: trigger });
      await userEvent.click(button);
      const panel = await screen.findByRole('dialog', { name: title });
      await expect(panel).toHaveTextContent(text);
      // A list the database cannot date shows none (content/site.yaml records none either).
      if (title === 'How we update voter lists') {
        await expect(panel).toHaveTextContent(
          `Florida: changes reach us ${site.states.fl.voterList.updateLag} after they are made.`,
        );
      }
      await userEvent.click(within(panel).getByRole('button', { name: 'Close' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      await expect(button).toHaveFocus();
    }
  },
};

export const PrivacyNoteDesktop: Story = { ...at('desktop'), args: { defaultPanel: 'PRIVACY' } };
export const NotificationPanel: Story = { ...at('phone'), args: { defaultPanel: 'NOTIFICATION' } };
export const ListUpdatesPanel: Story = { ...at('tablet'), args: { defaultPanel: 'LIST_UPDATES' } };

export const AllStates: Story = {
  parameters: galleryParameters,
  ...at('phone'),
  tags: ['screenshot'],
  render: (args) => (
    <StateGallery
      states={[
        { name: 'California', node: <VoterUpdate {...args} /> },
        { name: 'Florida', node: <VoterUpdate {...args} state="fl" /> },
        { name: 'State unknown', node: <VoterUpdate {...args} state={null} /> },
      ]}
    />
  ),
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
};
