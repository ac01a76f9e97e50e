import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { apiUrl, login, register, useAppLocale, type Account } from './support/accounts.ts';
import { AxeBuilder, expectNoAxeViolations } from './support/axe.ts';

// One verified account for this file (registrations are rate limited per address); each
// test works in its own tool's view so the tests do not see each other's items.
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 1280, height: 800 } });

let account: Account;
test.beforeAll(async ({ request }) => {
  account = await register(request);
});

interface SeedItem {
  tool: string;
  status: 'success' | 'processing' | 'failed';
  missing_result?: boolean;
  width?: number;
  height?: number;
  inputs?: string[];
  params?: Record<string, unknown>;
  error?: string;
  samples?: number;
}

/** Generations with generated result images for the signed-in account (dev-only endpoint). */
async function seed(request: APIRequestContext, token: string, items: SeedItem[]) {
  const res = await request.post(`${apiUrl}/dev/seed-generations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { items },
  });
  expect(res.status(), await res.text()).toBe(201);
  return ((await res.json()) as { ids: string[] }).ids;
}

async function signIn(page: Page, request: APIRequestContext, locale: 'vi' | 'en') {
  await useAppLocale(page, locale);
  const { token } = await login(page, request, account);
  return token;
}

const cards = (page: Page) => page.getByRole('main').getByRole('listitem');

test('filters a tool’s view, marks a missing result and reviews a result (vi)', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request, 'vi');
  await seed(request, token, [
    {
      tool: 'virtual-tryon',
      status: 'success',
      inputs: ['person', 'clothing'],
      params: { gender: 'female', bodyType: 'athletic', aspect_ratio: '3:4' },
    },
    { tool: 'virtual-tryon', status: 'processing' },
    { tool: 'virtual-tryon', status: 'failed', error: 'Hết thời gian xử lý' },
    { tool: 'virtual-tryon', status: 'success', missing_result: true },
  ]);
  await page.goto('/history');
  await expect(page.getByRole('tab', { name: 'Thử đồ ảo' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(cards(page)).toHaveCount(4);

  const filters = page.getByRole('group', { name: 'Lọc theo trạng thái' });
  await filters.getByRole('button', { name: 'Hoàn thành' }).click();
  await expect(filters.getByRole('button', { name: 'Hoàn thành' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(cards(page)).toHaveCount(2);
  await expect(cards(page).filter({ hasText: 'Thiếu kết quả' })).toHaveCount(1);
  await expect(page).toHaveURL(/tool=virtual-tryon&filter=completed/);
  await filters.getByRole('button', { name: 'Đang xử lý' }).click();
  await expect(cards(page)).toHaveCount(1);
  await filters.getByRole('button', { name: 'Thất bại' }).click();
  await expect(cards(page)).toHaveCount(1);

  // The missing result's detail says so.
  await filters.getByRole('button', { name: 'Hoàn thành' }).click();
  await cards(page).filter({ hasText: 'Thiếu kết quả' }).getByRole('button').click();
  const missing = page.getByRole('dialog', { name: 'Chi tiết lần tạo' });
  await expect(missing.getByText('Không có ảnh kết quả')).toBeVisible();
  await expect(missing.getByRole('button', { name: 'Tải xuống' })).toBeDisabled();
  await page.keyboard.press('Escape');
  await expect(missing).toBeHidden();

  // Result review: zoom, rotate and reset; inputs collapsed until asked for; parameters.
  const card = cards(page).filter({ hasNotText: 'Thiếu kết quả' }).getByRole('button');
  await card.click();
  const detail = page.getByRole('dialog', { name: 'Chi tiết lần tạo' });
  await expect(detail.getByRole('img', { name: 'Kết quả thử đồ ảo' })).toBeVisible();
  const zoom = detail.getByRole('status').filter({ hasText: 'Thu phóng' });
  await expect(zoom).toHaveText('Thu phóng 100%, xoay 0°');
  await detail.getByRole('button', { name: 'Phóng to' }).click();
  await detail.getByRole('button', { name: 'Phóng to' }).click();
  await detail.getByRole('button', { name: 'Xoay' }).click();
  await expect(zoom).toHaveText('Thu phóng 156%, xoay 90°');
  await detail.getByRole('button', { name: 'Đặt lại' }).click();
  await expect(zoom).toHaveText('Thu phóng 100%, xoay 0°');
  await expect(detail.getByRole('link', { name: 'Mở trong thẻ mới' })).toHaveAttribute(
    'target',
    '_blank',
  );
  await expect(detail.getByRole('img', { name: 'Ảnh người' })).toBeHidden();
  await detail.getByText('Ảnh đầu vào (2)').click();
  await expect(detail.getByRole('img', { name: 'Ảnh người' })).toBeVisible();
  await expect(detail.getByRole('img', { name: 'Trang phục' })).toBeVisible();
  // Issue 22 point 14: stored values are named in the page's language, never shown as ids.
  await expect(detail.getByRole('definition').filter({ hasText: 'Thể thao' })).toBeVisible();
  await expect(detail.getByRole('definition').filter({ hasText: 'Nữ' })).toBeVisible();
  await expect(detail.getByText('athletic')).toHaveCount(0);
  await expect(detail.getByRole('term').filter({ hasText: 'Dáng người' })).toBeVisible();
  await expect(detail.getByRole('term').filter({ hasText: 'Tỷ lệ khung hình' })).toBeVisible();
  await expect(detail.getByRole('link', { name: 'Tạo lại' })).toHaveAttribute(
    'href',
    /^\/virtual-tryon\?from=[0-9a-f-]{36}$/,
  );
  await page.keyboard.press('Escape');
  await expect(detail).toBeHidden();
  await expect(card).toBeFocused();

  // The tools are tabs: arrow keys move between them.
  await page.getByRole('tab', { name: 'Thử đồ ảo' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('tab', { name: 'Tạo dáng người' })).toBeFocused();
  await expect(page.getByRole('tab', { name: 'Tạo dáng người' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page).toHaveURL(/tool=body-generator/);

  // The image-to-video view, opened by its URL, has nothing yet.
  await page.goto('/history?tool=image-to-video');
  await expect(page.getByRole('tab', { name: 'Ảnh thành video' })).toHaveAttribute(
    'aria-selected',
    'true',
  );
  await expect(page.getByText('Không tìm thấy video nào')).toBeVisible();
});

test('downloads a chosen size as a real image, and says so when it fails (en)', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request, 'en');
  await seed(request, token, [
    { tool: 'hairstyle-changer', status: 'success', width: 1600, height: 1200 },
  ]);
  await page.goto('/history?tool=hairstyle-changer');
  await cards(page).first().getByRole('button').click();
  const detail = page.getByRole('dialog', { name: 'Generation details' });
  await detail.getByRole('button', { name: 'Download' }).click();
  const options = page.getByRole('dialog', { name: 'Download options' });
  await expect(options.getByLabel('Format')).toHaveValue('original');
  await options.getByLabel('File name').fill('my-new-look');
  await options.getByRole('radio', { name: 'Small (800 × 600)' }).check();
  await options.getByRole('radio', { name: 'Low' }).check();
  await expect(options.getByText(/^Estimated size: about [\d.,]+ (KB|MB)$/)).toBeVisible();

  // The answer is held back until the progress bar has shown.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${apiUrl}/history/*/download*`, async (route) => {
    await held;
    await route.continue();
  });
  const downloading = page.waitForEvent('download');
  await options.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(options.getByRole('progressbar', { name: 'Download progress' })).toBeVisible();
  await expect(options.getByRole('button', { name: 'Download', exact: true })).toBeDisabled();
  release();
  const download = await downloading;
  await page.unrouteAll();
  expect(download.suggestedFilename()).toBe('my-new-look.jpg');
  const file = await readFile((await download.path())!);
  const meta = await sharp(file).metadata();
  expect([meta.format, meta.width, meta.height]).toEqual(['jpeg', 800, 600]);
  await expect(page.getByText('Download complete')).toBeVisible();
  await expect(options).toBeHidden();

  // A failed download shows the toast of spec §8.
  await page.route(`${apiUrl}/history/*/download*`, (route) =>
    route.fulfill({ status: 500, body: '{}' }),
  );
  await detail.getByRole('button', { name: 'Download' }).click();
  await options.getByRole('button', { name: 'Download', exact: true }).click();
  await expect(page.getByText('Download Failed')).toBeVisible();
  await expect(page.getByText('Failed to download image')).toBeVisible();
});

