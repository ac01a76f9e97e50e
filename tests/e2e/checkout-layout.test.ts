import { AxeBuilder } from './support/axe.ts';
import { expect, test } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { login, register } from './support/accounts.ts';

// Issue 28 point 7 (spec §2.2): /checkout sits in the public layout, with the site's header and
// footer, and keeps its login guard.
test.use({ viewport: { width: 1280, height: 800 } });

for (const [lang, dict, prefix] of [
  ['vi', vi, ''],
  ['en', en, '/en'],
] as const) {
  test(`the checkout has the site header and footer and asks a visitor to log in (${lang})`, async ({
    page,
    request,
  }) => {
    await page.goto(`${prefix}/checkout?plan=pro&cycle=monthly`);
    const header = page.getByRole('banner');
    await expect(
      header.getByRole('link', { name: dict['nav.pricing'], exact: true }),
    ).toBeVisible();
    await expect(
      page.getByRole('contentinfo').getByRole('link', { name: dict['footer.privacy'] }),
    ).toBeVisible();
    // The login guard: the login dialog opens; closed, the page says a login is needed.
    await expect(page.getByRole('dialog', { name: dict['authUi.login.title'] })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText(dict['session.authRequired'], { exact: true })).toBeVisible();
    expect(await page.evaluate(() => document.documentElement.lang)).toBe(
      lang === 'en' ? 'en-US' : 'vi-VN',
    );

    // Signed in: the order summary inside the same header and footer, axe clean.
    await login(page, request, await register(request));
    await page.goto(`${prefix}/checkout?plan=pro&cycle=monthly`);
    await expect(
      page.getByRole('heading', { level: 1, name: dict['billing.checkout.heading'] }),
    ).toBeVisible();
    await expect(page.getByTestId('checkout-total')).toBeVisible();
    await expect(page.getByRole('banner')).toHaveCount(1);
    await expect(page.getByRole('main')).toHaveCount(1);
    await expect(page.getByRole('contentinfo')).toBeVisible();
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.nodes.map((n) => n.target)}`)).toEqual([]);
  });
}
