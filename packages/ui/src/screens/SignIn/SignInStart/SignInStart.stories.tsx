import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, userEvent } from 'storybook/test';
import { galleryParameters, StateGallery } from '../../../storybook/StateGallery';
import { at } from '../../../storybook/viewports';
import { SignInStart } from './SignInStart';

const meta = {
  title: 'Screens/Sign-in/Start',
  component: SignInStart,
  args: { onChoose: fn(), voterListDates: { ca: '2026-01-01', fl: '2025-12-15' } },
  parameters: { route: '/signin' },
} satisfies Meta<typeof SignInStart>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Phone: Story = {
  ...at('phone'),
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('heading', { level: 1, name: 'Sign in' })).toBeVisible();
    await expect(canvas.getByRole('link', { name: 'FIND PHONE/EMAIL ON FILE' })).toHaveAttribute(
      'href',
      '/signin/help',
    );
    await expect(canvas.getByRole('link', { name: /California/ })).toHaveAttribute('target', '_blank');
    await expect(canvas.getByRole('link', { name: /Florida/ })).toHaveAttribute('target', '_blank');
    // The choices are hidden until the link reveals them: not only out of the accessibility
    // tree (the hidden attribute, which toBeVisible also reads) but out of sight: no layout box,
    // which a class's display would give them back (checkVisibility reads the rendered box).
    const phone = canvas.getByRole('button', { name: 'VERIFY PHONE', hidden: true });
    const email = canvas.getByRole('button', { name: 'VERIFY E-MAIL', hidden: true });
    await expect(phone.checkVisibility()).toBe(false);
    await expect(email.checkVisibility()).toBe(false);
    const reveal = canvas.getByRole('button', { name: 'Already know your phone/email on file?' });
    await expect(reveal).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(reveal);
    await expect(reveal).toHaveAttribute('aria-expanded', 'true');
    await expect(phone.checkVisibility()).toBe(true);
    await expect(email.checkVisibility()).toBe(true);
    // Following the link again folds the choices away, and aria-expanded says so.
    await userEvent.click(reveal);
    await expect(reveal).toHaveAttribute('aria-expanded', 'false');
    await expect(phone.checkVisibility()).toBe(false);
    await userEvent.click(reveal);
    await userEvent.click(canvas.getByRole('button', { name: 'VERIFY PHONE' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith('phone');
    await userEvent.click(canvas.getByRole('button', { name: 'VERIFY E-MAIL' }));
    await expect(args.onChoose).toHaveBeenLastCalledWith('email');
    await expect(canvas.getByRole('link', { name: /Terms of Service/ })).toHaveAttribute(
      'href',
      '/about/terms-of-service',
    );
    await expect(canvas.getByRole('link', { name: /Privacy Policy/ })).toHaveAttribute(
      'href',
      '/about/privacy-policy',
    );
  },
};

export const Desktop: Story = { ...at('desktop') };

export const ChoicesRevealed: Story = { ...at('phone'), args: { defaultRevealed: true } };

export const ChoicesRevealedDesktop: Story = { ...at('desktop'), args: { defaultRevealed: true } };

// The conditions are on the sign-in page itself, with the date of the list from the database
// (docs/decisions/0043-voter-list-dates-from-the-database.md), not only in About's overlay.
export const EligibilityOnThePagePhone: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('heading', { level: 2, name: 'Who can sign in?' })).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'The state where you are registered to vote' }),
      'ca',
    );
    await expect(
      canvas.getByText(
        'You were registered to vote as of January 1, 2026, the date of our California voter list.',
      ),
    ).toBeVisible();
    await userEvent.selectOptions(
      canvas.getByRole('combobox', { name: 'The state where you are registered to vote' }),
      'fl',
    );
    await expect(
      canvas.getByText(/as of December 15, 2025, the date of our Florida voter list/),
    ).toBeVisible();
  },
};

export const EligibilityWhileTheDateIsUnknownDesktop: Story = {
  ...at('desktop'),
  args: { voterListDates: null, defaultEligibility: 'fl' },
};

export const AllStates: Story = {
  parameters: galleryParameters,
  ...at('phone'),
  tags: ['screenshot'],
  render: (args) => (
    <StateGallery
      states={[
        { name: 'Start', node: <SignInStart {...args} /> },
        { name: 'Choices revealed', node: <SignInStart {...args} defaultRevealed /> },
        { name: 'Who can sign in: California', node: <SignInStart {...args} defaultEligibility="ca" /> },
      ]}
    />
  ),
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
};
