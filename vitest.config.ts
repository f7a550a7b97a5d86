import { defineConfig } from 'vitest/config';

// One Vitest run for the whole tree; each project is one kind of test.
// Browser (Storybook) and functions projects are added by their packages.
export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'packages/domain/src/**/*.test.ts',
            'packages/catalogue/src/**/*.test.ts',
            'scripts/**/*.test.ts',
          ],
          environment: 'node',
        },
      },
    ],
  },
});
