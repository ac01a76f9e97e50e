import { expect, test } from '@playwright/test';

test.describe('site shell', () => {
  test('home answers in Vietnamese at the root', async ({ page }) => {
    await page.goto('/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Ảnh sản phẩm bán chạy, không cần buổi chụp hình',
      }),
    ).toBeVisible();
    await expect(page.getByRole('link', { name: 'Mở studio' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    await expect(nav.getByRole('link', { name: 'Bảng giá' })).toHaveAttribute('href', '/pricing');
    await expect(page.getByRole('contentinfo')).toContainText('© 2025 Kiểu Studio');
  });

  test('home answers in English under /en/', async ({ page }) => {
    await page.goto('/en/');
    await expect(page.locator('html')).toHaveAttribute('lang', 'en-US');
    await expect(
      page.getByRole('heading', {
        level: 1,
        name: 'Product photos that sell, without a photo shoot',
      }),
    ).toBeVisible();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await expect(nav.getByRole('link', { name: 'Pricing' })).toHaveAttribute('href', '/en/pricing');
    await expect(page.getByRole('link', { name: 'Go App' })).toHaveAttribute('href', '/dashboard');
  });

  test('the language toggle opens the same page in the other language', async ({ page }) => {
    await page.goto('/dev-tools');
    await page.getByRole('link', { name: 'English' }).click();
    await expect(page).toHaveURL(/\/en\/dev-tools$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Developer tools' })).toBeVisible();

    await page.getByRole('link', { name: 'Tiếng Việt' }).click();
    await expect(page).toHaveURL(/\/dev-tools$/);
    await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
  });

  test('the skip link moves to the main content', async ({ page }) => {
    await page.goto('/');
    await page.keyboard.press('Tab');
    const skip = page.getByRole('link', { name: 'Bỏ qua, đến nội dung chính' });
    await expect(skip).toBeFocused();
    await skip.press('Enter');
    await expect(page).toHaveURL(/#main$/);
  });

  test('an unknown path answers 404 with the not-found page in both languages', async ({
    page,
  }) => {
    const response = await page.goto('/khong-co-trang-nay');
    expect(response?.status()).toBe(404);
    await expect(
      page.getByRole('heading', { name: 'Chúng tôi không tìm thấy trang này' }),
    ).toBeVisible();
    await expect(page.getByRole('heading', { name: 'We could not find this page' })).toBeVisible();
    await page.getByRole('link', { name: 'Back to the home page' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
  });
});

test.describe('phone menu', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('opens with the button and closes with Escape', async ({ page }) => {
    await page.goto('/');
    const button = page.getByRole('button', { name: 'Trình đơn' });
    const nav = page.getByRole('navigation', { name: 'Điều hướng chính' });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(nav).toBeHidden();

    await button.click();
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    await expect(nav.getByRole('link', { name: 'Giới thiệu' })).toBeVisible();

    await page.keyboard.press('Tab');
    await page.keyboard.press('Escape');
    await expect(nav).toBeHidden();
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();

    await page.keyboard.press('Enter');
    await expect(nav).toBeVisible();
  });
});

// The API may or may not be running during the suite, so these tests answer `/dev/outbox`
// themselves; the lead's API suite covers the real listing.
test.describe('developer tools', () => {
  test('shows the configuration and says when the API cannot be reached', async ({ page }) => {
    await page.route('**/dev/outbox', (route) => route.abort('connectionrefused'));
    await page.goto('/en/dev-tools');
    await expect(page.getByRole('heading', { level: 1, name: 'Developer tools' })).toBeVisible();
    await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
    await expect(page.getByText('Firebase Auth emulator')).toBeVisible();
    await expect(page.getByRole('status')).toContainText('Cannot reach the API');
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeEnabled();
  });

  test('says when the outbox is turned off', async ({ page }) => {
    await page.route('**/dev/outbox', (route) =>
      route.fulfill({ status: 404, json: { code: 'not_found', detail: 'Not found' } }),
    );
    await page.goto('/dev-tools');
    await expect(page.getByRole('status')).toContainText('Hộp thư đi đang tắt');
  });

  test('lists messages newest first with clickable links, and refreshes', async ({ page }) => {
    let messages: object[] = [];
    await page.route('**/dev/outbox', (route) =>
      route.fulfill({ json: { enabled: true, messages } }),
    );
    await page.goto('/en/dev-tools');
    await expect(page.getByRole('status')).toContainText('The outbox is empty');

    messages = [
      {
        id: 'a',
        to: 'lan@example.com',
        subject: 'Welcome to Kiểu Studio',
        text: 'Hello Lan',
        html: null,
        createdAt: '2026-11-21T08:00:00.000Z',
      },
      {
        id: 'b',
        to: 'lan@example.com',
        subject: 'Reset your password',
        text: 'Open https://kieu.example/auth/reset-password?code=123 to continue.',
        html: null,
        createdAt: '2026-11-21T09:00:00.000Z',
      },
    ];
    await page.getByRole('button', { name: 'Refresh' }).click();
    await expect(page.getByRole('status')).toContainText('2 messages, newest first');
    const subjects = page.getByRole('listitem').getByRole('heading', { level: 3 });
    await expect(subjects).toHaveText(['Reset your password', 'Welcome to Kiểu Studio']);
    await expect(
      page.getByRole('link', { name: 'https://kieu.example/auth/reset-password?code=123' }),
    ).toHaveAttribute('href', 'https://kieu.example/auth/reset-password?code=123');
  });
});
