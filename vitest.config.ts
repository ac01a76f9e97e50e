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
          // Vitest's default is one worker fewer than the cores: one on a 2-core machine, where
          // the unit files (image work, CPU-bound) took 248 s against 184 s on two (issue 38).
          maxWorkers: 2,
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
          // Each file starts its own API and database, and waits on them, on sockets and on jobs
          // in turn: three files at a time on two cores took the PostgreSQL stage 486 s against
          // 588 s with two (CPU 5 % idle against 25 %), and PGlite's 237 s against 242 s.
          maxWorkers: Number(process.env.INTEGRATION_WORKERS ?? 3),
          // A worker keeps the server's modules from one file to the next: importing them took a
          // fifth of the suite's time when each file imported them anew (issue 38). Every file
          // starts its own API on its own database, and no file mocks a module or the timers.
          isolate: process.env.TEST_ISOLATE === 'true',
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
