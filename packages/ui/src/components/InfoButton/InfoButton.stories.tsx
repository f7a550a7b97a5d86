import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor } from 'storybook/test';
import { at } from '../../storybook/viewports';
import { InfoButton } from './InfoButton';

const meta = {
  title: 'Primitives/InfoButton',
  component: InfoButton,
  args: {
    label: 'About senator stances',
    title: 'Senator stances',
    children: <p>Each state elects two U.S. senators.</p>,
  },
  decorators: [
    (Story) => (
      <div style={{ padding: 16 }}>
        Senators <Story />
      </div>
    ),
  ],
} satisfies Meta<typeof InfoButton>;

export default meta;
type Story = StoryObj<typeof meta>;

export const OpensItsPanel: Story = {
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'About senator stances' }));
    await expect(await screen.findByRole('dialog', { name: 'Senator stances' })).toHaveTextContent(
      'Each state elects two U.S. senators.',
    );
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const AllStates: Story = {
  ...at('phone'),
  tags: ['screenshot'],
};
