import { AxeBuilder } from './support/axe.ts';
import { expect, test, type Locator, type Page } from '@playwright/test';
import sharp from 'sharp';
import { samplePhoto } from '../../src/server/engine/perception/sample-photos.ts';
import { apiUrl, login, register, useAppLocale, type Account } from './support/accounts.ts';

// One verified account for this file (registrations are rate limited per address).
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 1280, height: 800 } });
let account: Account;
test.beforeAll(async ({ request }) => {
  account = await register(request);
});

async function png(name: string, color = '#c2185b') {
  const buffer = await sharp({
    create: { width: 120, height: 160, channels: 3, background: color },
  })
    .png()
    .toBuffer();
  return { name, mimeType: 'image/png', buffer };
}

/** A real full-body photo, which the try-on's model check accepts (a plain PNG is refused). */
async function fullBody(name: string) {
  return { name, mimeType: 'image/png', buffer: await samplePhoto('fullBody') };
}

/**
 * Clicks `button` and gives the file chooser it opens `file`, as a person picking a file; a
 * photo of a person first gets the consent answer labelled `consent` (issue 26).
 */
async function chooseFile(
  page: Page,
  button: Locator,
  file: { name: string; mimeType: string; buffer: Buffer },
  consent?: string,
) {
  if (consent) await page.getByRole('radio', { name: consent, exact: true }).check();
  const chooser = page.waitForEvent('filechooser');
  await button.click();
  await (await chooser).setFiles(file);
}

async function openLibrary(page: Page, request: Parameters<typeof login>[1], locale: 'en' | 'vi') {
  await login(page, request, account);
  await useAppLocale(page, locale);
  await page.goto('/assets');
}

test('uploads a PNG with progress, then searches, filters by tab and deletes it', async ({
  page,
  request,
}) => {
  await openLibrary(page, request, 'en');
  await expect(page.getByRole('heading', { level: 1, name: 'Assets library' })).toBeVisible();
  await expect(page).toHaveTitle(/Assets library/);

  // The upload is held at the network until the progress bar has been seen.
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  await page.route(`${apiUrl}/assets`, async (route) => {
    if (route.request().method() === 'POST') await held;
    await route.continue();
  });
  await page.getByRole('combobox', { name: 'Use as' }).selectOption('garment');
  // A garment shows no one: no consent is asked.
  await expect(page.getByRole('radio', { name: 'It is me' })).toHaveCount(0);
  await chooseFile(
    page,
    page.getByRole('button', { name: 'Upload image' }),
    await png('ao-dai-do.png'),
  );
  const progress = page.getByRole('progressbar', { name: 'Upload progress' });
  await expect(progress).toBeVisible();
  await expect(progress).toHaveAttribute('aria-valuenow', /^\d{1,3}$/);
  await expect(page.getByText('Uploading ao-dai-do.png')).toBeVisible();
  release();
  await expect(page.getByText('Image uploaded')).toBeVisible();
  await expect(progress).toBeHidden();
  await page.unroute(`${apiUrl}/assets`);

  await page.getByRole('combobox', { name: 'Use as' }).selectOption('model');
  await chooseFile(
    page,
    page.getByRole('button', { name: 'Upload image' }),
    await png('nguoi-mau-lan.png', '#1e88e5'),
    'I have the consent of the person in this photo',
  );
  const grid = page.getByRole('tabpanel');
  await expect(grid.getByRole('img', { name: 'nguoi-mau-lan.png' })).toBeVisible();
  const garment = grid.getByRole('listitem').filter({ hasText: 'ao-dai-do.png' });
  await expect(garment).toContainText('Garment');
  await expect(garment.getByRole('img', { name: 'ao-dai-do.png' })).toBeVisible();

  // Search by name.
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('ao-dai');
  await expect(grid.getByRole('img', { name: 'nguoi-mau-lan.png' })).toBeHidden();
  await expect(grid.getByRole('img', { name: 'ao-dai-do.png' })).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('nothing-is-called-this');
  await expect(page.getByText('No assets found')).toBeVisible();
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('');

  // Kind filter.
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('model');
  await expect(grid.getByRole('img', { name: 'ao-dai-do.png' })).toBeHidden();
  await expect(grid.getByRole('img', { name: 'nguoi-mau-lan.png' })).toBeVisible();
  await page.getByRole('combobox', { name: 'Kind' }).selectOption('');

  // Tabs: Videos has nothing yet; the arrow keys move between tabs.
  const tabs = page.getByRole('tablist', { name: 'Asset type' });
  await tabs.getByRole('tab', { name: 'Videos' }).click();
  await expect(tabs.getByRole('tab', { name: 'Videos' })).toHaveAttribute('aria-selected', 'true');
  await expect(page.getByText('No assets found')).toBeVisible();
  await page.keyboard.press('ArrowLeft');
  const images = tabs.getByRole('tab', { name: 'Images' });
  await expect(images).toBeFocused();
  await expect(images).toHaveAttribute('aria-selected', 'true');
  await expect(grid.getByRole('img', { name: 'ao-dai-do.png' })).toBeVisible();

  // Delete, with a confirmation; Cancel keeps it.
  await grid.getByRole('button', { name: 'Delete ao-dai-do.png' }).click();
  const confirm = page.getByRole('dialog', { name: 'Delete this asset?' });
  await confirm.getByRole('button', { name: 'Cancel' }).click();
  await expect(confirm).toBeHidden();
  await expect(grid.getByRole('img', { name: 'ao-dai-do.png' })).toBeVisible();
  await grid.getByRole('button', { name: 'Delete ao-dai-do.png' }).click();
  await confirm.getByRole('button', { name: 'Delete' }).click();
  await expect(page.getByText('Asset deleted')).toBeVisible();
  await expect(grid.getByRole('img', { name: 'ao-dai-do.png' })).toBeHidden();
  await page.reload();
  await expect(
    page.getByRole('tabpanel').getByRole('img', { name: 'nguoi-mau-lan.png' }),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'ao-dai-do.png' })).toBeHidden();
});

