import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionStripHeight } from '../../src/contracts/ai-label.ts';
import { profileSchema } from '../../src/contracts/user.ts';
import { checkWithC2paTs } from '../support/content-credentials.ts';
import { call, signUp } from './support/accounts.ts';
import { chooseAiLabel } from './support/ai-label.ts';
import { insertGeneration } from './support/generations.ts';
import { subscribe } from './support/payments.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * Issue 17 point 4 (decision 054): the visible label the user controls. The badge is drawn into
 * a corner, the caption adds a strip below, "none" needs a recorded confirmation, the choice is
 * remembered, and every labelled download keeps valid content credentials.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

async function account(plan: 'free' | 'pro' = 'pro') {
  const signed = await signUp(api);
  if (plan !== 'free') await subscribe(api, signed.email, plan);
  return { token: signed.token, id: (signed.login.user as { id: string }).id };
}

async function download(token: string, id: string, query: string, lang = 'en') {
  const res = await fetch(`${api.url}/history/${id}/download?${query}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

async function pixels(file: Buffer) {
  const { data, info } = await sharp(file)
    .removeAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** The bounding box of the pixels that differ between two renders of the same size. */
function changedBox(a: Awaited<ReturnType<typeof pixels>>, b: Awaited<ReturnType<typeof pixels>>) {
  let box: { left: number; top: number; right: number; bottom: number } | null = null;
  for (let y = 0; y < a.height; y++) {
    for (let x = 0; x < a.width; x++) {
      const i = (y * a.width + x) * 3;
      if (
        a.data[i] === b.data[i] &&
        a.data[i + 1] === b.data[i + 1] &&
        a.data[i + 2] === b.data[i + 2]
      )
        continue;
      box = box ?? { left: x, top: y, right: x, bottom: y };
      box.left = Math.min(box.left, x);
      box.top = Math.min(box.top, y);
      box.right = Math.max(box.right, x);
      box.bottom = Math.max(box.bottom, y);
    }
  }
  return box;
}

describe('the remembered label', () => {
  it('starts on the badge, with no confirmation recorded', async () => {
    const user = await account('free');
    const res = await call(api, 'GET', '/auth/profile', { token: user.token });
    expect(res.status).toBe(200);
    expect(profileSchema.parse(res.body)).toMatchObject({
      ai_label: 'badge',
      ai_label_none_confirmed_at: null,
    });
  });

  it('refuses "none" without the confirmation, in the caller’s language', async () => {
    const user = await account('free');
    for (const [lang, text] of [
      ['en', 'confirm that the image will not be presented as a real person'],
      ['vi', 'xác nhận ảnh sẽ không được giới thiệu là người thật'],
    ] as const) {
      const res = await call(api, 'PUT', '/auth/profile/ai-label', {
        token: user.token,
        lang,
        body: { ai_label: 'none' },
      });
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain(text);
    }
    const bad = await call(api, 'PUT', '/auth/profile/ai-label', {
      token: user.token,
      lang: 'vi',
      body: { ai_label: 'sticker' },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('Nhãn phải là nhãn góc, dòng chú thích');
    const profile = await call(api, 'GET', '/auth/profile', { token: user.token });
    expect(profile.body.ai_label).toBe('badge');
  });

  it('remembers a choice and records when "none" was confirmed', async () => {
    const user = await account('free');
    const before = Date.now();
    const confirmed = await chooseAiLabel(api, user.token, 'none');
    expect(confirmed.ai_label).toBe('none');
    expect(Date.parse(confirmed.ai_label_none_confirmed_at as string)).toBeGreaterThanOrEqual(
      before - 1000,
    );
    await chooseAiLabel(api, user.token, 'caption');
    const profile = await call(api, 'GET', '/auth/profile', { token: user.token });
    expect(profile.body).toMatchObject({
      ai_label: 'caption',
      ai_label_none_confirmed_at: confirmed.ai_label_none_confirmed_at,
    });
  });
});

describe('a labelled download', () => {
  let user: { token: string; id: string };
  let png: string;
  let none: Buffer;
  beforeAll(async () => {
    user = await account();
    png = (
      await insertGeneration(api, user.id, { result: { width: 600, height: 800, format: 'png' } })
    ).id;
  });

  it('answers 422 for "none" until the user confirmed, then serves the stored file', async () => {
    for (const [lang, text] of [
      ['en', 'A download without an AI label needs your confirmation'],
      ['vi', 'Tải xuống không gắn nhãn AI cần bạn xác nhận'],
    ] as const) {
      const { res, bytes } = await download(user.token, png, 'label=none', lang);
      expect(res.status).toBe(422);
      const body = JSON.parse(bytes.toString()) as { code: string; detail: string };
      expect(body.code).toBe('ai_label_confirmation_required');
      expect(body.detail).toContain(text);
    }
    await chooseAiLabel(api, user.token, 'none');
    const { res, bytes } = await download(user.token, png, 'label=none');
    expect(res.status).toBe(200);
    none = bytes;
    // The remembered choice is now "none": a download that names no label is unlabelled too
    // (the same pixels; a result stored before marking is signed anew on each download).
    const remembered = await download(user.token, png, '');
    expect((await pixels(remembered.bytes)).data.equals((await pixels(none)).data)).toBe(true);
  });

  it('draws the badge in the bottom-left corner and leaves every other pixel as it was', async () => {
    const badge = await download(user.token, png, 'label=badge');
    expect(badge.res.status).toBe(200);
    const [a, b] = [await pixels(none), await pixels(badge.bytes)];
    expect([b.width, b.height]).toEqual([600, 800]);
    const box = changedBox(a, b)!;
    expect(box).not.toBeNull();
    // Within the corner: the left half, from near the edge, in the bottom tenth.
    expect(box.left).toBeLessThan(30);
    expect(box.right).toBeLessThan(600 / 2);
    expect(box.top).toBeGreaterThan(800 * 0.9);
    expect(box.bottom).toBeLessThan(800);
    // Big enough to read: at least a twenty-eighth of the short side high.
    expect(box.bottom - box.top).toBeGreaterThanOrEqual(Math.round(600 / 28));
  });

  it('adds the caption as a strip below, keeping the picture’s pixels', async () => {
    const caption = await download(user.token, png, 'label=caption', 'vi');
    expect(caption.res.status).toBe(200);
    const strip = captionStripHeight(600, 800);
    const [a, b] = [await pixels(none), await pixels(caption.bytes)];
    expect([b.width, b.height]).toEqual([600, 800 + strip]);
    expect(b.data.subarray(0, a.data.length).equals(a.data)).toBe(true);
    // The strip is the light band with dark text in it.
    const band = b.data.subarray(a.data.length);
    const dark = band.filter((value, index) => index % 3 === 0 && value < 80).length;
    expect(band[0]).toBe(0xf4);
    expect(dark).toBeGreaterThan(50);
  });

  it('writes the badge in the language of the request', async () => {
    const vi = await pixels((await download(user.token, png, 'label=badge', 'vi')).bytes);
    const en = await pixels((await download(user.token, png, 'label=badge', 'en')).bytes);
    expect(changedBox(vi, en)).not.toBeNull();
  });

  it('keeps valid content credentials that say a label was added', async () => {
    // Larger than the small size's 800 × 600 box: no size enlarges a result (decision 101).
    const jpeg = (await insertGeneration(api, user.id, { result: { width: 1024, height: 768 } }))
      .id;
    for (const id of [png, jpeg]) {
      for (const query of ['label=badge', 'label=caption', 'label=badge&size=small&quality=low']) {
        const { res, bytes } = await download(user.token, id, query, 'vi');
        expect(res.status).toBe(200);
        const check = await checkWithC2paTs(bytes);
        expect({ query, valid: check.valid, failures: check.failures }).toEqual({
          query,
          valid: true,
          failures: [],
        });
        expect(check.actions.map((action) => action.action)).toContain('c2pa.edited');
      }
    }
  }, 60_000);
});
