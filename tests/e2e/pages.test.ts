import { expect, test } from '@playwright/test';

const utilityPages = [
  '/payment/success',
  '/payment/cancel',
  '/payment/cancelled',
  '/payment/error',
  '/auth/reset-password',
  '/auth/verify-otp',
  '/auth/google/callback',
  '/test-google-auth',
  '/test',
];

test.describe('utility pages', () => {
  for (const path of utilityPages) {
    for (const prefix of ['', '/en']) {
      test(`${prefix}${path} answers 200 with one heading and is not indexed`, async ({
        request,
        page,
      }) => {
        const response = await request.get(`${prefix}${path}`);
        expect(response.status()).toBe(200);
        await page.goto(`${prefix}${path}`);
        await expect(page.locator('html')).toHaveAttribute('lang', prefix ? 'en-US' : 'vi-VN');
        await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
        await expect(page.locator('meta[name="robots"]')).toHaveAttribute('content', 'noindex');
      });
    }
  }
});

test.describe('payment results', () => {
  test('success points to the dashboard, pricing and support', async ({ page }) => {
    await page.goto('/en/payment/success');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Thank you, your payment went through' }),
    ).toBeVisible();
    const main = page.getByRole('main');
    await expect(main.getByRole('link', { name: 'Go to the dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(main.getByRole('link', { name: 'Back to pricing' })).toHaveAttribute(
      'href',
      '/en/pricing',
    );
    await expect(main.getByRole('link', { name: 'Contact support' })).toHaveAttribute(
      'href',
      '/en/contact',
    );
  });

  test('/payment/cancelled shows the same screen as /payment/cancel', async ({ page }) => {
    for (const prefix of ['', '/en']) {
      await page.goto(`${prefix}/payment/cancel`);
      const cancel = await page.getByRole('main').innerText();
      await page.goto(`${prefix}/payment/cancelled`);
      expect(await page.getByRole('main').innerText()).toBe(cancel);
    }
    await expect(page.getByRole('heading', { level: 1 })).toHaveText('You cancelled the payment');
  });

  test('the error screen in Vietnamese offers to try again from pricing', async ({ page }) => {
    await page.goto('/payment/error');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Không thể hoàn tất thanh toán' }),
    ).toBeVisible();
    await expect(
      page.getByRole('main').getByRole('link', { name: 'Quay lại bảng giá' }),
    ).toHaveAttribute('href', '/pricing');
  });
});

test.describe('error screens', () => {
  test('the boundary and the router fallback, in English', async ({ page }) => {
    await page.goto('/en/test');
    await expect(page.getByRole('heading', { name: 'Something went wrong' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Unexpected Application Error!' }),
    ).toBeVisible();
    const reload = page.waitForEvent('load');
    await page.getByRole('button', { name: 'Try again' }).click();
    await reload;
    await expect(page).toHaveURL(/\/en\/test$/);
  });

  test('the boundary and the router fallback, in Vietnamese', async ({ page }) => {
    await page.goto('/test');
    await expect(page.getByRole('heading', { name: 'Đã xảy ra lỗi' })).toBeVisible();
    await expect(
      page.getByRole('heading', { name: 'Lỗi ứng dụng không mong muốn!' }),
    ).toBeVisible();
    await expect(page.getByRole('button', { name: 'Thử lại' })).toBeVisible();
  });
});

test.describe('not-found page', () => {
  test('offers home, pricing and contact in both languages', async ({ page }) => {
    const response = await page.goto('/khong-co-trang-nay');
    expect(response?.status()).toBe(404);
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(
      'Chúng tôi không tìm thấy trang này',
    );
    const vi = page.getByRole('navigation', { name: 'Bạn muốn đi tới đâu?' });
    await expect(vi.getByRole('link', { name: 'Về trang chủ' })).toHaveAttribute('href', '/');
    await expect(vi.getByRole('link', { name: 'Xem các gói và bảng giá' })).toHaveAttribute(
      'href',
      '/pricing',
    );
    await expect(vi.getByRole('link', { name: 'Liên hệ đội ngũ của chúng tôi' })).toHaveAttribute(
      'href',
      '/contact',
    );

    const en = page.getByRole('navigation', { name: 'Where would you like to go?' });
    await expect(en.getByRole('link', { name: 'See plans and pricing' })).toHaveAttribute(
      'href',
      '/en/pricing',
    );
    await en.getByRole('link', { name: 'Contact our team' }).click();
    await expect(page).toHaveURL(/\/en\/contact$/);
  });
});
