import { AxeBuilder } from './support/axe.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import {
  apiUrl,
  login,
  newAccount,
  register,
  registerOnce,
  useAppLocale,
  type Account,
} from './support/accounts.ts';

// Issue 22, paid promises: what each plan is sold with is what it gets and what it is shown.
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 1280, height: 800 } });

let adminToken: string;
test.beforeAll(async ({ browser, request }) => {
  const admin = await registerOnce(request, { ...newAccount('plans'), email: 'admin@kieu.studio' });
  const page = await browser.newPage();
  adminToken = (await login(page, request, admin)).token;
  await page.close();
});

type PlanId = 'free' | 'basic' | 'starter' | 'pro' | 'professional' | 'premium' | 'enterprise';

/** A new verified account on `plan` (granted as an administrator would), signed in on `page`. */
async function member(page: Page, request: APIRequestContext, plan: PlanId, locale: 'vi' | 'en') {
  const account: Account = await register(request);
  await useAppLocale(page, locale);
  const { token, user } = await login(page, request, account);
  if (plan !== 'free') {
    const res = await request.put(`${apiUrl}/api/admin/users/${user.id}`, {
      headers: { authorization: `Bearer ${adminToken}` },
      data: { plan },
    });
    expect(res.status(), await res.text()).toBe(200);
  }
  return token;
}

