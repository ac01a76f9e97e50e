import { expect, test } from '@playwright/test';
import { enterSignInCode, uniqueEmail, useAppLocale } from './support/accounts.ts';
import { chooseNewGoogleAccount, fakeGoogleApi } from './support/google-api-shim.ts';

test.beforeEach(async ({ context }) => {
  await fakeGoogleApi(context);
});

test('vi: Google sign-in in a popup creates the account with the mailed code and lands on the dashboard', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('google');
  await useAppLocale(page, 'vi');
  await page.goto('/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Tiếp tục với Google' }).click();
  await chooseNewGoogleAccount(await popupOpens, email, 'Trần Văn Minh');
  // Decision 092: a first sign-in is finished with the code mailed to the address.
  await expect(
    page.getByRole('dialog').getByRole('heading', { name: 'Kiểm tra email của bạn' }),
  ).toBeVisible();
  await expect(page.getByRole('dialog')).toContainText(email);
  await enterSignInCode(page, request, email, 'vi');

  await expect(page.getByText('Chào mừng bạn đến với Kiểu Studio, Trần Văn Minh!')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Xin chào, Trần Văn Minh' }),
  ).toBeVisible();
  // A new account gets generated email-password credentials, shown once on landing.
  await expect(page.getByText('Thông tin đăng nhập của bạn')).toBeVisible();
  await expect(page.getByText(new RegExp(`email ${email} và mật khẩu \\S+`))).toBeVisible();
});

test('en: Google sign-in from the login modal of a tool page lands on the dashboard too', async ({
  page,
  request,
}) => {
  const email = uniqueEmail('google-tool');
  await useAppLocale(page, 'en');
  await page.goto('/image-editing');
  const popupOpens = page.waitForEvent('popup');
  await page
    .getByRole('dialog', { name: 'Log in' })
    .getByRole('button', { name: 'Continue with Google' })
    .click();
  await chooseNewGoogleAccount(await popupOpens, email, 'Tran Van Minh');
  await enterSignInCode(page, request, email, 'en');

  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Welcome, Tran Van Minh' }),
  ).toBeFocused();
});

test('en: closing the Google popup is ignored silently', async ({ page }) => {
  await useAppLocale(page, 'en');
  await page.goto('/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Log in' }).click();
  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpens;
  await popup.waitForLoadState();
  const google = page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' });
  await expect(google).toHaveAttribute('aria-busy', 'true');
  await popup.close();
  // The button is busy until the sign-in has its outcome: then nothing was said.
  await expect(google).toHaveAttribute('aria-busy', 'false', { timeout: 20_000 });
  await expect(page.getByText('Google login failed')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
