import { expect, test } from '@playwright/test';
import {
  apiUrl,
  enterSignInCode,
  newestResetLink,
  register,
  uniqueEmail,
  useAppLocale,
} from './support/accounts.ts';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { chooseNewGoogleAccount, fakeGoogleApi } from './support/google-api-shim.ts';

test('en: forgot password → mailed link → the new password works and the old one does not', async ({
  page,
  request,
}) => {
  const account = await register(request);
  await useAppLocale(page, 'en');
  await page.goto('/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  await page.getByRole('dialog').getByRole('button', { name: 'Forgot password?' }).click();

  const forgot = page.getByRole('dialog', { name: 'Forgot password' });
  await expectNoAxeViolations(page);
  await forgot.getByLabel('Email').fill(account.email);
  await forgot.getByRole('button', { name: 'Send reset link' }).click();
  await expect(page.getByText('Password reset requested')).toBeVisible();
  await expect(
    page.getByText('If an account with this email exists, you will receive reset instructions.'),
  ).toBeVisible();
  const sent = page.getByRole('dialog', { name: 'Check your email' });
  await expect(sent).toContainText(account.email);
  await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });

  // Resend returns to the form, filled in.
  await sent.getByRole('button', { name: 'Resend' }).click();
  await expect(forgot.getByLabel('Email')).toHaveValue(account.email);
  await forgot.getByRole('button', { name: 'Back to login' }).click();
  await expect(page.getByRole('dialog', { name: 'Log in' }).getByLabel('Email')).toHaveValue(
    account.email,
  );

  // The link in the mail, opened on this site (the mail's host is the API's idea of the site).
  const link = await newestResetLink(request, account.email);
  expect(link.searchParams.get('email')).toBe(account.email);
  await page.goto(`${link.pathname}${link.search}`);
  const newPassword = 'mat-khau-moi-2026';
  await expect(page.getByLabel('New password', { exact: true })).toBeVisible();
  await expectNoAxeViolations(page);
  await page.getByLabel('New password', { exact: true }).fill(newPassword);
  await page.getByLabel('Confirm password', { exact: true }).fill(newPassword);
  await page.getByRole('button', { name: 'Reset password' }).click();
  await expect(page.getByText('Password reset successful')).toBeVisible();

  // The login modal opens with the email; the old password is refused.
  const login = page.getByRole('dialog', { name: 'Log in' });
  await expect(login.getByLabel('Email')).toHaveValue(account.email);
  await login.getByLabel('Password').fill(account.password);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page.getByText('Login failed', { exact: true })).toBeVisible();

  await login.getByLabel('Password').fill(newPassword);
  await login.getByRole('button', { name: 'Log in', exact: true }).click();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` }),
  ).toBeVisible();

  // The link works once.
  const again = await request.post(`${apiUrl}/auth/reset-password`, {
    data: {
      email: account.email,
      reset_token: link.searchParams.get('token'),
      new_password: 'mot-lan-nua-2026',
    },
  });
  expect(again.status()).toBe(400);
});

test('vi: a reset link without its token says so', async ({ page }) => {
  await page.goto('/auth/reset-password?email=ai%40example.com');
  await expect(
    page.getByText(
      'Liên kết đặt lại mật khẩu không đầy đủ. Vui lòng yêu cầu liên kết mới từ cửa sổ đăng nhập.',
    ),
  ).toBeVisible();
});

test('vi: the verify page without an email in the session says so', async ({ page }) => {
  await page.goto('/auth/verify-otp');
  await expect(
    page.getByText('Không tìm thấy email trong phiên. Vui lòng quay lại đăng nhập và thử lại.'),
  ).toBeVisible();
});

// Issue 40: the auth pages' island nested a second <main> inside the page's own.
for (const [prefix, dict] of [
  ['', vi],
  ['/en', en],
] as const) {
  test(`${prefix || 'vi'}: each auth page has one main landmark`, async ({ page }) => {
    for (const path of ['/auth/verify-otp', '/auth/reset-password', '/test-google-auth']) {
      await page.goto(`${prefix}${path}`);
      // The island has replaced its fallback: whatever it renders is on the page.
      await expect(page.getByText(dict['authPages.loading'])).toHaveCount(0);
      await expect(page.locator('main')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expectNoAxeViolations(page);
    }
  });
}

test('en: the Google test page runs the popup flow, asks for the mailed code and shows the result', async ({
  page,
  context,
  request,
}) => {
  await fakeGoogleApi(context);
  const email = uniqueEmail('google-test');
  await page.goto('/en/test-google-auth');
  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Log in with Google (popup)' }).click();
  await chooseNewGoogleAccount(await popupOpens, email, 'Lina Pham');
  await enterSignInCode(page, request, email, 'en');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText(`Logged in as Lina Pham (${email})`);
  await expect(result).toContainText('New account: yes');
  await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });
});
