import { expect, test } from '@playwright/test';

test.describe('pricing', () => {
  test('shows the seven plans with VND prices and switches to annual billing with the saving', async ({
    page,
  }) => {
    await page.goto('/en/pricing');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const plans = page.getByRole('article');
    await expect(plans).toHaveCount(7);
    const pro = plans.filter({ has: page.getByRole('heading', { name: 'Pro', exact: true }) });
    await expect(pro.getByText('₫399,000')).toBeVisible();
    await expect(pro.getByText('Billed ₫3,830,000 per year')).toBeHidden();

    // The radios are visually hidden inside their labels: a person clicks the label.
    await page
      .locator('label')
      .filter({ hasText: /^Annual/ })
      .click();
    await expect(page.getByRole('radio', { name: /Annual/ })).toBeChecked();
    // 399,000 × 12 × 0.8 = 3,830,400, rounded to the nearest thousand dong.
    await expect(pro.getByText('Billed ₫3,830,000 per year')).toBeVisible();
    await expect(pro.getByText('You save ₫958,000 a year')).toBeVisible();
    await expect(pro.getByText('₫399,000')).toBeHidden();

    await page
      .locator('label')
      .filter({ hasText: /^Monthly/ })
      .click();
    await expect(pro.getByText('₫399,000')).toBeVisible();
  });

  test('formats prices for Vietnamese readers', async ({ page }) => {
    await page.goto('/pricing');
    await expect(page.getByRole('article')).toHaveCount(7);
    await expect(page.getByText('399.000', { exact: false }).first()).toBeVisible();
  });
});
