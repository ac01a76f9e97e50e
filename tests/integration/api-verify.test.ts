import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { verifyLimits } from '../../src/contracts/verify-file.ts';
import { markResult } from '../../src/server/provenance/mark-result.ts';
import { changeOnePixel } from '../support/content-credentials.ts';
import { markedMp4, markedPng, photo, type MarkedFile } from '../support/verify-files.ts';
import type { CallResult } from './support/accounts.ts';
import { apiClient, type ApiClient } from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Issue 17 point 5: POST /v1/verify reads a file's content credentials; nothing is stored.
let api: TestApi;
let client: ApiClient;
let marked: MarkedFile;
beforeAll(async () => {
  api = await startTestApi();
  client = await apiClient(api);
  marked = await markedPng();
}, 60_000);
afterAll(() => api?.stop());

async function verify(
  file: Uint8Array | null,
  options: { name?: string; lang?: string; token?: string } = {},
): Promise<CallResult> {
  const form = new FormData();
  if (file) form.append('file', new File([new Uint8Array(file)], options.name ?? 'result.png'));
  const res = await fetch(`${api.url}/v1/verify`, {
    method: 'POST',
    headers: {
      authorization: `Bearer ${options.token ?? client.value}`,
      'accept-language': options.lang ?? 'en',
    },
    body: form,
  });
  return { status: res.status, headers: res.headers, body: await res.json() };
}

describe('POST /v1/verify', () => {
  it('reads a marked result: made with AI, by the try-on, when, and intact', async () => {
    const res = await verify(marked.bytes);
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      found: true,
      intact: true,
      ai_generated: true,
      tool: 'virtual-tryon',
      engine: 'local',
      made_at: marked.madeAt.toISOString(),
      digital_source_type:
        'http://cv.iptc.org/newscodes/digitalsourcetype/compositeWithTrainedAlgorithmicMedia',
      problems: [],
    });
    // Signed by another chain than the API's: readers see who signed, not that it is trusted.
    expect(res.body.trusted).toBe(false);
    expect(res.body.issuer).toEqual(expect.any(String));
  });

  it('reads a marked video result', async () => {
    const video = await markedMp4();
    const res = await verify(video.bytes, { name: 'clip.mp4' });
    expect(res.status, JSON.stringify(res.body)).toBe(200);
    expect(res.body).toMatchObject({
      found: true,
      intact: true,
      ai_generated: true,
      tool: 'image-to-video',
      made_at: video.madeAt.toISOString(),
    });
  });

  it('trusts a result signed with this deployment’s own certificate', async () => {
    const ours = await markResult(api.deps.signer, {
      data: await photo('png', 4),
      contentType: 'image/png',
      tool: 'image-editing',
      engine: 'fal-ai/flux-kontext',
      inputs: [{ role: 'source', data: await photo('jpeg', 5) }],
      madeAt: new Date('2026-11-21T08:00:00Z'),
    });
    const res = await verify(ours);
    expect(res.body).toMatchObject({
      found: true,
      intact: true,
      trusted: true,
      tool: 'image-editing',
      engine: 'fal-ai/flux-kontext',
    });
  });

  it('says a file with one changed pixel byte is no longer intact, with the reason', async () => {
    const res = await verify(changeOnePixel(marked.bytes));
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ found: true, intact: false, ai_generated: true });
    expect(res.body.problems).toContain('assertion.dataHash.mismatch');
  });

  it('finds no credentials in a plain photo, whatever name it is sent under', async () => {
    const res = await verify(await photo('jpeg'), { name: 'result.png' });
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ found: false, ai_generated: false, tool: null });
  });

  it('refuses an empty file in the caller’s language', async () => {
    const res = await verify(new Uint8Array(), { lang: 'vi', name: 'trong.png' });
    expect(res.status).toBe(422);
    expect(res.body.message).toBe('Tệp trống. Vui lòng chọn một ảnh hoặc video.');
  });

  it('refuses a request with no file, and a body that is no form', async () => {
    const none = await verify(null);
    expect(none.status).toBe(422);
    expect(none.body.message).toBe('Please choose a file to upload');
    const empty = await fetch(`${api.url}/v1/verify`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.value}`, 'accept-language': 'vi' },
    });
    expect(empty.status).toBe(400);
    expect((await empty.json()).message).toBe(
      'Vui lòng gửi biểu mẫu dưới dạng multipart/form-data',
    );
  });

  it('refuses a text file named like an image, in Vietnamese and English', async () => {
    const text = new TextEncoder().encode('this is not an image, only some text');
    const vi = await verify(text, { lang: 'vi', name: 'anh.png' });
    expect(vi.status).toBe(415);
    expect(vi.body).toMatchObject({
      code: 'unsupported_file_type',
      message: 'Định dạng tệp không hợp lệ. Vui lòng chỉ tải lên tệp JPEG, PNG, WebP, MP4, MOV',
    });
    const en = await verify(text, { name: 'photo.jpg' });
    expect(en.body.message).toBe(
      'Invalid file type. Please upload JPEG, PNG, WebP, MP4, MOV files only',
    );
  });

  it('refuses an image over the upload limit with 413', async () => {
    const big = Buffer.alloc(verifyLimits.maxImageBytes + 1);
    (await photo('png')).copy(big);
    const res = await verify(big);
    expect(res.status).toBe(413);
    expect(res.body).toMatchObject({
      code: 'file_too_large',
      message: 'File is too large. Maximum size is 10MB',
    });
  });

  it('refuses a body over the video limit with 413 before reading it, as a file too large', async () => {
    const res = await verify(Buffer.alloc(verifyLimits.maxVideoBytes + 2 * 1024 * 1024));
    expect(res.status).toBe(413);
    // Issue 45: one code for a file too large, however far over its limit.
    expect(res.body).toMatchObject({
      code: 'file_too_large',
      max_bytes: verifyLimits.maxVideoBytes,
      errors: [{ path: 'file' }],
    });
  });

  it('needs an API token, like every /v1 call', async () => {
    const res = await verify(marked.bytes, { token: 'ks_live_nope' });
    expect(res.status).toBe(401);
    expect(res.body.code).toBe('invalid_api_token');
  });
});
