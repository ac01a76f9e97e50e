import { expect, test } from '@playwright/test';
import { login, newAccount, register, useAppLocale } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { colourReport, seedCatalogueBatch } from './support/catalogue-fidelity.ts';
import { keyboardOnly } from './support/keyboard.ts';

// Issue 41 on the catalogue screen, by keyboard in both languages: every cell shows its garment
// check and opens on the sentences behind it; "Needs review" shows only the cells to look at; an
// export asks before it leaves them out, and TikTok Shop sends the seller to review them first.
// axe stays clean, focus never falls to <body>.
test.describe.configure({ mode: 'default' });

const text = {
  vi: {
    colours: ['Đỏ', 'Xanh'],
    check: 'Kiểm tra trang phục: ',
    verdicts: {
      pass: 'Khớp với sản phẩm',
      fail: 'Khác với sản phẩm',
      approved: 'Bạn đã duyệt',
      warn: 'Cần xem lại',
    },
    on: 'trên',
    far: 'Màu trang phục khác rõ so với ảnh sản phẩm (độ lệch màu ΔE 18,4, từ mức 12,0 là không đạt)',
    reason: 'Lý do bạn duyệt: Màu thật dưới đèn studio',
    approval: 'Màu thật dưới đèn studio',
    open: 'Mở kết quả: ',
    all: 'Tất cả kết quả',
    needsReview: 'Cần xem lại (2)',
    count: 'Số kết quả cần xem lại: 2.',
    exportStart: 'Xuất tệp ZIP',
    askTitle: 'Một số ảnh cần xem lại',
    askBody: 'Số ảnh cần xem lại trong gói xuất này: 2.',
    leaveOut: 'Bỏ các ảnh này và xuất',
    cancel: 'Hủy',
    tiktokTitle: 'Hãy xem lại các ảnh này trước',
    tiktokBody: 'TikTok Shop chỉ nhận ảnh khớp với sản phẩm hoặc ảnh bạn đã duyệt kèm lý do.',
    show: 'Hiện các ảnh cần xem lại',
    leftOut: 'Đã bỏ ra vì cần xem lại: 2.',
  },
  en: {
    colours: ['Red', 'Blue'],
    check: 'Garment check: ',
    verdicts: {
      pass: 'Matches the product',
      fail: 'Differs from the product',
      approved: 'Approved by you',
      warn: 'Needs review',
    },
    on: 'on',
    far: 'The garment’s colours are clearly different from the product photo (colour difference ΔE 18.4, from 12.0 it fails)',
    reason: 'Your reason: Màu thật dưới đèn studio',
    approval: 'Màu thật dưới đèn studio',
    open: 'Open the result: ',
    all: 'All results',
    needsReview: 'Needs review (2)',
    count: 'Results that need review: 2.',
    exportStart: 'Export ZIP',
    askTitle: 'Some images need review',
    askBody: 'Images that need review in this export: 2.',
    leaveOut: 'Leave them out and export',
    cancel: 'Cancel',
    tiktokTitle: 'Review these images first',
    tiktokBody: 'TikTok Shop takes only images that match the product or that you approved',
    show: 'Show the images that need review',
    leftOut: 'Left out because they need review: 2.',
  },
} as const;

