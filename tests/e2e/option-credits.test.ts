import { expect, test, type Page } from '@playwright/test';
import { login, newAccount, registerOnce, useAppLocale } from './support/accounts.ts';

// Issue 27 point 3, decision 065: the pricing pages show the credits of each option, from the
// same table that the estimate, the 402 and the hold use (src/contracts/option-credits.ts).
const say = {
  vi: {
    region: 'Tín dụng theo tùy chọn',
    veoAudio: 'Veo 3 · 1080p · 8 giây · có âm thanh',
    seedance: 'Seedance 1.0 · 480p · 5 giây',
    seedanceLong: 'Seedance 1.0 · 1080p · 10 giây',
    samples: '3 ảnh',
    any: 'Mọi tùy chọn',
    editing: 'Chỉnh sửa ảnh',
  },
  en: {
    region: 'Credits per option',
    veoAudio: 'Veo 3 · 1080p · 8 s · with audio',
    seedance: 'Seedance 1.0 · 480p · 5 s',
    seedanceLong: 'Seedance 1.0 · 1080p · 10 s',
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
  await expect(credits(words.veoAudio)).toHaveText('40');
  await expect(credits(words.seedance)).toHaveText('2');
  await expect(credits(words.seedanceLong)).toHaveText('16');
  await expect(credits(words.samples)).toHaveText('3');
  const editing = table
    .getByRole('row')
    .filter({ has: page.getByRole('rowheader', { name: words.editing }) });
  await expect(editing.getByRole('cell').first()).toHaveText(words.any);
  await expect(editing.getByRole('cell').last()).toHaveText('1');
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
