import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { at } from '../../storybook/viewports';
import { PageLayout } from './PageLayout';

const meta = {
  title: 'Primitives/PageLayout',
  component: PageLayout,
  args: {
    kind: 'page',
    children: (
      <p style={{ background: '#f4f4f4' }}>
        Content at most 680 px wide, or the viewport less 32 px when that is smaller.
      </p>
    ),
  },
} satisfies Meta<typeof PageLayout>;

export default meta;
type Story = StoryObj<typeof meta>;

export const PageOnPhone: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main.getBoundingClientRect().width).toBe(375 - 32);
    await expect(getComputedStyle(main).paddingTop).toBe('32px');
  },
};

export const PageOnDesktop: Story = {
  ...at('desktop'),
  play: async ({ canvas }) => {
    const main = canvas.getByRole('main');
    await expect(main.getBoundingClientRect().width).toBe(680);
    await expect(getComputedStyle(main).paddingTop).toBe('48px');
  },
};

export const ListOnPhone: Story = {
  ...at('phone'),
  args: { kind: 'list' },
  play: async ({ canvas }) => {
    await expect(getComputedStyle(canvas.getByRole('main')).paddingTop).toBe('16px');
  },
};

export const WideOnDesktop: Story = {
  ...at('desktop'),
  args: { wide: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('main').getBoundingClientRect().width).toBe(720);
  },
};

export const AllStates: Story = {
  ...at('tablet'),
  tags: ['screenshot'],
  args: { kind: 'list' },
};
