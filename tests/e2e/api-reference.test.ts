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
  // Scalar lays out the whole document in the browser: alone on this machine the heading shows
  // 2 s after load and the last summary 4 s after, so under the suite's load 5 s is not enough.
  const rendering = { timeout: 30_000 };
  await expect(reference.getByRole('heading', { name: 'Kiểu Studio API' }).first()).toBeVisible(
    rendering,
  );
  for (const summary of [
    'Submit a virtual try-on job',
    'Get a job’s status and result',
    'List jobs',
  ]) {
    await expect(reference.getByText(summary).first()).toBeVisible(rendering);
  }
  await expect(reference.getByText('curl', { exact: false }).first()).toBeVisible(rendering);
  expect(outside.filter((url) => !url.startsWith('data:'))).toEqual([]);
});
