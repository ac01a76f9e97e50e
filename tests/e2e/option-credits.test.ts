import { expect, test, type Page } from '@playwright/test';
import { login, newAccount, registerOnce, useAppLocale } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Issue 27 point 3, decision 065: the pricing pages show the credits of each option, from the
// same table that the estimate, the 402 and the hold use (src/contracts/option-credits.ts).
// Decision 098: the test stack's video engine is the local one, which ignores the model, so the
// video rows are by resolution and duration only, at the least any model charges, and no
// model or audio is listed (issue 40 point 2).
const say = {
  vi: {
    region: 'Tín dụng theo tùy chọn',
    model: /Veo|Seedance|Kling|Hailuo|âm thanh/,
    short: 'Video (di chuyển máy quay) · 480p · 5 giây',
    long: 'Video (di chuyển máy quay) · 1080p · 10 giây',
    samples: '3 ảnh',
    any: 'Mọi tùy chọn',
    editing: 'Chỉnh sửa ảnh',
  },
  en: {
    region: 'Credits per option',
    model: /Veo|Seedance|Kling|Hailuo|audio/,
    short: 'Video (camera move) · 480p · 5 s',
    long: 'Video (camera move) · 1080p · 10 s',
    samples: '3 images',
    any: 'Every option',
    editing: 'Image editing',
  },
} as const;

async function expectOptionCredits(page: Page, locale: 'vi' | 'en') {
  const words = say[locale];
  const table = page.getByRole('region', { name: words.region });
  await expect(table).toBeVisible();
  const credits = (option: string) =>
    table.getByRole('row').filter({ hasText: option }).getByRole('cell').last();
  await expect(table.getByRole('row').filter({ hasText: words.model })).toHaveCount(0);
  await expect(credits(words.short)).toHaveText('2');
  // Hailuo 02's 6, not Seedance's 16: no premium for a model the engine does not render.
  await expect(credits(words.long)).toHaveText('6');
  await expect(credits(words.samples)).toHaveText('3');
  const editing = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: words.editing }) });
  await expect(editing.getByRole('cell').first()).toHaveText(words.any);
  await expect(editing.getByRole('cell').last()).toHaveText('1');
  await expectNoAxeViolations(page);
}

for (const locale of ['vi', 'en'] as const) {
  test(`the ${locale} pricing page shows the credits of each option`, async ({ page }) => {
    await page.goto(locale === 'vi' ? '/pricing' : '/en/pricing');
    await expectOptionCredits(page, locale);
  });

  test(`the ${locale} studio pricing shows the same option credits`, async ({ page, request }) => {
    const account = newAccount('option-credits');
    await registerOnce(request, account);
    await useAppLocale(page, locale);
    await login(page, request, account);
    await page.goto('/studio-pricing');
    await expectOptionCredits(page, locale);
  });
}