test('a text file renamed .png is refused by the server with the spec message', async ({
  page,
  request,
}) => {
  await openLibrary(page, request, 'en');
  const upload = page.getByRole('button', { name: 'Upload image' });
  await chooseFile(
    page,
    upload,
    {
      name: 'notes.png',
      mimeType: 'image/png',
      buffer: Buffer.from('these are notes, not pixels'),
    },
    'It is me',
  );
  await expect(page.getByText('Upload failed')).toBeVisible();
  await expect(
    page.getByText('Invalid file type. Please upload JPEG, PNG, WebP files only'),
  ).toBeVisible();
  await expect(page.getByRole('img', { name: 'notes.png' })).toBeHidden();
});

test('in Vietnamese, the browser refuses a GIF and a file over 10MB before sending them', async ({
  page,
  request,
}) => {
  await openLibrary(page, request, 'vi');
  await expect(page.getByRole('heading', { level: 1, name: 'Thư viện tài nguyên' })).toBeVisible();
  let posted = 0;
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url() === `${apiUrl}/assets`) posted += 1;
  });
  const upload = page.getByRole('button', { name: 'Tải lên ảnh hoặc video' });
  const gif = await sharp({ create: { width: 8, height: 8, channels: 3, background: '#000' } })
    .gif()
    .toBuffer();
  await chooseFile(
    page,
    upload,
    { name: 'anim.gif', mimeType: 'image/gif', buffer: gif },
    'Đó là tôi',
  );
  await expect(
    page.getByText('Định dạng tệp không hợp lệ. Vui lòng chỉ tải lên tệp JPEG, PNG, WebP'),
  ).toBeVisible();
  await expect(page.getByText('Tải lên thất bại').first()).toBeVisible();

  const big = Buffer.alloc(10 * 1024 * 1024 + 1);
  (await png('x.png')).buffer.copy(big);
  await chooseFile(page, upload, { name: 'lon.png', mimeType: 'image/png', buffer: big });
  await expect(page.getByText('Tệp quá lớn. Dung lượng tối đa là 10MB')).toBeVisible();
  expect(posted).toBe(0);

  await page.getByRole('tab', { name: 'Video' }).click();
  await expect(page.getByText('Không tìm thấy tài nguyên nào')).toBeVisible();
});

