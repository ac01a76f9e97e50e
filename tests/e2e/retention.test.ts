import { expect, test } from '@playwright/test';
import { login, register, useAppLocale } from './support/accounts.ts';
import { buyPro } from './support/plans.ts';
import { screenDefects } from '../support/screen-defects.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Issue 26 point 4 (decision 058): the history and the library say how long the viewer's plan
// keeps results and uploads, in the page's language, with the plan's own number of days.
test.use({ viewport: { width: 1280, height: 900 } });

const text = {
  vi: {
    results: (days: string) =>
      `Gói của bạn lưu kết quả trong ${days} ngày, sau đó kết quả sẽ bị xóa. Chúng tôi gửi thư báo trước một tuần.`,
    uploads: (days: string) =>
      `Gói của bạn lưu tệp tải lên trong ${days} ngày, sau đó tệp sẽ bị xóa. Chúng tôi gửi thư báo trước một tuần.`,
  },
  en: {
    results: (days: string) =>
      `Results are kept for ${days} days on your plan, then removed. We email you a week before.`,
    uploads: (days: string) =>
      `Uploads are kept for ${days} days on your plan, then removed. We email you a week before.`,
  },
} as const;

for (const lang of ['vi', 'en'] as const) {
  test(`history and library show the plan's retention (${lang})`, async ({ page, request }) => {
    const words = text[lang];
    const account = await register(request);
    await useAppLocale(page, lang);
    const { token } = await login(page, request, account);

    await page.goto('/history');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const results = page.getByText(words.results('30'));
    await expect(results).toBeVisible();
    expect(screenDefects(await results.innerText(), lang)).toEqual([]);
    await expectNoAxeViolations(page);

    await page.goto('/assets');
    await expect(page.getByText(words.uploads('30'))).toBeVisible();
    await expectNoAxeViolations(page);

    // On Pro the same screens read Pro's 180 days.
    await buyPro(request, token);
    await page.goto('/history');
    await expect(page.getByText(words.results('180'))).toBeVisible();
    await page.goto('/assets');
    await expect(page.getByText(words.uploads('180'))).toBeVisible();
  });
}
