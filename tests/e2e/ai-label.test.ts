import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { captionStripHeight } from '../../src/contracts/ai-label.ts';
import { apiUrl, login, register, useAppLocale, type Account } from './support/accounts.ts';
import { keyboardOnly } from './support/keyboard.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// Issue 17 point 4 (decision 054): the visible AI label, chosen with the keyboard in the download
// dialog and in the profile, in both languages; "none" asks for a confirmation; the choice is
// remembered across reloads; axe stays clean and focus never falls to <body>.
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 1280, height: 900 } });

const text = {
  vi: {
    detail: 'Chi tiết lần tạo',
    download: 'Tải xuống',
    dialog: 'Tùy chọn tải xuống',
    legend: 'Nhãn AI',
    badge: 'Nhãn nhỏ ở góc “Ảnh tạo bởi AI”',
    caption: 'Dòng chú thích dưới ảnh',
    none: 'Không gắn nhãn',
    confirm: 'Tôi xác nhận ảnh này sẽ không được giới thiệu là người thật',
    confirmNeeded: 'Vui lòng xác nhận ảnh sẽ không được giới thiệu là người thật',
    settings: 'Nhãn AI trên ảnh tải xuống',
    save: 'Lưu lựa chọn nhãn',
    saved: 'Đã lưu lựa chọn nhãn',
  },
  en: {
    detail: 'Generation details',
    download: 'Download',
    dialog: 'Download options',
    legend: 'AI label',
    badge: 'Corner badge “AI-generated”',
    caption: 'Caption strip under the image',
    none: 'No label',
    confirm: 'I confirm this image will not be presented as a real person',
    confirmNeeded: 'Please confirm that the image will not be presented as a real person',
    settings: 'AI label on image downloads',
    save: 'Save label choice',
    saved: 'Label choice saved',
  },
} as const;

