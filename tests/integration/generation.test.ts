import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
import { generations } from '../../src/server/db/schema.ts';
import { samplePhoto } from '../../src/server/engine/perception/sample-photos.ts';
import { call, signUp } from './support/accounts.ts';
import { onApi } from './support/public-forms.ts';
import {
  blankGarmentPhoto,
  fullBodyPhoto,
  garmentPhoto,
  uploadAsset,
} from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

const balanceOf = async (token: string) =>
  (await call(api, 'GET', '/ai/estimate?tool=virtual-tryon', { token })).body.balance as number;

async function finished(token: string, id: string): Promise<GenerationProgress> {
  let progress: GenerationProgress | undefined;
  for (let i = 0; i < 600; i += 1) {
    progress = (await call(api, 'GET', `/ai/generations/${id}`, { token }))
      .body as unknown as GenerationProgress;
    if (progress.status !== 'processing') return progress;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`generation ${id} still processing: ${JSON.stringify(progress)}`);
}

/**
 * The model is a real full-body photo (another is refused at submit, decision 099); the garment
 * a real one only where a try-on must succeed (it costs more), else a blank the try-on fails on.
 */
async function tryOnInputs(token: string, succeeds = false) {
  const model = await uploadAsset(api, token, await fullBodyPhoto(), 'model');
  const garmentBytes = succeeds ? await garmentPhoto() : await blankGarmentPhoto();
  const garment = await uploadAsset(api, token, garmentBytes, 'garment');
  return { person: model.id, clothing: garment.id };
}

async function generationRows(userToken: string) {
  const profile = await call(api, 'GET', '/auth/profile', { token: userToken });
  return api.deps.database.db
    .select()
    .from(generations)
    .where(eq(generations.userId, profile.body.id as string));
}

