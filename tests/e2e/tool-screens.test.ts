import { settled, trackRequests } from './support/settled.ts';
import { expect, test, type APIRequestContext, type Page, type Route } from '@playwright/test';
import sharp from 'sharp';
import { apiUrl, login, register, useAppLocale, type Account } from './support/accounts.ts';
import { toasts } from './support/toaster.ts';
import { expectNoAxeViolations } from './support/axe.ts';

// The studio tool screens on their own (spec §2.8, §5, §8): prerequisites, the body form's
// bounds, the video model's options and the mask editor. The generation API is stood in for
// with page.route where a test needs an answer, so these run with or without it.
test.describe.configure({ mode: 'default' });
test.use({ viewport: { width: 1280, height: 800 } });

let account: Account;
test.beforeAll(async ({ request }) => {
  account = await register(request);
});

async function open(page: Page, request: APIRequestContext, locale: 'vi' | 'en', path: string) {
  const session = await login(page, request, account);
  await useAppLocale(page, locale);
  await page.goto(path);
  return session;
}

/** A plain PNG of `width` x `height` uploaded to the library as `kind`. */
async function upload(
  request: APIRequestContext,
  token: string,
  kind: string,
  name: string,
  size = { width: 120, height: 160 },
) {
  const buffer = await sharp({
    create: { ...size, channels: 3, background: '#8d6e63' },
  })
    .png()
    .toBuffer();
  const res = await request.post(`${apiUrl}/assets`, {
    headers: { authorization: `Bearer ${token}` },
    // Issue 26: every kind but garment needs the consent answer.
    multipart: {
      kind,
      ...(kind !== 'garment' && { consent: 'self' }),
      file: { name, mimeType: 'image/png', buffer },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Answers GET /ai/estimate for a tool with the given balance. */
async function estimate(page: Page, cost: number, balance: number) {
  await page.route(`${apiUrl}/ai/estimate?**`, (route) =>
    route.fulfill({
      json: {
        tool: new URL(route.request().url()).searchParams.get('tool'),
        cost,
        balance,
        enough: balance >= cost,
        estimate_ms: 20_000,
        engine: 'local',
      },
    }),
  );
}

test('body generator: the prerequisite and every bound message, in English', async ({
  page,
  request,
}) => {
  await estimate(page, 1, 5);
  await open(page, request, 'en', '/body-generator');
  await expect(page.getByRole('heading', { level: 1, name: 'Body generator' })).toBeVisible();
  const steps = page.getByRole('list', { name: 'Steps' });
  await expect(steps.getByRole('listitem').first()).toHaveAttribute('aria-current', 'step');
  await expect(page.getByText('Cost: 1 credit · Balance: 5')).toBeVisible();

  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(
    toasts(page).getByText('Please enter all body parameters before generating'),
  ).toBeVisible();
  await expect(page.getByText('Please choose male or female')).toBeVisible();
  await expect(page.getByText('Height must be between 140 and 210 cm')).toBeVisible();
  await expect(page.getByText('Please choose a skin tone from the palette')).toBeVisible();
  await expect(page.getByText('Please choose a body type from the list')).toBeVisible();
  await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });

  await page.getByRole('radio', { name: 'Female' }).check();
  await page.getByLabel('Height (cm)').fill('230');
  await page.getByLabel('Weight (kg)').fill('20');
  await page.getByLabel('Age (years)').fill('12.5');
  await expect(page.getByText('Height must be between 140 and 210 cm')).toBeVisible();
  await expect(page.getByText('Weight must be between 35 and 150 kg')).toBeVisible();
  await expect(page.getByText('Age must be a whole number between 16 and 80')).toBeVisible();
  await expect(page.getByText('Please choose male or female')).toBeHidden();
  await expect(page.getByLabel('Height (cm)')).toHaveAttribute('aria-invalid', 'true');

  await page.getByLabel('Height (cm)').fill('168');
  await page.getByLabel('Weight (kg)').fill('56');
  await page.getByLabel('Age (years)').fill('27');
  await page.getByRole('radio', { name: 'Tan' }).check();
  await page.getByLabel('Body type').selectOption('athletic');
  await page.getByRole('radio', { name: '9:16' }).check();
  await expect(page.getByText('Ready to generate.')).toBeVisible();
  await expect(steps.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');

  // The submit carries the parameters and a key; the server's 402 text is shown as it is,
  // once (no toast), with the way to buy credits.
  const shortage = 'Insufficient credits. You have 0, need 1 (1 more required)';
  const submitted: { body: unknown; key: string | undefined }[] = [];
  await page.route(`${apiUrl}/ai/body-generator/generate`, (route: Route) => {
    submitted.push({
      body: route.request().postDataJSON(),
      key: route.request().headers()['idempotency-key'],
    });
    return route.fulfill({
      status: 402,
      json: { code: 'insufficient_credits', detail: shortage, message: shortage },
    });
  });
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByRole('status').filter({ hasText: shortage })).toBeVisible();
  await expect(page.getByText(shortage)).toHaveCount(1);
  await expect(page.getByRole('link', { name: 'Buy credits' })).toHaveAttribute(
    'href',
    '/checkout?pack=choose&return=%2Fbody-generator',
  );
  expect(submitted).toHaveLength(1);
  expect(submitted[0]!.body).toMatchObject({
    inputs: {},
    params: {
      gender: 'female',
      height: 168,
      weight: 56,
      age: 27,
      skinTone: 'tan',
      bodyType: 'athletic',
      aspectRatio: '9:16',
    },
  });
  expect(submitted[0]!.key).toMatch(/^[0-9a-f-]{36}$/);
  // A new press is a new action: a new key.
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect.poll(() => submitted.length).toBe(2);
  expect(submitted[1]!.key).not.toBe(submitted[0]!.key);
});

test('body generator speaks Vietnamese: the prerequisite and a bound', async ({
  page,
  request,
}) => {
  await open(page, request, 'vi', '/body-generator');
  await page.getByRole('button', { name: 'Tạo', exact: true }).click();
  await expect(
    toasts(page).getByText('Vui lòng nhập đầy đủ các thông số cơ thể trước khi tạo'),
  ).toBeVisible();
  await page.getByLabel('Chiều cao (cm)').fill('100');
  await expect(page.getByLabel('Chiều cao (cm)')).toHaveAttribute('aria-invalid', 'true');
  await expect(page.getByRole('alert').filter({ hasText: '140' })).toBeVisible();
});

test('hairstyle changer: prerequisite, filters, and a painted mask sent at the portrait size', async ({
  page,
  request,
}) => {
  const { token } = await login(page, request, account);
  await upload(request, token, 'face', 'chan-dung.png', { width: 300, height: 400 });
  await useAppLocale(page, 'en');
  await page.goto('/hairstyle-changer');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(
    toasts(page).getByText('Please select both image and hairstyle before generating'),
  ).toBeVisible();

  const styles = page.getByRole('list', { name: 'Hairstyles' }).getByRole('button');
  await expect(styles).toHaveCount(20);
  const categories = page.getByRole('group', { name: 'Category' });
  await categories.getByRole('button', { name: 'Curly' }).click();
  await expect(styles).toHaveCount(2);
  await categories.getByRole('button', { name: 'Updo' }).click();
  await page
    .getByRole('group', { name: 'Gender' })
    .getByRole('button', { name: 'Male', exact: true })
    .click();
  await expect(styles).toHaveCount(2);
  await expect(styles.first()).toContainText('Pompadour');
  await styles.first().click();
  await expect(styles.first()).toHaveAttribute('aria-pressed', 'true');

  await expect(page.getByRole('button', { name: 'Paint hair mask' })).toBeDisabled();
  await page.getByRole('button', { name: 'Choose a portrait' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a portrait' })
    .getByRole('button', {
      name: 'Select chan-dung.png',
    })
    .click();
  await page.getByRole('radio', { name: 'Copper' }).check();
  await page.getByRole('button', { name: 'Paint hair mask' }).click();

  const editor = page.getByRole('dialog', { name: 'Mask editor' });
  const canvas = editor.getByRole('img', { name: 'Hair mask canvas' });
  await expect(canvas).toBeVisible();
  const whitePixels = () =>
    canvas.evaluate((element) => {
      const c = element as HTMLCanvasElement;
      const data = c.getContext('2d')!.getImageData(0, 0, c.width, c.height).data;
      let count = 0;
      for (let i = 0; i < data.length; i += 4) if (data[i + 3]! > 0 && data[i]! === 255) count += 1;
      return count;
    });
  expect(await whitePixels()).toBe(0);
  await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });
  const box = (await canvas.boundingBox())!;
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.7, box.y + box.height * 0.25, { steps: 8 });
  await page.mouse.up();
  expect(await whitePixels()).toBeGreaterThan(100);
  await editor.getByRole('button', { name: 'Undo' }).click();
  expect(await whitePixels()).toBe(0);
  await page.mouse.move(box.x + box.width * 0.3, box.y + box.height * 0.2);
  await page.mouse.down();
  await page.mouse.move(box.x + box.width * 0.6, box.y + box.height * 0.2, { steps: 5 });
  await page.mouse.up();
  // The keyboard paints too: Space at the brush cursor.
  await canvas.focus();
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Space');
  await editor.getByRole('button', { name: 'Use mask' }).click();
  await expect(page.getByText('Mask painted.')).toBeVisible();

  let sent: {
    inputs: Record<string, string>;
    params: Record<string, unknown>;
    mask?: string;
  } | null = null;
  await page.route(`${apiUrl}/ai/hairstyle-changer/generate`, (route) => {
    sent = route.request().postDataJSON() as typeof sent;
    return route.fulfill({ status: 500, json: { code: 'internal_error', detail: 'x' } });
  });
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(
    page.getByRole('alert').filter({
      hasText: 'An error occurred during hairstyle generation. Please try again later.',
    }),
  ).toBeVisible();
  expect(sent!.params).toMatchObject({ styleId: 'pompadour', hairColor: 'copper', gender: 'male' });
  expect(sent!.inputs.person).toMatch(/^[0-9a-f-]{36}$/);
  const png = Buffer.from(sent!.mask!.replace('data:image/png;base64,', ''), 'base64');
  const { data, info } = await sharp(png).raw().toBuffer({ resolveWithObject: true });
  expect([info.width, info.height]).toEqual([300, 400]);
  const values = new Set<number>();
  for (let i = 0; i < data.length; i += info.channels) values.add(data[i]!);
  expect(values.has(0) && values.has(255)).toBe(true);
});

test('hairstyle changer speaks Vietnamese', async ({ page, request }) => {
  await open(page, request, 'vi', '/hairstyle-changer');
  await page.getByRole('button', { name: 'Tạo', exact: true }).click();
  await expect(
    toasts(page).getByText('Vui lòng chọn cả ảnh và kiểu tóc trước khi tạo'),
  ).toBeVisible();
  await expect(page.getByRole('group', { name: 'Kiểu loại' }).getByRole('button')).toHaveCount(6);
});

test('image to video: the model decides the durations and resolutions', async ({
  page,
  request,
}) => {
  await open(page, request, 'en', '/image-to-video');
  await expect(page.getByRole('heading', { name: 'Video history' })).toBeVisible();
  await expect(page.getByText('No videos found')).toBeVisible();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(toasts(page).getByText('Please select an image before generating')).toBeVisible();

  const durations = page.getByRole('group', { name: 'Duration' }).getByRole('radio');
  const resolutions = page.getByRole('group', { name: 'Resolution' }).getByRole('radio');
  // 5, 8 and 10 s are always shown; the ones the model does not make are disabled.
  await expect(durations).toHaveCount(3);
  await expect(page.getByRole('radio', { name: '8 seconds' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: '5 seconds' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '480p' })).toBeChecked();

  await page.getByLabel('Video model').selectOption('veo3');
  await expect(page.getByRole('radio', { name: '5 seconds' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: '8 seconds' })).toBeChecked();
  await expect(resolutions).toHaveCount(1);
  await expect(page.getByRole('radio', { name: '1080p' })).toBeChecked();

  await page.getByLabel('Video model').selectOption('hailuo_v2');
  await expect(page.getByRole('radio', { name: '10 seconds' })).toBeEnabled();
  await page.getByRole('radio', { name: '10 seconds' }).check();
  await page.getByLabel('Video model').selectOption('veo_v2');
  await expect(page.getByRole('radio', { name: '10 seconds' })).toBeDisabled();
  await expect(page.getByRole('radio', { name: '8 seconds' })).toBeChecked();
  await expect(page.getByRole('radio', { name: '480p' })).toHaveCount(0);
});

test('image to video and image editing speak Vietnamese', async ({ page, request }) => {
  await open(page, request, 'vi', '/image-to-video');
  await page.getByRole('button', { name: 'Tạo', exact: true }).click();
  await expect(toasts(page).getByText('Vui lòng chọn một ảnh trước khi tạo')).toBeVisible();
  await expect(page.getByRole('heading', { name: 'Lịch sử video' })).toBeVisible();
  await page.getByLabel('Mô hình video').selectOption('veo3');
  await expect(page.getByRole('radio', { name: '8 giây' })).toBeChecked();

  await page.goto('/image-editing');
  await page.getByRole('button', { name: 'Tạo', exact: true }).click();
  await expect(toasts(page).getByText('Vui lòng chọn một ảnh trước khi tạo')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Xóa nền' })).toHaveAttribute(
    'aria-pressed',
    'false',
  );
});

test('image editing: presets toggle, advanced settings fold, a description or preset is needed', async ({
  page,
  request,
}) => {
  const { token } = await login(page, request, account);
  await upload(request, token, 'image', 'anh-goc.png');
  await useAppLocale(page, 'en');
  await page.goto('/image-editing');
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(toasts(page).getByText('Please select an image before generating')).toBeVisible();

  await page.getByRole('button', { name: 'Choose a source image' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a source image' })
    .getByRole('button', {
      name: 'Select anh-goc.png',
    })
    .click();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(page.getByText('Please describe the edit or choose a preset')).toBeVisible();

  const presets = page.getByRole('group', { name: 'Presets' }).getByRole('button');
  await expect(presets).toHaveCount(7);
  const remove = page.getByRole('button', { name: 'Remove background' });
  await remove.click();
  await expect(remove).toHaveAttribute('aria-pressed', 'true');
  await page.getByRole('button', { name: 'Lighting correction' }).click();
  await expect(remove).toHaveAttribute('aria-pressed', 'false');

  // Reframe asks for its frame, and says the demo engine only pads (decision 126).
  const frame = page.getByLabel('Frame to extend to');
  await expect(frame).toBeHidden();
  await page.getByRole('button', { name: 'Reframe' }).click();
  await expect(frame).toHaveValue('16:9');
  await frame.selectOption('9:16');
  await expect(frame).toHaveAccessibleDescription(/padded with the colour of its edge/);
  await page.getByRole('button', { name: 'Lighting correction' }).click();
  await expect(frame).toBeHidden();

  const strength = page.getByLabel(/^Strength/);
  await expect(strength).toBeHidden();
  await page.getByText('Advanced settings').click();
  await expect(strength).toBeVisible();
  await expect(page.getByLabel(/^Quality steps/)).toHaveAttribute('max', '50');
});

/** A generation as the API answers it, for the stood-in submit and progress. */
function item(tool: string, status: string, id: string, engine = 'local') {
  return {
    id,
    tool,
    status,
    created_at: '2026-01-01T00:00:00.000Z',
    completed_at: status === 'success' ? '2026-01-01T00:00:05.000Z' : null,
    processing_ms: status === 'success' ? 5000 : null,
    error: null,
    engine,
    result_url: status === 'success' ? `${apiUrl}/files/fake-result.png` : null,
    result_thumbnail_url: null,
    result_media_type: status === 'success' ? 'image' : null,
    result_bytes: status === 'success' ? 2048 : null,
    missing_result: false,
    community: false,
    shared: false,
    params: {},
    inputs: [],
  };
}

test('a generation is followed by polling when its event stream fails, then shows the result', async ({
  page,
  request,
}) => {
  const { token } = await login(page, request, account);
  await upload(request, token, 'image', 'anh-video.png');
  await estimate(page, 2, 5);
  const id = '0b6f4a52-2d1a-4f4e-9a53-5d7c0f3b9e01';
  let done = false;
  await page.route(`${apiUrl}/ai/image-to-video/generate`, (route) =>
    route.fulfill({
      status: 202,
      json: {
        generation: item('image-to-video', 'processing', id),
        balance: 3,
        estimate_ms: 20_000,
      },
    }),
  );
  await page.route(`${apiUrl}/ai/generations/${id}/events`, (route) =>
    route.fulfill({ status: 503, body: '' }),
  );
  await page.route(`${apiUrl}/ai/generations/${id}`, (route) =>
    route.fulfill({
      json: done
        ? {
            id,
            status: 'success',
            phase: 'rendering',
            fraction: 1,
            item: item('image-to-video', 'success', id),
          }
        : {
            id,
            status: 'processing',
            phase: 'motion',
            fraction: 0.4,
            item: item('image-to-video', 'processing', id),
          },
    }),
  );
  await useAppLocale(page, 'en');
  await page.goto('/image-to-video');
  await page.getByRole('button', { name: 'Choose a source image' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a source image' })
    .getByRole('button', {
      name: 'Select anh-video.png',
    })
    .click();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();

  const processing = page.getByRole('heading', { name: 'Generating your result' });
  await expect(processing).toBeFocused();
  const phases = page.getByRole('list', { name: 'Processing phases' });
  await expect(phases.getByRole('listitem').nth(1)).toHaveAttribute('aria-current', 'step');
  await expect(phases).toContainText('Analyzing image composition');
  await expect(phases).toContainText('Rendering video frames');
  await expect(page.getByRole('progressbar', { name: 'Generation progress' })).toHaveAttribute(
    'aria-valuenow',
    '40',
  );
  await expect(page.getByText('About 20 seconds')).toBeVisible();
  await expect(
    page.getByText('Demo engine: made on our servers without an AI model'),
  ).toBeVisible();
  await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });

  done = true;
  const result = page.getByRole('heading', { name: 'Your result' });
  await expect(result).toBeFocused();
  await expect(page.getByRole('link', { name: 'Open in new tab' })).toHaveAttribute(
    'href',
    `${apiUrl}/files/fake-result.png`,
  );
  await expectNoAxeViolations(page, { exclude: '[data-sonner-toaster]' });
  await page.getByRole('button', { name: 'Try another' }).click();
  // The inputs stay: the chosen image is still shown.
  await expect(page.getByRole('img', { name: 'anh-video.png' })).toBeVisible();
  await expect(page.getByText('Ready to generate.')).toBeVisible();
});

test('a generation read from its event stream reaches the result (vi)', async ({
  page,
  request,
}) => {
  const { token } = await login(page, request, account);
  await upload(request, token, 'image', 'anh-sua.png');
  await estimate(page, 1, 5);
  const id = '7c1d2e3f-4a5b-4c6d-8e9f-0a1b2c3d4e5f';
  await page.route(`${apiUrl}/ai/image-editing/generate`, (route) =>
    route.fulfill({
      status: 202,
      json: { generation: item('image-editing', 'processing', id), balance: 4, estimate_ms: 4000 },
    }),
  );
  const event = (data: unknown) => `event: progress\ndata: ${JSON.stringify(data)}\n\n`;
  await page.route(`${apiUrl}/ai/generations/${id}/events`, (route) =>
    route.fulfill({
      headers: { 'content-type': 'text/event-stream' },
      body:
        event({
          id,
          status: 'processing',
          phase: 'analysing',
          fraction: 0.1,
          item: item('image-editing', 'processing', id),
        }) +
        event({
          id,
          status: 'success',
          phase: 'finalising',
          fraction: 1,
          item: item('image-editing', 'success', id),
        }),
    }),
  );
  await useAppLocale(page, 'vi');
  await page.goto('/image-editing');
  await page.getByRole('button', { name: 'Chọn ảnh gốc' }).click();
  await page
    .getByRole('dialog', { name: 'Chọn ảnh gốc' })
    .getByRole('button', {
      name: 'Chọn anh-sua.png',
    })
    .click();
  await page.getByLabel('Mô tả chỉnh sửa').fill('sáng hơn');
  await page.getByRole('button', { name: 'Tạo', exact: true }).click();
  await expect(page.getByRole('heading', { name: 'Kết quả của bạn' })).toBeFocused();
  await expect(page.getByRole('button', { name: 'Thử lựa chọn khác' })).toBeVisible();
  await page.getByRole('button', { name: 'Bắt đầu lại' }).click();
  await expect(page.getByLabel('Mô tả chỉnh sửa')).toHaveValue('');
});

test('a result made on fal.ai says so while it runs and on the result (vi)', async ({
  page,
  request,
}) => {
  const { token } = await login(page, request, account);
  await upload(request, token, 'image', 'anh-fal.png');
  await estimate(page, 1, 5);
  const id = '3f9a1c2e-6b7d-4e8f-9a0b-1c2d3e4f5a6b';
  let done = false;
  const progress = () =>
    done
      ? { id, status: 'success', phase: 'finalising', fraction: 1 }
      : { id, status: 'processing', phase: 'processing', fraction: 0.5 };
  await page.route(`${apiUrl}/ai/image-editing/generate`, (route) =>
    route.fulfill({
      status: 202,
      json: {
        generation: item('image-editing', 'processing', id, 'fal'),
        balance: 4,
        estimate_ms: 4000,
      },
    }),
  );
  await page.route(`${apiUrl}/ai/generations/${id}/events`, (route) =>
    route.fulfill({ status: 503, body: '' }),
  );
  await page.route(`${apiUrl}/ai/generations/${id}`, (route) =>
    route.fulfill({
      json: {
        ...progress(),
        item: item('image-editing', done ? 'success' : 'processing', id, 'fal'),
      },
    }),
  );
  await useAppLocale(page, 'vi');
  await page.goto('/image-editing');
  await page.getByRole('button', { name: 'Chọn ảnh gốc' }).click();
  await page
    .getByRole('dialog', { name: 'Chọn ảnh gốc' })
    .getByRole('button', { name: 'Chọn anh-fal.png' })
    .click();
  await page.getByLabel('Mô tả chỉnh sửa').fill('sáng hơn');
  await page.getByRole('button', { name: 'Tạo', exact: true }).click();
  await expect(page.getByText('Được tạo bởi fal.ai')).toBeVisible();
  await expect(
    page.getByText('Công cụ demo: tạo trên máy chủ của chúng tôi, không dùng mô hình AI'),
  ).toHaveCount(0);
  done = true;
  await expect(page.getByRole('heading', { name: 'Kết quả của bạn' })).toBeFocused();
  await expect(page.getByText('Được tạo bởi fal.ai')).toBeVisible();
});

test('a stream that closes early is followed by polling; a failed generation returns to the form', async ({
  page,
  request,
}) => {
  const { token } = await login(page, request, account);
  await upload(request, token, 'face', 'mau-that-bai.png');
  await estimate(page, 1, 5);
  const id = '5e2b9c1a-8d7f-4e3b-a1c2-9f8e7d6c5b4a';
  await page.route(`${apiUrl}/ai/hairstyle-changer/generate`, (route) =>
    route.fulfill({
      status: 202,
      json: {
        generation: item('hairstyle-changer', 'processing', id),
        balance: 4,
        estimate_ms: 150_000,
      },
    }),
  );
  await page.route(`${apiUrl}/ai/generations/${id}/events`, (route) =>
    route.fulfill({
      headers: { 'content-type': 'text/event-stream' },
      body: `event: progress\ndata: ${JSON.stringify({ id, status: 'processing', phase: 'analysing', fraction: 0.1, item: item('hairstyle-changer', 'processing', id) })}\n\n`,
    }),
  );
  let polls = 0;
  await page.route(`${apiUrl}/ai/generations/${id}`, (route) => {
    polls += 1;
    return route.fulfill({
      json: {
        id,
        status: 'failed',
        phase: 'processing',
        fraction: 0.5,
        item: { ...item('hairstyle-changer', 'failed', id), error: 'generation.engine.timeout' },
      },
    });
  });
  // The plain upload has no face; the portrait check is stood in for like the rest.
  await page.route(`${apiUrl}/ai/hairstyle-changer/check-portrait`, (route) =>
    route.fulfill({ json: { ok: true, warnings: [] } }),
  );
  await useAppLocale(page, 'en');
  await page.goto('/hairstyle-changer');
  await page.getByRole('button', { name: 'Choose a portrait' }).click();
  await page
    .getByRole('dialog', { name: 'Choose a portrait' })
    .getByRole('button', { name: 'Select mau-that-bai.png' })
    .click();
  await page
    .getByRole('list', { name: 'Hairstyles' })
    .getByRole('button', { name: /^Pixie/ })
    .click();
  await page.getByRole('button', { name: 'Generate', exact: true }).click();
  await expect(
    toasts(page).getByText('The generation took too long and was stopped. Please try again.'),
  ).toBeVisible();
  expect(polls).toBeGreaterThan(0);
  await expect(page.getByText('Ready to generate.')).toBeVisible();
  await expect(page.getByRole('button', { name: 'Generate', exact: true })).toBeEnabled();
  // The choices stay for another try.
  await expect(
    page.getByRole('list', { name: 'Hairstyles' }).getByRole('button', { name: /^Pixie/ }),
  ).toHaveAttribute('aria-pressed', 'true');
});

test('the tool screens do not move once drawn: no layout shift as their fonts or data arrive', async ({
  page,
  request,
}) => {
  // A screen whose text swapped to its web font after it was drawn moved its buttons by a line's
  // height: a click pressed on one was released beside it, and missed (issue 38).
  await page.addInitScript(() => {
    const shifts: string[] = [];
    Object.assign(window, { __layoutShifts: shifts });
    new PerformanceObserver((list) => {
      for (const entry of list.getEntries() as (PerformanceEntry & { value: number })[]) {
        shifts.push(`${Math.round(entry.startTime)} ms: ${entry.value.toFixed(4)}`);
      }
    }).observe({ type: 'layout-shift', buffered: true });
  });
  // A new account's first visit: its galleries are empty (this file's shared account may have
  // uploaded to them by now).
  trackRequests(page);
  await login(page, request, await register(request));
  await useAppLocale(page, 'en');
  // Nor as their data arrives: the try-on's empty galleries take their loading line's place, and
  // the edit tool's hint keeps room for either engine's text.
  const paths = [
    '/virtual-tryon',
    '/body-generator',
    '/hairstyle-changer',
    '/image-to-video',
    '/image-editing',
    '/product-to-model',
    '/model-swap',
  ];
  for (const path of paths) {
    await page.goto(path);
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    await page.evaluate(() => document.fonts.ready.then(() => undefined));
    await settled(page);
    const shifts = await page.evaluate(
      () => (window as unknown as { __layoutShifts: string[] }).__layoutShifts,
    );
    expect.soft(shifts, path).toEqual([]);
  }
});
