import { voters } from '@rv/api/mocks';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent, within } from 'storybook/test';
import { at } from '../../../storybook/viewports';
import { VoterPicker } from './VoterPicker';

const meta = {
  title: 'Screens/Sign-in/Voter picker',
  component: VoterPicker,
  // Given out of order on purpose: the picker sorts them.
  args: {
    voters: [voters.sharedPhoneB, voters.florida, voters.sharedPhoneA],
    identityKind: 'phone',
    onSelect: fn(),
    onSignOut: fn(),
  },
  parameters: { route: '/petitions' },
} satisfies Meta<typeof VoterPicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const SharedPhone: Story = {
  ...at('phone'),
  play: async ({ canvas, args }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'Select your voter registration' }),
    ).toBeVisible();
    await expect(
      canvas.getByText('Your phone number matches multiple voters. Select yourself:'),
    ).toBeVisible();
    const entries = within(canvas.getByRole('list')).getAllByRole('button');
    // Sorted by name (first, last), suffix, city, state; written as people write them, not in the
    // voter file's capitals.
    await expect(entries.map((entry) => entry.textContent)).toEqual([
      'James Okafor Jr.Tampa, FL',
      'Linda NguyenSan Diego, CA',
      'Thomas NguyenSan Diego, CA',
    ]);
    await userEvent.click(canvas.getByRole('button', { name: /Thomas Nguyen/ }));
    await expect(args.onSelect).toHaveBeenCalledWith(voters.sharedPhoneB.voterId);
    await userEvent.click(canvas.getByRole('button', { name: 'sign out' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const SharedEmail: Story = { ...at('phone'), args: { identityKind: 'email' } };

export const Desktop: Story = { ...at('desktop') };

export const AllStates: Story = { ...at('phone'), tags: ['screenshot'] };

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
};
