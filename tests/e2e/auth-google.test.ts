import { expect, test, type Page } from '@playwright/test';
import { uniqueEmail, useAppLocale } from './support/accounts.ts';
import { fakeGoogleApi } from './support/google-api-shim.ts';

test.beforeEach(async ({ context }) => {
  await fakeGoogleApi(context);
});

/** The Auth emulator's Google page: add an account with this email and name, then sign in. */
async function chooseNewGoogleAccount(popup: Page, email: string, name: string) {
  await popup.getByText('Add new account').click();
  // The emulator's own page labels its fields with a missing element; ids are all it offers.
  await popup.locator('#email-input').fill(email);
  await popup.locator('#display-name-input').fill(name);
  await popup.getByRole('button', { name: /Sign in with Google/ }).click();
}

test('vi: Google sign-in in a popup creates the account and lands on the dashboard', async ({
  page,
}) => {
  const email = uniqueEmail('google');
  await useAppLocale(page, 'vi');
  await page.goto('/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Tiếp tục với Google' }).click();
  await chooseNewGoogleAccount(await popupOpens, email, 'Trần Văn Minh');

  await expect(page.getByText('Chào mừng bạn đến với Kiểu Studio, Trần Văn Minh!')).toBeVisible();
  await expect(page.getByText('Đang chuyển đến bảng điều khiển...')).toBeVisible();
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: 'Xin chào, Trần Văn Minh' }),
  ).toBeVisible();
  // A new account gets generated email-password credentials, shown once on landing.
  await expect(page.getByText('Thông tin đăng nhập của bạn')).toBeVisible();
  await expect(page.getByText(new RegExp(`email ${email} và mật khẩu \\S+`))).toBeVisible();
});

test('en: the Google test page runs the popup flow and shows the result', async ({ page }) => {
  const email = uniqueEmail('google-test');
  await page.goto('/en/test-google-auth');
  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('button', { name: 'Sign in with Google (popup)' }).click();
  await chooseNewGoogleAccount(await popupOpens, email, 'Lina Pham');
  const result = page.getByRole('region', { name: 'Result' });
  await expect(result).toContainText(`Signed in as Lina Pham (${email})`);
  await expect(result).toContainText('New account: yes');
});

test('en: closing the Google popup is ignored silently', async ({ page }) => {
  await useAppLocale(page, 'en');
  await page.goto('/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Sign In' }).click();
  const popupOpens = page.waitForEvent('popup');
  await page.getByRole('dialog').getByRole('button', { name: 'Continue with Google' }).click();
  const popup = await popupOpens;
  await popup.waitForLoadState();
  await popup.close();
  await page.waitForTimeout(1500);
  await expect(page.getByText('Google login failed')).toHaveCount(0);
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
});
