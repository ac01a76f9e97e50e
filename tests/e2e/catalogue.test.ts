import { expect, test, type APIRequestContext } from '@playwright/test';
import { screenDefects } from '../support/screen-defects.ts';
import {
  apiUrl,
  login,
  newAccount,
  newestMail,
  register,
  useAppLocale,
} from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { seedBrandModel } from './support/brand-models.ts';
import { keyboardOnly } from './support/keyboard.ts';
import { dictionaries, textOf } from './support/keyboard-flow.ts';

// Issue 20: the catalogue screen from picking to export, by keyboard, in both languages, on a
// desktop and a tablet: two garments of one SKU (two colours) × two sample models make 4 images
// for 4 credits; every cell is followed to its result, one opens in the history detail, and a
// Shopee ZIP is built, linked on screen and mailed. axe stays clean; focus never falls to <body>.
test.describe.configure({ mode: 'default' });

const text = {
  vi: {
    viewport: { width: 1280, height: 900 },
    sku: 'VAY-01',
    colours: ['Đỏ', 'Xanh lá'],
    nav: 'Danh mục sản phẩm',
    chooseSku: 'Chọn tất cả: VAY-01',
    models: ['Lan, dáng thon', 'Mai, dáng cong'],
    grid: '2 trang phục × 2 người mẫu = 4 ảnh',
    cost: 'Chi phí: 4 tín dụng. Số dư của bạn: 5 tín dụng.',
    generate: 'Tạo tất cả',
    done: 'Lô ảnh đã xong',
    counts: '4 trên 4 đã kết thúc: 4 thành công, 0 thất bại.',
    open: 'Mở kết quả: VAY-01 · Đỏ trên Lan, dáng thon',
    detail: 'Chi tiết',
    exportStart: 'Xuất tệp ZIP',
    download: /^Tải tệp ZIP \([\d,]+ (KB|MB|B)\)$/,
    mailSubject: 'Ảnh cho Shopee của bạn đã sẵn sàng để tải',
    newBatch: 'Lô mới',
  },
  en: {
    viewport: { width: 820, height: 1180 },
    sku: 'DRESS-01',
    colours: ['Red', 'Green'],
    nav: 'Catalogue',
    chooseSku: 'Choose all: DRESS-01',
    models: ['Lan, slim', 'Mai, curvy'],
    grid: '2 garments × 2 models = 4 images',
    cost: 'Cost: 4 credits. Your balance: 5 credits.',
    generate: 'Generate all',
    done: 'Batch finished',
    counts: '4 of 4 ended: 4 ready, 0 failed.',
    open: 'Open the result: DRESS-01 · Red on Lan, slim',
    detail: 'Details',
    exportStart: 'Export ZIP',
    download: /^Download the ZIP \([\d.]+ (KB|MB|B)\)$/,
    mailSubject: 'Your Shopee photos are ready to download',
    newBatch: 'New batch',
  },
} as const;

/** Garments of one SKU, one per colour (two at most), as a seller sets them in the library. */
async function garmentsWithSku(
  request: APIRequestContext,
  token: string,
  sku: string,
  colours: readonly string[],
) {
  const headers = { authorization: `Bearer ${token}` };
  const samples = ['garment-red-dress', 'garment-green-dress'];
  for (const [index, colour] of colours.entries()) {
    const used = await request.post(`${apiUrl}/samples/${samples[index]}/use`, { headers });
    expect(used.status(), await used.text()).toBeLessThan(300);
    const { id } = (await used.json()) as { id: string };
    const patched = await request.patch(`${apiUrl}/assets/${id}`, {
      headers,
      data: { sku, color: colour, category: 'dresses' },
    });
    expect(patched.status(), await patched.text()).toBe(200);
  }
}

