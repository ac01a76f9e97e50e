import { expect, test } from '@playwright/test';
import { expectNoAxeViolations } from './support/axe.ts';
import { keyboardOnly } from './support/keyboard.ts';
import { dictionaries } from './support/keyboard-flow.ts';
import { services as siteServices } from '../../src/components/home/content.ts';

// Every service the site offers, the model tools included (issue 42), in the menu's order.
const services = siteServices.map(
  (service) => [`tools.name.${service.tool}` as const, service.path] as const,
);

for (const [locale, home] of [
  ['vi', '/'],
  ['en', '/en/'],
] as const) {
  const d = dictionaries[locale];

  test(`the Services submenu works from the keyboard (${locale})`, async ({ page }) => {
    await page.goto(home);
    const keys = keyboardOnly(page);
    const nav = page.getByRole('navigation', { name: d['nav.label'] });
    const button = nav.getByRole('button', { name: d['nav.services'] });
    const first = nav.getByRole('link', { name: d[services[0]![0]] });
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeHidden();

    await keys.start(d['a11y.skipToContent']);
    await keys.tabTo(button);
    await keys.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (const [name, href] of services) {
      await expect(nav.getByRole('link', { name: d[name] })).toHaveAttribute('href', href);
    }
    await expectNoAxeViolations(page);
    await keys.press('Tab');
    await expect(first).toBeFocused();

    await keys.press('Escape');
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(button).toBeFocused();
    await expect(first).toBeHidden();

    // Tab past the last service closes the list (issue 40): it stayed open over the page.
    await keys.press('Enter');
    await expect(button).toHaveAttribute('aria-expanded', 'true');
    for (let i = 0; i < services.length + 1; i += 1) await keys.press('Tab');
    // Focus has left the list for the next header control.
    expect(
      await page.evaluate(() => Boolean(document.activeElement?.closest('[data-disclosure]'))),
    ).toBe(false);
    await expect(button).toHaveAttribute('aria-expanded', 'false');
    await expect(first).toBeHidden();
  });
}

test('signed out, the header offers Go App', async ({ page }) => {
  await page.goto('/en/');
  await expect(page.getByRole('link', { name: 'Go App' })).toHaveAttribute('href', '/dashboard');
  await expect(page.getByRole('button', { name: /Account menu/ })).toBeHidden();
});

test.describe('signed in', () => {
  test.beforeEach(async ({ page }) => {
    await page.route('**/auth/logout', (route) => route.fulfill({ status: 204, body: '' }));
    await page.addInitScript(() => {
      if (sessionStorage.getItem('seeded')) return;
      sessionStorage.setItem('seeded', '1');
      localStorage.setItem('kieu.auth.token', 'header.test.token');
      localStorage.setItem(
        'kieu.auth.user',
        JSON.stringify({ id: 'u1', name: 'Phạm Thị Lan', email: 'lan@example.vn' }),
      );
    });
  });

  test('shows the avatar menu with the initials instead of Go App', async ({ page }) => {
    await page.goto('/en/about');
    await expect(page.getByRole('link', { name: 'Go App' })).toBeHidden();
    const avatar = page.getByRole('button', { name: 'PT Account menu' });
    await expect(avatar).toBeVisible();
    await avatar.click();
    await expect(page.getByRole('link', { name: 'Dashboard' })).toHaveAttribute(
      'href',
      '/dashboard',
    );
    await expect(page.getByRole('link', { name: 'Profile' })).toHaveAttribute('href', '/profile');
    await page.keyboard.press('Escape');
    await expect(avatar).toBeFocused();
    await expect(page.getByRole('link', { name: 'Profile' })).toBeHidden();
  });

  test('Log out clears the session and goes home in the same language', async ({ page }) => {
    await page.goto('/en/about');
    await page.getByRole('button', { name: 'PT Account menu' }).click();
    await page.getByRole('button', { name: 'Log out' }).click();
    await expect(page).toHaveURL(/\/en\/$/);
    expect(await page.evaluate(() => localStorage.getItem('kieu.auth.token'))).toBeNull();
    expect(await page.evaluate(() => localStorage.getItem('kieu.auth.user'))).toBeNull();
    await expect(page.getByRole('link', { name: 'Go App' })).toBeVisible();
  });

  test('falls back to the email’s first letter', async ({ page }) => {
    await page.goto('/');
    await page.evaluate(() =>
      localStorage.setItem(
        'kieu.auth.user',
        JSON.stringify({ id: 'u1', name: '', email: 'mai@kieu.vn' }),
      ),
    );
    await page.reload();
    await expect(page.getByRole('button', { name: 'M Menu tài khoản' })).toBeVisible();
  });
});

test('the language toggle keeps the page', async ({ page }) => {
  await page.goto('/about');
  await page.getByRole('link', { name: 'English' }).click();
  await expect(page).toHaveURL(/\/en\/about$/);
  await page.getByRole('link', { name: 'Tiếng Việt' }).click();
  await expect(page).toHaveURL(/\/about$/);
  await expect(page.locator('html')).toHaveAttribute('lang', 'vi-VN');
});

test.describe('phone', () => {
  test.use({ viewport: { width: 390, height: 844 } });

  test('the Services submenu works inside the phone menu', async ({ page }) => {
    await page.goto('/en/');
    await page.getByRole('button', { name: 'Menu', exact: true }).click();
    const nav = page.getByRole('navigation', { name: 'Main' });
    await nav.getByRole('button', { name: 'Services' }).click();
    await expect(nav.getByRole('link', { name: 'Image editing' })).toBeVisible();
  });
});

test('the footer lists the services, social links and payment methods', async ({ page }) => {
  await page.goto('/en/');
  const footer = page.getByRole('contentinfo');
  const tools = footer.getByRole('navigation', { name: 'Services' });
  await expect(tools.getByRole('link')).toHaveCount(siteServices.length);
  await expect(tools.getByRole('link', { name: 'Hairstyle changer' })).toHaveAttribute(
    'href',
    '/hairstyle-changer',
  );
  for (const network of ['Facebook', 'TikTok', 'Instagram', 'YouTube', 'Zalo']) {
    await expect(footer.getByRole('link', { name: `Kiểu Studio on ${network}` })).toBeVisible();
  }
  // Issue 43: the methods this deployment accepts (the stand-ins' rails here), and no other.
  for (const name of ['VietQR', 'MoMo', 'ZaloPay']) {
    await expect(footer.getByRole('img', { name, exact: true })).toBeVisible();
  }
  for (const name of ['PayPal', 'Visa', 'VNPay']) {
    await expect(footer.getByRole('img', { name, exact: true })).toHaveCount(0);
  }
  await expect(footer.getByRole('link', { name: 'Privacy policy' })).toHaveAttribute(
    'href',
    '/en/privacy',
  );
  await expect(footer).toContainText('© 2025 Kiểu Studio');
});
