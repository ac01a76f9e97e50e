import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiUrl, login, register, useAppLocale, type Account } from './support/accounts.ts';

// Spec §8: a failed upload names the image that failed (model, garment or face), then
// "Please try again.". The API's upload is forced to fail with a 500 at the network.
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 1280, height: 800 } });
let account: Account;
test.beforeAll(async ({ request }) => {
  account = await register(request);
});

async function png(name: string) {
  const buffer = await sharp({
    create: { width: 120, height: 160, channels: 3, background: '#c2185b' },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** Picks `name` with `button`; a photo of a person first gets the consent answer `consent`. */
async function chooseFile(page: Page, button: Locator, name: string, consent?: string) {
  if (consent) await page.getByRole('radio', { name: consent, exact: true }).check();
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(await png(name));
}

/** Every POST /assets fails on the server's side; counts the attempts. */
async function failUploads(page: Page) {
  const attempts = { count: 0 };
  await page.route(`${apiUrl}/assets`, async (route) => {
    if (route.request().method() !== 'POST') return route.continue();
    attempts.count += 1;
    await route.fulfill({
      status: 500,
      contentType: 'application/json',
      body: JSON.stringify({ detail: 'Internal Server Error', code: 'internal_error' }),
    });
  });
  return attempts;
}

test('in the library, each studio image kind names itself when its upload fails', async ({
  page,
  request,
}) => {
  await login(page, request, account);
  await useAppLocale(page, 'en');
  const attempts = await failUploads(page);
  await page.goto('/assets');
  const useAs = page.getByRole('combobox', { name: 'Use as' });
  const upload = page.getByRole('button', { name: 'Upload image' });
  for (const [kind, title] of [
    ['model', 'Failed to upload model image'],
    ['garment', 'Failed to upload garment image'],
    ['face', 'Failed to upload face image'],
  ] as const) {
    await useAs.selectOption(kind);
    await chooseFile(page, upload, `${kind}.png`, kind === 'garment' ? undefined : 'It is me');
    const toast = page.locator('[data-sonner-toast]').filter({ hasText: title });
    await expect(toast).toBeVisible();
    await expect(toast).toContainText('Please try again.');
    await expect(toast).not.toContainText('Internal Server Error');
  }
  expect(attempts.count).toBe(3);
  // An image of no studio role keeps the general title.
  await useAs.selectOption('image');
  await chooseFile(page, upload, 'other.png', 'It is me');
  await expect(
    page.locator('[data-sonner-toast]').filter({ hasText: 'Upload failed' }),
  ).toContainText('Please try again.');
});

test('in Vietnamese, the studio pickers name the model and the face image that failed', async ({
  page,
  request,
}) => {
  await login(page, request, account);
  await useAppLocale(page, 'vi');
  await failUploads(page);

  await page.goto('/virtual-tryon');
  await page.getByRole('button', { name: 'Tải lên người mẫu mới' }).click();
  await chooseFile(
    page,
    page.getByRole('dialog').getByRole('button', { name: 'Tải lên mới' }),
    'm.png',
    'Đó là tôi',
  );
  const model = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Không tải lên được ảnh người mẫu' });
  await expect(model).toContainText('Vui lòng thử lại.');

  await page.goto('/body-generator');
  await page.getByRole('button', { name: 'Chọn ảnh khuôn mặt' }).click();
  await chooseFile(
    page,
    page.getByRole('dialog').getByRole('button', { name: 'Tải lên mới' }),
    'f.png',
    'Đó là tôi',
  );
  const face = page
    .locator('[data-sonner-toast]')
    .filter({ hasText: 'Không tải lên được ảnh khuôn mặt' });
  await expect(face).toContainText('Vui lòng thử lại.');
});
