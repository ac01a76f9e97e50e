import { AxeBuilder } from './support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { creditCosts } from '../../src/contracts/credits.ts';
import { studioTools } from '../../src/contracts/studio.ts';
import { apiUrl, login, register, useAppLocale, type Account } from './support/accounts.ts';
import { toasts } from './support/toaster.ts';

// Issue 22 point 7: with a balance below the cost, every tool shows its cost before any click,
// the shortage once (no second box, no toast) with a link to buy credits, and a Generate that
// looks disabled (aria-disabled, described by the shortage) and submits nothing.
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 1280, height: 800 } });

let account: Account;
test.beforeAll(async ({ request }) => {
  account = await register(request);
});

const texts = {
  en: {
    generate: 'Generate',
    buy: 'Buy credits',
    cost: (cost: number) =>
      cost === 1 ? 'Cost: 1 credit · Balance: 0' : `Cost: ${cost} credits · Balance: 0`,
    shortage: (cost: number) =>
      `Insufficient credits. You have 0, need ${cost} (${cost} more required)`,
  },
  vi: {
    generate: 'Tạo',
    buy: 'Mua thêm tín dụng',
    cost: (cost: number) =>
      cost === 1 ? 'Chi phí: 1 tín dụng · Số dư: 0' : `Chi phí: ${cost} tín dụng · Số dư: 0`,
    shortage: (cost: number) => `Không đủ tín dụng. Bạn có 0, cần ${cost} (thiếu ${cost})`,
  },
} as const;

/** GET /ai/estimate answers an empty balance at the tool's real cost. */
async function emptyBalance(page: Page) {
  await page.route(`${apiUrl}/ai/estimate?**`, (route) => {
    const tool = new URL(route.request().url()).searchParams.get(
      'tool',
    ) as keyof typeof creditCosts;
    return route.fulfill({
      json: {
        tool,
        cost: creditCosts[tool],
        balance: 0,
        enough: false,
        estimate_ms: 20_000,
        engine: 'local',
      },
    });
  });
}

for (const locale of ['en', 'vi'] as const) {
  const d = texts[locale];
  for (const tool of studioTools) {
    test(`${tool}: a short balance shows the cost, one shortage with Buy credits, and Generate off (${locale})`, async ({
      page,
      request,
    }) => {
      await emptyBalance(page);
      let submitted = 0;
      await page.route(`${apiUrl}/ai/${tool}/generate`, (route) => {
        submitted += 1;
        return route.abort();
      });
      await login(page, request, account);
      await useAppLocale(page, locale);
      await page.goto(`/${tool}`);

      const cost = creditCosts[tool];
      await expect(page.getByText(d.cost(cost))).toBeVisible();
      const shortage = d.shortage(cost);
      await expect(page.getByText(shortage)).toHaveCount(1);
      // A credit pack, bought from here, brings the seller back here (issue 40, decision 102).
      await expect(page.getByRole('link', { name: d.buy })).toHaveAttribute(
        'href',
        `/checkout?pack=choose&return=${encodeURIComponent(`/${tool}`)}`,
      );
      const generate = page.getByRole('button', { name: d.generate, exact: true });
      await expect(generate).toHaveAttribute('aria-disabled', 'true');
      await expect(generate).toHaveAccessibleDescription(shortage);
      await generate.focus();
      await expect(generate).toBeFocused();
      // A press or a click (forced: Playwright itself treats aria-disabled as disabled) sends nothing.
      await generate.press('Enter');
      await generate.click({ force: true });
      await expect(page.getByText(shortage)).toHaveCount(1);
      await expect(toasts(page).getByRole('listitem')).toHaveCount(0);
      expect(submitted).toBe(0);

      const scan = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
      expect(scan.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
    });
  }
}
