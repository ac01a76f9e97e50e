import { expect, test } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import {
  apiUrl,
  login,
  newAccount,
  register,
  registerOnce,
  useAppLocale,
} from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { toasts } from './support/toaster.ts';

// Decision 067: an Enterprise account past its fair-use budget hears why in the studio, in its
// language, and nothing is made.
test.use({ viewport: { width: 1280, height: 900 } });

const expected = {
  vi: /^Tài khoản của bạn đã dùng hết ngân sách sử dụng hợp lý 0\s₫ chi phí máy tạo ảnh của tháng này/,
  en: /^Your account has used its fair-use budget of ₫0 of engine cost for this month/,
} as const;

for (const locale of ['vi', 'en'] as const) {
  const d = locale === 'vi' ? vi : en;
  test(`an Enterprise account past its budget is told so in the studio (${locale})`, async ({
    page,
    request,
  }) => {
    // The administrator gives the account Enterprise and a budget of 0 ₫.
    const admin = await registerOnce(request, {
      ...newAccount('admin'),
      email: 'founder@kieu.studio',
    });
    const adminLogin = await request.post(`${apiUrl}/auth/login`, {
      data: { username: admin.email, password: admin.password },
    });
    const adminToken = ((await adminLogin.json()) as { access_token: string }).access_token;
    const member = await register(request, newAccount('doanh-nghiep'));
    const { user, token } = await login(page, request, member);
    const headers = { authorization: `Bearer ${adminToken}` };
    const plan = await request.put(`${apiUrl}/api/admin/users/${user.id}`, {
      headers,
      data: { plan: 'enterprise' },
    });
    expect(plan.status(), await plan.text()).toBe(200);
    const budget = await request.put(`${apiUrl}/api/admin/users/${user.id}/fair-use`, {
      headers,
      data: { budget_vnd: 0 },
    });
    expect(budget.status(), await budget.text()).toBe(200);

    await useAppLocale(page, locale);
    await page.goto('/body-generator');
    await page.getByRole('radio', { name: d['toolsUi.gender.female'] }).check();
    await page.getByLabel(d['toolsUi.body.height']).fill('165');
    await page.getByLabel(d['toolsUi.body.weight']).fill('54');
    await page.getByLabel(d['toolsUi.body.age']).fill('26');
    await page.getByRole('radio', { name: d['toolsUi.skinTone.light'], exact: true }).check();
    await page.getByLabel(d['toolsUi.body.bodyType'], { exact: true }).selectOption('slim');
    await page.getByRole('button', { name: d['toolsUi.generate'], exact: true }).click();
    const toast = toasts(page).getByRole('listitem');
    await expect(toast).toContainText(d['toolsUi.generationError']);
    await expect(toast.getByText(expected[locale])).toBeVisible();
    await expect(toast).not.toContainText(d['toolsUi.error.body']);
    // Nothing was made: the history is empty.
    const history = await request.get(`${apiUrl}/history?limit=5`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(history.status()).toBe(200);
    expect(((await history.json()) as { items: unknown[] }).items).toEqual([]);
    await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });
  });
}

for (const [locale, plan, text] of [
  [
    'vi',
    'Doanh nghiệp',
    'Sử dụng hợp lý: Lượt tạo không giới hạn đi kèm ngân sách chi phí máy tạo ảnh mỗi tháng cho mỗi tài khoản, mặc định 2.495.000\u00a0₫.',
  ],
  [
    'en',
    'Enterprise',
    'Fair use: Unlimited generations come with a monthly engine-cost budget per account of ₫2,495,000 by default.',
  ],
] as const) {
  test(`the studio's pricing states the Enterprise fair-use policy (${locale})`, async ({
    page,
    request,
  }) => {
    await login(page, request, await register(request));
    await useAppLocale(page, locale);
    await page.goto('/studio-pricing');
    const card = page
      .getByRole('heading', { name: plan, exact: true })
      .locator('xpath=ancestor::*[.//*[@data-fair-use]][1]');
    await expect(card.locator('[data-fair-use]')).toContainText(text);
    // Only the unlimited plan carries it.
    await expect(page.locator('[data-fair-use]')).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}
