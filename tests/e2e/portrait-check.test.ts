import { expect, test, type Page } from '@playwright/test';
import sharp from 'sharp';
import { en } from '../../src/i18n/en.ts';
import { vi } from '../../src/i18n/vi.ts';
import { samplePhoto } from '../../src/server/engine/perception/sample-photos.ts';
import { login, register, useAppLocale } from './support/accounts.ts';

// The hairstyle changer checks the chosen portrait with face detection (decision 020): no face
// blocks Generate until a hair mask is painted; a small face is only a warning.
test.use({ viewport: { width: 1280, height: 800 } });

type Dictionary = Record<keyof typeof en, string>;

async function upload(page: Page, d: Dictionary, name: string, buffer: Buffer) {
  await page
    .getByRole('button', {
      name: d['toolsUi.slot.portrait.choose'],
    })
    .click();
  await page.getByRole('dialog').getByRole('radio', { name: d['assets.consent.subject'] }).check();
  const chooser = page.waitForEvent('filechooser');
  await page
    .getByRole('dialog')
    .getByRole('button', { name: d['assets.picker.uploadNew'] })
    .click();
  await (await chooser).setFiles({ name, mimeType: 'image/png', buffer });
  await expect(page.getByRole('dialog')).toHaveCount(0);
}

test('a picture without a face blocks Generate until the hair is painted (vi)', async ({
  page,
  request,
}) => {
  const d: Dictionary = vi;
  await login(page, request, await register(request));
  await useAppLocale(page, 'vi');
  await page.goto('/hairstyle-changer');
  const landscape = await sharp({
    create: { width: 480, height: 360, channels: 3, background: '#6a8caf' },
  })
    .composite([
      {
        input: Buffer.from(
          '<svg xmlns="http://www.w3.org/2000/svg" width="480" height="360"><rect y="220" width="480" height="140" fill="#3f6b3a"/><circle cx="380" cy="80" r="40" fill="#f2d36b"/></svg>',
        ),
      },
    ])
    .png()
    .toBuffer();
  await upload(page, d, 'phong-canh.png', landscape);
  await expect(
    page.getByRole('alert').filter({ hasText: d['generation.portrait.noFace'] }),
  ).toBeVisible();
  const generate = page.getByRole('button', { name: d['toolsUi.generate'], exact: true });
  await expect(generate).toBeDisabled();
  await expect(generate).toHaveAccessibleDescription(d['toolsUi.hair.needsMask']);

  await page.getByRole('button', { name: d['toolsUi.mask.open'] }).click();
  const canvas = page.getByRole('img', { name: d['toolsUi.mask.canvas'] });
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.25, { steps: 6 });
  await page.mouse.up();
  await page.getByRole('button', { name: d['toolsUi.mask.save'] }).click();
  await expect(generate).toBeEnabled();
  await expect(page.getByRole('alert')).toContainText(d['toolsUi.hair.maskUsed']);
});

test('a small face is a warning and Generate stays available (en)', async ({ page, request }) => {
  const d: Dictionary = en;
  await login(page, request, await register(request));
  await useAppLocale(page, 'en');
  await page.goto('/hairstyle-changer');
  const small = await sharp(await samplePhoto('portrait'))
    .resize(300, 300)
    .toBuffer();
  const distant = await sharp({
    create: { width: 1200, height: 1200, channels: 3, background: '#d8d8d8' },
  })
    .composite([{ input: small, left: 450, top: 300 }])
    .png()
    .toBuffer();
  await upload(page, d, 'distant.png', distant);
  await expect(
    page.getByRole('status').filter({ hasText: d['generation.portrait.faceTooSmall'] }),
  ).toBeVisible();
  await expect(
    page.getByRole('button', { name: d['toolsUi.generate'], exact: true }),
  ).toBeEnabled();
});