for (const lang of ['vi', 'en'] as const) {
  test(`shows each cell's garment check, filters what needs review and asks before an export (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(180_000);
    const words = text[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    const account = await register(request, newAccount('kiemtra'), lang);
    await useAppLocale(page, lang);
    const { token } = await login(page, request, account);
    const [red, blue] = words.colours;
    // AO-01 on Lan passed, on Mai failed; AO-02 on Lan failed but was approved, on Mai warned.
    const batchId = await seedCatalogueBatch(request, token, [
      { sku: 'AO-01', color: red, model: 'Lan', fidelity: colourReport('pass') },
      { sku: 'AO-01', color: red, model: 'Mai', fidelity: colourReport('fail') },
      {
        sku: 'AO-02',
        color: blue,
        model: 'Lan',
        fidelity: colourReport('fail'),
        approval_reason: words.approval,
      },
      { sku: 'AO-02', color: blue, model: 'Mai', fidelity: colourReport('warn') },
    ]);
    const name = (sku: string, colour: string, model: string) =>
      `${sku} · ${colour} ${words.on} ${model}`;
    const cells = {
      passed: name('AO-01', red, 'Lan'),
      failed: name('AO-01', red, 'Mai'),
      approved: name('AO-02', blue, 'Lan'),
      warned: name('AO-02', blue, 'Mai'),
    };
    const badge = (cell: string) => page.locator('summary').filter({ hasText: `${cell}: ` });
    const disclosure = (cell: string) => page.locator('details').filter({ has: badge(cell) });

    await page.goto(`/catalogue?batch=${batchId}`);
    const keys = keyboardOnly(page);
    await keys.start(lang === 'vi' ? 'Bỏ qua, đến nội dung chính' : 'Skip to content');
    await expect(badge(cells.passed)).toHaveText(
      `${cells.passed}: ${words.check}${words.verdicts.pass}`,
    );
    await expect(badge(cells.failed)).toHaveText(
      `${cells.failed}: ${words.check}${words.verdicts.fail}`,
    );
    await expect(badge(cells.approved)).toHaveText(
      `${cells.approved}: ${words.check}${words.verdicts.approved}`,
    );
    await expect(badge(cells.warned)).toHaveText(
      `${cells.warned}: ${words.check}${words.verdicts.warn}`,
    );
    // The checks behind a verdict open from its badge, and an approval shows its reason.
    await keys.activate(badge(cells.failed));
    await expect(disclosure(cells.failed).getByText(words.far)).toBeVisible();
    await keys.activate(badge(cells.approved));
    await expect(disclosure(cells.approved).getByText(words.reason)).toBeVisible();
    await expectNoAxeViolations(page);

    // "Needs review": the failed and the warned cells, not the passed or the approved one.
    // The filter sits above the grid: Shift+Tab reaches its group, an arrow moves the choice.
    await keys.tabTo(page.getByRole('radio', { name: words.all }), { backwards: true });
    await keys.press('ArrowDown');
    await expect(page.getByRole('radio', { name: words.needsReview })).toBeChecked();
    await expect(page.getByRole('status').filter({ hasText: words.count })).toBeVisible();
    await expect(page.getByRole('button', { name: `${words.open}${cells.failed}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `${words.open}${cells.warned}` })).toBeVisible();
    await expect(page.getByRole('button', { name: `${words.open}${cells.passed}` })).toHaveCount(0);
    await expect(page.getByRole('button', { name: `${words.open}${cells.approved}` })).toHaveCount(
      0,
    );
    await expectNoAxeViolations(page);
    // Arrows move a radio group's choice back to every result.
    await keys.press('ArrowUp');
    await expect(page.getByRole('radio', { name: words.all })).toBeChecked();
    await expect(page.getByRole('button', { name: `${words.open}${cells.passed}` })).toBeVisible();

    // TikTok Shop takes none of them: the dialog sends the seller to review them first.
    await keys.tabTo(page.getByRole('radio', { name: /^Shopee/ }));
    await keys.press('ArrowDown');
    await expect(page.getByRole('radio', { name: /^TikTok Shop/ })).toBeChecked();
    const start = page.getByRole('button', { name: words.exportStart });
    await keys.activate(start);
    const dialog = page.getByRole('alertdialog');
    await expect(dialog.getByRole('heading', { name: words.tiktokTitle })).toBeVisible();
    await expect(dialog).toContainText(words.tiktokBody);
    await expectNoAxeViolations(page);
    await keys.activate(dialog.getByRole('button', { name: words.show }));
    await expect(dialog).toBeHidden();
    const reviewChoice = page.getByRole('radio', { name: words.needsReview });
    await expect(reviewChoice).toBeChecked();
    await expect(reviewChoice).toBeFocused();
    await expect(page.getByRole('button', { name: `${words.open}${cells.passed}` })).toHaveCount(0);

    // Shopee asks: cancel keeps everything as it was, leaving them out starts the ZIP.
    await keys.tabTo(page.getByRole('radio', { name: /^TikTok Shop/ }));
    await keys.press('ArrowUp');
    await expect(page.getByRole('radio', { name: /^Shopee/ })).toBeChecked();
    await keys.activate(start);
    await expect(dialog.getByRole('heading', { name: words.askTitle })).toBeVisible();
    await expect(dialog).toContainText(words.askBody);
    await expectNoAxeViolations(page);
    await keys.activate(dialog.getByRole('button', { name: words.cancel }));
    await expect(dialog).toBeHidden();
    await expect(start).toBeFocused();
    await keys.activate(start);
    await keys.activate(dialog.getByRole('button', { name: words.leaveOut }));
    await expect(dialog).toBeHidden();
    await expect(page.getByText(words.leftOut)).toBeVisible();
    await keys.expectFocusNotOnBody('the export');
    await expectNoAxeViolations(page);
  });
}
