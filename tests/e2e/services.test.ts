import { AxeBuilder } from './support/axe.ts';
import { expect, test } from '@playwright/test';
import { creditCosts } from '../../src/contracts/credits.ts';
import { studioTools } from '../../src/contracts/studio.ts';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { login, register, useAppLocale } from './support/accounts.ts';

// Issue 28 point 2 (spec §2.1): /services, behind the login guard, lists the studio's tools with
// what a generation of each costs and a link into each.
test.use({ viewport: { width: 1280, height: 800 } });

const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (_, key: string) => String(values[key]));

for (const [lang, dict] of [
  ['vi', vi],
  ['en', en],
] as const) {
  test(`the services overview is behind the login guard and lists each tool's cost (${lang})`, async ({
    page,
    request,
  }) => {
    await useAppLocale(page, lang);
    await page.goto('/services');
    await expect(page.getByRole('dialog', { name: dict['authUi.login.title'] })).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(page.getByText(dict['session.authRequired'], { exact: true })).toBeVisible();
    await expect(page.getByRole('heading', { name: dict['studio.services.heading'] })).toHaveCount(
      0,
    );

    await login(page, request, await register(request));
    await page.goto('/services');
    await expect(
      page.getByRole('heading', { level: 1, name: dict['studio.services.heading'] }),
    ).toBeVisible();
    await expect(page).toHaveTitle(`${dict['studio.services.title']} · Kiểu Studio`);
    const cards = page.getByRole('main').getByRole('listitem');
    await expect(cards).toHaveCount(studioTools.length);
    for (const tool of studioTools) {
      const name = dict[`tools.name.${tool}`];
      const card = page.getByRole('listitem', { name, exact: true });
      const cost =
        creditCosts[tool] === 1
          ? dict['dashboard.tool.costOne']
          : fill(dict['dashboard.tool.cost'], { count: creditCosts[tool] });
      await expect(card.getByText(cost, { exact: true })).toBeVisible();
      await expect(
        card.getByRole('link', { name: fill(dict['studio.services.open'], { tool: name }) }),
      ).toHaveAttribute('href', `/${tool}`);
    }
    const results = await new AxeBuilder({ page }).analyze();
    expect(results.violations.map((v) => v.id)).toEqual([]);
    await page
      .getByRole('link', {
        name: fill(dict['studio.services.open'], { tool: dict['tools.name.image-to-video'] }),
      })
      .click();
    await expect(page).toHaveURL(/\/image-to-video$/);
  });
}
