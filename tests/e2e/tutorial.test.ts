import { AxeBuilder } from './support/axe.ts';
import { expect, test, type Page } from '@playwright/test';
import { useAppLocale } from './support/accounts.ts';

// The guided tour of the Help page (spec §2.11): the studio's tutorial overlay, at desktop size.
test.use({ viewport: { width: 1280, height: 800 } });

const copy = {
  en: {
    heading: 'Help',
    tour: 'Take the tour of this page',
    progress: (n: number) => `${n} of 5`,
    titles: [
      'Credits',
      'How each tool works',
      'Upload rules',
      'Keyboard shortcuts',
      'Need more help?',
    ],
    next: 'Next',
    previous: 'Previous',
    finish: 'Finish',
    skip: 'Skip',
    countdown: /^Next in [1-3] s$/,
    waiting: 'Looking for the next part of the page...',
    notFound: 'Tutorial step target not found, moving on',
    alreadyActive: 'A tutorial is already running',
    completed: 'Tour complete',
    plans: 'See plans and prices',
  },
  vi: {
    heading: 'Trợ giúp',
    tour: 'Xem hướng dẫn trang này',
    progress: (n: number) => `Bước ${n} trên 5`,
    titles: [
      'Tín dụng',
      'Cách dùng từng công cụ',
      'Quy định tải lên',
      'Phím tắt',
      'Cần thêm trợ giúp?',
    ],
    next: 'Tiếp theo',
    previous: 'Quay lại',
    finish: 'Hoàn tất',
    skip: 'Bỏ qua',
    countdown: /^Tự chuyển sau [1-3] giây$/,
    waiting: 'Đang tìm phần tiếp theo của trang...',
    notFound: 'Không tìm thấy phần tử của bước hướng dẫn, chuyển sang bước tiếp',
    alreadyActive: 'Một phần hướng dẫn đang chạy',
    completed: 'Đã xong phần hướng dẫn',
    plans: 'Xem các gói và bảng giá',
  },
} as const;
type Locale = keyof typeof copy;

async function openHelp(page: Page, locale: Locale) {
  await useAppLocale(page, locale);
  await page.goto('/help');
  await expect(page.getByRole('heading', { level: 1, name: copy[locale].heading })).toBeVisible();
}

/** The tooltip, checked to be showing step n with its title. */
async function expectStep(page: Page, locale: Locale, n: number) {
  const dialog = page.getByRole('dialog', { name: copy[locale].titles[n - 1] });
  await expect(dialog).toBeVisible();
  await expect(dialog.getByText(copy[locale].progress(n), { exact: true })).toBeVisible();
  return dialog;
}

const overlay = (page: Page) => page.locator('[data-tutorial-overlay]');
/** Any step's tooltip (the page also keeps its closed sign-in dialog). */
const tourDialogs = (page: Page, locale: Locale) =>
  page.getByRole('dialog', { name: new RegExp(`^(${copy[locale].titles.join('|')})$`) });

for (const locale of ['vi', 'en'] as const) {
  const c = copy[locale];

  test(`${locale}: the keys move through the tour and Esc leaves it`, async ({ page }) => {
    await openHelp(page, locale);
    const start = page.getByRole('button', { name: c.tour });
    await start.click();
    const first = await expectStep(page, locale, 1);
    await expect(first).toBeFocused();
    await expect(first.getByRole('button', { name: c.previous })).toHaveCount(0);

    await page.keyboard.press('ArrowLeft');
    await expectStep(page, locale, 1);
    await page.keyboard.press('ArrowRight');
    await expect(await expectStep(page, locale, 2)).toBeFocused();
    await page.keyboard.press('Enter');
    await expectStep(page, locale, 3);
    await page.keyboard.press('ArrowLeft');
    await expectStep(page, locale, 2);
    await page.keyboard.press('Space');
    const third = await expectStep(page, locale, 3);
    await expect(third.getByRole('button', { name: c.previous })).toBeVisible();

    await page.keyboard.press('Escape');
    await expect(tourDialogs(page, locale)).toHaveCount(0);
    await expect(overlay(page)).toHaveCount(0);
    await expect(start).toBeFocused();
    await expect(page.getByText(c.completed)).toHaveCount(0);
  });

  test(`${locale}: a step advances by itself with a countdown, and Finish ends the tour`, async ({
    page,
  }) => {
    await openHelp(page, locale);
    await page.getByRole('button', { name: c.tour }).click();
    for (const n of [1, 2, 3]) {
      const dialog = await expectStep(page, locale, n);
      await dialog.getByRole('button', { name: c.next, exact: true }).click();
    }
    const fourth = await expectStep(page, locale, 4);
    await expect(fourth.getByText(c.countdown)).toBeVisible();
    await expect(fourth.getByText(c.countdown)).toHaveAttribute('aria-live', 'polite');

    const last = await expectStep(page, locale, 5);
    await expect(last.getByRole('button', { name: c.next, exact: true })).toHaveCount(0);
    await last.getByRole('button', { name: c.finish }).click();
    await expect(page.getByText(c.completed)).toBeVisible();
    await expect(overlay(page)).toHaveCount(0);
  });
}