test('on the try-on page, the picker uploads a model and selects it; the garment step waits for it', async ({
  page,
  request,
}) => {
  await login(page, request, account);
  await useAppLocale(page, 'en');
  await page.goto('/virtual-tryon');
  await expect(page.getByRole('heading', { level: 1, name: 'Virtual try-on' })).toBeVisible();

  const stepper = page.getByRole('list', { name: 'Try-on steps' });
  await expect(stepper).toHaveAttribute('data-tour', 'tryon-stepper');
  const modelStep = stepper.getByRole('button', { name: /Step 1.*Choose model/ });
  const garmentStep = stepper.getByRole('button', { name: /Step 2.*Choose garment/ });
  await expect(modelStep).toHaveAttribute('aria-current', 'step');
  await expect(garmentStep).toBeDisabled();
  await expect(garmentStep).toHaveAttribute('data-tour', 'tryon-garment-tab');
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await expect(page.getByRole('tab', { name: 'Assets library' })).toHaveAttribute(
    'data-tour',
    'tryon-model-tab',
  );

  // Generate without both inputs says what is missing (spec §8).
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(
    page.getByText('Please select both model and garment before generating'),
  ).toBeVisible();

  // The Sample Models tab lists the shipped sample models.
  await page.getByRole('tab', { name: 'Sample Models' }).click();
  await expect(
    page.getByRole('tabpanel').getByRole('button', { name: 'Choose Lan, slim' }),
  ).toBeVisible();
  await page.getByRole('tab', { name: 'Assets library' }).click();

  await page.getByRole('button', { name: 'Upload new model' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a model' });
  await expect(picker.getByRole('tablist', { name: 'Asset type' })).toBeVisible();
  await expect(picker.getByRole('searchbox', { name: 'Search by name' })).toBeFocused();
  await chooseFile(
    page,
    picker.getByRole('button', { name: 'Upload new' }),
    await fullBody('mau-toan-than.png'),
    'I have the consent of the person in this photo',
  );
  await expect(picker).toBeHidden();
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await expect(preview.getByRole('img', { name: 'mau-toan-than.png' })).toBeVisible();
  await expect(page.getByRole('button', { name: 'Choose mau-toan-than.png' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );
  await expect(garmentStep).toBeEnabled();
  await expect(next).toBeEnabled();
  await next.click();
  await expect(garmentStep).toHaveAttribute('aria-current', 'step');
  await expect(page.getByRole('heading', { level: 2, name: 'Choose garment' })).toBeVisible();

  // The picker lists the user's garments; Escape closes it.
  await page.getByRole('button', { name: 'Upload new garment' }).click();
  const garmentPicker = page.getByRole('dialog', { name: 'Choose a garment' });
  await expect(garmentPicker).toBeVisible();
  await page.keyboard.press('Escape');
  await expect(garmentPicker).toBeHidden();

  await preview.getByRole('button', { name: 'Reset all' }).click();
  await expect(modelStep).toHaveAttribute('aria-current', 'step');
  await expect(garmentStep).toBeDisabled();
  await expect(preview.getByRole('img', { name: 'mau-toan-than.png' })).toBeHidden();
  // The try-on history is the user's recent try-on generations (none yet).
  await expect(
    page.locator('[data-tour="tryon-history"]').getByRole('heading', { name: 'Recent try-ons' }),
  ).toBeVisible();
});

test('the picker selects an existing asset by keyboard, in Vietnamese', async ({
  page,
  request,
}) => {
  const { token } = await login(page, request, account);
  const uploaded = await request.post(`${apiUrl}/assets`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { kind: 'model', consent: 'subject', file: await fullBody('mau-toan-than.png') },
  });
  expect(uploaded.status(), await uploaded.text()).toBe(201);
  await useAppLocale(page, 'vi');
  await page.goto('/virtual-tryon');
  await page.getByRole('button', { name: 'Tải lên người mẫu mới' }).click();
  const picker = page.getByRole('dialog', { name: 'Chọn người mẫu' });
  await picker.getByRole('searchbox', { name: 'Tìm theo tên' }).fill('mau-toan-than');
  const item = picker.getByRole('button', { name: 'Chọn mau-toan-than.png' }).first();
  await item.focus();
  await page.keyboard.press('Enter');
  await expect(picker).toBeHidden();
  await expect(
    page.getByRole('complementary', { name: 'Xem trước' }).getByRole('img', {
      name: 'mau-toan-than.png',
    }),
  ).toBeVisible();
  await expect(page.getByRole('button', { name: 'Tiếp tục' })).toBeEnabled();
});

test('the library, the try-on page and the open picker have no axe violations', async ({
  page,
  request,
}) => {
  const { token } = await login(page, request, account);
  const uploaded = await request.post(`${apiUrl}/assets`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { kind: 'garment', file: await png('vay-xanh.png', '#3949ab') },
  });
  expect(uploaded.status()).toBe(201);
  const violations = async () =>
    (await new AxeBuilder({ page }).analyze()).violations.map(
      (v) => `${v.id}: ${v.help} (${v.nodes.map((n) => n.target.join(' ')).join(', ')})`,
    );

  await useAppLocale(page, 'vi');
  await page.goto('/assets');
  await expect(page.getByRole('tabpanel').getByRole('img', { name: 'vay-xanh.png' })).toBeVisible();
  expect(await violations()).toEqual([]);

  await page.goto('/virtual-tryon');
  await expect(page.getByRole('heading', { level: 1, name: 'Thử đồ ảo' })).toBeVisible();
  expect(await violations()).toEqual([]);
  await page.getByRole('button', { name: 'Tải lên người mẫu mới' }).click();
  await expect(page.getByRole('dialog', { name: 'Chọn người mẫu' })).toBeVisible();
  expect(await violations()).toEqual([]);
});

const apiOrigin = new URL(apiUrl).origin;

test('a list that cannot load says so and offers Retry; a vanished asset cannot be selected', async ({
  page,
  request,
}) => {
  const { token } = await login(page, request, account);
  const uploaded = await request.post(`${apiUrl}/assets`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: { kind: 'model', consent: 'self', file: await png('bien-mat.png', '#6d4c41') },
  });
  expect(uploaded.status()).toBe(201);
  await useAppLocale(page, 'en');

  const list = (url: URL) => url.origin === apiOrigin && url.pathname === '/assets';
  await page.route(list, (route) =>
    route.request().method() === 'GET'
      ? route.fulfill({ status: 500, json: { code: 'internal_error', message: 'Down' } })
      : route.continue(),
  );
  await page.goto('/assets');
  // Spec §9: the list is tried 3 more times with backoff before the error shows.
  const failed = page.getByRole('alert').filter({ hasText: 'Failed to load assets' });
  await expect(failed).toBeVisible({ timeout: 30_000 });
  await page.unroute(list);
  await failed.getByRole('button', { name: 'Retry' }).click();
  await expect(page.getByRole('tabpanel').getByRole('img', { name: 'bien-mat.png' })).toBeVisible();

  const one = (url: URL) => url.origin === apiOrigin && url.pathname.startsWith('/assets/');
  await page.route(one, (route) =>
    route.fulfill({ status: 404, json: { code: 'not_found', message: 'Not found' } }),
  );
  await page.goto('/virtual-tryon');
  await page.getByRole('button', { name: 'Upload new model' }).click();
  const picker = page.getByRole('dialog', { name: 'Choose a model' });
  await picker.getByRole('button', { name: 'Select bien-mat.png' }).first().click();
  await expect(page.getByText('Failed to select asset')).toBeVisible();
  await expect(picker).toBeVisible();
  await expect(
    page.getByRole('complementary', { name: 'Preview' }).getByRole('img', { name: 'bien-mat.png' }),
  ).toBeHidden();
});

test('with a model and a garment chosen, Generate submits them with the garment category', async ({
  page,
  request,
}) => {
  const { token } = await login(page, request, account);
  for (const [kind, name] of [
    ['model', 'mau-buoc-3.png'],
    ['garment', 'ao-buoc-3.png'],
  ] as const) {
    const res = await request.post(`${apiUrl}/assets`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        kind,
        ...(kind === 'model' && { consent: 'subject' }),
        file: kind === 'model' ? await fullBody(name) : await png(name, '#00897b'),
      },
    });
    expect(res.status()).toBe(201);
  }
  await useAppLocale(page, 'en');
  await page.goto('/virtual-tryon');
  // The Assets library tab lists models only; the garment appears in step 2.
  await expect(page.getByRole('button', { name: 'Choose ao-buoc-3.png' })).toBeHidden();
  await page.getByRole('button', { name: 'Choose mau-buoc-3.png' }).first().click();
  await page.getByRole('button', { name: 'Continue' }).click();
  await expect(page.getByRole('button', { name: 'Choose mau-buoc-3.png' })).toBeHidden();
  const next = page.getByRole('button', { name: 'Continue' });
  await expect(next).toBeDisabled();
  await page.getByRole('button', { name: 'Choose ao-buoc-3.png' }).first().click();
  await next.click();
  const generateStep = page.getByRole('list', { name: 'Try-on steps' }).getByRole('button', {
    name: /Step 3/,
  });
  await expect(generateStep).toHaveAttribute('aria-current', 'step');
  const preview = page.getByRole('complementary', { name: 'Preview' });
  await expect(preview.getByText('Ready to generate.')).toBeVisible();

  // The submit is held at the network: the button reads 'Generating...' meanwhile; then the
  // server's shortage text (spec §8) is shown as it is.
  await page
    .getByRole('list', { name: 'Try-on steps' })
    .getByRole('button', { name: /Step 2/ })
    .click();
  await page.getByLabel('Garment category').selectOption('dresses');
  let release = () => {};
  const held = new Promise<void>((resolve) => (release = resolve));
  let sent: { body: unknown; key?: string } | null = null;
  const shortage = 'Insufficient credits. You have 0, need 1 (1 more required)';
  await page.route(`${apiUrl}/ai/virtual-tryon/generate`, async (route) => {
    sent = {
      body: route.request().postDataJSON(),
      key: route.request().headers()['idempotency-key'],
    };
    await held;
    await route.fulfill({
      status: 402,
      json: { code: 'insufficient_credits', detail: shortage, message: shortage },
    });
  });
  await preview.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(preview.getByRole('button', { name: 'Generating...' })).toBeDisabled();
  release();
  await expect(preview.getByRole('status').filter({ hasText: shortage })).toBeVisible();
  expect(sent!.body).toMatchObject({ params: { category: 'dresses' } });
  const inputs = (sent!.body as { inputs: Record<string, string> }).inputs;
  expect(Object.keys(inputs).sort()).toEqual(['clothing', 'person']);
  expect(sent!.key).toMatch(/^[0-9a-f-]{36}$/);
  await expect(
    page.getByText('Please select both model and garment before generating'),
  ).toBeHidden();
});

