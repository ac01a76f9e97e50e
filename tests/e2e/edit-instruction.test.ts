import { AxeBuilder } from './support/axe.ts';
import { expect, test, type APIRequestContext, type Page } from '@playwright/test';
import sharp from 'sharp';
import { apiUrl, login, register, useAppLocale, type Account } from './support/accounts.ts';
import { keyboardOnly } from './support/keyboard.ts';
import { dictionaries } from './support/keyboard-flow.ts';

// Issue 22 §12, decision 044: on the local engine the image editor says what it understands,
// shows what it will do as the user types, and refuses an instruction it cannot do before
// anything is submitted, naming the part and suggesting the presets. No job, no history entry.
test.use({ viewport: { width: 1280, height: 900 } });

const text = {
  en: {
    choose: 'Choose a source image',
    select: 'Select nguon.png',
    prompt: 'Describe the edit',
    generate: 'Generate',
    understands: /local engine, which understands: brighter, darker, warmer/,
    willDo: 'Will do: rotate left and brighter.',
    impossible: 'Make it brighter and change the background to a sunset beach',
    refusal:
      /^The local engine does not understand “change the background to a sunset beach”, so nothing was made or charged\. .* Or pick a preset: Enhance quality, .* or Lighting correction\.$/,
    understood: 'make it brighter, then rotate left',
    // Issue 40 point 4: both parts of a seller's instruction, and a part named before charging.
    twoParts: 'Change the background to white and make it brighter',
    bothDone: /^Will do: (?=.*white background)(?=.*brighter)/,
    partial: 'Make it brighter like a studio photo',
    notDone: /Will not do: .*like a studio photo/,
  },
  vi: {
    choose: 'Chọn ảnh gốc',
    select: 'Chọn nguon.png',
    prompt: 'Mô tả chỉnh sửa',
    generate: 'Tạo',
    understands: /bộ xử lý cục bộ, bộ này hiểu: sáng hơn, tối hơn, ấm hơn/,
    willDo: 'Sẽ làm: xoay trái và sáng hơn.',
    impossible: 'Làm sáng hơn và đổi nền thành bãi biển lúc hoàng hôn',
    refusal:
      /^Bộ xử lý cục bộ không hiểu “đổi nền thành bãi biển lúc hoàng hôn”, nên chưa tạo ảnh và chưa trừ tín dụng\. .* Hoặc chọn một mẫu có sẵn: Nâng cao chất lượng, .* hoặc Chỉnh ánh sáng\.$/,
    understood: 'làm sáng hơn rồi xoay trái',
    twoParts: 'Đổi nền thành màu trắng tinh và làm ảnh sáng hơn',
    bothDone: /^Sẽ làm: (?=.*nền trắng)(?=.*sáng hơn)/,
    partial: 'Làm sáng hơn như ảnh studio',
    notDone: /Sẽ không làm: .*như ảnh studio/,
  },
};

async function uploadSource(request: APIRequestContext, token: string) {
  const buffer = await sharp({
    create: { width: 160, height: 200, channels: 3, background: '#8d6e63' },
  })
    .png()
    .toBuffer();
  const res = await request.post(`${apiUrl}/assets`, {
    headers: { authorization: `Bearer ${token}` },
    multipart: {
      kind: 'image',
      consent: 'self',
      file: { name: 'nguon.png', mimeType: 'image/png', buffer },
    },
  });
  expect(res.status(), await res.text()).toBe(201);
}

/** Counts the submits the page sends, so a refusal is shown to happen before any. */
function countSubmits(page: Page) {
  const seen = { submits: 0 };
  page.on('request', (req) => {
    if (req.method() === 'POST' && req.url().includes('/ai/image-editing/generate'))
      seen.submits += 1;
  });
  return seen;
}

for (const locale of ['en', 'vi'] as const) {
  const say = text[locale];

  test(`image editing checks the instruction before submitting (${locale})`, async ({
    page,
    request,
  }) => {
    const account: Account = await register(request);
    const { token } = await login(page, request, account);
    await uploadSource(request, token);
    await useAppLocale(page, locale);
    const seen = countSubmits(page);
    await page.goto('/image-editing');
    // Issue 40: with the keyboard alone, focus never on <body>.
    const keys = keyboardOnly(page);
    await keys.start(dictionaries[locale]['studio.skipToContent']);
    await keys.activate(page.getByRole('button', { name: say.choose }));
    await keys.activate(
      page.getByRole('dialog', { name: say.choose }).getByRole('button', { name: say.select }),
    );

    const prompt = page.getByRole('textbox', { name: say.prompt });
    // What the engine understands, said before anything is typed.
    await expect(prompt).toHaveAccessibleDescription(say.understands);
    await keys.tabTo(prompt);
    /** Replaces the instruction as a person does: select all of it, then type over it. */
    const retype = async (instruction: string) => {
      await keys.press('ControlOrMeta+A');
      await keys.type(instruction);
      await expect(prompt).toHaveValue(instruction);
    };
    await retype(say.understood);
    await expect(page.getByText(say.willDo).filter({ visible: true })).toBeVisible();
    await retype(say.twoParts);
    await expect(page.getByText(say.bothDone).filter({ visible: true })).toBeVisible();
    await retype(say.partial);
    await expect(page.getByText(say.notDone).filter({ visible: true })).toBeVisible();

    await retype(say.impossible);
    await keys.activate(page.getByRole('button', { name: say.generate, exact: true }));
    await expect(page.getByRole('alert').filter({ hasText: say.refusal })).toBeVisible();
    await expect(prompt).toHaveAttribute('aria-invalid', 'true');
    expect(seen.submits).toBe(0);

    // Nothing in history, no credit spent.
    const history = await request.get(`${apiUrl}/history?tool=image-editing`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await history.json()) as { items: unknown[] }).items).toHaveLength(0);
    const estimate = await request.get(`${apiUrl}/ai/estimate?tool=image-editing`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(((await estimate.json()) as { balance: number }).balance).toBe(5);

    const results = await new AxeBuilder({ page }).exclude('[data-sonner-toaster]').analyze();
    expect(results.violations.map((v) => `${v.id}: ${v.help}`)).toEqual([]);
  });
}
