import { expect, test } from '@playwright/test';
import {
  apiUrl,
  login,
  newAccount,
  register,
  registerOnce,
  useAppLocale,
} from './support/accounts.ts';

test.use({ viewport: { width: 1280, height: 900 } });

// The e2e API's ADMIN_EMAILS names this address and rebuilds the served site on publishing
// (SITE_REBUILD=embedded in scripts/test.ts): what is checked here is the real static site.
test('a post published in the admin is on the blog, its category and tag, the sitemap and the feed', async ({
  page,
  request,
}) => {
  test.setTimeout(8 * 60_000);
  const admin = await registerOnce(request, {
    ...newAccount('pub'),
    email: 'publisher@example.com',
  });
  await useAppLocale(page, 'en');
  const { token } = await login(page, request, admin);
  const headers = { authorization: `Bearer ${token}` };
  const term = async (kind: string, data: object) => {
    const res = await request.post(`${apiUrl}/api/admin/blog/${kind}`, { headers, data });
    expect(res.status(), await res.text()).toBe(201);
  };
  await term('categories', {
    id: 'san-pham-moi',
    name: { vi: 'Sản phẩm mới', en: 'New arrivals' },
    slug: { vi: 'san-pham-moi', en: 'new-arrivals' },
  });
  await term('tags', {
    id: 'vai-lua',
    name: { vi: 'Vải lụa', en: 'Silk' },
    slug: { vi: 'vai-lua', en: 'silk' },
  });
  await term('authors', { id: 'bien-tap', name: 'Ban biên tập Kiểu' });

  await page.goto('/admin/blog');
  await page.getByRole('button', { name: 'New post' }).click();
  await page.getByLabel('Title', { exact: true }).fill('Bộ sưu tập lụa tơ tằm thu đông');
  await expect(page.getByLabel('Slug', { exact: true })).toHaveValue(
    'bo-suu-tap-lua-to-tam-thu-dong',
  );
  await page
    .getByLabel('Description', { exact: true })
    .fill('Thử đồ lụa trên người mẫu ảo trước khi chụp.');
  await page.getByLabel('Category').selectOption({ label: 'New arrivals' });
  await page.getByLabel('Author').selectOption({ label: 'Ban biên tập Kiểu' });
  await page.getByRole('group', { name: 'Tags' }).getByLabel('Silk').check();
  await page
    .getByLabel('Content (MDX)')
    .fill(
      '# Tơ tằm\n\n## Lụa lên hình\n\nChụp người mẫu toàn thân, tư thế thẳng, để thử đồ chính xác.\n',
    );
  await page.getByRole('button', { name: 'Publish' }).click();
  await expect(page.getByText('Published. The site is being rebuilt.')).toBeVisible();

  // The rebuild runs in the API; wait for it the way the screen does.
  await expect
    .poll(
      async () => {
        const res = await request.get(`${apiUrl}/api/admin/blog/builds/latest`, { headers });
        return ((await res.json()) as { build: { status: string } | null }).build?.status;
      },
      { timeout: 6 * 60_000, intervals: [2_000] },
    )
    .toBe('succeeded');
  const status = page.getByRole('region', { name: 'Site build' }).getByRole('status');
  await expect(status).toHaveText(/^Site build succeeded/, { timeout: 30_000 });

  const slug = 'bo-suu-tap-lua-to-tam-thu-dong';
  const title = 'Bộ sưu tập lụa tơ tằm thu đông';
  await page.goto(`/blog/${slug}`);
  await expect(page.getByRole('heading', { level: 1, name: title })).toBeVisible();
  await expect(page.getByRole('heading', { level: 2, name: 'Lụa lên hình' })).toBeVisible();
  // Issue 22 point 17: a # heading reads as a heading (the page keeps one h1), not as text.
  const bodyTitle = page.getByRole('heading', { level: 2, name: 'Tơ tằm' });
  await expect(bodyTitle).toBeVisible();
  await expect(page.getByRole('heading', { level: 1 })).toHaveCount(1);
  const size = (locator: typeof bodyTitle) =>
    locator.evaluate((node) => parseFloat(getComputedStyle(node).fontSize));
  expect(await size(bodyTitle)).toBeGreaterThan(await size(page.getByText(/^Chụp người mẫu/)));
  await expect(page.getByText('Ban biên tập Kiểu').first()).toBeVisible();
  for (const path of ['/blog', '/blog/category/san-pham-moi', '/blog/tag/vai-lua']) {
    await page.goto(path);
    await expect(page.getByRole('link', { name: title }).first(), path).toBeVisible();
  }
  const sitemap = await (await page.request.get('/sitemap-0.xml')).text();
  expect(sitemap).toContain(`/blog/${slug}`);
  expect(sitemap).toContain('/blog/category/san-pham-moi');
  const feed = await (await page.request.get('/blog/rss.xml')).text();
  expect(feed).toContain(`<title>${title}</title>`);
  expect(feed).toContain(`/blog/${slug}`);
});

test('a signed-in non-admin sees Access Denied on the admin screens', async ({ page, request }) => {
  const someone = await register(request);
  await login(page, request, someone);
  await useAppLocale(page, 'en');
  for (const path of ['/admin', '/admin/blog']) {
    await page.goto(path);
    await expect(page.getByRole('heading', { name: 'Access Denied' }), path).toBeVisible();
  }
});
