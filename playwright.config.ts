import { defineConfig, devices } from '@playwright/test';

/** Browser tests that publish to the blog (and so rebuild the site). */
const publishingTests = ['**/admin-blog.test.ts', '**/blog-publishing.test.ts'];

const browser = {
  ...devices['Desktop Chrome'],
  launchOptions: {
    // Debian's headless shell (scripts/lib/system-packages.ts installs it); E2E_BROWSER overrides.
    executablePath: process.env.E2E_BROWSER ?? '/usr/bin/chromium-headless-shell',
    // Without these, Chromium keeps calling home and floods the closed network.
    args: [
      '--no-sandbox',
      '--headless',
      '--disable-gpu',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
      '--disable-quic',
      '--no-first-run',
    ],
  },
};

// No `webServer` here: the test runner builds the site into SITE_OUT_DIR and starts the
// static server and the API before Playwright runs, so they can be shared across suites.
export default defineConfig({
  testDir: 'tests/e2e',
  testMatch: '**/*.test.ts',
  fullyParallel: true,
  // PLAYWRIGHT_WORKERS sets how many browsers run at once (Playwright's default: half the cores).
  ...(process.env.PLAYWRIGHT_WORKERS ? { workers: Number(process.env.PLAYWRIGHT_WORKERS) } : {}),
  forbidOnly: Boolean(process.env.CI),
  retries: process.env.CI ? 1 : 0,
  // Two browsers, the API, its worker and the site share two cores: flows with several axe
  // passes measured 25 s against Playwright's 30 s default, so a busy moment failed them. A
  // test that hangs still fails, a minute later; the summary names every retried test.
  timeout: 60_000,
  // A studio island first shown while three browsers, the API and its worker share two cores
  // outlasted the 5 s default of a web-first assertion (a retry then passed in 15 s); 10 s
  // only costs time on an assertion that fails.
  expect: { timeout: 10_000 },
  reporter: process.env.CI ? [['list'], ['html', { open: 'never' }]] : 'list',
  use: {
    baseURL: process.env.E2E_SITE_URL ?? 'http://127.0.0.1:4401',
    // A trace records DOM snapshots and a screencast of every action: 1.4× the test time on two
    // cores (issue 38). A failed test's retry records one, and is named in the summary.
    trace: 'on-first-retry',
    locale: 'vi-VN',
  },
  projects: [
    {
      name: 'chromium',
      // Publishing rebuilds the served site with more posts; those files run after the rest,
      // so the blog's own tests always see the launch posts only.
      testIgnore: publishingTests,
      use: browser,
    },
    {
      name: 'publishing',
      testMatch: publishingTests,
      dependencies: ['chromium'],
      use: browser,
    },
  ],
});