describe('POST /ai/{tool}/generate (spec §2.8, §5, §9)', () => {
  it('runs a try-on end to end: holds a credit, reports progress, stores the result, keeps the credit', async () => {
    const { token } = await signUp(api);
    const inputs = await tryOnInputs(token, true);
    const res = await call(api, 'POST', '/ai/virtual-tryon/generate', {
      token,
      body: { inputs, params: { category: 'tops' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({
      balance: 4,
      generation: { status: 'processing', tool: 'virtual-tryon' },
    });
    const id = (res.body.generation as { id: string }).id;
    const done = await finished(token, id);
    expect(done).toMatchObject({
      status: 'success',
      fraction: 1,
      item: { engine: 'local', missing_result: false },
    });
    const image = await fetch(onApi(api, done.item.result_url!));
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([800, 800]);
    expect(done.item.inputs.map((input) => input.role).sort()).toEqual(['clothing', 'person']);
    expect(done.item.processing_ms).toBeGreaterThan(0);
    expect(await balanceOf(token)).toBe(4);
    const history = await call(api, 'GET', '/history?tool=virtual-tryon', { token });
    expect((history.body.items as { id: string }[]).map((item) => item.id)).toEqual([id]);
  }, 150_000);

  it('refuses a try-on without both images with the spec message, charging nothing', async () => {
    const { token } = await signUp(api);
    const { person } = await tryOnInputs(token);
    for (const [lang, message] of [
      ['en', 'Please select both model and garment before generating'],
      ['vi', 'Vui lòng chọn cả người mẫu và trang phục trước khi tạo ảnh'],
    ] as const) {
      const res = await call(api, 'POST', '/ai/virtual-tryon/generate', {
        token,
        lang,
        body: { inputs: { person }, params: {} },
      });
      expect(res.status).toBe(422);
      expect(JSON.stringify(res.body)).toContain(message);
    }
    expect(await balanceOf(token)).toBe(5);
    expect(await generationRows(token)).toEqual([]);
  });

  it('asks for every body parameter, and names a bad one', async () => {
    const { token } = await signUp(api);
    const missing = await call(api, 'POST', '/ai/body-generator/generate', {
      token,
      body: { params: { gender: 'female', height: 165 } },
    });
    expect(missing.status).toBe(422);
    expect(JSON.stringify(missing.body)).toContain(
      'Please enter all body parameters before generating',
    );
    const bad = await call(api, 'POST', '/ai/body-generator/generate', {
      token,
      body: {
        params: {
          gender: 'female',
          height: 300,
          weight: 55,
          age: 25,
          skinTone: 'light',
          bodyType: 'slim',
        },
      },
    });
    expect(bad.status).toBe(422);
    expect(JSON.stringify(bad.body)).toContain('params.height');
    expect(await balanceOf(token)).toBe(5);
  });

  it('never uses another user’s asset, by id', async () => {
    const owner = await signUp(api);
    const stranger = await signUp(api);
    const inputs = await tryOnInputs(owner.token);
    const res = await call(api, 'POST', '/ai/virtual-tryon/generate', {
      token: stranger.token,
      body: { inputs, params: { category: 'tops' } },
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain('no longer in your library');
    expect(await balanceOf(stranger.token)).toBe(5);
  });

  it('answers a repeated Idempotency-Key with the first generation and charges once', async () => {
    const { token } = await signUp(api);
    const inputs = await tryOnInputs(token);
    const submit = () =>
      call(api, 'POST', '/ai/virtual-tryon/generate', {
        token,
        headers: { 'idempotency-key': 'thu-do-1' },
        body: { inputs, params: { category: 'tops' } },
      });
    const [first, second] = [await submit(), await submit()];
    expect(first.status).toBe(202);
    expect(second.status).toBe(200);
    expect((second.body.generation as { id: string }).id).toBe(
      (first.body.generation as { id: string }).id,
    );
    expect(await generationRows(token)).toHaveLength(1);
    expect(await balanceOf(token)).toBe(4);
    const conflict = await call(api, 'POST', '/ai/image-editing/generate', {
      token,
      headers: { 'idempotency-key': 'thu-do-1' },
      body: { inputs: { source: inputs.person }, params: { prompt: 'brighter' } },
    });
    expect(conflict.status).toBe(409);
    const badKey = await call(api, 'POST', '/ai/image-editing/generate', {
      token,
      headers: { 'idempotency-key': 'has space' },
      body: {},
    });
    expect(badKey.status).toBe(400);
  });

  it('gives exactly 5 jobs to 50 simultaneous submits with 5 credits', async () => {
    const { token } = await signUp(api);
    const inputs = await tryOnInputs(token);
    const results = await Promise.all(
      Array.from({ length: 50 }, () =>
        call(api, 'POST', '/ai/image-editing/generate', {
          token,
          body: { inputs: { source: inputs.person }, params: { prompt: 'brighter' } },
        }),
      ),
    );
    const statuses = results.map((res) => res.status);
    expect(statuses.filter((status) => status === 202)).toHaveLength(5);
    expect(statuses.filter((status) => status === 402)).toHaveLength(45);
    const refused = results.find((res) => res.status === 402)!;
    expect(refused.body).toMatchObject({
      code: 'insufficient_credits',
      detail: 'Insufficient credits. You have 0, need 1 (1 more required)',
    });
    expect(await balanceOf(token)).toBe(0);
    expect(await generationRows(token)).toHaveLength(5);
  });

  it('says how many credits a video needs when one is left', async () => {
    const { token } = await signUp(api);
    const { person } = await tryOnInputs(token);
    for (let i = 0; i < 4; i += 1) {
      const res = await call(api, 'POST', '/ai/image-editing/generate', {
        token,
        body: { inputs: { source: person }, params: { preset: 'enhance-quality' } },
      });
      expect(res.status).toBe(202);
    }
    const video = await call(api, 'POST', '/ai/image-to-video/generate', {
      token,
      lang: 'vi',
      body: { inputs: { source: person }, params: { duration: 5, resolution: '480p' } },
    });
    expect(video.status).toBe(402);
    expect(video.body.detail).toBe('Không đủ tín dụng. Bạn có 1, cần 2 (thiếu 1)');
  });

  it('streams progress as server-sent events until the result is ready', async () => {
    const { token } = await signUp(api);
    const { person } = await tryOnInputs(token);
    const res = await call(api, 'POST', '/ai/image-editing/generate', {
      token,
      body: { inputs: { source: person }, params: { prompt: 'black and white' } },
    });
    const id = (res.body.generation as { id: string }).id;
    const events = await fetch(`${api.url}/ai/generations/${id}/events`, {
      headers: { authorization: `Bearer ${token}` },
    });
    expect(events.headers.get('content-type')).toContain('text/event-stream');
    const text = await events.text();
    const payloads = text
      .split('\n')
      .filter((line) => line.startsWith('data:'))
      .map((line) => JSON.parse(line.slice(5)) as GenerationProgress);
    expect(payloads.length).toBeGreaterThanOrEqual(1);
    expect(payloads.at(-1)).toMatchObject({ status: 'success', fraction: 1 });
    expect(text).toContain('event: progress');
  });

  it('makes a body, a hairstyle, a video and an edit with the local engine', async () => {
    const { token } = await signUp(api);
    const { person } = await tryOnInputs(token);
    // A real portrait: the body generator places its face, the hairstyle changer finds its hair.
    const portrait = await uploadAsset(api, token, await samplePhoto('portrait'), 'model');
    const submits = [
      [
        'body-generator',
        { face: portrait.id },
        {
          gender: 'female',
          height: 165,
          weight: 55,
          age: 28,
          skinTone: 'light',
          bodyType: 'slim',
          aspectRatio: '3:4',
        },
        undefined,
      ],
      [
        'hairstyle-changer',
        { person: portrait.id },
        { styleId: 'modern-bob', hairColor: '#7b3f00' },
        undefined,
      ],
      [
        'image-to-video',
        { source: person },
        { duration: 5, resolution: '480p', motionStyle: 'natural' },
        undefined,
      ],
    ] as const;
    for (const [tool, inputs, params, maskUrl] of submits) {
      const res = await call(api, 'POST', `/ai/${tool}/generate`, {
        token,
        body: { inputs, params, ...(maskUrl ? { mask: maskUrl } : {}) },
      });
      expect(res.status, `${tool}: ${JSON.stringify(res.body)}`).toBe(202);
      const done = await finished(token, (res.body.generation as { id: string }).id);
      expect(done.status, `${tool}: ${done.item.error}`).toBe('success');
      expect(done.item.result_media_type).toBe(tool === 'image-to-video' ? 'video' : 'image');
      // Spec §3: a hairstyle run records its style type and name beside the id.
      if (tool === 'hairstyle-changer') {
        expect(done.item.params).toMatchObject({ styleType: 'short', styleName: 'Modern bob' });
      }
    }
    expect(await balanceOf(token)).toBe(1);
  }, 60_000);
});