for (const lang of ['vi', 'en'] as const) {
  test(`runs a catalogue batch from picking to export by keyboard (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(300_000);
    const words = text[lang];
    await page.setViewportSize(words.viewport);
    const account = await register(request, newAccount('danhmuc'), lang);
    await useAppLocale(page, lang);
    const { token } = await login(page, request, account);
    await garmentsWithSku(request, token, words.sku, words.colours);

    await page.goto('/catalogue');
    await expect(page.getByRole('heading', { level: 1, name: words.nav })).toBeVisible();
    await expect(page.getByRole('button', { name: words.chooseSku })).toBeVisible();
    await expectNoAxeViolations(page);

    const keys = keyboardOnly(page);
    await keys.activate(page.getByRole('button', { name: words.chooseSku }));
    for (const model of words.models) {
      await keys.activate(page.getByRole('checkbox', { name: model, exact: true }), ' ');
    }
    await expect(page.getByText(words.grid)).toBeVisible();
    await expect(page.getByText(words.cost)).toBeVisible();
    await expectNoAxeViolations(page);

    await keys.activate(page.getByRole('button', { name: words.generate }));
    await page.waitForURL(/\?batch=/);
    const status = page.getByRole('status').filter({ hasText: words.counts });
    await expect(status).toBeVisible({ timeout: 240_000 });
    await expect(page.getByRole('heading', { level: 2, name: words.done })).toBeVisible();
    await keys.expectFocusNotOnBody('the batch started');
    await expectNoAxeViolations(page);

    // Any result opens in the history's own detail view; Esc gives focus back to its cell.
    const open = page.getByRole('button', { name: words.open });
    await keys.activate(open);
    const dialog = page.getByRole('dialog');
    await expect(dialog.getByRole('heading', { name: words.detail })).toBeVisible();
    await expectNoAxeViolations(page);
    await keys.press('Escape');
    await expect(dialog).toBeHidden();
    await expect(open).toBeFocused();

    // Shopee is the preset chosen first; the ZIP is built by a job, linked here and mailed.
    await keys.activate(page.getByRole('button', { name: words.exportStart }));
    const link = page.getByRole('link', { name: words.download });
    await expect(link).toBeVisible({ timeout: 120_000 });
    await keys.expectFocusNotOnBody('the export');
    await expectNoAxeViolations(page);
    expect(screenDefects(await page.getByRole('main').innerText(), lang)).toEqual([]);

    const href = (await link.getAttribute('href'))!;
    const zip = await request.get(href);
    expect(zip.status()).toBe(200);
    const bytes = await zip.body();
    expect(bytes.subarray(0, 2).toString()).toBe('PK');
    const names = bytes.toString('latin1').match(/[\w.-]+_\d+\.jpg/g) ?? [];
    expect(new Set(names).size).toBe(4);
    expect(bytes.includes('manifest.csv')).toBe(true);
    const mail = await newestMail(request, account.email, (m) => m.subject === words.mailSubject);
    expect(mail.text).toContain(href.split('?')[0]);

    // A new batch: the button leaves with the batch, and the page's heading takes focus.
    // The button sits above the grid, so Shift+Tab reaches it.
    await keys.activate(page.getByRole('button', { name: words.newBatch }), 'Enter', {
      backwards: true,
    });
    await expect(page.getByRole('heading', { level: 1, name: words.nav })).toBeFocused();
    await expect(page.getByRole('button', { name: words.chooseSku })).toBeVisible();
  });
}

for (const lang of ['vi', 'en'] as const) {
  // Decision 123: with no model photo, the model column is the seller's own models (and the
  // samples), dressed by product to model; the grid names the column by the model's name.
  test(`runs a catalogue batch on one of the seller's own models by keyboard (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(150_000);
    const d = dictionaries[lang];
    const words = text[lang];
    await page.setViewportSize({ width: 1280, height: 900 });
    const account = await register(request, newAccount('nguoimau'), lang);
    await useAppLocale(page, lang);
    const { token } = await login(page, request, account);
    await garmentsWithSku(request, token, words.sku, words.colours.slice(0, 1));
    const lan = await seedBrandModel(request, token, 'Lan');

    await page.goto('/catalogue');
    await expect(page.getByRole('heading', { level: 1, name: words.nav })).toBeVisible();
    const keys = keyboardOnly(page);
    await keys.activate(page.getByRole('button', { name: words.chooseSku }));
    // The model column's two sources are one radio group: an arrow key moves to "My models".
    await keys.tabTo(page.getByRole('radio', { name: d['catalogue.modelSource.photos'] }));
    await keys.press('ArrowDown');
    await expect(page.getByRole('radio', { name: d['catalogue.modelSource.brand'] })).toBeChecked();
    await keys.activate(page.getByRole('checkbox', { name: lan.name, exact: true }), ' ');
    await expect(page.getByText(d['catalogue.pickBoth'])).toBeHidden();
    await expectNoAxeViolations(page);

    await keys.activate(page.getByRole('button', { name: words.generate }));
    await page.waitForURL(/\?batch=/);
    const counts = textOf(d, 'catalogue.counts', {
      done: '1',
      total: '1',
      success: '1',
      failed: '0',
    });
    await expect(page.getByRole('status').filter({ hasText: counts })).toBeVisible({
      timeout: 120_000,
    });
    await expect(page.getByRole('heading', { level: 2, name: words.done })).toBeVisible();
    await expect(page.getByRole('columnheader', { name: lan.name, exact: true })).toBeVisible();
    const cell = textOf(d, 'catalogue.cellName', {
      garment: `${words.sku} · ${words.colours[0]}`,
      model: lan.name,
    });
    await expect(
      page.getByRole('button', { name: textOf(d, 'catalogue.openResult', { name: cell }) }),
    ).toBeVisible();
    await keys.expectFocusNotOnBody('the batch started');
    await expectNoAxeViolations(page);
  });
}

