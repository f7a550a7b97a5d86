import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The screens' words: written in English in packages/ui and app, extracted by `npm run
// i18n:extract` into one gettext catalogue per language (docs/architecture/i18n.md).
export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  // An untranslated Spanish message shows its English words, never an id.
  fallbackLocales: { default: 'en' },
  catalogs: [
    {
      path: '<rootDir>/packages/ui/src/i18n/locales/{locale}',
      include: ['<rootDir>/packages/ui/src', '<rootDir>/app/src'],
      exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
    },
  ],
  // Origins without line numbers, so moving a line does not touch the catalogues.
  format: formatter({ lineNumbers: false }),
  // Messages in the order of the files that use them, so a translator reads a screen at a time.
  orderBy: 'origin',
});
