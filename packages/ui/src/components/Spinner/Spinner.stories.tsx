import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { Spinner } from './Spinner';

const meta = {
  title: 'Primitives/Spinner',
  component: Spinner,
  args: { label: 'Fetching results...' },
} satisfies Meta<typeof Spinner>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Hidden: Story = {
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('status')).toHaveTextContent('Fetching results...');
  },
};

export const WithLabel: Story = { args: { showLabel: true } };

export const AllStates: Story = {
  tags: ['screenshot'],
  render: () => (
    <div style={{ display: 'grid', gap: 16, padding: 16 }}>
      <Spinner label="Loading" />
      <Spinner label="Fetching results..." showLabel />
    </div>
  ),
};
