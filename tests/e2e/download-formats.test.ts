import { expect, test, type APIRequestContext } from '@playwright/test';
import { readFile } from 'node:fs/promises';
import sharp from 'sharp';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { apiUrl, login, register, useAppLocale } from './support/accounts.ts';
import { expectNoAxeViolations } from './support/axe.ts';
import { keyboardOnly } from './support/keyboard.ts';

// Issue 40 point 6 (decision 101): the download dialog offers JPEG, WebP and PNG besides the
// original's format, and only the sizes the result has: a 563-px result is not offered as
// "Large" or "4K". Keyboard only, axe-clean, focus never on <body>, in Vietnamese and English.
test.use({ viewport: { width: 1280, height: 900 } });

async function seedResult(request: APIRequestContext, token: string) {
  const res = await request.post(`${apiUrl}/dev/seed-generations`, {
    headers: { authorization: `Bearer ${token}` },
    data: { items: [{ tool: 'hairstyle-changer', status: 'success', width: 563, height: 750 }] },
  });
  expect(res.status(), await res.text()).toBe(201);
}

for (const [lang, dict, format, presses, sharpFormat] of [
  ['vi', vi, 'history.format.webp', 1, 'webp'],
  ['en', en, 'history.format.png', 2, 'png'],
] as const) {
  test(`a 563-px result is offered in its own size only, in the format chosen (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await useAppLocale(page, lang);
    const { token } = await login(page, request, await register(request));
    await seedResult(request, token);
    const keys = keyboardOnly(page);
    await page.goto('/history?tool=hairstyle-changer');
    await keys.activate(page.getByRole('main').getByRole('listitem').first().getByRole('button'));
    const detail = page.getByRole('dialog', { name: dict['history.detailTitle'] });
    await keys.activate(
      detail.getByRole('button', { name: dict['history.downloadStart'], exact: true }),
    );
    const dialog = page.getByRole('dialog', { name: dict['history.downloadTitle'] });
    await expect(dialog).toBeVisible();
    await keys.expectFocusNotOnBody('the download dialog opened');

    // Only the original: every named size would be an enlargement of 563 × 750.
    const sizes = dialog.getByRole('group', { name: dict['history.size'] });
    const own = dict['history.size.original'].replace('{dims}', '563 × 750');
    await expect(sizes.getByRole('radio', { name: own })).toBeChecked();
    await expect(sizes.getByRole('radio')).toHaveCount(1);
    await expect(
      sizes.getByText(dict['history.sizesOfResult'].replace('{dims}', '563 × 750')),
    ).toBeVisible();

    // The formats: the original (JPG), WebP and PNG, chosen with the arrow keys.
    const select = dialog.getByRole('combobox', { name: dict['history.format'] });
    await expect(select.getByRole('option')).toHaveText([
      dict['history.formatOriginal'].replace('{ext}', 'JPG'),
      dict['history.format.webp'],
      dict['history.format.png'],
    ]);
    await keys.tabTo(select);
    for (let i = 0; i < presses; i++) await keys.press('ArrowDown');
    await expect(select).toHaveValue(sharpFormat);
    await expect(select.locator('option:checked')).toHaveText(dict[format]);
    await expect(dialog.getByText(`.${sharpFormat}`, { exact: true })).toBeVisible();
    await expectNoAxeViolations(page);

    const downloading = page.waitForEvent('download');
    await keys.activate(
      dialog.getByRole('button', { name: dict['history.downloadStart'], exact: true }),
    );
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(new RegExp(`\\.${sharpFormat}$`));
    const meta = await sharp(await readFile((await download.path())!)).metadata();
    expect([meta.format, meta.width, meta.height]).toEqual([sharpFormat, 563, 750]);
    await keys.expectFocusNotOnBody('the download finished');
  });
}

// Issue 42 point 6: any image result reframed at download. The server pads it with its edge
// colour to the chosen ratio (never cropped); the dialog labels the sizes of the framed file.
for (const [lang, dict] of [
  ['vi', vi],
  ['en', en],
] as const) {
  test(`a result downloads reframed to 9:16, padded rather than cut (${lang})`, async ({
    page,
    request,
  }) => {
    test.setTimeout(90_000);
    await useAppLocale(page, lang);
    const { token } = await login(page, request, await register(request));
    await seedResult(request, token);
    const keys = keyboardOnly(page);
    await page.goto('/history?tool=hairstyle-changer');
    await keys.activate(page.getByRole('main').getByRole('listitem').first().getByRole('button'));
    const detail = page.getByRole('dialog', { name: dict['history.detailTitle'] });
    const openDialog = detail.getByRole('button', {
      name: dict['history.downloadStart'],
      exact: true,
    });
    await keys.activate(openDialog);
    const dialog = page.getByRole('dialog', { name: dict['history.downloadTitle'] });
    const frame = dialog.getByRole('combobox', { name: dict['history.frame'] });
    await expect(frame).toHaveValue('as-made');
    await expect(frame).toHaveAccessibleDescription(dict['history.frameHint']);

    // As made, 1:1, 4:5, 3:4, 2:3, then 9:16.
    await keys.tabTo(frame);
    for (let i = 0; i < 5; i++) await keys.press('ArrowDown');
    await expect(frame).toHaveValue('9:16');
    // 563 × 750 padded to 9:16 is 563 × 1001: the size offered is the framed file's.
    const sizes = dialog.getByRole('group', { name: dict['history.size'] });
    const framed = dict['history.size.original'].replace('{dims}', '563 × 1001');
    await expect(sizes.getByRole('radio', { name: framed })).toBeChecked();
    await expect(dialog.getByText(dict['history.estimateUnknown'])).toBeVisible();
    await expectNoAxeViolations(page);

    const asked = page.waitForRequest((req) => req.url().includes('/download?'));
    const downloading = page.waitForEvent('download');
    await keys.activate(
      dialog.getByRole('button', { name: dict['history.downloadStart'], exact: true }),
    );
    expect(new URL((await asked).url()).searchParams.get('aspect')).toBe('9:16');
    const download = await downloading;
    const { width, height } = await sharp(await readFile((await download.path())!)).metadata();
    // Nothing cut: the result's width kept, and the height grown to 9:16 (to the pixel).
    expect([width, height]).toEqual([563, 1001]);
    expect(Math.abs((width * 16) / 9 - height)).toBeLessThan(1);
    await keys.expectFocusNotOnBody('the download finished');

    // Opened again, the dialog starts as made.
    await keys.activate(openDialog);
    await expect(frame).toHaveValue('as-made');
  });
}