test('a share link shows the result to anyone until it is revoked (vi)', async ({
  page,
  request,
  browser,
  context,
}) => {
  await context.grantPermissions(['clipboard-read', 'clipboard-write']);
  const token = await signIn(page, request, 'vi');
  await seed(request, token, [
    { tool: 'body-generator', status: 'success', width: 600, height: 800 },
  ]);
  await page.goto('/history?tool=body-generator');
  await cards(page).first().getByRole('button').click();
  const detail = page.getByRole('dialog', { name: 'Chi tiết lần tạo' });
  await detail.getByRole('button', { name: 'Tạo liên kết chia sẻ' }).click();
  const linkField = detail.getByLabel('Liên kết công khai');
  await expect(linkField).toHaveValue(/\/share\?t=[A-Za-z0-9_-]{43}$/);
  const link = await linkField.inputValue();
  await detail.getByRole('button', { name: 'Sao chép' }).click();
  await expect(page.getByText('Đã sao chép liên kết')).toBeVisible();

  const visitor = await browser.newContext({ locale: 'vi-VN' });
  const anonymous = await visitor.newPage();
  await anonymous.goto(link);
  await expect(anonymous.getByRole('img', { name: 'Kết quả tạo dáng người' })).toBeVisible();
  await expect(anonymous).toHaveTitle('Kết quả được chia sẻ · Kiểu Studio');
  await expect(
    anonymous.getByRole('heading', { name: 'Một kết quả tạo bằng Kiểu Studio' }),
  ).toBeVisible();
  expect(
    await anonymous.getByRole('img').evaluate((img: HTMLImageElement) => img.naturalWidth),
  ).toBe(600);

  await detail.getByRole('button', { name: 'Thu hồi' }).click();
  await expect(page.getByText('Đã thu hồi liên kết chia sẻ')).toBeVisible();
  await anonymous.reload();
  await expect(
    anonymous.getByRole('heading', { name: 'Liên kết này không còn khả dụng' }),
  ).toBeVisible();
  await expect(anonymous.getByRole('img')).toHaveCount(0);

  // A visitor who chose English reads the same message in English (the browser's language is
  // never used, decision 051).
  const english = await browser.newContext({ locale: 'en-US' });
  const englishPage = await english.newPage();
  await useAppLocale(englishPage, 'en');
  await englishPage.goto(link);
  await expect(
    englishPage.getByRole('heading', { name: 'This link is no longer available' }),
  ).toBeVisible();
  await visitor.close();
  await english.close();
});

