import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { login, register, useAppLocale } from './support/accounts.ts';

// Issue 22 point 15: a hairstyle portrait is kept as a face, so the try-on, whose pickers list
// models only, never offers it as a model; the body generator's face picker does offer it.
test.use({ viewport: { width: 1280, height: 800 } });

const dictionaries = { en, vi } as const;

async function portraitFile(name: string) {
  const buffer = await sharp({
    create: { width: 300, height: 400, channels: 3, background: '#d7a98c' },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

const select = (page: Page, template: string, name: string) =>
  page.getByRole('dialog').getByRole('button', { name: template.replace('{name}', name) });

for (const locale of ['en', 'vi'] as const) {
  const d = dictionaries[locale];
  test(`a portrait uploaded for the hairstyle is not offered as a try-on model (${locale})`, async ({
    page,
    request,
  }) => {
    const account = await register(request);
    await useAppLocale(page, locale);
    await login(page, request, account);
    const name = `chan-dung-${locale}`;

    await page.goto('/hairstyle-changer');
    await page.getByRole('button', { name: d['toolsUi.slot.portrait.choose'] }).click();
    await page
      .getByRole('dialog')
      .getByRole('radio', { name: d['assets.consent.subject'] })
      .check();
    const chooser = page.waitForEvent('filechooser');
    await page
      .getByRole('dialog')
      .getByRole('button', { name: d['assets.picker.uploadNew'] })
      .click();
    await (await chooser).setFiles(await portraitFile(`${name}.png`));
    await expect(page.getByRole('img', { name: `${name}.png` })).toBeVisible();

    // The try-on's model gallery and its model picker list models only.
    await page.goto('/virtual-tryon');
    await expect(page.getByText(d['tryOn.noModels'])).toBeVisible();
    await expect(
      page.getByRole('button', { name: d['tryOn.choose'].replace('{name}', `${name}.png`) }),
    ).toHaveCount(0);
    await page.getByRole('button', { name: d['tryOn.uploadModel'] }).click();
    await expect(page.getByRole('dialog').getByText(d['assets.empty'])).toBeVisible();
    await expect(select(page, d['assets.picker.select'], `${name}.png`)).toHaveCount(0);

    // The body generator's face picker offers it.
    await page.goto('/body-generator');
    await page.getByRole('button', { name: d['toolsUi.slot.face.choose'] }).click();
    await expect(select(page, d['assets.picker.select'], `${name}.png`)).toBeVisible();
  });
}
