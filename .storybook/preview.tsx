import type { Messages } from '@lingui/core';
import { isLocale, type Locale } from '@rv/domain';
import type { Decorator, Loader, Preview } from '@storybook/react-vite';
import { mswLoader } from 'msw-storybook-addon/csf3';
import { MemoryRouter, Route, Routes } from 'react-router-dom';
import '@rv/ui/global.css';
import { createI18n, LanguageProvider, loadMessages } from '@rv/ui/i18n';
import { VIEWPORTS } from '@rv/ui/viewports';

// Each story renders inside a MemoryRouter at `parameters.route` (default "/"), so links
// and the active navigation link behave as on the deployed site.
const withRoute: Decorator = (Story, { parameters }) => {
  const route = typeof parameters.route === 'string' ? parameters.route : '/';
  return (
    <MemoryRouter initialEntries={[route]}>
      <Routes>
        <Route path="*" element={<Story />} />
      </Routes>
    </MemoryRouter>
  );
};

// The language of every story: the toolbar's switch (global `locale`), or a story's own
// `globals: { locale: 'es' }`. The loader fetches the catalogue before the story renders, so a
// play function sees the words of its language at once.
const languageLoader: Loader = async ({ globals }) => {
  const locale: Locale = isLocale(globals.locale) ? globals.locale : 'en';
  return { locale, messages: await loadMessages(locale) };
};

const withLanguage: Decorator = (Story, { loaded }) => {
  const { locale, messages } = loaded as { locale: Locale; messages: Messages };
  // As the app's <html lang> (no wrapper element, so no screenshot changes).
  document.documentElement.lang = locale === 'es' ? 'es-US' : 'en-US';
  return (
    <LanguageProvider i18n={createI18n(locale, messages)}>
      <Story />
    </LanguageProvider>
  );
};

const preview: Preview = {
  // Callables are answered by MSW; each story keys its handlers in parameters.msw.handlers.
  loaders: [mswLoader(), languageLoader],
  decorators: [withRoute, withLanguage],
  globalTypes: {
    locale: {
      description: 'The language the screens speak',
      toolbar: {
        title: 'Language',
        icon: 'globe',
        items: [
          { value: 'en', title: 'English' },
          { value: 'es', title: 'Español' },
        ],
        dynamicTitle: true,
      },
    },
  },
  parameters: {
    layout: 'fullscreen',
    viewport: { options: VIEWPORTS },
    // Any axe violation fails the story's test (and shows as an error in the a11y panel).
    a11y: { test: 'error' },
    controls: { matchers: { color: /(background|color)$/i } },
  },
  initialGlobals: { viewport: { value: 'desktop', isRotated: false }, locale: 'en' },
};

export default preview;
