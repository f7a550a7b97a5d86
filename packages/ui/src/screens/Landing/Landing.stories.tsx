import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, within } from 'storybook/test';
import { californiaVoter, PRODUCT_NAME, TAGLINE } from '../../storybook/fixtures';
import { galleryParameters, StateGallery } from '../../storybook/StateGallery';
import { at } from '../../storybook/viewports';
import { Landing } from './Landing';

/** One line of body text (16 px × 1.5). */
const ONE_LINE = 24;

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

// Signed in (Maria, CA-7): a greeting with her district, and Browse Petitions and My Stances
// instead of SIGN IN.
export const SignedIn: Story = {
  ...at('phone'),
  args: { voter: californiaVoter },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome back, Maria.')).toBeVisible();
    await expect(
      canvas.getByText("You are registered in California's 7th congressional district."),
    ).toBeVisible();
    await expect(canvas.queryByRole('link', { name: 'SIGN IN' })).toBeNull();
    await expect(canvas.queryByText(/Sign in as a registered voter/)).toBeNull();
    await expect(canvas.getByRole('link', { name: 'Browse Petitions' })).toHaveAttribute(
      'href',
      '/petitions',
    );
    await expect(canvas.getByRole('link', { name: 'My Stances' })).toHaveAttribute('href', '/my-stances');
    await expect(canvas.getByRole('link', { name: 'About' })).toHaveAttribute('href', '/about');
    // Nothing of her record beyond what her account panel shows: no last name, no address.
    await expect(canvas.queryByText(/ALVAREZ|Alvarez|SACRAMENTO|Sacramento/)).toBeNull();
  },
};

// A record without a first name is still greeted; Florida's districts read the same way.
export const SignedInWithoutFirstName: Story = {
  ...at('tablet'),
  args: { voter: { first: '', state: 'fl', district: '22' } },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Welcome back.')).toBeVisible();
    await expect(
      canvas.getByText("You are registered in Florida's 22nd congressional district."),
    ).toBeVisible();
  },
};

export const SignedInDesktop: Story = {
  ...at('desktop'),
  args: { voter: californiaVoter },
  play: async ({ canvas }) => {
    const stances = canvas.getByRole('link', { name: 'My Stances' }).getBoundingClientRect();
    const about = canvas.getByRole('link', { name: 'About' }).getBoundingClientRect();
    await expect(about.top).toBe(stances.top);
  },
};

/**
 * The landing is prerendered signed out and turns signed in after the session is restored; the
 * buttons must not jump more than a line when it does. Both forms, measured from the title.
 */
function buttonsBelowTitle(section: HTMLElement) {
  const view = within(section);
  const title = view.getByRole('heading', { level: 1 }).getBoundingClientRect().top;
  const links = view.getAllByRole('link').filter((link) => link.closest('p') === null);
  return links.map((link) => link.getBoundingClientRect().top - title);
}

export const SignedInKeepsTheLayout: Story = {
  ...at('phone'),
  parameters: galleryParameters,
  render: (args) => (
    <StateGallery
      states={[
        { name: 'Signed out', node: <Landing {...args} /> },
        { name: 'Signed in', node: <Landing {...args} voter={californiaVoter} /> },
      ]}
    />
  ),
  play: async ({ canvas }) => {
    const [signedOut, signedIn] = canvas.getAllByRole('region');
    if (!signedOut || !signedIn) throw new Error('The gallery shows both forms.');
    const before = buttonsBelowTitle(signedOut);
    const after = buttonsBelowTitle(signedIn);
    await expect(after).toHaveLength(before.length);
    for (const [i, top] of after.entries()) {
      await expect(Math.abs(top - (before[i] ?? 0))).toBeLessThanOrEqual(ONE_LINE);
    }
  },
};

export const AllStates: Story = {
  parameters: galleryParameters,
  ...at('phone'),
  tags: ['screenshot'],
  render: (args) => (
    <StateGallery
      states={[
        { name: 'Signed out', node: <Landing {...args} /> },
        { name: 'Signed in', node: <Landing {...args} voter={californiaVoter} /> },
      ]}
    />
  ),
};

export const AllStatesInSpanish: Story = {
  ...AllStates,
  name: 'All states (Español)',
  globals: { ...AllStates.globals, locale: 'es' },
  // The app passes the tagline in the page's language.
  args: { tagline: 'Peticiones en línea para votantes registrados.' },
  play: async ({ canvas }) => {
    await expect(canvas.getByText('Hola de nuevo, Maria.')).toBeVisible();
    await expect(
      canvas.getByText('Su registro de votante corresponde al distrito 7 del Congreso en California.'),
    ).toBeVisible();
    // The terms and privacy links open the Spanish pages.
    const terms = canvas.getAllByRole('link', { name: /Términos de servicio/ })[0];
    await expect(terms).toHaveAttribute('href', '/es/about/terms-of-service');
  },
};
