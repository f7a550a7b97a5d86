import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import {
  californiaVoter,
  emailIdentity,
  floridaVoter,
  PHONE_RULES,
  PRODUCT_NAME,
  phoneIdentity,
} from '../../storybook/fixtures';
import { at } from '../../storybook/viewports';
import { Shell } from './Shell';

const meta = {
  title: 'Screens/Shell',
  component: Shell,
  args: {
    productName: PRODUCT_NAME,
    session: { status: 'SIGNED_OUT' },
    phoneRules: PHONE_RULES,
    onSignOut: fn(),
    children: (
      <p style={{ padding: 24 }}>
        Page content. <a href="#content">A link in the page</a>
      </p>
    ),
  },
  parameters: { route: '/petitions' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

const signedInCa = { status: 'SIGNED_IN', voter: californiaVoter, identity: phoneIdentity } as const;
const signedInFl = { status: 'SIGNED_IN', voter: floridaVoter, identity: emailIdentity } as const;

export const SignedOutDesktop: Story = {
  ...at('desktop'),
  play: async ({ canvas }) => {
    const active = canvas.getByRole('link', { name: 'Petitions' });
    await expect(active).toHaveAttribute('aria-current', 'page');
    // Active link bold and dark; the others regular.
    await expect(getComputedStyle(active).fontWeight).toBe('700');
    await expect(getComputedStyle(canvas.getByRole('link', { name: 'About' })).fontWeight).toBe('400');
    await expect(canvas.getByRole('link', { name: 'SIGN IN' })).toHaveAttribute('href', '/signin');
    // The menu button is display:none from 732 px, so out of the accessibility tree.
    await expect(canvas.queryByRole('button', { name: 'Open menu' })).toBeNull();
  },
};

export const SignedOutTablet: Story = { ...at('tablet') };

export const SignedOutPhone: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    // Below 732 px the links collapse into the menu.
    await expect(canvas.queryByRole('link', { name: 'About' })).toBeNull();
    await expect(canvas.queryByRole('link', { name: 'SIGN IN' })).toBeNull();
    await expect(canvas.getByRole('button', { name: 'Open menu' })).toBeVisible();
  },
};

export const MenuOpensAndClosesPhone: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    // The menu's code loads on first open; the trigger says what it opens from the start.
    await expect(trigger).toHaveAttribute('aria-haspopup', 'dialog');
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    await userEvent.click(trigger);
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(trigger).toHaveAttribute('aria-expanded', 'true');
    await expect(trigger).toHaveAttribute('aria-controls', menu.id);
    await expect(menu).toHaveTextContent(/HomePetitionsVoter GuideAbout/);
    await expect(screen.getByRole('link', { name: 'SIGN IN' })).toBeVisible();
    await userEvent.click(screen.getByRole('button', { name: 'Close menu' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
    await expect(trigger).toHaveAttribute('aria-expanded', 'false');
    // Opens again once loaded.
    await userEvent.click(trigger);
    await screen.findByRole('dialog', { name: 'Menu' });
  },
};

export const MenuByKeyboardPhone: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    const trigger = canvas.getByRole('button', { name: 'Open menu' });
    trigger.focus();
    await userEvent.keyboard('{Enter}');
    await screen.findByRole('dialog', { name: 'Menu' });
    // Focus moves into the menu and stays there.
    await waitFor(() =>
      expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement),
    );
    for (let i = 0; i < 6; i += 1) await userEvent.tab();
    await expect(screen.getByRole('dialog')).toContainElement(document.activeElement as HTMLElement);
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(trigger).toHaveFocus();
  },
};

export const AccountCardEscapeDesktop: Story = {
  ...at('desktop'),
  args: { session: signedInCa },
  play: async ({ canvas }) => {
    const badge = canvas.getByRole('button', { name: 'Account' });
    badge.focus();
    await userEvent.keyboard('{Enter}');
    const card = await screen.findByRole('dialog', { name: 'Your account' });
    // Focus moves into the card.
    await waitFor(() => expect(card).toContainElement(document.activeElement as HTMLElement));
    await userEvent.keyboard('{Escape}');
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(badge).toHaveFocus();
    await expect(badge).toHaveAttribute('aria-expanded', 'false');
  },
};

export const MenuLinkNavigatesAndClosesPhone: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Open menu' }));
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await userEvent.click(within(menu).getByRole('link', { name: 'About' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(canvas.getByRole('link', { name: 'About', hidden: true })).toHaveAttribute(
      'aria-current',
      'page',
    );
  },
};

export const MenuSignedInPhone: Story = {
  ...at('phone'),
  args: { session: signedInCa, defaultMenuOpen: true },
  play: async ({ args }) => {
    await userEvent.click(await screen.findByRole('button', { name: 'SIGN OUT' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

export const SignedInDesktop: Story = {
  ...at('desktop'),
  args: { session: signedInCa },
  play: async ({ canvas }) => {
    // Badge: first letter of the first name.
    await expect(canvas.getByRole('button', { name: 'Account' })).toHaveTextContent('M');
    await expect(canvas.queryByRole('link', { name: 'SIGN IN' })).toBeNull();
  },
};

export const AccountCardDesktop: Story = {
  ...at('desktop'),
  args: { session: signedInCa },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Account' }));
    const card = await screen.findByRole('dialog', { name: 'Your account' });
    await expect(card).toHaveTextContent('(916) 555-0123');
    await expect(card).toHaveTextContent('MARIA ALVAREZ');
    await expect(card).toHaveTextContent('U.S. Congressional District CA-7');
    await waitFor(() => expect(Math.round(card.getBoundingClientRect().width)).toBe(340));
    // An outside click closes the card.
    await userEvent.click(screen.getByTestId('account-outside'));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    await expect(args.onSignOut).not.toHaveBeenCalled();
  },
};

export const AccountPanelPhone: Story = {
  ...at('phone'),
  args: { session: signedInFl, defaultAccountOpen: true },
  play: async ({ args }) => {
    const panel = await screen.findByRole('dialog', { name: 'Your account' });
    // Full screen on narrow screens.
    await expect(Math.round(panel.getBoundingClientRect().width)).toBe(375);
    await expect(panel).toHaveTextContent('james.okafor@example.org');
    await userEvent.click(screen.getByRole('button', { name: 'SIGN OUT' }));
    await expect(args.onSignOut).toHaveBeenCalledOnce();
  },
};

// The account panel links to My stances and closes on the way there.
export const AccountPanelToMyStances: Story = {
  ...at('desktop'),
  args: { session: signedInCa, defaultAccountOpen: true },
  play: async () => {
    const card = await screen.findByRole('dialog', { name: 'Your account' });
    const link = within(card).getByRole('link', { name: 'MY STANCES' });
    await expect(link).toHaveAttribute('href', '/my-stances');
    await userEvent.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

export const AllStates: Story = {
  tags: ['screenshot'],
  ...at('tablet'),
  args: { session: signedInFl, defaultAccountOpen: true },
  // The panel's code loads on demand: wait for it before the screenshot and axe.
  play: async () => {
    await screen.findByRole('dialog', { name: 'Your account' });
  },
};