test('a list that fails to load says so and can be retried (vi)', async ({ page, request }) => {
  await signIn(page, request, 'vi');
  let fail = true;
  await page.route(`${apiUrl}/history?*`, (route) =>
    fail ? route.fulfill({ status: 500, body: '{}' }) : route.continue(),
  );
  await page.goto('/history?tool=image-to-video');
  // Spec §9: three retries with backoff come first.
  await expect(page.getByText('Đã xảy ra lỗi')).toBeVisible({ timeout: 30_000 });
  fail = false;
  await page.getByRole('button', { name: 'Thử lại' }).click();
  await expect(page.getByText('Không tìm thấy video nào')).toBeVisible();
});

test('deletes a generation after confirming (en)', async ({ page, request }) => {
  const token = await signIn(page, request, 'en');
  const [id] = await seed(request, token, [
    { tool: 'image-editing', status: 'failed', error: 'Engine busy' },
  ]);
  await page.goto('/history?tool=image-editing');
  await expect(cards(page)).toHaveCount(1);
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // A link naming the item (recent history on the tool pages) opens its detail view.
  await page.goto(`/history?tool=image-editing&item=${id}`);
  const detail = page.getByRole('dialog', { name: 'Generation details' });
  await expect(detail.getByText('Engine busy')).toBeVisible();
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  await detail.getByRole('button', { name: 'Delete' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this generation?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(detail).toBeVisible();
  await detail.getByRole('button', { name: 'Delete' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Generation deleted')).toBeVisible();
  await expect(detail).toBeHidden();
  await expect(page.getByText('No history records found')).toBeVisible();
  await page.reload();
  await expect(page.getByText('No history records found')).toBeVisible();
});

test('shows every sample of a try-on that asked for several, in both languages', async ({
  page,
  request,
}) => {
  const token = await signIn(page, request, 'vi');
  const [id] = await seed(request, token, [
    { tool: 'virtual-tryon', status: 'success', width: 300, height: 400, samples: 2 },
  ]);
  await page.goto(`/history?tool=virtual-tryon&item=${id}`);
  const detail = page.getByRole('dialog', { name: 'Chi tiết lần tạo' });
  const gallery = detail.getByRole('region', { name: 'Các ảnh mẫu khác (2)' });
  await expect(gallery.getByRole('img', { name: 'Ảnh mẫu 2 trên 3, thử đồ ảo' })).toBeVisible();
  await expect(gallery.getByRole('img', { name: 'Ảnh mẫu 3 trên 3, thử đồ ảo' })).toBeVisible();
  const open = gallery.getByRole('link', { name: 'Mở ảnh mẫu 2 trong thẻ mới' });
  await expect(open).toHaveAttribute('target', '_blank');
  // Each link serves its own stored image.
  const sample = await request.get(new URL((await open.getAttribute('href'))!, apiUrl).href);
  expect(sample.status()).toBe(200);
  expect((await sharp(await sample.body()).metadata()).width).toBe(300);
  await open.focus();
  await page.keyboard.press('Tab');
  await expect(gallery.getByRole('link', { name: 'Mở ảnh mẫu 3 trong thẻ mới' })).toBeFocused();
  await expectNoAxeViolations(page);

  await useAppLocale(page, 'en');
  await page.goto(`/history?tool=virtual-tryon&item=${id}`);
  const english = page.getByRole('dialog', { name: 'Generation details' });
  await expect(
    english
      .getByRole('region', { name: 'Other samples (2)' })
      .getByRole('img', { name: 'Sample 2 of 3, virtual try-on' }),
  ).toBeVisible();
});

// Issue 40 (keyboard audit): deleting from the detail view gave focus back to the deleted
// item's card, which the refreshed list no longer has, so it fell to <body>.
for (const [lang, texts] of [
  [
    'vi',
    {
      heading: 'Lịch sử tạo ảnh',
      detail: 'Chi tiết lần tạo',
      remove: 'Xóa',
      done: 'Đã xóa lần tạo',
    },
  ],
  [
    'en',
    {
      heading: 'Generation history',
      detail: 'Generation details',
      remove: 'Delete',
      done: 'Generation deleted',
    },
  ],
] as const) {
  test(`deleting from the keyboard leaves focus on the page's heading (${lang})`, async ({
    page,
    request,
  }) => {
    await useAppLocale(page, lang);
    const { token } = await login(page, request, await register(request));
    await seed(request, token, [
      { tool: 'image-editing', status: 'failed', error: 'Engine busy' },
      { tool: 'image-editing', status: 'failed', error: 'Engine busy' },
    ]);
    await page.goto('/history?tool=image-editing');
    await expect(cards(page)).toHaveCount(2);
    await cards(page).first().getByRole('button').first().focus();
    await page.keyboard.press('Enter');
    const detail = page.getByRole('dialog', { name: texts.detail });
    await detail.getByRole('button', { name: texts.remove, exact: true }).focus();
    await page.keyboard.press('Enter');
    const confirm = page.getByRole('dialog', { name: /\?$/ });
    await confirm.getByRole('button', { name: texts.remove, exact: true }).focus();
    await page.keyboard.press('Enter');
    await expect(page.getByText(texts.done)).toBeVisible();
    await expect(cards(page)).toHaveCount(1);
    await expect(page.getByRole('heading', { level: 1, name: texts.heading })).toBeFocused();
    await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });
  });
}
