import { expect, test } from '@playwright/test';
import { login, newAccount, register, useAppLocale, type Account } from './support/accounts.ts';

// The ten steps of the try-on tour (spec §2.11) on the real /virtual-tryon page.
test.use({ viewport: { width: 1280, height: 900 } });
test.describe.configure({ mode: 'default' });
let account: Account;
test.beforeAll(async ({ request }) => {
  account = await register(request, newAccount('tour'));
});

const steps = [
  ['Welcome to Virtual Try-On', null],
  ['Three steps', 'tryon-stepper'],
  ['Choose a model', 'tryon-model-tab'],
  ['Upload your own model', 'tryon-upload-model'],
  ['Continue', 'tryon-continue'],
  ['Choose a garment', 'tryon-garment-tab'],
  ['Generate', 'tryon-generate'],
  ['Preview', 'tryon-preview'],
  ['Try-on history', 'tryon-history'],
  ['You are ready', null],
] as const;

test('the try-on tour walks its ten steps over the parts of the page, then finishes', async ({
  page,
  request,
}) => {
  await login(page, request, account);
  await useAppLocale(page, 'en');
  await page.goto('/virtual-tryon');
  await page.getByRole('button', { name: 'Take the tour' }).click();
  for (const [index, [title, target]] of steps.entries()) {
    const tooltip = page.getByRole('dialog', { name: title });
    await expect(tooltip).toBeVisible();
    await expect(tooltip).toContainText(`${index + 1} of 10`);
    if (target) {
      // The tooltip sits beside its target: their boxes are within 40 px of each other.
      const part = await page.locator(`[data-tour="${target}"]`).boundingBox();
      const box = await tooltip.boundingBox();
      expect(part && box).toBeTruthy();
      const gapX = Math.max(0, part!.x - (box!.x + box!.width), box!.x - (part!.x + part!.width));
      const gapY = Math.max(0, part!.y - (box!.y + box!.height), box!.y - (part!.y + part!.height));
      expect(Math.min(gapX, gapY), `${title} beside ${target}`).toBeLessThanOrEqual(40);
    }
    if (index < steps.length - 1) await page.keyboard.press('ArrowRight');
  }
  await page.getByRole('button', { name: 'Finish' }).click();
  await expect(page.getByRole('dialog', { name: 'You are ready' })).toHaveCount(0);
});

test('the tour speaks Vietnamese on a Vietnamese page', async ({ page, request }) => {
  await login(page, request, account);
  await useAppLocale(page, 'vi');
  await page.goto('/virtual-tryon');
  await page.getByRole('button', { name: 'Xem hướng dẫn' }).click();
  await expect(page.getByRole('dialog', { name: 'Chào mừng đến với Thử đồ ảo' })).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(page.getByRole('dialog', { name: 'Chào mừng đến với Thử đồ ảo' })).toHaveCount(0);
});
