import { pages } from '@rv/catalogue';
import { pages as spanishPages } from '@rv/catalogue/es';
import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { galleryParameters, StateGallery } from '../../../storybook/StateGallery';
import { at } from '../../../storybook/viewports';
import { PolicyPage } from './PolicyPage';

const meta = {
  title: 'Screens/About/Policy pages',
  component: PolicyPage,
  args: { page: pages.policies },
  parameters: { route: '/about/policies' },
} satisfies Meta<typeof PolicyPage>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Policies: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Policies' })).toBeVisible();
    await expect(canvas.getByText(/you agree to our/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Terms of Service' })).toHaveAttribute(
      'href',
      '/about/terms-of-service',
    );
    await expect(canvas.getByRole('link', { name: 'Privacy Policy' })).toHaveAttribute(
      'href',
      '/about/privacy-policy',
    );
    await expect(canvas.queryByRole('navigation')).toBeNull();
  },
};

export const PoliciesDesktop: Story = { ...at('desktop') };

export const TermsOfService: Story = {
  ...at('phone'),
  args: { page: pages['terms-of-service'] },
  parameters: { route: '/about/terms-of-service' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Last updated May 7, 2025')).toBeVisible();
    const toc = canvas.getByRole('navigation', { name: 'Terms of Service: contents' });
    const links = within(toc).getAllByRole('link');
    await expect(links).toHaveLength(20);
    // Each contents entry jumps to its section's anchor.
    for (const [index, section] of pages['terms-of-service'].sections.entries()) {
      await expect(links[index]).toHaveAttribute('href', `#${section.id}`);
      await expect(canvas.getByRole('heading', { level: 2, name: section.title })).toHaveAttribute(
        'id',
        section.id,
      );
    }
  },
};

export const TermsOfServiceDesktop: Story = {
  ...at('desktop'),
  args: { page: pages['terms-of-service'] },
  parameters: { route: '/about/terms-of-service' },
};

export const PrivacyPolicy: Story = {
  ...at('phone'),
  args: { page: pages['privacy-policy'] },
  parameters: { route: '/about/privacy-policy' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Last updated November 27, 2026')).toBeVisible();
    const toc = canvas.getByRole('navigation', { name: 'Privacy Policy: contents' });
    await expect(within(toc).getAllByRole('link')).toHaveLength(13);
  },
};

export const PrivacyPolicyDesktop: Story = {
  ...at('desktop'),
  args: { page: pages['privacy-policy'] },
  parameters: { route: '/about/privacy-policy' },
};

// The three pages one under another, in English or (their Spanish twins) in Spanish.
const threePages = (from: typeof pages) => (
  <StateGallery
    states={[
      { name: 'Policies', node: <PolicyPage page={from.policies} /> },
      { name: 'Terms of Service', node: <PolicyPage page={from['terms-of-service']} /> },
      { name: 'Privacy Policy', node: <PolicyPage page={from['privacy-policy']} /> },
    ]}
  />
);

export const AllStates: Story = {
  parameters: galleryParameters,
  ...at('phone'),
  tags: ['screenshot'],
  render: () => threePages(pages),
};

// The Terms and Privacy Policy in Spanish open with the note that the English version governs.
export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
  render: () => threePages(spanishPages),
  play: async ({ canvas }) => {
    for (const [name, updated] of [
      ['Terms of Service', '7 de mayo de 2025'],
      ['Privacy Policy', '27 de noviembre de 2026'],
    ]) {
      const page = canvas.getByRole('region', { name: `State: ${name}` });
      await expect(page).toHaveTextContent('La versión en inglés es la que rige');
      await expect(page).toHaveTextContent(`Última actualización: ${updated}`);
    }
  },
};

// What happens to your stance: linked from every petition, the success dialog and the footer.
export const WhatHappensToYourStance: Story = {
  ...at('phone'),
  tags: ['screenshot'],
  args: { page: pages['what-happens-to-your-stance'] },
  parameters: { route: '/about/what-happens-to-your-stance' },
  play: async ({ canvas }) => {
    await expect(
      canvas.getByRole('heading', { level: 1, name: 'What happens to your stance' }),
    ).toBeVisible();
    await expect(canvas.getByText(/no one sees how you voted/)).toBeVisible();
    await expect(canvas.getByText(/shows "fewer than 10" instead of the number/)).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'Members of Congress' })).toHaveAttribute(
      'href',
      '/legislators',
    );
    await expect(canvas.getByText(/change or withdraw your stance at any time/)).toBeVisible();
  },
};

export const WhatHappensToYourStanceDesktop: Story = {
  ...WhatHappensToYourStance,
  ...at('desktop'),
  tags: ['screenshot'],
};

export const WhatHappensToYourStanceInSpanish: Story = {
  ...WhatHappensToYourStance,
  globals: { ...WhatHappensToYourStance.globals, locale: 'es' },
  args: { page: spanishPages['what-happens-to-your-stance'] },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Qué pasa con su postura' })).toBeVisible();
    await expect(canvas.getByText(/menos de 10/)).toBeVisible();
  },
};
