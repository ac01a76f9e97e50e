import { expect, test } from '@playwright/test';
import { login, newAccount, register, useAppLocale, type Account } from './support/accounts.ts';
import { studioRoutes } from './support/studio-routes.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// axe-core on every studio screen, signed in, in both languages, at desktop and tablet widths,
// and on the phone restriction screen: no violations at all.
test.describe.configure({ mode: 'default' });
let account: Account;
test.beforeAll(async ({ request }) => {
  account = await register(request, newAccount('axe-studio'));
});

for (const { width, lang } of [
  { width: 1280, lang: 'vi' },
  { width: 900, lang: 'en' },
] as const) {
  test.describe(`axe at ${width}px in ${lang}`, () => {
    test.use({ viewport: { width, height: 900 } });
    for (const route of studioRoutes) {
      test(`${route} has no violations`, async ({ page, request }) => {
        await login(page, request, account);
        await useAppLocale(page, lang);
        await page.goto(route);
        await expect(page.getByRole('heading', { level: 1 }).first()).toBeVisible();
        await page.waitForLoadState('networkidle');
        await expectNoAxeViolations(page);
      });
    }
  });
}

test.describe('axe on the phone restriction screen and the tablet drawer', () => {
  test('the restriction screen has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 390, height: 844 });
    await page.goto('/dashboard');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expectNoAxeViolations(page);
  });

  test('the open drawer has no violations', async ({ page }) => {
    await page.setViewportSize({ width: 900, height: 900 });
    await page.goto('/help');
    await page.getByRole('button', { name: 'Mở menu' }).click();
    await expect(page.getByRole('dialog', { name: 'Studio' })).toBeVisible();
    await expectNoAxeViolations(page);
  });
});
