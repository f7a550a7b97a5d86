import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent } from 'storybook/test';
import { at } from '../../../storybook/viewports';
import { VerifyingOverlay } from './VerifyingOverlay';

const VERIFYING = 'Verifying your voter registration...';

const meta = {
  title: 'Screens/Sign-in/Verifying overlay',
  component: VerifyingOverlay,
  parameters: { route: '/signin' },
} satisfies Meta<typeof VerifyingOverlay>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Verifying: Story = {
  ...at('phone'),
  play: async () => {
    const dialog = await screen.findByRole('dialog', { name: VERIFYING });
    await expect(dialog).toHaveAttribute('aria-busy', 'true');
    // Nothing to cancel: Escape leaves it open.
    await userEvent.keyboard('{Escape}');
    await expect(screen.getByRole('dialog', { name: VERIFYING })).toBeVisible();
  },
};

export const Desktop: Story = { ...at('desktop') };

export const AllStates: Story = { ...at('phone'), tags: ['screenshot'] };

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
};
