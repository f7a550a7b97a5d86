import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

// The screens' words: written in English in packages/ui and app, extracted by `npm run
// i18n:extract` into one gettext catalogue pair per area of the product, so a translator works on
// one group of screens at a time (docs/architecture/i18n.md).
const UI = '<rootDir>/packages/ui/src';
const APP = '<rootDir>/app/src';
const PAGES = `${APP}/pages`;

/** Each area's catalogues and the code whose messages they hold (no file is in two areas). */
export const AREAS = {
  common: [
    `${UI}/components`,
    `${UI}/screens/Shell`,
    `${UI}/screens/Landing`,
    `${UI}/screens/LoadingScreen`,
    `${UI}/i18n`,
    `${APP}/App.tsx`,
    `${APP}/AppContext.tsx`,
    `${APP}/main.tsx`,
    `${PAGES}/LandingPage.tsx`,
    `${APP}/routing`,
    `${APP}/prerender`,
  ],
  petitions: [
    `${UI}/screens/PetitionList`,
    `${UI}/screens/PetitionDetail`,
    `${UI}/screens/Results`,
    `${PAGES}/PetitionListPage.tsx`,
    `${PAGES}/PetitionPage.tsx`,
    `${PAGES}/PetitionSummary.tsx`,
    `${APP}/results`,
  ],
  guide: [
    `${UI}/screens/VoterGuide`,
    `${UI}/screens/MyStances`,
    `${UI}/screens/Legislators`,
    `${PAGES}/VoterGuidePage.tsx`,
    `${PAGES}/LegislatorPages.tsx`,
    `${PAGES}/MyStancesPage.tsx`,
  ],
  signin: [
    `${UI}/screens/SignIn`,
    `${PAGES}/SignInPage.tsx`,
    `${PAGES}/signIn`,
    `${APP}/SessionScreens.tsx`,
    `${APP}/firebase`,
    `${APP}/state`,
  ],
  help: [
    `${UI}/screens/SignInHelp`,
    `${PAGES}/SignInHelpPages.tsx`,
    `${UI}/screens/About`,
    `${UI}/screens/OpenData`,
    `${PAGES}/AboutPages.tsx`,
    `${PAGES}/OpenDataPage.tsx`,
  ],
} as const;

export default defineConfig({
  sourceLocale: 'en',
  locales: ['en', 'es'],
  // An untranslated Spanish message shows its English words, never an id.
  fallbackLocales: { default: 'en' },
  catalogs: Object.entries(AREAS).map(([area, include]) => ({
    path: `${UI}/i18n/locales/${area}/{locale}`,
    include: [...include],
    exclude: ['**/*.stories.tsx', '**/*.test.ts', '**/*.test.tsx', '**/node_modules/**'],
  })),
  // Origins without line numbers, so moving a line does not touch the catalogues.
  format: formatter({ lineNumbers: false }),
  // Messages in the order of the files that use them, so a translator reads a screen at a time.
  orderBy: 'origin',
});
