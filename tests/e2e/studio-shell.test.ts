import { expect, test, type Page } from '@playwright/test';
import {
  type Account,
  login,
  newAccount,
  register,
  registerOnce,
  useAppLocale,
} from './support/accounts.ts';
import { studioRoutes } from './support/studio-routes.ts';
import { studioTools } from '../../src/contracts/studio.ts';

const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.0 Mobile/15E148 Safari/604.1';

test.describe.configure({ mode: 'default' });
let account: Account;
test.beforeAll(async ({ request }) => {
  account = await register(request, newAccount('studio'));
});

const restriction = (page: Page) =>
  page.getByRole('heading', { level: 1, name: 'Vui lòng dùng màn hình lớn hơn' });

test.describe('at 390 px (a phone)', () => {
  // A phone is told by what it is, touch and user agent, not by the width alone (decision 104).
  test.use({
    viewport: { width: 390, height: 844 },
    userAgent: IPHONE,
    hasTouch: true,
    isMobile: true,
  });

  test('every studio, dashboard and admin route shows the restriction screen', async ({
    page,
    request,
  }) => {
    await login(page, request, account);
    for (const route of studioRoutes) {
      await page.goto(route);
      await expect(restriction(page), route).toBeVisible();
      await expect(
        page.getByText('Máy tính (>=1024px) hoặc máy tính bảng (>=768px)'),
      ).toBeVisible();
      await expect(page.getByText('Điện thoại', { exact: true })).toBeVisible();
      await expect(page.getByText('390 × 844 px')).toBeVisible();
      await expect(page.getByRole('navigation', { name: 'Studio' })).toHaveCount(0);
    }
  });

  test('the home page works and the restriction screen leads back to it', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await expect(restriction(page)).toHaveCount(0);
    await page.goto('/dashboard');
    await page.getByRole('link', { name: 'Về trang chủ' }).click();
    await expect(page).toHaveURL(/\/$/);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
  });

  test('the restriction screen speaks English when that is the chosen language', async ({
    page,
  }) => {
    await useAppLocale(page, 'en');
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Please use a larger screen' }),
    ).toBeVisible();
    await expect(page.getByText('Desktop (>=1024px) or Tablet (>=768px)')).toBeVisible();
    await expect(page.getByRole('button', { name: 'Refresh' })).toBeVisible();
    await expect(page.getByRole('link', { name: 'Back to home' })).toHaveAttribute('href', '/en/');
  });
});

test.describe('by user agent', () => {
  test.use({ viewport: { width: 932, height: 430 }, userAgent: IPHONE, hasTouch: true });
  test('a phone in landscape is still a phone', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(restriction(page)).toBeVisible();
  });
});

test.describe('an iPad at 1180 px', () => {
  test.use({ viewport: { width: 1180, height: 820 }, userAgent: IPAD, hasTouch: true });
  test('counts as a tablet and gets the studio', async ({ page }) => {
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Chào mừng đến với Kiểu Studio' }),
    ).toBeVisible();
    await expect(restriction(page)).toHaveCount(0);
  });
});

