import { expect, test } from '@playwright/test';
import { login, register, useAppLocale, type Account } from './support/accounts.ts';

// One verified account for this file (registrations are rate limited per address).
test.describe.configure({ mode: 'default' });
let account: Account;
test.beforeAll(async ({ request }) => {
  account = await register(request);
});

const jwt = (claims: Record<string, unknown>) =>
  `eyJhbGciOiJIUzI1NiIsInR5cCI6IkpXVCJ9.${Buffer.from(JSON.stringify(claims)).toString('base64url')}.c2ln`;

test('a wrong password shows Login failed, in both languages', async ({ page }) => {
  await useAppLocale(page, 'en');
  await page.goto('/dashboard');
  await page
    .getByRole('region', { name: 'You are not logged in' })
    .getByRole('button', { name: 'Log in' })
    .click();
  const dialog = page.getByRole('dialog', { name: 'Log in' });
  await dialog.getByLabel('Email').fill(account.email);
  await dialog.getByLabel('Password').fill('not-the-password');
  await dialog.getByRole('button', { name: 'Log in', exact: true }).click();
  const toaster = page.locator('[data-sonner-toaster]');
  await expect(toaster.getByText('Login failed', { exact: true })).toBeVisible();
  await expect(toaster.getByText('Please check your credentials and try again.')).toBeVisible();
  // Said at the password too, where focus goes (issue 40).
  await expect(dialog.getByLabel('Password')).toHaveAccessibleDescription(
    'Please check your credentials and try again.',
  );
  await expect(page).toHaveURL(/\/dashboard$/);

  // Switching the language in the app bar re-labels the open modal.
  await page.getByRole('combobox', { name: 'Language' }).selectOption('vi');
  const vi = page.getByRole('dialog', { name: 'Đăng nhập' });
  await vi.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(toaster.getByText('Đăng nhập thất bại')).toBeVisible();
  await expect(
    toaster.getByText('Vui lòng kiểm tra lại thông tin đăng nhập và thử lại.'),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kieu.locale'))).toBe('vi');
});

test('the login form checks its fields before calling the server', async ({ page }) => {
  await useAppLocale(page, 'vi');
  await page.goto('/dashboard');
  await page.getByRole('main').getByRole('button', { name: 'Đăng nhập' }).click();
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(dialog.getByText('Vui lòng nhập email hợp lệ')).toBeVisible();
  await expect(dialog.getByText('Vui lòng nhập mật khẩu')).toBeVisible();
  // Escape closes the dialog and gives focus back to the button that opened it.
  await page.keyboard.press('Escape');
  await expect(dialog).toBeHidden();
  await expect(page.getByRole('main').getByRole('button', { name: 'Đăng nhập' })).toBeFocused();
});

test('a reload keeps the session', async ({ page, request }) => {
  await login(page, request, account);
  await page.goto('/dashboard');
  const greeting = page.getByRole('heading', { level: 1, name: `Xin chào, ${account.name}` });
  await expect(greeting).toBeVisible();
  await page.reload();
  await expect(greeting).toBeVisible();
  await expect(page.getByRole('region', { name: 'Tài khoản' })).toContainText(account.name);
});

test('an expired token logs the user out', async ({ page }) => {
  await page.goto('/robots.txt');
  const past = Math.floor(Date.now() / 1000) - 60;
  await page.evaluate(
    ([token]) => {
      localStorage.setItem('kieu.auth.token', token!);
      localStorage.setItem(
        'kieu.auth.user',
        JSON.stringify({ id: 'x', name: 'Hết Hạn', email: 'het-han@example.com' }),
      );
    },
    [jwt({ sub: 'x', email: 'het-han@example.com', exp: past, iat: past - 3600 })],
  );
  await page.goto('/dashboard');
  await expect(
    page.getByRole('heading', { level: 1, name: 'Chào mừng đến với Kiểu Studio' }),
  ).toBeVisible();
  await expect(
    page.getByText('Yêu cầu đăng nhập: Vui lòng đăng nhập để sử dụng tính năng này.').first(),
  ).toBeVisible();
  expect(await page.evaluate(() => localStorage.getItem('kieu.auth.token'))).toBeNull();
  expect(await page.evaluate(() => localStorage.getItem('kieu.auth.user'))).toBeNull();
});

test('/admin tells a signed-in non-admin that access is denied, with their email', async ({
  page,
  request,
}) => {
  await login(page, request, account);
  await useAppLocale(page, 'en');
  await page.goto('/admin');
  const alert = page.getByRole('alert');
  await expect(alert.getByRole('heading', { name: 'Access Denied' })).toBeVisible();
  await expect(alert).toContainText(
    "You don't have permission to access the admin dashboard. Only authorized administrators can access this area.",
  );
  await expect(alert).toContainText(account.email);
  await expect(alert).toContainText('contact the system administrator');
  await expect(alert.getByRole('button', { name: 'Go back' })).toBeVisible();

  await useAppLocale(page, 'vi');
  await page.goto('/admin/dashboard');
  await expect(page.getByRole('heading', { name: 'Truy cập bị từ chối' })).toBeVisible();
});

test('/admin sends a visitor home', async ({ page }) => {
  await page.goto('/admin');
  await expect(page).toHaveURL(/\/$/);
});

test('/profile asks a visitor to log in; the login lands on the dashboard', async ({ page }) => {
  await useAppLocale(page, 'vi');
  await page.goto('/profile');
  const dialog = page.getByRole('dialog', { name: 'Đăng nhập' });
  await dialog.getByLabel('Địa chỉ email').fill(account.email);
  await dialog.getByLabel('Mật khẩu').fill(account.password);
  await dialog.getByRole('button', { name: 'Đăng nhập', exact: true }).click();
  await expect(page.getByText(`Chào mừng trở lại, ${account.name}!`)).toBeVisible();
  // Spec §2.4: every successful login lands on /dashboard (decision 039).
  await expect(page).toHaveURL(/\/dashboard$/);
  await expect(
    page.getByRole('heading', { level: 1, name: `Xin chào, ${account.name}` }),
  ).toBeVisible();
});

const landing = {
  vi: {
    login: 'Đăng nhập',
    email: 'Địa chỉ email',
    password: 'Mật khẩu',
    redirecting: 'Đang chuyển đến bảng điều khiển...',
    greeting: (name: string) => `Xin chào, ${name}`,
  },
  en: {
    login: 'Log in',
    email: 'Email',
    password: 'Password',
    redirecting: 'Redirecting to your dashboard...',
    greeting: (name: string) => `Welcome, ${name}`,
  },
} as const;

for (const lang of ['vi', 'en'] as const) {
  const c = landing[lang];
  test(`${lang}: a login from the modal on a tool page goes where its toast says, the dashboard, with focus on its heading`, async ({
    page,
  }) => {
    // The toast shows for a moment before the page changes: every toast is written down in
    // sessionStorage as it appears, so the check does not race the navigation.
    await page.addInitScript(() => {
      new MutationObserver(() => {
        for (const toast of document.querySelectorAll('[data-sonner-toast]')) {
          const seen = JSON.parse(sessionStorage.getItem('seen-toasts') ?? '[]') as string[];
          const text = toast.textContent ?? '';
          if (text && !seen.includes(text)) {
            sessionStorage.setItem('seen-toasts', JSON.stringify([...seen, text]));
          }
        }
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await useAppLocale(page, lang);
    await page.goto('/image-to-video');
    const dialog = page.getByRole('dialog', { name: c.login });
    await dialog.getByLabel(c.email).fill(account.email);
    await dialog.getByLabel(c.password, { exact: true }).fill(account.password);
    await dialog.getByRole('button', { name: c.login, exact: true }).click();

    await expect(page).toHaveURL(/\/dashboard$/);
    const toasts = await page.evaluate(
      () => JSON.parse(sessionStorage.getItem('seen-toasts') ?? '[]') as string[],
    );
    expect(toasts.some((text) => text.includes(c.redirecting))).toBe(true);
    const heading = page.getByRole('heading', { level: 1, name: c.greeting(account.name) });
    await expect(heading).toBeFocused();
    expect(await page.evaluate(() => document.activeElement?.tagName)).toBe('H1');

    // The landing replaced the tool page in the history (spec §2.4).
    await page.goBack();
    await expect(page).toHaveURL(/\/robots\.txt$/);
  });
}

test('the profile shows the initials and saves a new name; logout returns home', async ({
  page,
  request,
}) => {
  await login(page, request, account);
  await useAppLocale(page, 'en');
  await page.goto('/profile');
  await expect(page.getByRole('heading', { level: 1, name: 'Profile Settings' })).toBeVisible();
  await expect(page.getByRole('img', { name: `Avatar for ${account.name}` })).toHaveText('NT');
  await expect(page.getByLabel('Email')).toHaveValue(account.email);
  await page.getByLabel('Full name').fill('Nguyễn Thị Mai Anh');
  await page.getByRole('button', { name: 'Save changes' }).click();
  await expect(page.getByText('Profile updated')).toBeVisible();
  await expect(page.getByRole('banner')).toContainText('Nguyễn Thị Mai Anh');
  await page.getByRole('banner').getByRole('button', { name: 'Log out', exact: true }).click();
  await expect(page.getByText('Logged out')).toBeVisible();
  await expect(page).toHaveURL(/\/en\/$/);
  expect(await page.evaluate(() => localStorage.getItem('kieu.auth.token'))).toBeNull();
});

test('checkout needs a login', async ({ page }) => {
  await page.goto('/en/checkout');
  await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(
    page.getByText('Authentication Required: Please login to access this feature.'),
  ).toBeVisible();
});