async function seedResult(request: APIRequestContext, token: string) {
  const res = await request.post(`${apiUrl}/dev/seed-generations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { items: [{ tool: 'hairstyle-changer', status: 'success', width: 1600, height: 1200 }] },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Opens the newest hairstyle result's download dialog with the keyboard alone. */
async function openDownload(page: Page, words: (typeof text)['vi' | 'en']) {
  const keys = keyboardOnly(page);
  await page.goto('/history?tool=hairstyle-changer');
  const item = page.getByRole('main').getByRole('listitem').first().getByRole('button');
  await keys.activate(item);
  const detail = page.getByRole('dialog', { name: words.detail });
  await keys.activate(detail.getByRole('button', { name: words.download, exact: true }));
  const dialog = page.getByRole('dialog', { name: words.dialog });
  await expect(dialog).toBeVisible();
  await keys.expectFocusNotOnBody('the download dialog opened');
  return { keys, dialog, labels: dialog.getByRole('group', { name: words.legend }) };
}

async function downloadedFile(page: Page, dialog: ReturnType<Page['getByRole']>, name: string) {
  const keys = keyboardOnly(page);
  const downloading = page.waitForEvent('download');
  await keys.activate(dialog.getByRole('button', { name, exact: true }));
  return readFile((await (await downloading).path())!);
}

let account: Account;
test.beforeAll(async ({ request }) => {
  account = await register(request);
});

test('the download dialog offers the three labels by keyboard and asks to confirm "none" (vi)', async ({
  page,
  request,
}) => {
  // Two dialogs, a download, two reloads and three axe passes: 30–33 s measured on two busy cores.
  test.setTimeout(90_000);
  const words = text.vi;
  await useAppLocale(page, 'vi');
  const { token } = await login(page, request, account);
  await seedResult(request, token);
  const { keys, dialog, labels } = await openDownload(page, words);

  // Everyone starts on the badge.
  await expect(labels.getByRole('radio')).toHaveCount(3);
  await expect(labels.getByRole('radio', { name: words.badge })).toBeChecked();
  await expect(labels.getByRole('checkbox')).toHaveCount(0);
  await keys.tabTo(labels.getByRole('radio', { name: words.badge }));
  await keys.press('ArrowDown');
  await expect(labels.getByRole('radio', { name: words.caption })).toBeChecked();
  await expect(labels.getByText(/tệp cao thêm một dải \d+ px bên dưới/)).toBeVisible();
  await keys.press('ArrowDown');
  await expect(labels.getByRole('radio', { name: words.none })).toBeChecked();
  const confirm = labels.getByRole('checkbox', { name: words.confirm });
  await expect(confirm).toBeVisible();
  await expect(confirm).not.toBeChecked();
  await expectNoAxeViolations(page);

  // Downloading without the confirmation is stopped, with the reason on the checkbox.
  await keys.activate(dialog.getByRole('button', { name: words.download, exact: true }));
  await expect(labels.getByRole('alert')).toContainText(words.confirmNeeded);
  await expect(confirm).toBeFocused();
  await expect(confirm).toHaveAttribute('aria-invalid', 'true');
  await expectNoAxeViolations(page);
  await keys.press('Space');
  await expect(confirm).toBeChecked();
  await expect(labels.getByRole('alert')).toHaveCount(0);

  // The file is the picture as stored: the plan's original, without a label drawn on it.
  const file = await downloadedFile(page, dialog, words.download);
  const meta = await sharp(file).metadata();
  expect([meta.width, meta.height]).toEqual([960, 720]);

  // Remembered across a reload: the dialog starts on "none", already confirmed.
  await page.reload();
  const again = await openDownload(page, words);
  await expect(again.labels.getByRole('radio', { name: words.none })).toBeChecked();
  await expect(again.labels.getByRole('checkbox', { name: words.confirm })).toBeChecked();
  await page.goto('/profile');
  const settings = page.getByRole('region', { name: words.settings });
  const choices = settings.getByRole('group', { name: words.legend });
  await expect(choices.getByRole('radio', { name: words.none })).toBeChecked();
  await expectNoAxeViolations(page);

  // Back to the badge from the profile, by keyboard; the confirmation goes away with "none".
  await keys.tabTo(choices.getByRole('radio', { name: words.none }));
  await keys.press('ArrowUp');
  await keys.press('ArrowUp');
  await expect(choices.getByRole('radio', { name: words.badge })).toBeChecked();
  await expect(choices.getByRole('checkbox')).toHaveCount(0);
  await keys.activate(settings.getByRole('button', { name: words.save }));
  await expect(page.getByText(words.saved)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: words.settings }).getByRole('radio', { name: words.badge }),
  ).toBeChecked();
});

test('the profile sets the label by keyboard, and the dialog and the file follow it (en)', async ({
  page,
  request,
}) => {
  // Two dialogs, two reloads and two axe passes: 23 s measured on two busy cores, near the default.
  test.setTimeout(90_000);
  const words = text.en;
  const other = await register(request);
  await useAppLocale(page, 'en');
  const { token } = await login(page, request, other);
  await seedResult(request, token);
  const keys = keyboardOnly(page);
  await page.goto('/profile');
  const settings = page.getByRole('region', { name: words.settings });
  const labels = settings.getByRole('group', { name: words.legend });
  await expect(labels.getByRole('radio')).toHaveCount(3);
  await expect(labels.getByRole('radio', { name: words.badge })).toBeChecked();
  await expectNoAxeViolations(page);

  // "None" reveals the confirmation; saving without it is refused and focus goes to it.
  await keys.tabTo(labels.getByRole('radio', { name: words.badge }));
  await keys.press('ArrowUp');
  await expect(labels.getByRole('radio', { name: words.none })).toBeChecked();
  const confirm = labels.getByRole('checkbox', { name: words.confirm });
  await expect(confirm).toBeVisible();
  await keys.activate(settings.getByRole('button', { name: words.save }));
  await expect(labels.getByRole('alert')).toContainText(words.confirmNeeded);
  await expect(confirm).toBeFocused();
  await expectNoAxeViolations(page);

  // The caption instead, saved and remembered across a reload.
  await keys.tabTo(labels.getByRole('radio', { name: words.none }), { backwards: true });
  await keys.press('ArrowUp');
  await expect(labels.getByRole('radio', { name: words.caption })).toBeChecked();
  await expect(labels.getByRole('checkbox')).toHaveCount(0);
  await keys.activate(settings.getByRole('button', { name: words.save }));
  await expect(page.getByText(words.saved)).toBeVisible();
  await page.reload();
  await expect(
    page.getByRole('region', { name: words.settings }).getByRole('radio', { name: words.caption }),
  ).toBeChecked();

  // The dialog starts on it, and the file gains the strip under the plan's picture.
  const { keys: dialogKeys, dialog, labels: dialogLabels } = await openDownload(page, words);
  await expect(dialogLabels.getByRole('radio', { name: words.caption })).toBeChecked();
  // By keyboard in the dialog too: "none" asks for the confirmation, never given on this account.
  await dialogKeys.tabTo(dialogLabels.getByRole('radio', { name: words.caption }));
  await dialogKeys.press('ArrowDown');
  await expect(dialogLabels.getByRole('checkbox', { name: words.confirm })).not.toBeChecked();
  await dialogKeys.press('ArrowUp');
  await expect(dialogLabels.getByRole('radio', { name: words.caption })).toBeChecked();
  await expect(dialogLabels.getByRole('checkbox')).toHaveCount(0);
  await expect(
    dialogLabels.getByText(
      `the file grows by a strip of ${captionStripHeight(960, 720)} px below it`,
      { exact: false },
    ),
  ).toBeVisible();
  await expectNoAxeViolations(page);
  const file = await downloadedFile(page, dialog, words.download);
  const meta = await sharp(file).metadata();
  expect([meta.width, meta.height]).toEqual([960, 720 + captionStripHeight(960, 720)]);
});