test.describe('at 900 px (a tablet)', () => {
  test.use({ viewport: { width: 900, height: 1100 } });

  test('the sidebar opens as a drawer from the menu button and closes with Esc', async ({
    page,
    request,
  }) => {
    await login(page, request, account);
    await page.goto('/body-generator');
    await expect(page.getByRole('heading', { level: 1, name: 'Tạo dáng người' })).toBeVisible();
    const menu = page.getByRole('button', { name: 'Mở menu' });
    await expect(page.getByRole('navigation', { name: 'Studio' })).toBeHidden();
    await menu.click();
    const drawer = page.getByRole('dialog', { name: 'Studio' });
    await expect(drawer.getByRole('link', { name: 'Lịch sử' })).toBeVisible();
    await expect(drawer.getByRole('link', { name: 'Tạo dáng người' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    await page.keyboard.press('Escape');
    await expect(drawer).toHaveCount(0);
    await expect(menu).toBeFocused();
  });
});

test.describe('at 1280 px (a desktop)', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('the sidebar lists the studio and marks the current page', async ({ page, request }) => {
    await login(page, request, account);
    await page.goto('/image-editing');
    const nav = page.getByRole('navigation', { name: 'Studio' });
    for (const name of [
      'Bảng điều khiển',
      'Thử đồ ảo',
      'Tạo dáng người',
      'Đổi kiểu tóc',
      'Ảnh thành video',
      'Chỉnh sửa ảnh',
      'Lịch sử',
      'Quản lý API',
      'Bảng giá',
      'Trợ giúp',
    ]) {
      await expect(nav.getByRole('link', { name, exact: true })).toBeVisible();
    }
    await expect(nav.getByRole('link', { name: 'Chỉnh sửa ảnh' })).toHaveAttribute(
      'aria-current',
      'page',
    );
    const card = page.getByRole('region', { name: 'Tài khoản' });
    await expect(card).toContainText(account.email);
    await expect(card.getByRole('link', { name: 'Cài đặt hồ sơ' })).toHaveAttribute(
      'href',
      '/profile',
    );
    await expect(card.getByRole('link', { name: 'Trang quản trị' })).toHaveCount(0);

    await page.getByRole('combobox', { name: 'Ngôn ngữ' }).selectOption('en');
    await expect(nav.getByRole('link', { name: 'Image editing' })).toBeVisible();
    await expect(page.getByRole('heading', { level: 1, name: 'Image editing' })).toBeVisible();
    await expect(page).toHaveTitle(/Image editing/);
  });

  test('a studio route asks a visitor to log in; the login lands on the dashboard', async ({
    page,
  }) => {
    await page.goto('/image-to-video');
    const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
    await expect(dialog).toBeVisible();
    await dialog.getByLabel('Email').fill(account.email);
    await dialog.getByLabel('Mật khẩu').fill(account.password);
    await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
    // Spec §2.4: every successful login lands on /dashboard (decision 039).
    await expect(page).toHaveURL(/\/dashboard$/);
    await expect(
      page.getByRole('heading', { level: 1, name: `Xin chào, ${account.name}` }),
    ).toBeVisible();
  });

  test('a visitor sees the sign-in invitation once and the tools with their cost', async ({
    page,
  }) => {
    await useAppLocale(page, 'en');
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: 'Welcome to Kiểu Studio' }),
    ).toBeVisible();
    await expect(
      page.getByText('Log in or create an account to see your generations and start creating.'),
    ).toBeVisible();
    await expect(
      page.getByText('Authentication Required: Please login to access this feature.'),
    ).toHaveCount(1);
    const tools = page.getByRole('region', { name: 'Quick access' });
    await expect(tools.getByRole('listitem')).toHaveCount(studioTools.length);
    await expect(tools.getByText('1 credit', { exact: true }).first()).toBeVisible();
    // Spec §2.4, §6: visitors see no generation of anyone (issue 28 point 5).
    await expect(page.getByRole('heading', { name: 'Community generations' })).toHaveCount(0);
    const guest = page.getByRole('region', { name: 'You are not logged in' });
    await expect(guest.getByRole('button', { name: 'Log in' })).toBeVisible();
  });

  test('a signed-in user sees the free plan with its 5 credits and every tool', async ({
    page,
    request,
  }) => {
    await login(page, request, account);
    await useAppLocale(page, 'en');
    await page.goto('/dashboard');
    await expect(
      page.getByRole('heading', { level: 1, name: `Welcome, ${account.name}` }),
    ).toBeVisible();
    const membership = page.getByRole('region', { name: 'Credits and membership' });
    await expect(membership).toContainText('Free trial');
    await expect(membership).toContainText('5 credits');
    const tools = page.getByRole('region', { name: 'Quick access' });
    await expect(tools.getByRole('link')).toHaveCount(studioTools.length);
    await tools.getByRole('link', { name: 'Hairstyle changer' }).click();
    await expect(page).toHaveURL(/\/hairstyle-changer$/);
  });
});

test.describe('an administrator at 1280 px', () => {
  test.use({ viewport: { width: 1280, height: 900 } });

  test('sees the Admin Dashboard link in the account card and reaches the summary', async ({
    page,
    request,
  }) => {
    const admin = await registerOnce(request, {
      ...newAccount('admin'),
      email: 'studio-admin@example.com',
    });
    await login(page, request, admin);
    await page.goto('/dashboard');
    const link = page
      .getByRole('region', { name: 'Tài khoản' })
      .getByRole('link', { name: 'Trang quản trị' });
    await expect(link).toHaveAttribute('href', '/admin');
    await link.click();
    await expect(page).toHaveURL(/\/admin$/);
    await expect(page.getByRole('heading', { level: 1, name: 'Trang quản trị' })).toBeVisible();
    await expect(page.getByRole('navigation', { name: 'Studio' })).toBeVisible();
    await expect(page.getByText('Truy cập bị từ chối')).toHaveCount(0);
  });
});
