import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    projects: [
      {
        test: {
          name: 'unit',
          include: [
            'src/**/*.test.ts',
            'src/**/*.test.tsx',
            'scripts/**/*.test.ts',
            'packages/*/scripts/**/*.test.ts',
            'packages/*/src/**/*.test.ts',
          ],
        },
      },
      {
        test: {
          name: 'integration',
          include: ['tests/integration/**/*.test.ts'],
          // One migrated database per run, copied for each test (database-template.ts).
          globalSetup: ['tests/integration/support/database-template.ts'],
          testTimeout: 60_000,
          hookTimeout: 60_000,
          // Each file starts its own API and database; two at a time suits a 2-core machine.
          maxWorkers: 2,
        },
      },
      {
        test: {
          // Checks of the built static site (SITE_DIR): budgets and languages.
          name: 'site',
          include: ['tests/site/**/*.test.ts'],
        },
      },
    ],
  },
});
