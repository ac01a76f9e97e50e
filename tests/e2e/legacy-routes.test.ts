import { AxeBuilder } from './support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { login, register } from './support/accounts.ts';

// Issue 28 point 1 (spec §2.2): the four -legacy pages put the studio's own tool on one page in
// the public layout (site header and footer), behind the login guard, with no stepper.
test.use({ viewport: { width: 1280, height: 800 } });

const tools = ['virtual-tryon', 'body-generator', 'hairstyle-changer', 'image-to-video'] as const;

/** Ids that more than one element carries: the stacked try-on steps must not repeat any. */
function duplicateIds(page: Page) {
  return page.evaluate(() => {
    const ids = [...document.querySelectorAll('[id]')].map((element) => element.id);
    return [...new Set(ids.filter((value, index) => ids.indexOf(value) !== index))];
  });
}

for (const [lang, dict, prefix] of [
  ['vi', vi, ''],
  ['en', en, '/en'],
] as const) {
  test(`the legacy tool pages ask a visitor to log in (${lang})`, async ({ page }) => {
    test.setTimeout(90_000);
    for (const tool of tools) {
      await page.goto(`${prefix}/${tool}-legacy`);
      await expect(
        page.getByRole('banner').getByRole('link', { name: dict['nav.pricing'], exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('dialog', { name: dict['authUi.login.title'] })).toBeVisible();
      await page.keyboard.press('Escape');
      await expect(page.getByText(dict['session.authRequired'], { exact: true })).toBeVisible();
      await expect(
        page.getByRole('button', { name: dict['toolsUi.generate'], exact: true }),
      ).toHaveCount(0);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe(
        lang === 'en' ? 'en-US' : 'vi-VN',
      );
    }
  });

  test(`signed in, each legacy page shows its tool on one page with header and footer (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await login(page, request, await register(request));
    for (const tool of tools) {
      await page.goto(`${prefix}/${tool}-legacy`);
      await expect(
        page.getByRole('heading', { level: 1, name: dict[`tools.name.${tool}`] }),
      ).toBeVisible();
      // One Generate button: the tool's own, not a second copy.
      await expect(
        page.getByRole('button', { name: dict['toolsUi.generate'], exact: true }),
      ).toBeVisible();
      await expect(page.getByRole('banner')).toHaveCount(1);
      await expect(page.getByRole('main')).toHaveCount(1);
      await expect(
        page.getByRole('contentinfo').getByRole('link', { name: dict['footer.privacy'] }),
      ).toBeVisible();
      // No stepper: neither step list nor a current step.
      await expect(page.getByRole('list', { name: dict['toolsUi.steps'] })).toHaveCount(0);
      await expect(page.getByRole('list', { name: dict['tryOn.steps'] })).toHaveCount(0);
      await expect(page.locator('[aria-current="step"]')).toHaveCount(0);
      if (tool === 'virtual-tryon') {
        // The three steps stand one after another, with their own ids.
        for (const key of [
          'tryOn.step.model',
          'tryOn.step.garment',
          'tryOn.step.generate',
        ] as const) {
          await expect(page.getByRole('heading', { level: 2, name: dict[key] })).toBeVisible();
        }
        await expect(page.getByRole('button', { name: dict['tryOn.uploadModel'] })).toBeVisible();
        await expect(page.getByRole('button', { name: dict['tryOn.uploadGarment'] })).toBeVisible();
        await expect(page.getByRole('button', { name: dict['tryOn.continue'] })).toHaveCount(0);
        expect(await duplicateIds(page)).toEqual([]);
      }
      const results = await new AxeBuilder({ page }).analyze();
      expect(
        results.violations.map((v) => `${tool}: ${v.id}: ${v.nodes.map((n) => n.target)}`),
      ).toEqual([]);
    }
  });
}
