import { AxeBuilder } from './support/axe.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { apiUrl, login, register, useAppLocale } from './support/accounts.ts';
import { buyPro } from './support/plans.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/**
 * A Pro user with two tokens and API usage: today 1,203 try-on calls (3 refused) and credits 10
 * kept plus 4 refunded, two days ago 6 hairstyle calls (1 failed), twenty days ago 4 image
 * editing calls of the second token with 6 credits kept.
 */
async function userWithUsage(page: Page, request: APIRequestContext, locale: 'vi' | 'en') {
  const account = await register(request);
  await useAppLocale(page, locale);
  const { token } = await login(page, request, account);
  await buyPro(request, token);
  const headers = { authorization: `Bearer ${token}` };
  const ids: string[] = [];
  for (const name of ['Cửa hàng', 'Ứng dụng']) {
    const res = await request.post(`${apiUrl}/api-tokens`, {
      headers,
      data: { name, services: ['virtual-tryon'], rateLimitPerMinute: 60 },
    });
    expect(res.status()).toBe(201);
    ids.push(((await res.json()) as { token: { id: string } }).token.id);
  }
  const [shop, app] = ids as [string, string];
  const seeded = await request.post(`${apiUrl}/dev/seed-api-usage`, {
    headers,
    data: {
      calls: [
        { token_id: shop, service: 'virtual-tryon', days_ago: 0, count: 600 },
        { token_id: shop, service: 'virtual-tryon', days_ago: 0, count: 600 },
        { token_id: shop, service: 'virtual-tryon', days_ago: 0, count: 3, status_code: 422 },
        { token_id: shop, service: 'hairstyle-changer', days_ago: 2, count: 5 },
        { token_id: shop, service: 'hairstyle-changer', days_ago: 2, status_code: 500 },
        { token_id: app, service: 'image-editing', days_ago: 20, count: 4 },
      ],
      jobs: [
        { token_id: shop, service: 'virtual-tryon', days_ago: 0, credits: 10 },
        { token_id: shop, service: 'virtual-tryon', days_ago: 0, credits: 4, charge: 'refunded' },
        { token_id: app, service: 'image-editing', days_ago: 20, credits: 6 },
      ],
    },
  });
  expect(seeded.status(), await seeded.text()).toBe(201);
  await page.goto('/api-management');
  return { shop, app };
}

test('shows charts and numbers of API usage, by period and token (vi)', async ({
  page,
  request,
}) => {
  const { app } = await userWithUsage(page, request, 'vi');
  const usage = page.getByRole('region', { name: vi['apiTokens.usage.title'] });
  const figures = usage.getByRole('figure');
  await expect(figures).toHaveCount(3);
  for (const figure of await figures.all()) await expect(figure.locator('canvas')).toBeVisible();
  await expect(
    usage.getByRole('figure', { name: /^Lệnh gọi: 1\.213 trong 30 ngày qua/ }),
  ).toBeVisible();
  await expect(usage.getByText(vi['apiTokens.usage.chart.credits'])).toBeVisible();

  const byService = usage.getByRole('table', { name: vi['apiTokens.usage.byService'] });
  const row = (name: string) =>
    byService.getByRole('row', { name: new RegExp(name) }).getByRole('cell');
  // 30 days by default: every seeded day is in.
  await expect(row(vi['tools.name.virtual-tryon'])).toHaveText(['1.203', '3', '10']);
  await expect(row(vi['tools.name.image-editing'])).toHaveText(['4', '0', '6']);
  await expect(row(vi['apiTokens.usage.total'])).toHaveText(['1.213', '4', '16']);
  const byToken = usage.getByRole('table', { name: vi['apiTokens.usage.byToken'] });
  await expect(byToken.getByRole('row', { name: /Cửa hàng/ }).getByRole('cell')).toHaveText([
    '1.209',
    '4',
    '10',
  ]);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);

  await usage.getByLabel(vi['apiTokens.usage.period']).selectOption('7');
  await expect(row(vi['tools.name.image-editing'])).toHaveText(['0', '0', '0']);
  await expect(row(vi['tools.name.hairstyle-changer'])).toHaveText(['6', '1', '0']);
  await expect(row(vi['apiTokens.usage.total'])).toHaveText(['1.209', '4', '10']);
  await expect(usage.getByRole('figure', { name: /^Lỗi: 4 trong 7 ngày qua/ })).toBeVisible();

  // The second token has nothing in 7 days; in 30 only its own image editing.
  await usage.getByLabel(vi['apiTokens.usage.token']).selectOption(app);
  await expect(usage.getByText(vi['apiTokens.usage.empty'])).toBeVisible();
  await expect(usage.getByRole('figure')).toHaveCount(0);
  await usage.getByLabel(vi['apiTokens.usage.period']).selectOption('30');
  await expect(row(vi['apiTokens.usage.total'])).toHaveText(['4', '0', '6']);
  await expect(row(vi['tools.name.virtual-tryon'])).toHaveText(['0', '0', '0']);
  await expect(byToken.getByRole('row')).toHaveCount(2);
  await expect(byToken.getByRole('row', { name: /Ứng dụng/ })).toBeVisible();
});

test('shows the usage in English with English number formats, keyboard first', async ({
  page,
  request,
}) => {
  await userWithUsage(page, request, 'en');
  const usage = page.getByRole('region', { name: en['apiTokens.usage.title'] });
  await expect(usage.getByRole('figure')).toHaveCount(3);
  await expect(
    usage.getByRole('figure', { name: /^Calls: 1,213 in the last 30 days/ }),
  ).toBeVisible();
  const byService = usage.getByRole('table', { name: en['apiTokens.usage.byService'] });
  const total = byService.getByRole('row', { name: new RegExp(en['apiTokens.usage.total']) });
  await expect(total.getByRole('cell')).toHaveText(['1,213', '4', '16']);
  await expect(
    byService.getByRole('row', { name: new RegExp(en['tools.name.virtual-tryon']) }),
  ).toContainText('1,203');

  const period = usage.getByLabel(en['apiTokens.usage.period']);
  await period.focus();
  await page.keyboard.press('ArrowUp');
  await expect(period).toHaveValue('7');
  await expect(total.getByRole('cell')).toHaveText(['1,209', '4', '10']);

  await usage.getByText(en['apiTokens.usage.daily']).first().click();
  const daily = usage.getByRole('table', { name: en['apiTokens.usage.daily'] });
  await expect(daily.getByRole('row')).toHaveCount(8);
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
});
