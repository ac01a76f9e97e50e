import { expect, test } from '@playwright/test';
import { vi } from '../../src/i18n/vi.ts';
import { apiUrl, login, register, useAppLocale } from './support/accounts.ts';
import { buyPro } from './support/plans.ts';

test.use({ viewport: { width: 1280, height: 900 } });

test('API management links to the interactive reference, which works offline (vi)', async ({
  page,
  request,
  context,
}) => {
  const account = await register(request);
  await useAppLocale(page, 'vi');
  const { token } = await login(page, request, account);
  await buyPro(request, token);
  await page.goto('/api-management');
  const link = page.getByRole('link', { name: vi['apiTokens.docs.link'] });
  await expect(link).toHaveAttribute('href', `${apiUrl}/v1/reference`);

  const [reference] = await Promise.all([context.waitForEvent('page'), link.click()]);
  // Every script and the document come from the API itself: nothing from a CDN.
  const outside: string[] = [];
  reference.on('request', (req) => {
    if (!req.url().startsWith(apiUrl)) outside.push(req.url());
  });
  await reference.waitForLoadState();
  await expect(reference.getByRole('heading', { name: 'Kiểu Studio API' }).first()).toBeVisible();
  for (const summary of [
    'Submit a virtual try-on job',
    'Get a job’s status and result',
    'List jobs',
  ]) {
    await expect(reference.getByText(summary).first()).toBeVisible();
  }
  await expect(reference.getByText('curl', { exact: false }).first()).toBeVisible();
  expect(outside.filter((url) => !url.startsWith('data:'))).toEqual([]);
});
