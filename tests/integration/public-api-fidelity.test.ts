import { eq } from 'drizzle-orm';
import type { FidelityReport } from '../../src/contracts/fidelity.ts';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, users } from '../../src/server/db/schema.ts';
import { createLocalEngine } from '../../src/server/engine/local/index.ts';
import type { CallResult } from './support/accounts.ts';
import {
  apiClient,
  awaitRoomInMinute,
  undocumentedAnswers,
  v1,
  type ApiClient,
} from './support/public-api.ts';
import { renderSample } from '../../src/server/services/samples/render-sample.ts';
import { findSample } from '../../src/server/services/samples/sample-catalogue.ts';
import { blankGarmentPhoto, fullBodyPhoto, garmentPhoto } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Issue 41: POST /v1/fidelity reports on any pair of pictures, free and keeping nothing. The
// pairs are the unit test's: a local try-on, the same turned 120° in hue, and an empty picture.
// The garment is the unit test's sample T-shirt: on the drawn red one (`garmentPhoto`) the
// garment the pose finds in a true try-on takes in other colours, and its colour check fails.
let api: TestApi;
let client: ApiClient;
let garment: Buffer;
let tryOn: Buffer;
let turned: Buffer;
let empty: Buffer;
beforeAll(async () => {
  api = await startTestApi();
  client = await apiClient(api);
  garment = await renderSample(findSample('garment-yellow-tshirt')!);
  const model = await fullBodyPhoto();
  tryOn = (await createLocalEngine().tryOn({ model, garment, params: { category: 'tops' } })).data;
  turned = await sharp(tryOn).modulate({ hue: 120 }).png().toBuffer();
  empty = await sharp({ create: { width: 600, height: 800, channels: 3, background: '#eeeeee' } })
    .png()
    .toBuffer();
}, 120_000);
afterAll(() => api?.stop());

type Part = Buffer | string | File;

