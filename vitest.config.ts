import { storybookTest } from '@storybook/addon-vitest/vitest-plugin';
import { vanillaExtractPlugin } from '@vanilla-extract/vite-plugin';
import { playwright } from '@vitest/browser-playwright';
import { defineConfig } from 'vitest/config';

import { BrowserNotFoundError, CHROMIUM_ARGS, findChromium } from './scripts/browser/chromium.ts';
import { linguiPlugins } from './scripts/i18n/vite.ts';

// The machine's own Chromium or Chrome, never a downloaded browser (scripts/browser/chromium.ts).
// Without one, only the browser projects fail: their global setup repeats the search and
// stops with what to install; the other projects run as usual.
function browserOrNothing(): string | undefined {
  try {
    return findChromium();
  } catch (error) {
    if (error instanceof BrowserNotFoundError) return undefined;
    throw error;
  }
}

const chromium = playwright({
  // A tall window, so a story's iframe is never scaled down to fit it: screenshots of whole
  // AllStates pages stay at 1:1 (see .storybook/vitest.setup.ts).
  contextOptions: { viewport: { width: 1400, height: 4200 } },
  launchOptions: { executablePath: browserOrNothing(), args: CHROMIUM_ARGS },
});

// One Vitest run for the whole tree; each project is one kind of test.
// Browser (Storybook) and functions projects are added by their packages.
export default defineConfig({
  test: {
    projects: [
      {
        // Server side against a real PostgreSQL (one throw-away embedded server per run; each
        // test file makes its own database with createTestDatabase()).
        test: {
          name: 'functions',
          include: ['functions/src/**/*.test.ts', 'tests/import/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['functions/src/testkit/globalSetup.ts'],
          testTimeout: 60_000,
          hookTimeout: 120_000,
        },
      },
      {
        // The callables over the real stack: embedded PostgreSQL + Auth and Functions emulators,
        // started once (tests/functions/globalSetup.ts); files run one after another because
        // they share the emulated functions' database.
        test: {
          name: 'callables',
          include: ['tests/functions/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/functions/globalSetup.ts'],
          fileParallelism: false,
          testTimeout: 120_000,
          hookTimeout: 180_000,
        },
      },
      {
        // End-to-end journeys in Chromium over the whole local stack (PostgreSQL, Auth +
        // Functions emulators, the built app), started once by tests/e2e/globalSetup.ts. Two files
        // at a time share the one browser and stack: each journey has its own voters and browser
        // contexts, and the browser waits on the server more than on the CPU.
        test: {
          name: 'e2e',
          include: ['tests/e2e/**/*.test.ts'],
          environment: 'node',
          globalSetup: ['tests/e2e/globalSetup.ts'],
          maxWorkers: 2,
          // Upper bounds for a loaded machine, not speed checks.
          testTimeout: 300_000,
          hookTimeout: 120_000,
          // Journeys read what loads with expect.poll, retried for as long as a locator waits
          // (the browser contexts' default timeout, tests/e2e/support/browser.ts).
          expect: { poll: { timeout: 45_000, interval: 100 } },
        },
      },
      {
        // The app's logic (session, persistence, Firebase config, routes and their guards) in
        // happy-dom; vanilla-extract compiles the UI's styles and Lingui its messages as in the
        // app build.
        plugins: [...linguiPlugins('en'), vanillaExtractPlugin()],
        test: {
          name: 'app',
          include: ['app/src/**/*.test.{ts,tsx}'],
          environment: 'happy-dom',
        },
      },
      {
        test: {
          name: 'unit',
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/catalogue/src/**/*.test.ts',
            'packages/api/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
      {
        // Every Storybook story is a test in Chromium: render + play + axe (a11y test: 'error').
        plugins: [storybookTest({ configDir: '.storybook' })],
        // Pre-bundle up front: React is CommonJS (else the first story file cannot import it), and
        // a dependency discovered mid-run makes Vite reload and fail the running tests.
        optimizeDeps: {
          include: [
            'react',
            'react/jsx-runtime',
            'react/jsx-dev-runtime',
            'react-dom',
            'react-dom/client',
            'react-router-dom',
            '@radix-ui/react-alert-dialog',
            '@radix-ui/react-dialog',
            '@radix-ui/react-tabs',
            '@radix-ui/react-use-controllable-state',
            'firebase/app',
            'firebase/functions',
            '@lingui/core',
            '@lingui/react',
            'msw',
            'zod',
          ],
        },
        test: {
          name: 'stories',
          globalSetup: ['scripts/browser/requireChromium.ts'],
          setupFiles: ['.storybook/vitest.setup.ts'],
          browser: {
            enabled: true,
            headless: true,
            provider: chromium,
            instances: [{ browser: 'chromium' }],
            expect: {
              toMatchScreenshot: {
                // Tolerant of anti-aliasing (per-pixel colour threshold 0.2, up to 100 pixels), yet a
                // changed word or a moved element (hundreds of pixels) fails.
                comparatorName: 'pixelmatch',
                comparatorOptions: { threshold: 0.2, allowedMismatchedPixels: 100 },
                screenshotOptions: { animations: 'disabled', caret: 'hide' },
                resolveScreenshotPath: ({ root, arg, browserName, platform, ext }) =>
                  `${root}/packages/ui/__screenshots__/${arg}-${browserName}-${platform}${ext}`,
                resolveDiffPath: ({ root, arg, browserName, platform, ext }) =>
                  `${root}/.vitest-attachments/screenshots/${arg}-${browserName}-${platform}${ext}`,
              },
            },
          },
        },
      },
    ],
  },
});