test('a long library loads 40 at a time with Load more', async ({ page, request }) => {
  const { token } = await login(page, request, account);
  const image = await png('trang-0.png', '#fdd835');
  for (let i = 1; i <= 41; i += 1) {
    const res = await request.post(`${apiUrl}/assets`, {
      headers: { authorization: `Bearer ${token}` },
      multipart: {
        kind: 'image',
        consent: 'self',
        name: `trang-${i}`,
        file: { ...image, name: `trang-${i}.png` },
      },
    });
    expect(res.status()).toBe(201);
  }
  await useAppLocale(page, 'en');
  await page.goto('/assets');
  await page.getByRole('searchbox', { name: 'Search by name' }).fill('trang-');
  const grid = page.getByRole('tabpanel');
  await expect(grid.getByText('Showing 40 of 41')).toBeVisible();
  await expect(grid.getByRole('img', { name: 'trang-41' })).toBeVisible();
  await expect(grid.getByRole('img', { name: 'trang-1', exact: true })).toBeHidden();
  await grid.getByRole('button', { name: 'Load more' }).click();
  await expect(grid.getByText('Showing 41 of 41')).toBeVisible();
  await expect(grid.getByRole('img', { name: 'trang-1', exact: true })).toBeVisible();
  await expect(grid.getByRole('button', { name: 'Load more' })).toBeHidden();
});

test('signed out, the library and the try-on page ask for a login first', async ({ page }) => {
  await useAppLocale(page, 'en');
  for (const path of ['/assets', '/virtual-tryon']) {
    await page.goto(path);
    await expect(page.getByRole('dialog', { name: 'Log in' })).toBeVisible();
    await expect(page.getByRole('button', { name: 'Upload image' })).toBeHidden();
    await expect(page.getByRole('list', { name: 'Try-on steps' })).toBeHidden();
  }
});