/** POST /v1/fidelity with these parts, in order; a Buffer is sent as a PNG file. */
async function check(
  parts: Record<string, Part>,
  options: { lang?: string; token?: string | null } = {},
): Promise<CallResult> {
  const form = new FormData();
  for (const [name, value] of Object.entries(parts)) {
    if (Buffer.isBuffer(value)) form.append(name, new File([new Uint8Array(value)], `${name}.png`));
    else form.append(name, value);
  }
  const token = options.token === undefined ? client.value : options.token;
  const res = await fetch(`${api.url}/v1/fidelity`, {
    method: 'POST',
    headers: {
      'accept-language': options.lang ?? 'en',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: form,
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

const reportOf = (res: CallResult) => res.body.fidelity as FidelityReport;
const verdicts = (res: CallResult) =>
  Object.fromEntries(reportOf(res).checks.map((one) => [one.kind, one.verdict]));

async function userIdOf(email: string): Promise<string> {
  const [user] = await api.deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return user!.id;
}

describe('POST /v1/fidelity (issue 41)', () => {
  it('passes a true try-on, takes no credit and keeps nothing', async () => {
    const before = await v1(api, 'GET', '/v1/balance', { value: client.value });
    const res = await check({ product: garment, result: tryOn, category: 'tops' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body.fidelity).toMatchObject({ verdict: 'pass', version: 1 });
    expect(verdicts(res)).toEqual({ colour: 'pass', pattern: 'pass', shape: 'pass' });
    const after = await v1(api, 'GET', '/v1/balance', { value: client.value });
    expect(after.body.balance).toBe(before.body.balance);
    const kept = await api.deps.database.db
      .select({ id: assets.id })
      .from(assets)
      .where(eq(assets.userId, await userIdOf(client.email)));
    expect(kept).toEqual([]);
  });

  it('fails the same try-on with its colours turned, reading the category itself', async () => {
    const res = await check({ product: garment, result: turned });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(reportOf(res).verdict).toBe('fail');
    expect(reportOf(res).checks).toContainEqual(
      expect.objectContaining({ kind: 'colour', verdict: 'fail', reason: 'colour-far' }),
    );
  });

  it('warns, never passes, when the result shows no one to find the garment on', async () => {
    const res = await check({ product: garment, result: empty, category: 'tops' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(reportOf(res).verdict).toBe('warn');
    expect(Object.fromEntries(reportOf(res).checks.map((one) => [one.kind, one.reason]))).toEqual({
      colour: 'region-missing',
      pattern: 'region-missing',
      shape: 'body-missing',
    });
  });

  it('refuses a text file named like an image, in Vietnamese and English', async () => {
    const text = new File(['this is not an image'], 'anh.png', { type: 'image/png' });
    const vi = await check({ product: garment, result: text }, { lang: 'vi' });
    expect(vi.status).toBe(415);
    expect(vi.body).toMatchObject({
      code: 'unsupported_file_type',
      message: 'Định dạng tệp không hợp lệ. Vui lòng chỉ tải lên tệp JPEG, PNG, WebP',
      errors: [expect.objectContaining({ path: 'result' })],
    });
    const en = await check({ product: text, result: tryOn });
    expect(en.status).toBe(415);
    expect(en.body.message).toBe('Invalid file type. Please upload JPEG, PNG, WebP files only');
    expect(en.body.errors).toEqual([expect.objectContaining({ path: 'product' })]);
  });

  it('refuses a picture over 10 MB or 40 megapixels, as an upload', async () => {
    const big = Buffer.alloc(10 * 1024 * 1024 + 1);
    garment.copy(big);
    const heavy = await check({ product: garment, result: big });
    expect(heavy.status).toBe(413);
    expect(heavy.body).toMatchObject({
      code: 'file_too_large',
      message: 'File is too large. Maximum size is 10MB',
      errors: [expect.objectContaining({ path: 'result' })],
    });
    const wide = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: '#ffffff' },
    })
      .png()
      .toBuffer();
    const bomb = await check({ product: wide, result: tryOn }, { lang: 'vi' });
    expect(bomb.status).toBe(422);
    expect(bomb.body).toMatchObject({
      code: 'image_too_large',
      message: 'Kích thước ảnh quá lớn. Tối đa 40 megapixel',
    });
  });

  it('refuses a missing picture, naming it', async () => {
    const en = await check({ product: garment });
    expect(en.status).toBe(422);
    expect(en.body).toMatchObject({
      code: 'validation_failed',
      message: 'Please choose a file to upload',
      errors: [{ path: 'result', message: 'Please choose a file to upload' }],
    });
    const vi = await check({ result: tryOn }, { lang: 'vi' });
    expect(vi.status).toBe(422);
    expect(vi.body.errors).toEqual([
      { path: 'product', message: 'Vui lòng chọn một tệp để tải lên' },
    ]);
  });

  it('refuses an unknown field, text or file, naming it', async () => {
    const text = await check({ product: garment, result: tryOn, categroy: 'tops' }, { lang: 'vi' });
    expect(text.status).toBe(422);
    expect(text.body).toMatchObject({
      code: 'validation_failed',
      errors: [
        {
          path: 'categroy',
          message: 'Trường không được hỗ trợ: categroy. Hãy kiểm tra chính tả theo tài liệu.',
        },
      ],
    });
    const file = await check({ product: garment, result: tryOn, model: tryOn });
    expect(file.status).toBe(422);
    expect(file.body.errors).toEqual([
      {
        path: 'model',
        message: 'Unknown field: model. Check its spelling against the documentation.',
      },
    ]);
  });

  it('refuses a category the try-on does not know, in both languages', async () => {
    const en = await check({ product: garment, result: tryOn, category: 'hats' });
    expect(en.status).toBe(422);
    expect(en.body.errors).toEqual([
      {
        path: 'category',
        message:
          'category must be one of: dresses, tops, bottoms, outerwear, ao-dai, ao-ba-ba, auto.',
      },
    ]);
    const vi = await check({ product: garment, result: tryOn, category: 'mu' }, { lang: 'vi' });
    expect((vi.body.errors as { message: string }[])[0]!.message).toBe(
      'category phải là một trong: dresses, tops, bottoms, outerwear, ao-dai, ao-ba-ba, auto.',
    );
  });

  it('refuses a product photo with no garment in it with no_garment', async () => {
    const res = await check({ product: await blankGarmentPhoto(), result: tryOn }, { lang: 'vi' });
    expect(res.status, JSON.stringify(res.body)).toBe(422);
    expect(res.body).toMatchObject({ code: 'no_garment' });
    expect(res.body.errors).toEqual([
      {
        path: 'product',
        message:
          'Không tìm thấy trang phục trong ảnh trang phục. Vui lòng tải lên ảnh rõ nét của một trang phục.',
      },
    ]);
  });

  it('refuses a body that is no form, and a call without a token', async () => {
    const none = await fetch(`${api.url}/v1/fidelity`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.value}`, 'accept-language': 'vi' },
    });
    expect(none.status).toBe(400);
    expect(await none.json()).toMatchObject({ code: 'invalid_form' });
    // Refused before the body is read: small pictures, so each is sent whole before the answer
    // and the connection stays usable for the next test.
    const small = await garmentPhoto();
    const anonymous = await check({ product: small, result: small }, { token: null });
    expect(anonymous.status).toBe(401);
    expect(anonymous.body.code).toBe('invalid_api_token');
    const vi = await check({ product: small, result: small }, { token: null, lang: 'vi' });
    expect(vi.status).toBe(401);
    expect(vi.body.message).not.toBe(anonymous.body.message);
  });

  it('needs a token with the try-on service', async () => {
    const editor = await apiClient(api, { services: ['image-editing'] });
    // Refused before the body is read (issue 18), as above.
    const small = await garmentPhoto();
    const res = await check({ product: small, result: small }, { token: editor.value });
    expect(res.status).toBe(403);
    expect(res.body.code).toBe('service_not_permitted');
  });

  it('counts each check against the token’s requests per minute', async () => {
    const limited = await apiClient(api, { rateLimitPerMinute: 2 });
    await awaitRoomInMinute();
    // Refused checks are calls too: the cheapest request, one with no result, counts as one.
    const first = await check({ product: garment }, { token: limited.value });
    expect(first.status).toBe(422);
    expect(first.headers.get('x-ratelimit-remaining')).toBe('1');
    const second = await check({ product: garment }, { token: limited.value });
    expect(second.headers.get('x-ratelimit-remaining')).toBe('0');
    const small = await garmentPhoto();
    const refused = await check(
      { product: small, result: small },
      { token: limited.value, lang: 'vi' },
    );
    expect(refused.status).toBe(429);
    expect(refused.body).toMatchObject({ code: 'rate_limit_exceeded', limit: 2 });
    expect(refused.body.message).toContain('2 yêu cầu mỗi phút');
    expect(refused.headers.get('x-ratelimit-limit')).toBe('2');
    expect(refused.headers.get('x-ratelimit-remaining')).toBe('0');
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThanOrEqual(1);
  });

  it('answered only the codes the document lists for it', async () => {
    expect(await undocumentedAnswers(api)).toEqual([]);
  });
});
