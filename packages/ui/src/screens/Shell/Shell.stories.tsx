import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn, screen, userEvent, waitFor, within } from 'storybook/test';
import { ANNOUNCER_ID } from '../../components/Announcer';
import type { LanguageChoice } from '../../i18n/languageChoice';
import {
  californiaVoter,
  emailIdentity,
  floridaVoter,
  PHONE_RULES,
  PRODUCT_NAME,
  phoneIdentity,
} from '../../storybook/fixtures';
import { galleryParameters, StateGallery } from '../../storybook/StateGallery';
import { at } from '../../storybook/viewports';
import { SUGGESTION_WORDS } from './LanguageSwitch';
import { Shell } from './Shell';
import { SiteFooter } from './SiteFooter';

/** A language choice kept in memory (never the browser's storage, which outlives a story). */
function choice(stored: string | null, browserLanguages: readonly string[]) {
  let value: unknown = stored;
  return {
    stored: () => value,
    store: fn((locale: string) => {
      value = locale;
    }),
    browserLanguages: () => browserLanguages,
  } satisfies LanguageChoice;
}

/** The switch and the suggestion are plain links to the other build: a story stays where it is. */
function stayOnThisPage() {
  document.addEventListener('click', (event) => event.preventDefault(), { once: true });
}

const meta = {
  title: 'Screens/Shell',
  component: Shell,
  args: {
    productName: PRODUCT_NAME,
    session: { status: 'SIGNED_OUT' },
    phoneRules: PHONE_RULES,
    onSignOut: fn(),
    languageChoice: choice(null, ['en-US', 'en']),
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

// The language switch (docs/product/screens.md#language): a plain link to the same page in the
// other language, with the query and fragment; following it keeps the choice.
export const LanguageSwitchDesktop: Story = {
  ...at('desktop'),
  args: { languageChoice: choice(null, ['en-US']) },
  parameters: { route: '/petitions/permanent-dst/stances/ca?from=share#table' },
  play: async ({ canvas, args }) => {
    const link = canvas.getByRole('link', { name: 'Español' });
    await expect(link).toHaveAttribute('href', '/es/petitions/permanent-dst/stances/ca?from=share#table');
    await expect(link).toHaveAttribute('lang', 'es');
    await expect(link).toHaveAttribute('hreflang', 'es');
    stayOnThisPage();
    await userEvent.click(link);
    await expect(args.languageChoice?.store).toHaveBeenCalledWith('es');
  },
};

export const LanguageSwitchInSpanishDesktop: Story = {
  ...at('desktop'),
  globals: { ...at('desktop').globals, locale: 'es' },
  args: { languageChoice: choice('es', ['es-MX']) },
  parameters: { route: '/about' },
  play: async ({ canvas, args }) => {
    // The router's path has no /es (the Spanish build's basename), so the English page is the path itself.
    const link = canvas.getByRole('link', { name: 'English' });
    await expect(link).toHaveAttribute('href', '/about');
    await expect(link).toHaveAttribute('lang', 'en');
    await expect(link).toHaveAttribute('hreflang', 'en');
    await expect(canvas.getByRole('link', { name: 'Acerca de' })).toHaveAttribute('aria-current', 'page');
    stayOnThisPage();
    await userEvent.click(link);
    await expect(args.languageChoice?.store).toHaveBeenCalledWith('en');
  },
};

export const LanguageSwitchInMenuPhone: Story = {
  ...at('phone'),
  args: { languageChoice: choice(null, ['en-US']), defaultMenuOpen: true },
  parameters: { route: '/' },
  play: async ({ canvas }) => {
    // Under 732 px the switch is in the menu, not the top bar.
    await expect(canvas.queryByRole('link', { name: 'Español' })).toBeNull();
    const menu = await screen.findByRole('dialog', { name: 'Menu' });
    await expect(within(menu).getByRole('link', { name: 'Español' })).toHaveAttribute('href', '/es');
  },
};

// The suggestion: an English page, no choice kept, a browser that prefers Spanish.
export const LanguageSuggestionPhone: Story = {
  tags: ['screenshot'],
  ...at('phone'),
  args: { languageChoice: choice(null, ['es-MX', 'en-US']) },
  parameters: { route: '/petitions' },
  play: async ({ canvas }) => {
    const question = await canvas.findByText(SUGGESTION_WORDS.question, { exact: false });
    // Spanish on an English page: marked so, and its question said politely.
    await expect(question.closest('[lang]')).toHaveAttribute('lang', 'es');
    await waitFor(() =>
      expect(document.getElementById(ANNOUNCER_ID)).toHaveTextContent(SUGGESTION_WORDS.question),
    );
    await expect(canvas.getByRole('link', { name: SUGGESTION_WORDS.link })).toHaveAttribute(
      'href',
      '/es/petitions',
    );
  },
};

export const LanguageSuggestionByKeyboard: Story = {
  ...at('desktop'),
  args: { languageChoice: choice(null, ['es', 'en']) },
  parameters: { route: '/voter-guide' },
  play: async ({ canvas, args }) => {
    const link = await canvas.findByRole('link', { name: SUGGESTION_WORDS.link });
    // Skip link, product name, four links, Español, SIGN IN, then the suggestion.
    for (let i = 0; i < 9; i += 1) await userEvent.tab();
    await expect(link).toHaveFocus();
    await userEvent.tab();
    const dismiss = canvas.getByRole('button', { name: SUGGESTION_WORDS.dismiss });
    await expect(dismiss).toHaveFocus();
    await userEvent.keyboard('{Enter}');
    // Kept as a choice of English, gone, and focus goes on to the page.
    await expect(args.languageChoice?.store).toHaveBeenCalledWith('en');
    await expect(canvas.queryByRole('button', { name: SUGGESTION_WORDS.dismiss })).toBeNull();
    await expect(document.getElementById('content')).toHaveFocus();
  },
};

export const LanguageSuggestionFollowed: Story = {
  ...at('desktop'),
  args: { languageChoice: choice(null, ['es-419']) },
  parameters: { route: '/about?x=1' },
  play: async ({ canvas, args }) => {
    const link = await canvas.findByRole('link', { name: SUGGESTION_WORDS.link });
    await expect(link).toHaveAttribute('href', '/es/about?x=1');
    stayOnThisPage();
    await userEvent.click(link);
    await expect(args.languageChoice?.store).toHaveBeenCalledWith('es');
  },
};

// No suggestion: a choice is kept, the browser prefers English, or the page is already Spanish.
export const NoSuggestionOnceChosen: Story = {
  ...at('desktop'),
  args: { languageChoice: choice('en', ['es-MX']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Español' })).toBeVisible();
    await expect(canvas.queryByText(SUGGESTION_WORDS.question, { exact: false })).toBeNull();
  },
};

export const NoSuggestionForEnglishBrowsers: Story = {
  ...at('desktop'),
  args: { languageChoice: choice(null, ['en-GB', 'es']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'Español' })).toBeVisible();
    await expect(canvas.queryByText(SUGGESTION_WORDS.question, { exact: false })).toBeNull();
  },
};

export const NoSuggestionOnSpanishPages: Story = {
  ...at('desktop'),
  globals: { ...at('desktop').globals, locale: 'es' },
  args: { languageChoice: choice(null, ['es-MX']) },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('link', { name: 'English' })).toBeVisible();
    await expect(canvas.queryByText(SUGGESTION_WORDS.question, { exact: false })).toBeNull();
  },
};

