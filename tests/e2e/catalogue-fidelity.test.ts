import { expect, test } from '@playwright/test';
import { apiUrl, login, newAccount, register, useAppLocale } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { colourReport, seedCatalogueBatch } from './support/catalogue-fidelity.ts';
import { keyboardOnly } from './support/keyboard.ts';

// Issue 41 on the catalogue screen, by keyboard in both languages: every cell shows its garment
// check (the studio's shared badge and details) and opens on the sentences behind it; "Needs
// review" shows only the cells to look at; an export asks before it leaves them out, and TikTok
// Shop sends the seller to review them first; a cell is approved in its own details, and an
// approval made in history (in the result opened from the cell, or in another tab) shows on the
// cell. axe stays clean, focus never falls to <body>.
test.describe.configure({ mode: 'default' });

const text = {
  vi: {
    colours: ['Đỏ', 'Xanh'],
    check: 'Kiểm tra trang phục: ',
    verdicts: {
      pass: 'Khớp với sản phẩm',
      fail: 'Khác với sản phẩm',
      approved: 'Đã duyệt',
      warn: 'Cần xem lại',
    },
    on: 'trên',
    far: 'Màu trang phục khác rõ so với ảnh sản phẩm (độ lệch màu ΔE 18,4, từ mức 12,0 là không đạt)',
    reason: 'Lý do: Màu thật dưới đèn studio',
    approval: 'Màu thật dưới đèn studio',
    open: 'Mở kết quả: ',
    all: 'Tất cả kết quả',
    needsReview: 'Cần xem lại (3)',
    count: 'Số kết quả cần xem lại: 3.',
    exportStart: 'Xuất tệp ZIP',
    askTitle: 'Một số ảnh cần xem lại',
    askBody: 'Số ảnh cần xem lại trong gói xuất này: 3.',
    leaveOut: 'Bỏ các ảnh này và xuất',
    cancel: 'Hủy',
    tiktokTitle: 'Hãy xem lại các ảnh này trước',
    tiktokBody: 'TikTok Shop chỉ nhận ảnh khớp với sản phẩm hoặc ảnh bạn đã duyệt kèm lý do.',
    show: 'Hiện các ảnh cần xem lại',
    leftOut: 'Đã bỏ ra vì cần xem lại: 3.',
    reasonLabel: 'Vì sao ảnh này đúng?',
    approve: 'Duyệt ảnh',
    done: 'Đã duyệt ảnh.',
    approvedOn: /^Đã duyệt lúc /,
    why: 'Đã xem ảnh: màu vải đúng.',
    reviewLeft: (count: number) => `Cần xem lại (${count})`,
    detail: 'Chi tiết lần tạo',
    summary: 'Chi tiết kiểm tra trang phục',
  },
  en: {
    colours: ['Red', 'Blue'],
    check: 'Garment check: ',
    verdicts: {
      pass: 'Matches the product',
      fail: 'Differs from the product',
      approved: 'Approved',
      warn: 'Needs review',
    },
    on: 'on',
    far: 'The garment’s colours are clearly different from the product photo (colour difference ΔE 18.4, from 12.0 it fails)',
    reason: 'Reason: Màu thật dưới đèn studio',
    approval: 'Màu thật dưới đèn studio',
    open: 'Open the result: ',
    all: 'All results',
    needsReview: 'Needs review (3)',
    count: 'Results that need review: 3.',
    exportStart: 'Export ZIP',
    askTitle: 'Some images need review',
    askBody: 'Images that need review in this export: 3.',
    leaveOut: 'Leave them out and export',
    cancel: 'Cancel',
    tiktokTitle: 'Review these images first',
    tiktokBody: 'TikTok Shop takes only images that match the product or that you approved',
    show: 'Show the images that need review',
    leftOut: 'Left out because they need review: 3.',
    reasonLabel: 'Why is this image right?',
    approve: 'Approve',
    done: 'Image approved.',
    approvedOn: /^Approved on /,
    why: 'Looked at it: the fabric is right.',
    reviewLeft: (count: number) => `Needs review (${count})`,
    detail: 'Generation details',
    summary: 'Garment check details',
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
    // AO-01 on Lan passed, on Mai failed; AO-02 on Lan failed but was approved, on Mai warned;
    // AO-03 on Lan failed (approved later, in another tab).
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
      { sku: 'AO-03', color: red, model: 'Lan', fidelity: colourReport('fail') },
    ]);
    const name = (sku: string, colour: string, model: string) =>
      `${sku} · ${colour} ${words.on} ${model}`;
    const cells = {
      passed: name('AO-01', red, 'Lan'),
      failed: name('AO-01', red, 'Mai'),
      approved: name('AO-02', blue, 'Lan'),
      warned: name('AO-02', blue, 'Mai'),
      elsewhere: name('AO-03', red, 'Lan'),
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

    // Approved in the cell's own details: the cell stays under "Needs review", now approved,
    // the count drops, and focus moves to the approval rather than to <body>.
    const warned = disclosure(cells.warned);
    await keys.activate(badge(cells.warned), 'Enter', { backwards: true });
    await keys.tabTo(warned.getByLabel(words.reasonLabel));
    await keys.type(words.why);
    await keys.activate(warned.getByRole('button', { name: words.approve }));
    await expect(warned.getByRole('status')).toHaveText(words.done);
    await expect(warned.getByText(words.approvedOn)).toBeFocused();
    await expect(badge(cells.warned)).toHaveText(
      `${cells.warned}: ${words.check}${words.verdicts.approved}`,
    );
    await expect(page.getByRole('radio', { name: words.reviewLeft(2) })).toBeChecked();
    await expectNoAxeViolations(page);

    // Approved in the history detail the cell's result opens in: the cell says so on closing.
    const openFailed = page.getByRole('button', { name: `${words.open}${cells.failed}` });
    await keys.activate(openFailed, 'Enter', { backwards: true });
    const detail = page.getByRole('dialog', { name: words.detail });
    const checks = detail.locator('details').filter({ hasText: words.summary });
    await keys.activate(checks.getByText(words.summary, { exact: true }));
    await keys.tabTo(checks.getByLabel(words.reasonLabel));
    await keys.type(words.why);
    await keys.activate(checks.getByRole('button', { name: words.approve }));
    await expect(checks.getByText(words.approvedOn)).toBeFocused();
    await keys.press('Escape');
    await expect(detail).toBeHidden();
    await expect(openFailed).toBeFocused();
    await expect(badge(cells.failed)).toHaveText(
      `${cells.failed}: ${words.check}${words.verdicts.approved}`,
    );
    await expect(page.getByRole('radio', { name: words.reviewLeft(1) })).toBeChecked();

    // Approved in another tab (history, through the same API): coming back to this tab reads
    // the batch again, so the cell does not keep its old verdict.
    const read = await request.get(`${apiUrl}/catalogue/batches/${batchId}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { batch } = (await read.json()) as {
      batch: { cells: { generation_id: string; label: { sku: string | null } }[] };
    };
    const elsewhere = batch.cells.find((cell) => cell.label.sku === 'AO-03')!.generation_id;
    const approved = await request.put(`${apiUrl}/history/${elsewhere}/fidelity-approval`, {
      headers: { authorization: `Bearer ${token}` },
      data: { reason: words.why },
    });
    expect(approved.status(), await approved.text()).toBe(200);
    await expect(badge(cells.elsewhere)).toHaveText(
      `${cells.elsewhere}: ${words.check}${words.verdicts.fail}`,
    );
    // What the browser fires when the seller switches back to this tab.
    await page.evaluate(() =>
      document.dispatchEvent(new Event('visibilitychange', { bubbles: true })),
    );
    await expect(badge(cells.elsewhere)).toHaveText(
      `${cells.elsewhere}: ${words.check}${words.verdicts.approved}`,
    );
    await expect(page.getByRole('radio', { name: words.reviewLeft(0) })).toBeChecked();
    await keys.expectFocusNotOnBody('the approvals');
    await expectNoAxeViolations(page);
  });
}
