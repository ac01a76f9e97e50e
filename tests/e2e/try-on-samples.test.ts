import { expect, test, type Locator, type Page } from '@playwright/test';
import { login, register, useAppLocale } from './support/accounts.ts';

// Spec §2.8: the try-on's Sample Models tab, with models on step 1 and garments filtered by
// category on step 2; a chosen sample is copied into the library and the generation runs on it.
test.use({ viewport: { width: 1280, height: 800 } });

const texts = {
  en: {
    samples: 'Sample Models',
    sampleGarments: 'Sample garments',
    choose: (name: string) => `Choose ${name}`,
    model: 'Lan, slim',
    dress: 'Red dress',
    coat: 'Camel coat',
    filter: 'Filter by category',
    all: 'All',
    dresses: 'Dresses',
    continue: 'Continue',
    category: 'Garment category',
    generate: 'Generate',
    processing: 'Generating your result',
    result: 'Your result',
    resultAlt: 'Result of virtual try-on',
  },
  vi: {
    samples: 'Người mẫu có sẵn',
    sampleGarments: 'Trang phục có sẵn',
    choose: (name: string) => `Chọn ${name}`,
    model: 'Lan, dáng thon',
    dress: 'Váy liền đỏ',
    coat: 'Áo măng tô nâu lạc đà',
    filter: 'Lọc theo loại',
    all: 'Tất cả',
    dresses: 'Váy đầm',
    continue: 'Tiếp tục',
    category: 'Loại trang phục',
    generate: 'Tạo',
    processing: 'Đang tạo kết quả của bạn',
    result: 'Kết quả của bạn',
    resultAlt: 'Kết quả thử đồ ảo',
  },
} as const;

async function expectLoaded(image: Locator) {
  await expect(image).toBeVisible();
  await expect
    .poll(() => image.evaluate((node) => (node as HTMLImageElement).naturalWidth))
    .toBeGreaterThan(0);
}

/**
 * Holds the real generation at the processing screen until `release`: the event stream is
 * refused (the screen falls back to polling) and polls wait for the gate.
 */
async function holdProgress(page: Page) {
  let release = () => {};
  const gate = new Promise<void>((resolve) => (release = resolve));
  await page.route(/\/ai\/generations\/[^/]+\/events$/, (route) => route.abort());
  await page.route(/\/ai\/generations\/[^/?]+$/, async (route) => {
    await gate;
    await route.continue();
  });
  return release;
}

async function sampleCard(page: Page, name: string) {
  const card = page.getByRole('tabpanel').getByRole('button', { name, exact: true });
  await expectLoaded(card.locator('img'));
  return card;
}

for (const locale of ['en', 'vi'] as const) {
  const text = texts[locale];

  test(`try-on with a sample model and a sample dress (${locale})`, async ({ page, request }) => {
    // The cut-out below waits up to a minute on a busy CPU: the test may take that long too.
    test.setTimeout(90_000);
    const account = await register(request);
    await login(page, request, account);
    await useAppLocale(page, locale);
    await page.goto('/virtual-tryon');

    await page.getByRole('tab', { name: text.samples }).click();
    await expect(page.getByRole('tab', { name: text.samples })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    await expect(page.getByRole('button', { name: text.continue })).toBeDisabled();
    await (await sampleCard(page, text.choose(text.model))).click();
    await expect(page.getByRole('button', { name: text.continue })).toBeEnabled();
    await page.getByRole('button', { name: text.continue }).click();

    // The garment step's tab names garments (issue 22 point 14), never "sample models".
    await expect(page.getByRole('tab', { name: text.samples })).toHaveCount(0);
    await page.getByRole('tab', { name: text.sampleGarments }).click();
    const filters = page.getByRole('group', { name: text.filter });
    await expect(filters.getByRole('button', { name: text.all })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    const panel = page.getByRole('tabpanel');
    await expect(panel.getByRole('button', { name: text.choose(text.coat) })).toBeVisible();
    await filters.getByRole('button', { name: text.dresses }).click();
    await expect(filters.getByRole('button', { name: text.dresses })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
    await expect(panel.getByRole('button', { name: text.choose(text.coat) })).toHaveCount(0);
    await expect(page.getByLabel(text.category)).toHaveValue('tops');
    await (await sampleCard(page, text.choose(text.dress))).click();
    await expect(page.getByLabel(text.category)).toHaveValue('dresses');
    await page.getByRole('button', { name: text.continue }).click();

    const release = await holdProgress(page);
    await page.getByRole('button', { name: text.generate, exact: true }).click();
    await expect(page.getByRole('heading', { name: text.processing })).toBeVisible();
    release();
    // The garment's first cut-out by the background-removal model takes seconds on the CPU.
    await expect(page.getByRole('heading', { name: text.result, exact: true })).toBeVisible({
      timeout: 60_000,
    });
    await expectLoaded(page.getByRole('img', { name: text.resultAlt }));

    // Both samples are now in the user's own library.
    await page.goto('/assets');
    await expect(page.getByText(text.model, { exact: true })).toBeVisible();
    await expect(page.getByText(text.dress, { exact: true })).toBeVisible();
  });
}
