import { expect, test } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { apiUrl } from './support/accounts.ts';
import { expectPagesAxeClean } from './support/axe.ts';

// Issue 45: the public API's developer page and its reference, linked from every page's footer.
const languages = [
  { lang: 'vi-VN', home: '/', page: '/developers', dict: vi },
  { lang: 'en-US', home: '/en/', page: '/en/developers', dict: en },
] as const;

for (const { lang, home, page: path, dict } of languages) {
  test(`the footer leads to the developers page and the API reference (${lang})`, async ({
    page,
    request,
  }) => {
    await page.goto(home);
    const footer = page
      .getByRole('contentinfo')
      .getByRole('navigation', { name: dict['developers.footerHeading'] });
    await expect(
      footer.getByRole('link', { name: dict['developers.referenceLink'] }),
    ).toHaveAttribute('href', `${apiUrl}/v1/reference`);
    await footer.getByRole('link', { name: dict['developers.footerLink'] }).click();
    await expect(page).toHaveURL(new RegExp(`${path}/?$`));
    await expect(page.locator('html')).toHaveAttribute('lang', lang);
    await expect(
      page.getByRole('heading', { level: 1, name: dict['developers.heading'] }),
    ).toBeVisible();
    // The three steps of getting a token, in order.
    const steps = page.getByRole('list').filter({ hasText: dict['developers.token.plan.title'] });
    await expect(steps.getByRole('heading', { level: 3 })).toHaveText([
      dict['developers.token.account.title'],
      dict['developers.token.plan.title'],
      dict['developers.token.create.title'],
    ]);
    await expect(steps).toContainText('plan_without_api_access');
    await expect(steps).toContainText(dict['pricing.plan.pro']);
    for (const key of ['consent.heading', 'engines.heading', 'links.heading'] as const) {
      await expect(
        page.getByRole('heading', { level: 2, name: dict[`developers.${key}`] }),
      ).toBeVisible();
    }
    // Every reference link answers: the page, the document, the changelog, the capabilities.
    const links = page
      .getByRole('region', { name: dict['developers.links.heading'] })
      .getByRole('link');
    await expect(links).toHaveCount(4);
    for (const href of await links.evaluateAll((all) => all.map((a) => a.getAttribute('href')!))) {
      expect(href.startsWith(`${apiUrl}/v1/`), href).toBe(true);
      expect((await request.get(href)).status(), href).toBe(200);
    }
  });
}

test('the developers page has no violations in either language, phone and desktop', async ({
  page,
}) => {
  for (const width of [390, 1280]) {
    await page.setViewportSize({ width, height: 900 });
    await expectPagesAxeClean(page, ['/developers', '/en/developers'], `at ${width}px`);
  }
});