test('Skip leaves the tour without completing it', async ({ page }) => {
  await openHelp(page, 'vi');
  await page.getByRole('button', { name: copy.vi.tour }).click();
  const dialog = await expectStep(page, 'vi', 1);
  await dialog.getByRole('button', { name: copy.vi.next, exact: true }).click();
  await (await expectStep(page, 'vi', 2)).getByRole('button', { name: copy.vi.skip }).click();
  await expect(overlay(page)).toHaveCount(0);
  await expect(page.getByText(copy.vi.completed)).toHaveCount(0);
});

test('starting the tour while it runs is refused with a warning', async ({ page }) => {
  await openHelp(page, 'en');
  // A double click presses the button again before the first tour has shown its first step.
  await page.getByRole('button', { name: copy.en.tour }).dblclick();
  await expect(page.getByText(copy.en.alreadyActive)).toBeVisible();
  await expectStep(page, 'en', 1);
  await expect(tourDialogs(page, 'en')).toHaveCount(1);
  await page.keyboard.press('ArrowRight');
  await expectStep(page, 'en', 2);
});

test('a step whose part of the page is missing warns and moves on', async ({ page }) => {
  await openHelp(page, 'en');
  await page.evaluate(() => document.querySelector('[data-tour="help-tools"]')?.remove());
  await page.getByRole('button', { name: copy.en.tour }).click();
  await expectStep(page, 'en', 1);
  await page.keyboard.press('ArrowRight');
  await expect(page.getByRole('status').filter({ hasText: copy.en.waiting })).toBeVisible();
  // Spec §9: the tour polls for the target for 5 seconds before moving on.
  await expect(page.getByText(copy.en.notFound)).toBeVisible({ timeout: 15_000 });
  await expectStep(page, 'en', 3);
});

test('a step that disables interaction keeps its target from being clicked', async ({ page }) => {
  await openHelp(page, 'en');
  const plans = page.getByRole('link', { name: copy.en.plans });
  await page.getByRole('button', { name: copy.en.tour }).click();
  await expectStep(page, 'en', 1);
  await expect(plans.click({ timeout: 1500 })).rejects.toThrow(/intercepts pointer events/);
  await expect(page).toHaveURL(/\/help$/);
});

for (const locale of ['vi', 'en'] as const) {
  test(`${locale}: /help with the tour open has no axe violations`, async ({ page }) => {
    await openHelp(page, locale);
    await page.getByRole('button', { name: copy[locale].tour }).click();
    await expectStep(page, locale, 1);
    const results = await new AxeBuilder({ page }).analyze();
    const summary = results.violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );
    expect(summary).toEqual([]);
  });
}

test('Tab keeps the focus among the tooltip buttons', async ({ page }) => {
  await openHelp(page, 'en');
  await page.getByRole('button', { name: copy.en.tour }).click();
  await expectStep(page, 'en', 1);
  await page.keyboard.press('ArrowRight');
  const dialog = await expectStep(page, 'en', 2);
  const [skip, previous, next] = [copy.en.skip, copy.en.previous, copy.en.next].map((name) =>
    dialog.getByRole('button', { name, exact: true }),
  );
  for (const button of [skip, previous, next, skip]) {
    await page.keyboard.press('Tab');
    await expect(button!).toBeFocused();
  }
  await page.keyboard.press('Shift+Tab');
  await expect(next!).toBeFocused();
  // Enter on a focused button presses that button only.
  await page.keyboard.press('Shift+Tab');
  await expect(previous!).toBeFocused();
  await page.keyboard.press('Enter');
  await expectStep(page, 'en', 1);
});

test('the tooltip stays 16 px inside the window when it is resized', async ({ page }) => {
  await openHelp(page, 'en');
  await page.getByRole('button', { name: copy.en.tour }).click();
  const dialog = await expectStep(page, 'en', 1);
  for (const size of [
    { width: 1024, height: 700 },
    { width: 800, height: 600 },
  ]) {
    await page.setViewportSize(size);
    await expect
      .poll(async () => {
        const box = (await dialog.boundingBox())!;
        return (
          box.x >= 16 &&
          box.y >= 16 &&
          box.x + box.width <= size.width - 16 &&
          box.y + box.height <= size.height - 16
        );
      })
      .toBe(true);
  }
});

test('with reduced motion the overlay does not animate and still closes', async ({ page }) => {
  await page.emulateMedia({ reducedMotion: 'reduce' });
  await openHelp(page, 'vi');
  await page.getByRole('button', { name: copy.vi.tour }).click();
  await expectStep(page, 'vi', 1);
  await expect(overlay(page)).toHaveCSS('transition-property', 'none');
  await page.keyboard.press('Escape');
  await expect(overlay(page)).toHaveCount(0);
});
