import { expect, test } from '@playwright/test';
import { login, newAccount, register, useAppLocale, type Account } from './support/accounts.ts';
import { studioRoutes } from './support/studio-routes.ts';
import { expectNoAxeViolations, expectPagesAxeClean } from './support/axe.ts';
import { settled, trackRequests } from './support/settled.ts';

// axe-core on every studio screen, signed in, in both languages, at desktop and tablet widths,
// and on the phone restriction screen: no violations at all.
test.describe.configure({ mode: 'default' });
let account: Account;
test.beforeAll(async ({ request }) => {
  account = await register(request, newAccount('axe-studio'));
});

// One test per width and language visits every screen in one signed-in page: a test per screen
// paid for a new browser context, a sign-in and the studio's scripts compiled afresh each time
// (issue 38). Each screen is a soft check, so a failure still names every screen that failed.
for (const { width, lang } of [
  { width: 1280, lang: 'vi' },
  { width: 900, lang: 'en' },
] as const) {
  test(`every studio screen has no violations at ${width}px in ${lang}`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    await page.setViewportSize({ width, height: 900 });
    trackRequests(page);
    await login(page, request, account);
    await useAppLocale(page, lang);
    await expectPagesAxeClean(page, studioRoutes, `at ${width}px in ${lang}`, async () => {
      await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
      await settled(page);
    });
  });
}

test.describe('axe on the phone restriction screen', () => {
  // A phone is told by its touch screen and user agent, not by the width alone (decision 104).
  test.use({
    viewport: { width: 390, height: 844 },
    hasTouch: true,
    isMobile: true,
    userAgent:
      'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
  });
  test('the restriction screen has no violations', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});

test.describe('axe on the tablet drawer', () => {
  test('the open drawer has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto('/help');
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Studio' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
