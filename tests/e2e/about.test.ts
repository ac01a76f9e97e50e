import { expect, test } from '@playwright/test';

const pages = [
  {
    url: '/about',
    lang: 'vi-VN',
    title: /^Giới thiệu Kiểu Studio/,
    headings: [
      'Câu chuyện của chúng tôi',
      'Sứ mệnh',
      'Đội ngũ của chúng tôi',
      'Lộ trình 2026–2027',
    ],
    quarter: 'Quý 1 năm 2026',
  },
  {
    url: '/en/about',
    lang: 'en-US',
    title: /^About Kiểu Studio/,
    headings: ['Our story', 'Our mission', 'Meet the team', 'Roadmap 2026–2027'],
    quarter: 'Q1 2026',
  },
];

for (const about of pages) {
  test(`about page ${about.url}`, async ({ page }) => {
    await page.goto(about.url);
    await expect(page.locator('html')).toHaveAttribute('lang', about.lang);
    await expect(page).toHaveTitle(about.title);
    await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
    for (const name of about.headings) {
      await expect(page.getByRole('heading', { level: 2, name })).toBeVisible();
    }
    await expect(page.getByRole('heading', { level: 3, name: 'Đỗ Minh Châu' })).toBeVisible();
    await expect(page.getByText('ĐM', { exact: true })).toBeVisible();
    const roadmap = page.getByRole('list').filter({ hasText: about.quarter });
    expect(await roadmap.evaluate((el) => el.tagName)).toBe('OL');
    await expect(roadmap.getByRole('listitem')).toHaveCount(8);
    await expect(page.locator('meta[property="og:image"]')).toHaveAttribute(
      'content',
      new RegExp(`/og/${about.url === '/about' ? 'vi' : 'en'}-about\\.png$`),
    );
  });
}

test('the two about pages have different descriptions', async ({ page }) => {
  await page.goto('/about');
  const vi = await page.locator('meta[name="description"]').getAttribute('content');
  await page.goto('/en/about');
  const en = await page.locator('meta[name="description"]').getAttribute('content');
  expect(vi).not.toBe(en);
});
