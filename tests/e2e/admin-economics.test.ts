import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { apiUrl, login, newAccount, registerOnce, useAppLocale } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

test.use({ viewport: { width: 1280, height: 900 } });

/** Recorded figures of February `year`: a try-on that earns, a Veo 3 video that loses. */
function februaryRows(year: number) {
  return [
    {
      tool: 'virtual-tryon',
      plan_id: 'basic',
      model: 'fal-ai/fashn/tryon/v1.6',
      revenue_vnd: 1_980,
      cost_vnd: 1_950,
      day: `${year}-02-03`,
    },
    {
      tool: 'image-to-video',
      plan_id: 'premium',
      option: 'veo3-8s',
      model: 'fal-ai/veo3',
      credits: 2,
      revenue_vnd: 1_990,
      cost_vnd: 130_000,
      day: `${year}-02-10`,
    },
  ];
}

/** The administrator of the browser tests' API (ADMIN_EMAILS), with February's figures seeded. */
async function signInAdmin(
  page: Page,
  request: APIRequestContext,
  locale: 'vi' | 'en',
  year: number,
) {
  const admin = await registerOnce(request, {
    ...newAccount('admin'),
    email: 'founder@kieu.studio',
  });
  const { token } = await login(page, request, admin);
  const seeded = await request.post(`${apiUrl}/dev/seed-economics`, {
    headers: { authorization: `Bearer ${token}` },
    data: { rows: februaryRows(year) },
  });
  expect(seeded.status(), await seeded.text()).toBe(201);
  await useAppLocale(page, locale);
}

test('shows revenue, engine cost and margin, and the losing options, in Vietnamese', async ({
  page,
  request,
}) => {
  await signInAdmin(page, request, 'vi', 2020);
  await page.goto('/admin/analytics');
  await page.getByLabel('Từ ngày').fill('01/02/2020');
  await page.getByLabel('Đến ngày').fill('29/02/2020');
  await page.getByRole('button', { name: 'Xem' }).click();

  await expect(
    page.getByRole('heading', {
      level: 2,
      name: 'Doanh thu, chi phí máy tạo ảnh và biên lợi nhuận',
    }),
  ).toBeVisible();
  const figure = page.getByRole('figure', { name: /2 lượt tạo mang lại 3\.970\s₫/ });
  await expect(figure).toContainText('chi phí máy tạo ảnh 131.950\u00a0₫');
  await expect(figure.locator('canvas')).toHaveCount(1);
  const byTool = page.getByRole('table', { name: 'Biên lợi nhuận theo công cụ' });
  await expect(byTool.getByRole('row', { name: /Ảnh thành video/ })).toContainText('-128.010');
  await expect(byTool.getByRole('row', { name: /Thử đồ ảo/ })).toContainText('1,5%');
  const byPlan = page.getByRole('table', { name: 'Biên lợi nhuận theo gói' });
  await expect(byPlan.getByRole('row', { name: /Cao cấp/ })).toContainText('-128.010');
  await expect(
    page
      .getByRole('table', { name: 'Biên lợi nhuận theo mô hình' })
      .getByRole('row', { name: /fal-ai\/veo3/ }),
  ).toBeVisible();
  const worst = page.getByRole('table', { name: 'Năm tùy chọn lỗ nhiều nhất' });
  // The profitable try-on is not a losing option.
  await expect(worst.getByRole('row')).toHaveCount(2);
  await expect(worst.getByRole('row').nth(1)).toContainText('Ảnh thành video: veo3-8s');
  await expectNoAxeViolations(page);
});

test('shows the margin by day in English', async ({ page, request }) => {
  await signInAdmin(page, request, 'en', 2021);
  await page.goto('/admin/analytics');
  await page.getByLabel('Period').selectOption('daily');
  await page.getByLabel('From', { exact: true }).fill('02/01/2021');
  await page.getByLabel('To', { exact: true }).fill('02/14/2021');
  await page.getByRole('button', { name: 'Show' }).click();

  const overTime = page.getByRole('table', { name: 'Gross margin over time' });
  await expect(overTime.getByRole('row')).toHaveCount(15);
  await expect(
    overTime.getByRole('row', { name: /February 10, 2021|10 February 2021|Feb 10, 2021/ }),
  ).toContainText('-₫128,010');
  const byEngine = page.getByRole('table', { name: 'Margin by engine' });
  await expect(byEngine.getByRole('row', { name: /^fal / })).toContainText('-₫127,980');
  await expect(
    page
      .getByRole('table', { name: 'The five options that lose the most' })
      .getByRole('row')
      .nth(1),
  ).toContainText('Image to video: veo3-8s');
  // A day without generations has no ratio to show.
  await expect(
    overTime.getByRole('row', { name: /February 2, 2021|2 February 2021|Feb 2, 2021/ }),
  ).toContainText('no revenue');
  await expectNoAxeViolations(page);
});

test("sets an Enterprise account's fair-use budget in the account dialog, in Vietnamese", async ({
  page,
  request,
}) => {
  await signInAdmin(page, request, 'vi', 2022);
  const member = await registerOnce(request, newAccount('doanh-nghiep', 'Lê Minh Châu'));
  await page.goto('/admin/users');
  await page.getByLabel('Email chứa').fill(member.email);
  await page.getByRole('button', { name: 'Tìm kiếm', exact: true }).click();
  await page.getByRole('button', { name: `Quản lý ${member.email}` }).click();
  const dialog = page.getByRole('dialog', { name: `Quản lý ${member.email}` });
  const form = dialog.getByRole('form', { name: 'Ngân sách sử dụng hợp lý (gói không giới hạn)' });
  const budget = form.getByLabel('Ngân sách mỗi tháng (₫)');
  await expect(budget).toHaveValue('');
  await expect(budget).toHaveAccessibleDescription(/mặc định 2\.495\.000\s₫/);
  await budget.fill('-1');
  await form.getByRole('button', { name: 'Lưu ngân sách' }).click();
  await expect(form.getByText('Hãy nhập số đồng nguyên từ 0 đến 10.000.000.000')).toBeVisible();
  await expect(budget).toHaveAttribute('aria-invalid', 'true');
  await budget.fill('750000');
  await form.getByRole('button', { name: 'Lưu ngân sách' }).click();
  await expect(page.getByText('Đã lưu ngân sách.')).toBeVisible();
  await expect(form).toContainText('trên tổng 750.000\u00a0₫');
  await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });
});

for (const [path, locale, plan, title, budget] of [
  ['/pricing', 'vi', 'Doanh nghiệp', 'Sử dụng hợp lý', 'mặc định 2.495.000\u00a0₫'],
  ['/en/pricing', 'en', 'Enterprise', 'Fair use', 'of ₫2,495,000 by default'],
] as const) {
  test(`states the Enterprise fair-use policy on ${path} (${locale})`, async ({ page }) => {
    await page.goto(path);
    const cards = page.getByRole('article');
    const enterprise = cards.filter({
      has: page.getByRole('heading', { name: plan, exact: true }),
    });
    const policy = enterprise.getByRole('region', { name: title });
    await expect(policy).toContainText(budget);
    // Only the unlimited plan carries it.
    await expect(page.getByRole('region', { name: title })).toHaveCount(1);
    await expectNoAxeViolations(page);
  });
}
