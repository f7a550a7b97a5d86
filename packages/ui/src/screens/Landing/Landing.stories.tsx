import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect } from 'storybook/test';
import { PRODUCT_NAME, TAGLINE } from '../../storybook/fixtures';
import { at } from '../../storybook/viewports';
import { Landing } from './Landing';

const meta = {
  title: 'Screens/Landing',
  component: Landing,
  args: { productName: PRODUCT_NAME, tagline: TAGLINE },
  parameters: { route: '/' },
} satisfies Meta<typeof Landing>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: PRODUCT_NAME })).toBeVisible();
    await expect(canvas.getByText('Online petitions for registered voters.')).toBeVisible();
    await expect(canvas.getByText('Via phone or email verification.')).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', '/signin');
    const browse = canvas.getByRole('link', { name: 'Browse Petitions' });
    const about = canvas.getByRole('link', { name: 'About' });
    await expect(browse).toHaveAttribute('href', '/petitions');
    await expect(about).toHaveAttribute('href', '/about');
    // Under 740 px the secondary buttons stack.
    await expect(about.getBoundingClientRect().top).toBeGreaterThan(browse.getBoundingClientRect().bottom);
    await expect(canvas.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute('target', '_blank');
  },
};

export const Tablet: Story = { ...at('tablet') };

export const Desktop: Story = {
  ...at('desktop'),
  play: async ({ canvas }) => {
    // From 740 px the two secondary buttons sit side by side.
    const browse = canvas.getByRole('link', { name: 'Browse Petitions' }).getBoundingClientRect();
    const about = canvas.getByRole('link', { name: 'About' }).getBoundingClientRect();
    await expect(about.top).toBe(browse.top);
    await expect(about.left).toBeGreaterThan(browse.right);
  },
};

export const AllStates: Story = {
  ...at('phone'),
  tags: ['screenshot'],
};
