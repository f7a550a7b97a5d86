import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PRODUCT_NAME } from '../../storybook/fixtures';
import { at } from '../../storybook/viewports';
import { LoadingScreen } from './LoadingScreen';

const meta = {
  title: 'Screens/LoadingScreen',
  component: LoadingScreen,
  args: { productName: PRODUCT_NAME },
} satisfies Meta<typeof LoadingScreen>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Loading: Story = {
  ...at('desktop'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Loading...');
    await expect(canvas.getByRole('main')).toHaveAttribute('aria-busy', 'true');
  },
};

// While the screen of a signed-in voter's session loads, it already says what is happening.
export const Verifying: Story = {
  ...at('phone'),
  args: { message: 'Verifying your voter registration...' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Verifying your voter registration...');
  },
};

export const AllStates: Story = {
  ...at('phone'),
  tags: ['screenshot'],
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Cargando...');
  },
};
