import { expect, test } from '@playwright/test';
import { bothLanguages, publicRoutes } from '../support/public-routes.ts';

test.describe('every public route', () => {
  for (const path of bothLanguages(publicRoutes)) {
    test(`answers 200 at ${path}`, async ({ request }) => {
      const res = await request.get(path);
      expect(res.status()).toBe(200);
      const html = await res.text();
      expect(html).toContain(path.startsWith('/en') ? 'lang="en-US"' : 'lang="vi-VN"');
    });
  }

  for (const path of ['/khong-co-trang-nay', '/en/no-such-page', '/blog-typo/x']) {
    test(`answers 404 with the not-found page at ${path}`, async ({ page }) => {
      const res = await page.goto(path);
      expect(res?.status()).toBe(404);
      await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
      await expect(page.getByRole('link', { name: /Trang chủ|home/i }).first()).toBeVisible();
    });
  }
});
