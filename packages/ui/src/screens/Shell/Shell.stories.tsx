import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ANNOUNCER_ID } from '../../components/Announcer';
import { californiaVoter, emailIdentity, floridaVoter, phoneIdentity } from '../../storybook/fixtures';
import { at } from '../../storybook/viewports';
import { Shell } from './Shell';
import { shellArgs } from './shellStories';

// The Shell: the menu, the account card and panel, the sign-in confirmation. The language switch
// and suggestion: LanguageSwitch.stories.tsx; the footer: SiteFooter.stories.tsx.

const meta = {
  title: 'Screens/Shell',
  component: Shell,
  args: shellArgs,
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
    // The phone menu reaches My stances, as the account card does on a wide screen.
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'My stances' })).toHaveAttribute(
      'href',
      '/my-stances',
    );
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
    await expect(card).toHaveTextContent('Maria Alvarez');
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
    const link = within(card).getByRole('link', { name: 'My stances' });
    await expect(link).toHaveAttribute('href', '/my-stances');
    await userEvent.click(link);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  },
};

/** Just signed in (decision 0061): who as and in which district, said once and shown until dismissed. */
export const SignedInConfirmationPhone: Story = {
  ...at('phone'),
  tags: ['screenshot'],
  args: { session: signedInCa, confirmSignIn: true, onConfirmationDismissed: fn() },
  play: async ({ canvas }) => {
    const sentence = 'Signed in as Maria Alvarez, CA-7.';
    await expect(canvas.getByText(sentence)).toBeVisible();
    await waitFor(() => expect(document.getElementById(ANNOUNCER_ID)).toHaveTextContent(sentence));
  },
};

export const SignedInConfirmationDismissed: Story = {
  ...at('phone'),
  args: { session: signedInCa, confirmSignIn: true, onConfirmationDismissed: fn() },
  play: async ({ canvas, args }) => {
    await userEvent.click(canvas.getByRole('button', { name: 'Dismiss' }));
    await expect(args.onConfirmationDismissed).toHaveBeenCalled();
    // The button is gone with the band: focus goes on to the page.
    await expect(document.getElementById('content')).toHaveFocus();
  },
};

export const SignedInConfirmationInSpanishDesktop: Story = {
  ...at('desktop'),
  tags: ['screenshot'],
  globals: { ...at('desktop').globals, locale: 'es' },
  args: { session: signedInFl, confirmSignIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Sesión iniciada como James Okafor Jr., FL-14.')).toBeVisible();
    await expect(canvas.getByRole('button', { name: 'Cerrar' })).toBeVisible();
  },
};

/** Signed out, the confirmation is never shown, whatever the page asks. */
export const SignedInConfirmationSignedOut: Story = {
  ...at('phone'),
  args: { confirmSignIn: true },
  play: async ({ canvas }) => {
    await expect(canvas.queryByText(/Signed in as/)).toBeNull();
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

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
  play: async () => {
    const panel = await screen.findByRole('dialog', { name: 'Su cuenta' });
    await expect(panel).toHaveTextContent('Distrito 65 de la Cámara de Representantes estatal');
    await expect(panel).toHaveTextContent('Distrito FL-14 del Congreso de EE. UU.');
  },
};