async function seedResult(
  request: APIRequestContext,
  token: string,
  width: number,
  height: number,
) {
  const res = await request.post(`${apiUrl}/dev/seed-generations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { items: [{ tool: 'hairstyle-changer', status: 'success', width, height }] },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Opens the download dialog of the newest hairstyle result. */
async function openDownload(
  page: Page,
  text: { detail: string; download: string; dialog: string },
) {
  await page.goto('/history?tool=hairstyle-changer');
  await page.getByRole('main').getByRole('listitem').first().getByRole('button').click();
  const detail = page.getByRole('dialog', { name: text.detail });
  await detail.getByRole('button', { name: text.download }).click();
  return page.getByRole('dialog', { name: text.dialog });
}

async function downloadedPixels(page: Page, dialog: ReturnType<Page['getByRole']>, name: string) {
  const downloading = page.waitForEvent('download');
  await dialog.getByRole('button', { name, exact: true }).click();
  const file = await readFile((await (await downloading).path())!);
  const meta = await sharp(file).metadata();
  return [meta.width, meta.height];
}

test('free plan (vi): sizes follow a portrait result, sizes above 720p are locked and named', async ({
  page,
  request,
}) => {
  const token = await member(page, request, 'free', 'vi');
  // Large enough to have every size: a size is never an enlargement (decision 101).
  await seedResult(request, token, 2400, 3200);
  const dialog = await openDownload(page, {
    detail: 'Chi tiết lần tạo',
    download: 'Tải xuống',
    dialog: 'Tùy chọn tải xuống',
  });
  // Labels give the pixels each size delivers for this portrait, on the free plan's 720p.
  await expect(dialog.getByRole('radio', { name: 'Gốc (720 × 960)' })).toBeEnabled();
  await expect(dialog.getByRole('radio', { name: 'Nhỏ (600 × 800)' })).toBeEnabled();
  const large = dialog.getByRole('radio', { name: /^Lớn \(1080 × 1440\)/ });
  await expect(large).toBeDisabled();
  await expect(large).toHaveAccessibleDescription('Cần gói Cơ bản');
  const uhd = dialog.getByRole('radio', { name: /^4K \(2160 × 2880\)/ });
  await expect(uhd).toBeDisabled();
  await expect(uhd).toHaveAccessibleDescription('Cần gói Chuyên sâu');
  // The plans page remembers history, so a plan bought there lands back on it (decision 102).
  await expect(dialog.getByRole('link', { name: 'Xem các gói' })).toHaveAttribute(
    'href',
    '/studio-pricing?return=%2Fhistory',
  );
  const estimate = dialog.getByText(/^Dung lượng ước tính: khoảng [\d.,]+ (KB|MB)$/);
  const original = await estimate.textContent();
  // A smaller size is estimated smaller; "Vừa" is the same pixels as the capped original here.
  await dialog.getByRole('radio', { name: 'Nhỏ (600 × 800)' }).check();
  await expect(estimate).not.toHaveText(original!);
  await dialog.getByRole('radio', { name: 'Vừa (720 × 960)' }).check();
  await expect(estimate).toHaveText(original!);
  expect((await new AxeBuilder({ page }).include('[role="dialog"]').analyze()).violations).toEqual(
    [],
  );
  expect(await downloadedPixels(page, dialog, 'Tải xuống')).toEqual([720, 960]);
});

test('Pro plan (en): "Large" on a square result is 1080 × 1080, and 4K is delivered', async ({
  page,
  request,
}) => {
  test.setTimeout(90_000);
  const token = await member(page, request, 'pro', 'en');
  await seedResult(request, token, 2400, 2400);
  const dialog = await openDownload(page, {
    detail: 'Generation details',
    download: 'Download',
    dialog: 'Download options',
  });
  await expect(dialog.getByRole('radio', { name: 'Large (1080 × 1080)' })).toBeEnabled();
  await expect(dialog.getByText(/^Needs the/)).toHaveCount(0);
  await dialog.getByRole('radio', { name: '4K (2160 × 2160)' }).check();
  await expect(dialog.getByText(/^Estimated size: about [\d.,]+ (KB|MB)$/)).toBeVisible();
  expect(await downloadedPixels(page, dialog, 'Download')).toEqual([2160, 2160]);
});

const banner = (page: Page) => page.getByRole('complementary', { name: /Nâng lên|Upgrade to/ });

test('the dashboard offers each plan a next step that is true for it (vi and en)', async ({
  page,
  request,
}) => {
  await member(page, request, 'free', 'vi');
  await page.goto('/dashboard');
  await expect(banner(page).getByRole('heading')).toHaveText('Nâng lên gói Cơ bản');
  await expect(banner(page)).toContainText('Không có hình mờ');
  await expect(banner(page)).toContainText('Xuất ảnh tới 1080p');

  await member(page, request, 'starter', 'en');
  await page.goto('/dashboard');
  await expect(banner(page).getByRole('heading')).toHaveText('Upgrade to Pro');
  await expect(banner(page)).toContainText('Exports up to 4K');
  await expect(banner(page)).toContainText('API access');
  await expect(banner(page)).not.toContainText('watermark');
  await expect(banner(page)).not.toContainText('1080p');

  await member(page, request, 'pro', 'vi');
  await page.goto('/dashboard');
  await expect(banner(page).getByRole('heading')).toHaveText('Nâng lên gói Chuyên nghiệp');
  // Decision 103: team access is offered now that the team screen exists, with its seats.
  await expect(banner(page)).toContainText('Làm việc nhóm, tối đa 3 người');
  await expect(banner(page)).not.toContainText('hình mờ');
  expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

  // The top plan is offered nothing: once its plan is read, no banner appears.
  await member(page, request, 'enterprise', 'en');
  const billing = page.waitForResponse((res) => res.url().endsWith('/billing') && res.ok());
  await page.goto('/dashboard');
  expect(((await (await billing).json()) as { planId: string }).planId).toBe('enterprise');
  await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  await expect(banner(page)).toHaveCount(0);
});

/** The feature lines of a plan card, by the card's list name. */
const featureLines = (page: Page, label: string) =>
  page.getByRole('list', { name: label }).getByRole('listitem').allInnerTexts();

for (const locale of ['vi', 'en'] as const) {
  const text = {
    vi: { list: 'Gói Chuyên sâu bao gồm', pricing: '/pricing', api: 'gói Chuyên sâu trở lên' },
    en: {
      list: 'What the Pro plan includes',
      pricing: '/en/pricing',
      api: 'the Pro plan and above',
    },
  }[locale];

  test(`/studio-pricing lists the same features as /pricing, and plans keep their names (${locale})`, async ({
    page,
    request,
  }) => {
    await page.goto(text.pricing);
    const publicLines = (await featureLines(page, text.list)).map((line) => line.trim());
    expect(publicLines.length).toBeGreaterThan(5);
    await member(page, request, 'free', locale);
    await page.goto('/studio-pricing');
    await expect(page.getByRole('list', { name: text.list })).toBeVisible();
    const studioLines = (await featureLines(page, text.list)).map((line) =>
      line.replace(/^[✓–]\s*/, '').trim(),
    );
    expect(studioLines).toEqual(publicLines);
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);

    // The API page names the plan that brings API access as the plan list does.
    await page.goto('/api-management');
    await expect(page.getByRole('status').filter({ hasText: text.api })).toBeVisible();
  });
}

for (const locale of ['vi', 'en'] as const) {
  const text = {
    vi: {
      scheduled: /^Sẽ chuyển sang gói Cơ bản vào/,
      cancel: 'Hủy chuyển sang gói Cơ bản',
      done: 'Đã hủy việc chuyển sang gói Cơ bản. Gói hiện tại của bạn được giữ nguyên.',
    },
    en: {
      scheduled: /^Changes to Basic on/,
      cancel: 'Cancel the change to Basic',
      done: 'The change to Basic is cancelled. Your current plan stays.',
    },
  }[locale];

  test(`a scheduled downgrade can be cancelled with the keyboard (${locale})`, async ({
    page,
    request,
  }) => {
    const token = await member(page, request, 'pro', locale);
    const scheduled = await request.put(`${apiUrl}/billing/scheduled-change`, {
      headers: { authorization: `Bearer ${token}` },
      data: { planId: 'basic', billingCycle: 'monthly' },
    });
    expect(scheduled.status(), await scheduled.text()).toBe(200);
    await page.goto('/studio-pricing');
    const summary = page.getByRole('region', {
      name: locale === 'vi' ? 'Gói của bạn' : 'Your plan',
    });
    await expect(summary.getByText(text.scheduled)).toBeVisible();
    const cancel = summary.getByRole('button', { name: text.cancel });
    await cancel.focus();
    await page.keyboard.press('Enter');
    const done = summary.getByRole('status');
    await expect(done).toHaveText(text.done);
    await expect(done).toBeFocused();
    await expect(cancel).toHaveCount(0);
    expect(await page.evaluate(() => document.activeElement === document.body)).toBe(false);
    const billing = await request.get(`${apiUrl}/billing`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await billing.json()) as { next: unknown }).next).toBeNull();
    expect((await new AxeBuilder({ page }).analyze()).violations).toEqual([]);
  });
}
