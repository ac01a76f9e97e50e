import { AxeBuilder } from './support/axe.ts';
import { expect, test } from '@playwright/test';
import { uniqueEmail, useAppLocale } from './support/accounts.ts';
import { chooseNewGoogleAccount, fakeGoogleApi } from './support/google-api-shim.ts';

// Spec §8: Google's internal error with details lists the causes and actions in an alert
// dialog. The identity provider's sign-in call is made to fail with an internal error.
test.beforeEach(async ({ context }) => {
  await fakeGoogleApi(context);
});

const texts = {
  vi: {
    signIn: 'Đăng nhập',
    google: 'Tiếp tục với Google',
    title: 'Lỗi cấu hình Google',
    cause: 'Nguyên nhân có thể',
    ok: 'Đã hiểu',
  },
  en: {
    signIn: 'Log in',
    google: 'Continue with Google',
    title: 'Google configuration error',
    cause: 'Possible causes',
    ok: 'OK',
  },
} as const;

for (const lang of ['vi', 'en'] as const) {
  const text = texts[lang];
  test(`${lang}: a Google internal error opens an alert dialog with its causes and actions`, async ({
    page,
  }) => {
    await useAppLocale(page, lang);
    await page.route('**/accounts:signInWithIdp*', (route) =>
      route.fulfill({
        status: 500,
        contentType: 'application/json',
        headers: { 'access-control-allow-origin': '*' },
        body: JSON.stringify({
          error: { code: 500, message: 'INTERNAL_ERROR : The identity backend is unavailable' },
        }),
      }),
    );
    await page.goto('/dashboard');
    await page.getByRole('main').getByRole('button', { name: text.signIn }).click();
    const google = page.getByRole('dialog').getByRole('button', { name: text.google });
    const popupOpens = page.waitForEvent('popup');
    await google.click();
    await chooseNewGoogleAccount(await popupOpens, uniqueEmail('google-alert'), 'Lê Thu');

    const alert = page.getByRole('alertdialog', { name: text.title });
    await expect(alert).toBeVisible();
    await expect(alert.getByRole('heading', { name: text.cause })).toBeVisible();
    await expect(alert.getByRole('listitem')).toHaveCount(6);
    const ok = alert.getByRole('button', { name: text.ok });
    await expect(ok).toBeFocused();
    // Not a toast as well.
    await expect(page.locator('[data-sonner-toast]').filter({ hasText: text.title })).toHaveCount(
      0,
    );
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);

    await ok.click();
    await expect(alert).toBeHidden();
    await expect(google).toBeFocused();
  });
}
