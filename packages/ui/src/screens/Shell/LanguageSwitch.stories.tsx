import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, screen, userEvent, waitFor, within } from 'storybook/test';
import { ANNOUNCER_ID } from '../../components/Announcer';
import { at } from '../../storybook/viewports';
import { SUGGESTION_WORDS } from './LanguageSwitch';
import { Shell } from './Shell';
import { choice, shellArgs, stayOnThisPage } from './shellStories';

const meta = {
  title: 'Screens/Shell/Language',
  component: Shell,
  args: shellArgs,
  parameters: { route: '/petitions' },
} satisfies Meta<typeof Shell>;

export default meta;
type Story = StoryObj<typeof meta>;

// The language switch (docs/product/screens.md#language): a plain link to the same page in the
// other language, with the query and fragment; following it keeps the choice.
export const SwitchDesktop: Story = {
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

export const SwitchInSpanishDesktop: Story = {
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

export const SwitchInMenuPhone: Story = {
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
export const SuggestionPhone: Story = {
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

export const SuggestionByKeyboard: Story = {
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

export const SuggestionFollowed: Story = {
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
