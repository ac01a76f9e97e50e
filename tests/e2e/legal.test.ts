import { expect, test } from '@playwright/test';

const documents = [
  { slug: 'terms', vi: 'Điều khoản sử dụng', en: 'Terms of service', footer: 'Điều khoản dịch vụ' },
  { slug: 'privacy', vi: 'Chính sách bảo mật', footer: 'Chính sách bảo mật', en: 'Privacy policy' },
  {
    slug: 'shipping',
    vi: 'Chính sách giao hàng',
    footer: 'Chính sách giao hàng',
    en: 'Shipping policy',
  },
  {
    slug: 'warranty',
    vi: 'Chính sách bảo hành',
    footer: 'Chính sách bảo hành',
    en: 'Warranty policy',
  },
] as const;

const languages = [
  { lang: 'vi', prefix: '', toc: 'Trong trang này', updated: /Cập nhật lần cuối \d/ },
  { lang: 'en', prefix: '/en', toc: 'On this page', updated: /Last updated \w+ \d/ },
] as const;

test.describe('legal pages', () => {
  for (const { slug, vi, en } of documents) {
    const titles = { vi, en };
    for (const { lang, prefix, toc, updated } of languages) {
      test(`${prefix}/${slug} has its heading, date and a working table of contents`, async ({
        page,
      }) => {
        const response = await page.goto(`${prefix}/${slug}`);
        expect(response?.status()).toBe(200);
        await expect(page.getByRole('heading', { level: 1 })).toHaveText(titles[lang]);
        await expect(page.getByText(updated)).toBeVisible();

        const contents = page.getByRole('navigation', { name: toc });
        const links = contents.getByRole('link');
        expect(await links.count()).toBeGreaterThanOrEqual(4);
        const sections = page.getByRole('article').getByRole('heading', { level: 2 });
        // Every section is listed, in order (the ToC's own heading is also a level-2 heading).
        const names = await links.allTextContents();
        await expect(sections.filter({ hasNotText: toc })).toHaveText(names);

        const last = links.last();
        const target = (await last.getAttribute('href')) ?? '';
        await last.click();
        expect(decodeURIComponent(new URL(page.url()).hash)).toBe(decodeURIComponent(target));
        await expect(
          page.locator(`[id="${decodeURIComponent(target.slice(1))}"]`),
        ).toBeInViewport();
      });
    }
  }

  test('the footer links to every legal page in both languages', async ({ page }) => {
    await page.goto('/en/');
    const footer = page.getByRole('contentinfo');
    for (const { slug, en } of documents) {
      await expect(footer.getByRole('link', { name: en })).toHaveAttribute('href', `/en/${slug}`);
    }
    await page.goto('/');
    for (const { slug, footer: label } of documents) {
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: label }).first(),
      ).toHaveAttribute('href', `/${slug}`);
    }
  });
});