/** A named operator, for the stories only (fictional: the shipped content's is the demo). */
const namedOperator = {
  name: 'Storybook Civic Trust (fictional)',
  funding: {
    en: 'Paid for by small gifts from individual donors; no party, candidate or campaign gives money.',
    es: 'Se paga con pequeñas donaciones de personas; ningún partido, candidato ni campaña aporta dinero.',
  },
  nonpartisan: {
    en: 'We take no side on any petition and support no party or candidate.',
    es: 'No tomamos partido en ninguna petición ni apoyamos a ningún partido o candidato.',
  },
};

// Every page's footer: who runs the site (docs/decisions/0068-the-operator-is-named.md).
export const FooterDemoOperatorPhone: Story = {
  ...at('phone'),
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(within(footer).getByRole('heading', { name: `Who runs ${PRODUCT_NAME}` })).toBeVisible();
    // The shipped operator is a placeholder, and the footer says so in plain words.
    await expect(footer).toHaveTextContent(`This is a demonstration copy of ${PRODUCT_NAME}.`);
    await expect(footer).toHaveTextContent('Demo operator (not a real organization)');
    await expect(within(footer).getByRole('link', { name: /example\.org/ })).toHaveAttribute(
      'href',
      'mailto:info@registeredvoice.example.org',
    );
    await expect(within(footer).getByRole('link', { name: '(415) 555-0142' })).toHaveAttribute(
      'href',
      'tel:+14155550142',
    );
    await expect(within(footer).getByRole('link', { name: 'What happens to your stance' })).toHaveAttribute(
      'href',
      '/about/what-happens-to-your-stance',
    );
    await expect(within(footer).getByRole('link', { name: 'Policies' })).toHaveAttribute(
      'href',
      '/about/policies',
    );
  },
};

export const FooterNamedOperatorDesktop: Story = {
  ...at('desktop'),
  args: { operator: namedOperator },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    await expect(footer).not.toHaveTextContent(/demonstration/);
    await expect(footer).toHaveTextContent(
      `${PRODUCT_NAME} is run by Storybook Civic Trust (fictional), from`,
    );
    await expect(footer).toHaveTextContent(`Funding: ${namedOperator.funding.en}`);
    await expect(footer).toHaveTextContent(`Nonpartisan: ${namedOperator.nonpartisan.en}`);
  },
};

export const FooterNamedOperatorInSpanishPhone: Story = {
  globals: { ...at('phone').globals, locale: 'es' },
  args: { operator: namedOperator },
  play: async ({ canvas }) => {
    const footer = canvas.getByRole('contentinfo');
    // The operator's own words in the page's language.
    await expect(footer).toHaveTextContent(`Financiamiento: ${namedOperator.funding.es}`);
    await expect(footer).toHaveTextContent(`Apartidismo: ${namedOperator.nonpartisan.es}`);
  },
};

const footerGallery = (
  <StateGallery
    states={[
      { name: 'Demo operator', node: <SiteFooter productName={PRODUCT_NAME} /> },
      { name: 'Named operator', node: <SiteFooter productName={PRODUCT_NAME} operator={namedOperator} /> },
    ]}
  />
);

export const FooterAllStates: Story = {
  tags: ['screenshot'],
  parameters: galleryParameters,
  ...at('phone'),
  render: () => footerGallery,
};

export const FooterAllStatesDesktop: Story = {
  ...FooterAllStates,
  ...at('desktop'),
  tags: ['screenshot'],
};

export const FooterAllStatesInSpanish: Story = {
  ...FooterAllStates,
  name: 'Footer all states (Español)',
  globals: { ...FooterAllStates.globals, locale: 'es' },
};
