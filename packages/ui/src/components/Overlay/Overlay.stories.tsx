import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { at } from '../../storybook/viewports';
import { Overlay } from './Overlay';

const meta = {
  title: 'Primitives/Overlay',
  component: Overlay,
  args: { message: 'Verifying your voter registration...' },
} satisfies Meta<typeof Overlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  play: async () => {
    const overlay = await screen.findByRole('dialog', { name: 'Verifying your voter registration...' });
    await expect(overlay).toHaveAttribute('aria-busy', 'true');
    // Nothing to cancel: Escape leaves it up.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog')).toBeInTheDocument();
  },
};

export const Saving: Story = { args: { message: 'Saving your stance...' } };

export const AllStates: Story = {
  ...at('phone'),
  tags: ['screenshot'],
};