test('exports results chosen in history for Lazada by keyboard (vi)', async ({ page, request }) => {
  // The Lazada preset cuts each picture out onto white (decision 101): on a busy machine the ZIP
  // took over two minutes.
  test.setTimeout(300_000);
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await register(request, newAccount('lichsu'), 'vi');
  await useAppLocale(page, 'vi');
  const { token } = await login(page, request, account);
  const seeded = await request.post(`${apiUrl}/dev/seed-generations`, {
    headers: { authorization: `Bearer ${token}` },
    data: {
      items: [
        { tool: 'virtual-tryon', status: 'success', width: 600, height: 800 },
        { tool: 'virtual-tryon', status: 'success', width: 800, height: 600 },
      ],
    },
  });
  expect(seeded.status(), await seeded.text()).toBe(201);

  await page.goto('/history?tool=virtual-tryon');
  const keys = keyboardOnly(page);
  await keys.activate(page.getByRole('button', { name: 'Chọn kết quả để xuất cho sàn' }));
  const boxes = page.getByRole('checkbox', { name: /^Chọn để xuất: / });
  await expect(boxes).toHaveCount(2);
  await keys.activate(boxes.nth(0), ' ');
  await keys.activate(boxes.nth(1), ' ');
  // A radio group is one Tab stop: arrows move the choice from Shopee to Lazada.
  await keys.tabTo(page.getByRole('radio', { name: /^Shopee/ }));
  await keys.press('ArrowDown');
  await keys.press('ArrowDown');
  await expect(page.getByRole('radio', { name: /^Lazada/ })).toBeChecked();
  await expectNoAxeViolations(page);
  await keys.activate(page.getByRole('button', { name: 'Xuất tệp ZIP' }));
  const link = page.getByRole('link', { name: /^Tải tệp ZIP/ });
  await expect(link).toBeVisible({ timeout: 240_000 });
  await expect(page.getByText('Tệp ZIP gồm 2 ảnh đã sẵn sàng.')).toBeVisible();
  await keys.expectFocusNotOnBody('the export');
  await expectNoAxeViolations(page);
  expect(screenDefects(await page.getByRole('main').innerText(), 'vi')).toEqual([]);
});

test('gives a garment its SKU, colour and category in the library by keyboard (vi)', async ({
  page,
  request,
}) => {
  await page.setViewportSize({ width: 1280, height: 900 });
  const account = await register(request, newAccount('sku'), 'vi');
  await useAppLocale(page, 'vi');
  const { token } = await login(page, request, account);
  const used = await request.post(`${apiUrl}/samples/garment-red-dress/use`, {
    headers: { authorization: `Bearer ${token}` },
  });
  expect(used.status(), await used.text()).toBeLessThan(300);

  await page.goto('/assets');
  const keys = keyboardOnly(page);
  await page.getByLabel('Loại', { exact: true }).selectOption('garment');
  const edit = page.getByRole('button', { name: 'Sửa mã SKU, màu và loại của Váy liền đỏ' });
  await keys.activate(edit);
  const dialog = page.getByRole('dialog', { name: 'Mã SKU, màu và loại' });
  await expect(dialog).toBeVisible();
  await expectNoAxeViolations(page);
  await dialog.getByLabel('Mã SKU').fill('AODAI-01');
  await dialog.getByLabel('Màu').fill('Đỏ');
  await dialog.getByLabel('Loại').selectOption('ao-dai');
  await keys.activate(dialog.getByRole('button', { name: 'Lưu' }));
  await expect(dialog).toBeHidden();
  await expect(edit).toBeFocused();
  await expect(page.getByText('AODAI-01 · Đỏ · Áo dài')).toBeVisible();

  await page.getByLabel('Mã SKU', { exact: true }).selectOption('AODAI-01');
  // Back from the card's edit button to the filters above it, as a person would (Shift+Tab).
  await keys.activate(page.getByRole('checkbox', { name: 'Nhóm theo mã SKU' }), ' ', {
    backwards: true,
  });
  await expect(page.getByRole('heading', { name: 'AODAI-01 · 1 trang phục' })).toBeVisible();
  await expectNoAxeViolations(page);
  expect(screenDefects(await page.getByRole('main').innerText(), 'vi')).toEqual([]);
});
