import { AxeBuilder } from './support/axe.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import {
  type Account,
  apiUrl,
  login,
  newAccount,
  register,
  registerOnce,
  useAppLocale,
} from './support/accounts.ts';

test.use({ viewport: { width: 1280, height: 900 } });

const DENIED =
  "You don't have permission to access the admin dashboard. Only authorized administrators can access this area.";

async function expectNoAxeViolations(page: Page) {
  const axe = await new AxeBuilder({ page }).analyze();
  expect(axe.violations).toEqual([]);
}

for (const path of ['/admin/users', '/admin/payments', '/admin/analytics']) {
  test(`${path} tells a signed-in non-admin that access is denied`, async ({ page, request }) => {
    const account = await register(request);
    await login(page, request, account);
    await useAppLocale(page, 'en');
    await page.goto(path);
    const alert = page.getByRole('alert');
    await expect(alert.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
    await expect(alert).toContainText(DENIED);
    await expect(alert).toContainText(account.email);
    await expect(page.getByRole('table')).toHaveCount(0);
  });
}

// One administrator for this file (ADMIN_EMAILS of the browser tests' API), so in order.
test.describe('an administrator', () => {
  test.describe.configure({ mode: 'serial' });
  let admin: Account;
  let member: Account & { token: string };

  async function signInAdmin(page: Page, request: APIRequestContext, locale: 'vi' | 'en') {
    admin ??= await registerOnce(request, {
      ...newAccount('admin'),
      email: 'founder@kieu.studio',
    });
    await login(page, request, admin);
    await useAppLocale(page, locale);
  }

  test('finds a user, adjusts credits with a reason, disables and enables them', async ({
    page,
    request,
  }) => {
    await signInAdmin(page, request, 'en');
    const account = await register(request, newAccount('thanh-vien', 'Phạm Thu Trang'));
    const loggedIn = await request.post(`${apiUrl}/auth/login`, {
      data: { username: account.email, password: account.password },
    });
    member = {
      ...account,
      token: ((await loggedIn.json()) as { access_token: string }).access_token,
    };

    await page.goto('/admin/users');
    await expect(page.getByRole('heading', { level: 1, name: 'Users' })).toBeVisible();
    await expect(
      page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: 'Blog' }),
    ).toHaveAttribute('href', '/admin/blog');
    await page.getByLabel('Email contains').fill(member.email.toUpperCase());
    await page.getByRole('button', { name: 'Search', exact: true }).click();
    await expect(page.getByText('Users found: 1')).toBeVisible();
    const row = page.getByRole('row', { name: new RegExp(member.email) });
    await expect(row.getByRole('cell', { name: 'Phạm Thu Trang' })).toBeVisible();
    await row.getByRole('button', { name: `Manage ${member.email}` }).click();

    const dialog = page.getByRole('dialog', { name: `Manage ${member.email}` });
    const balance = dialog.getByRole('definition').nth(3);
    await expect(balance).toHaveText('5');
    await expect(dialog.getByText('No adjustments yet.')).toBeVisible();

    // A bad amount is explained on the field and nothing is sent.
    await dialog.getByLabel('Amount (negative to take credits back)').fill('0');
    await dialog.getByLabel('Reason').fill('Bù lượt tạo lỗi');
    await dialog.getByRole('button', { name: 'Apply adjustment' }).click();
    await expect(
      dialog.getByText('Enter a whole number of credits other than 0, from -100000 to 100000'),
    ).toBeVisible();

    await dialog.getByLabel('Amount (negative to take credits back)').fill('20');
    await dialog.getByRole('button', { name: 'Apply adjustment' }).click();
    await expect(page.getByText('Credits adjusted. New balance: 25')).toBeVisible();
    await expect(balance).toHaveText('25');
    const ledger = dialog.getByRole('table', { name: 'Adjustments' });
    await expect(
      ledger.getByRole('row', { name: /\+20 Bù lượt tạo lỗi founder@kieu\.studio/ }),
    ).toBeVisible();

    // Taking back more than the balance asks first, then shows the server's refusal.
    await dialog.getByLabel('Amount (negative to take credits back)').fill('-30');
    await dialog.getByLabel('Reason').fill('Thu hồi');
    await dialog.getByRole('button', { name: 'Apply adjustment' }).click();
    const confirmTake = dialog.getByRole('alertdialog', {
      name: 'Take 30 credits from this account?',
    });
    await confirmTake.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Could not save the change')).toBeVisible();
    await expect(
      page.getByText('The balance is 25 credits, so 30 credits cannot be taken.'),
    ).toBeVisible();
    await confirmTake.getByRole('button', { name: 'Cancel' }).click();
    await expect(balance).toHaveText('25');

    await expectNoAxeViolations(page);

    await dialog.getByRole('button', { name: 'Disable account' }).click();
    const confirmDisable = dialog.getByRole('alertdialog');
    await expect(confirmDisable).toContainText('logged out everywhere');
    await confirmDisable.getByRole('button', { name: 'Confirm' }).click();
    await expect(page.getByText('Account disabled')).toBeVisible();
    await expect(dialog.getByRole('definition').nth(5)).toHaveText('Disabled');
    const profile = await request.get(`${apiUrl}/auth/profile`, {
      headers: { authorization: `Bearer ${member.token}` },
    });
    expect(profile.status()).toBe(401);

    await dialog.getByRole('button', { name: 'Enable account' }).click();
    await expect(page.getByText('Account enabled')).toBeVisible();
    await expect(dialog.getByRole('definition').nth(5)).toHaveText('Active');
    await dialog.getByRole('button', { name: 'Close' }).click();
    await expect(row.getByRole('cell', { name: 'Active' })).toBeVisible();
  });

  test('reads the dashboard and the analytics charts in Vietnamese', async ({ page, request }) => {
    await signInAdmin(page, request, 'vi');
    // Someone has generated something, so the most active users are listed.
    const maker = await register(request);
    const made = await request.post(`${apiUrl}/auth/login`, {
      data: { username: maker.email, password: maker.password },
    });
    const { access_token: makerToken } = (await made.json()) as { access_token: string };
    const seeded = await request.post(`${apiUrl}/dev/seed-generations`, {
      headers: { authorization: `Bearer ${makerToken}` },
      data: { items: [{ tool: 'image-editing', status: 'failed', error: 'Hết thời gian' }] },
    });
    expect(seeded.status(), await seeded.text()).toBe(201);
    await page.goto('/admin');
    await expect(page.getByRole('heading', { level: 1, name: 'Trang quản trị' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Lượt tạo' })).toBeVisible();
    await expect(page.getByRole('heading', { name: 'Tín dụng và doanh thu' })).toBeVisible();
    await expectNoAxeViolations(page);

    await page
      .getByRole('navigation', { name: 'Các mục quản trị' })
      .getByRole('link', { name: 'Thống kê' })
      .click();
    await expect(page).toHaveURL(/\/admin\/analytics$/);
    for (const caption of [
      'Lượt tạo theo thời gian, theo công cụ',
      'Lượt tạo theo thời gian, theo gói',
      'Lượt đăng ký theo thời gian',
    ]) {
      const figure = page.getByRole('figure', { name: /^\d+ từ / }).filter({ hasText: caption });
      await expect(figure).toBeVisible();
      await expect(figure.locator('canvas')).toHaveCount(1);
      await expect(page.getByRole('table', { name: caption })).toBeVisible();
    }
    const top = page.getByRole('table', { name: 'Người dùng tạo nhiều nhất' });
    await expect(top.getByRole('columnheader', { name: 'Chỉnh sửa ảnh' })).toBeVisible();
    await expect(top.getByRole('row')).not.toHaveCount(0);
    // Monthly by default: twelve months in each table.
    await expect(
      page.getByRole('table', { name: 'Lượt đăng ký theo thời gian' }).getByRole('row'),
    ).toHaveCount(13);
    await expectNoAxeViolations(page);

    await page.getByLabel('Chu kỳ').selectOption('daily');
    // Dates are typed day first on a Vietnamese page, whatever the browser's language.
    await expect(page.getByLabel('Từ ngày')).toHaveAttribute('placeholder', 'dd/mm/yyyy');
    await expect(page.getByLabel('Từ ngày')).toHaveAccessibleDescription('Định dạng: dd/mm/yyyy');
    await page.getByLabel('Từ ngày').fill('31/02/2026');
    await page.getByRole('button', { name: 'Xem' }).click();
    await expect(page.getByLabel('Từ ngày')).toHaveAttribute('aria-invalid', 'true');
    await expect(page.getByText('Hãy nhập một ngày có thật theo dạng dd/mm/yyyy')).toBeVisible();
    await page.getByLabel('Từ ngày').fill('10/03/2026');
    await page.getByLabel('Đến ngày').fill('01/03/2026');
    await page.getByRole('button', { name: 'Xem' }).click();
    await expect(page.getByText('Ngày kết thúc không được trước ngày bắt đầu')).toBeVisible();

    await page.getByLabel('Đến ngày').fill('16/03/2026');
    await page.getByRole('button', { name: 'Xem' }).click();
    await expect(
      page.getByRole('table', { name: 'Lượt tạo theo thời gian, theo công cụ' }).getByRole('row'),
    ).toHaveCount(8);
    await expect(page.getByText('Ngày kết thúc không được trước ngày bắt đầu')).toHaveCount(0);
    await expect(page.getByText('Hãy nhập một ngày có thật')).toHaveCount(0);
    await expectNoAxeViolations(page);
  });

  test('types analytics dates month first in English', async ({ page, request }) => {
    await signInAdmin(page, request, 'en');
    await page.goto('/admin/analytics');
    const from = page.getByLabel('From', { exact: true });
    await expect(from).toHaveAttribute('placeholder', 'mm/dd/yyyy');
    await expect(from).toHaveAccessibleDescription('Format: mm/dd/yyyy');
    await page.getByLabel('Period').selectOption('daily');
    // Day-first text is not a date in English: the 16th month does not exist.
    await from.fill('16/03/2026');
    await page.getByLabel('To', { exact: true }).fill('03/20/2026');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByText('Enter a real date as mm/dd/yyyy')).toBeVisible();
    await from.fill('03/16/2026');
    await page.getByRole('button', { name: 'Show' }).click();
    await expect(page.getByText('Enter a real date as mm/dd/yyyy')).toHaveCount(0);
    await expect(
      page.getByRole('table', { name: 'Generations over time by tool' }).getByRole('row'),
    ).toHaveCount(6);
  });
});
