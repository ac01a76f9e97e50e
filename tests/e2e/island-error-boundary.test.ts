import { expect, test } from '@playwright/test';
import { useAppLocale } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Spec §2.1: an island that throws shows the error boundary in the page's language; the error
// reaches the API's log (the screen names the request id it was logged under); "Try again"
// remounts the island. The throw comes from the dev-only ?island-error trigger.
const texts = {
  vi: {
    title: 'Đã xảy ra lỗi',
    retry: 'Thử lại',
    reference: 'Mã lỗi:',
    fallback: 'Lỗi ứng dụng không mong muốn!',
    home: 'Về trang chủ',
    help: 'Trợ giúp',
  },
  en: {
    title: 'Something went wrong',
    retry: 'Try again',
    reference: 'Error reference:',
    fallback: 'Unexpected Application Error!',
    home: 'Back to the home page',
    help: 'Help',
  },
} as const;

for (const lang of ['vi', 'en'] as const) {
  const text = texts[lang];
  test(`a crashed island shows the error screen in ${lang}, reports it and recovers`, async ({
    page,
  }) => {
    await useAppLocale(page, lang);
    const reported = page.waitForResponse(
      (r) => r.url().endsWith('/client-errors') && r.request().method() === 'POST',
    );
    await page.goto('/help?island-error=once');
    const alert = page.getByRole('alert').filter({ hasText: text.title });
    await expect(alert.getByRole('heading', { level: 1, name: text.title })).toBeFocused();
    const response = await reported;
    expect(response.status()).toBe(202);
    const body = (await response.json()) as { request_id: string };
    expect(body.request_id).toBe(response.headers()['x-request-id']);
    await expect(alert).toContainText(`${text.reference} ${body.request_id}`);
    expect(response.request().postDataJSON()).toMatchObject({
      message: expect.stringContaining('test trigger'),
      path: '/help',
    });
    await expectNoAxeViolations(page);

    await alert.getByRole('button', { name: text.retry }).click();
    await expect(alert).toHaveCount(0);
    await expect(page.getByRole('heading', { level: 1, name: text.help })).toBeVisible();
    await expect(page.locator('#main')).toBeFocused();
  });

  test(`an island that keeps failing ends on the router fallback in ${lang}`, async ({ page }) => {
    await useAppLocale(page, lang);
    await page.goto('/help?island-error=always');
    const retry = page.getByRole('button', { name: text.retry });
    await retry.click();
    await retry.click();
    const heading = page.getByRole('heading', { level: 1, name: text.fallback });
    await expect(heading).toBeFocused();
    await expect(page.getByRole('link', { name: text.home })).toHaveAttribute(
      'href',
      lang === 'en' ? '/en/' : '/',
    );
    await expectNoAxeViolations(page);
  });
}
