import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { call, signUp } from './support/accounts.ts';
import { apiClient, v1, v1Upload, waitForJob } from './support/public-api.ts';
import { balanceOf, finished, startRemoteApi } from './support/remote-engine.ts';
import { garmentPhoto, personPhoto, portraitPhoto, uploadAsset } from './support/studio-inputs.ts';
import type { TestApi } from './support/test-api.ts';

// Issue 21 point 1, decision 060: every studio input reaches a fal model that uses it, checked
// on the fake fal, which refuses any field outside each model's documented input schema. An
// option the configured model cannot use is refused before any credit is held.
const ALL_ON_FAL =
  'virtual-tryon=fal,body-generator=fal,hairstyle-changer=fal,image-to-video=fal,image-editing=fal';

let fake: FakeFal;
let api: TestApi;
/** The same, with an operator's overrides to models that lack the face, mask and FASHN inputs. */
let overridden: TestApi;
beforeAll(async () => {
  fake = await startFakeFal();
  api = await startRemoteApi(fake, { engines: ALL_ON_FAL });
  overridden = await startRemoteApi(fake, {
    engines: ALL_ON_FAL,
    env: {
      FAL_MODEL_BODY_GENERATOR_FACE: 'fal-ai/flux/dev',
      FAL_MODEL_HAIRSTYLE_CHANGER_MASK: 'fal-ai/flux-pro/kontext',
      FAL_MODEL_VIRTUAL_TRYON: 'fal-ai/fashn/tryon/v1.5',
    },
  });
});
afterAll(async () => {
  await api?.stop();
  await overridden?.stop();
  await fake?.close();
});

/** White where the user painted hair, transparent elsewhere, as the studio sends it. */
async function paintedMask(): Promise<string> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="200" height="200">
    <ellipse cx="100" cy="50" rx="70" ry="40" fill="#fff"/></svg>`;
  const png = await sharp(Buffer.from(svg)).png().toBuffer();
  return `data:image/png;base64,${png.toString('base64')}`;
}

const bodyParams = {
  gender: 'female',
  height: 165,
  weight: 55,
  age: 30,
  skinTone: 'medium',
  bodyType: 'slim',
};

/** Submits on the studio API and waits; answers the fal request the fake received. */
async function generate(on: TestApi, token: string, tool: string, body: Record<string, unknown>) {
  const before = fake.requests.length;
  const res = await call(on, 'POST', `/ai/${tool}/generate`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  const done = await finished(on, token, (res.body.generation as { id: string }).id);
  expect(done.status, JSON.stringify(done.item.error)).toBe('success');
  const sent = fake.requests.slice(before);
  expect(sent).toHaveLength(1);
  return sent[0]!;
}

const dataUriOf = (value: unknown) =>
  /^data:image\/png;base64,([A-Za-z0-9+/=]+)$/.exec(String(value))?.[1];

describe('every studio input reaches the fal model that uses it', () => {
  it('sends the body generator’s face photo to PuLID as reference_image_url, and FLUX [dev] without one', async () => {
    const { token } = await signUp(api);
    const face = await uploadAsset(api, token, await portraitPhoto(), 'face');
    const withFace = await generate(api, token, 'body-generator', {
      inputs: { face: face.id },
      params: bodyParams,
    });
    expect(withFace.modelId).toBe('fal-ai/flux-pulid');
    const reference = dataUriOf(withFace.input.reference_image_url);
    expect(reference).toBeDefined();
    const sentFace = await sharp(Buffer.from(reference!, 'base64')).metadata();
    expect([sentFace.width, sentFace.height]).toEqual([800, 800]);
    expect(String(withFace.input.prompt)).toContain('30-year-old woman');

    const plain = await generate(api, token, 'body-generator', { params: bodyParams });
    expect(plain.modelId).toBe('fal-ai/flux/dev');
    expect(plain.input).not.toHaveProperty('reference_image_url');
  });

  it('sends the painted mask to FLUX Fill as mask_url at the portrait’s size, and Kontext without one', async () => {
    const { token } = await signUp(api);
    const person = await uploadAsset(api, token, await portraitPhoto(), 'model');
    const params = { styleId: 'pixie', hairColor: 'black' };
    const masked = await generate(api, token, 'hairstyle-changer', {
      inputs: { person: person.id },
      params,
      mask: await paintedMask(),
    });
    expect(masked.modelId).toBe('fal-ai/flux-pro/v1/fill');
    const mask = await sharp(Buffer.from(dataUriOf(masked.input.mask_url)!, 'base64'))
      .greyscale()
      .raw()
      .toBuffer({ resolveWithObject: true });
    // Scaled to the 800 × 800 portrait; white where painted (top middle), black elsewhere.
    expect([mask.info.width, mask.info.height]).toEqual([800, 800]);
    expect(mask.data[200 * 800 + 400]).toBe(255);
    expect(mask.data[700 * 800 + 400]).toBe(0);
    expect(dataUriOf(masked.input.image_url)).toBeDefined();

    const plain = await generate(api, token, 'hairstyle-changer', {
      inputs: { person: person.id },
      params,
    });
    expect(plain.modelId).toBe('fal-ai/flux-pro/kontext');
    expect(plain.input).not.toHaveProperty('mask_url');
  });

  it('sends the try-on’s category, mode, garment photo type and seed to FASHN v1.6, from the public API', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const person = await v1Upload(api, client.value, await personPhoto(), { kind: 'model' });
    const garment = await v1Upload(api, client.value, await garmentPhoto(), { kind: 'garment' });
    const before = fake.requests.length;
    const res = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
      value: client.value,
      body: {
        inputs: { person: person.body.id, clothing: garment.body.id },
        params: { category: 'auto', mode: 'fast', garmentPhotoType: 'flat-lay', seed: 1234 },
      },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const job = await waitForJob(api, client.value, (res.body.job as { id: string }).id);
    expect(job.body.status).toBe('succeeded');
    expect(fake.requests[before]!.modelId).toBe('fal-ai/fashn/tryon/v1.6');
    // The options and their limits are in the public API's OpenAPI document.
    const openapi = JSON.stringify((await v1(api, 'GET', '/v1/openapi.json')).body);
    expect(openapi).toContain('"garmentPhotoType"');
    expect(openapi).toContain('"fast","balanced","quality"');
    expect(openapi).toContain('"dresses","tops","bottoms","outerwear","ao-dai","ao-ba-ba","auto"');
    expect(openapi).toContain('4294967295');
    // `auto` is FASHN's own detection; our `fast` is its `performance`.
    expect(fake.requests[before]!.input).toMatchObject({
      category: 'auto',
      mode: 'performance',
      garment_photo_type: 'flat-lay',
      seed: 1234,
      num_samples: 1,
    });
  });

  it('sends the editing preset and a video’s options within each model’s schema', async () => {
    const { token } = await signUp(api);
    const source = await uploadAsset(api, token, await personPhoto(), 'image');
    const edit = await generate(api, token, 'image-editing', {
      inputs: { source: source.id },
      params: { preset: 'lighting-correction', guidanceScale: 5 },
    });
    expect(edit.modelId).toBe('fal-ai/flux-pro/kontext');
    expect(edit.input).toMatchObject({ guidance_scale: 5 });
    const video = await generate(api, token, 'image-to-video', {
      inputs: { source: source.id },
      params: { model: 'kling_v2.1', duration: 5, cfgScale: 0.7 },
    });
    expect(video.modelId).toBe('fal-ai/kling-video/v2.1/standard/image-to-video');
    expect(video.input).toMatchObject({ duration: '5', cfg_scale: 0.7 });
    expect(fake.refused).toEqual([]);
  }, 30_000);

  it('sends the reframe preset to Luma Photon Reframe with its documented fields, and refuses it without a frame', async () => {
    const { token } = await signUp(api);
    const source = await uploadAsset(api, token, await personPhoto(), 'image');
    const refused = await call(api, 'POST', '/ai/image-editing/generate', {
      token,
      lang: 'vi',
      body: { inputs: { source: source.id }, params: { preset: 'reframe' } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([
      {
        path: 'params.aspectRatio',
        message: 'Vui lòng chọn khung hình muốn mở rộng ảnh tới: 1:1, 3:4, 4:3, 9:16 hoặc 16:9',
      },
    ]);
    const reframe = await generate(api, token, 'image-editing', {
      inputs: { source: source.id },
      params: { preset: 'reframe', aspectRatio: '16:9', prompt: 'a sunny street' },
    });
    expect(reframe.modelId).toBe('fal-ai/luma-photon/reframe');
    expect(Object.keys(reframe.input).sort()).toEqual(['aspect_ratio', 'image_url', 'prompt']);
    expect(reframe.input).toMatchObject({ aspect_ratio: '16:9', prompt: 'a sunny street' });
    expect(String(reframe.input.image_url)).toMatch(/^data:image\/(png|jpeg|webp);base64,/);
    expect(fake.refused).toEqual([]);
    // The fake refuses a frame outside the model's enum, as fal does.
    const outside = await fetch(`${fake.url}/fal-ai/luma-photon/reframe`, {
      method: 'POST',
      headers: { Authorization: `Key ${fake.key}`, 'Content-Type': 'application/json' },
      body: JSON.stringify({ image_url: 'https://example.com/a.png', aspect_ratio: '2:3' }),
    });
    expect(outside.status).toBe(422);
    expect(fake.refused.pop()?.detail).toMatchObject([{ loc: ['body', 'aspect_ratio'] }]);
  }, 30_000);
});

describe('an option the configured model cannot use', () => {
  it('is refused with a 422 in the caller’s language before any credit is held', async () => {
    const { token } = await signUp(overridden);
    const face = await uploadAsset(overridden, token, await portraitPhoto(), 'face');
    const person = await uploadAsset(overridden, token, await portraitPhoto(), 'model');
    const before = fake.requests.length;

    const faceRefused = await call(overridden, 'POST', '/ai/body-generator/generate', {
      token,
      lang: 'vi',
      body: { inputs: { face: face.id }, params: bodyParams },
    });
    expect(faceRefused.status).toBe(422);
    expect(faceRefused.body).toMatchObject({
      code: 'option_not_supported',
      option: 'inputs.face',
      model: 'fal-ai/flux/dev',
    });
    expect(faceRefused.body.detail).toBe(
      'Mô hình được cấu hình cho công cụ này không dùng được ảnh khuôn mặt, nên chưa tạo ảnh và không trừ tín dụng. Hãy bỏ tùy chọn này, hoặc nhờ quản trị viên cấu hình một mô hình hỗ trợ nó.',
    );

    const maskRefused = await call(overridden, 'POST', '/ai/hairstyle-changer/generate', {
      token,
      body: {
        inputs: { person: person.id },
        params: { styleId: 'pixie', hairColor: 'black' },
        mask: await paintedMask(),
      },
    });
    expect(maskRefused.status).toBe(422);
    expect(maskRefused.body).toMatchObject({ option: 'mask', model: 'fal-ai/flux-pro/kontext' });
    expect(maskRefused.body.detail).toBe(
      'The model set up for this tool cannot use the painted hair mask, so nothing was made or charged. Remove it, or ask the operator to set up a model that takes it.',
    );
    expect(maskRefused.body.errors).toEqual([
      { path: 'mask', message: expect.stringContaining('painted hair mask') as string },
    ]);

    const seedRefused = await call(overridden, 'POST', '/ai/virtual-tryon/generate', {
      token,
      body: {
        inputs: { person: person.id, clothing: person.id },
        params: { category: 'tops', seed: 5 },
      },
    });
    expect(seedRefused.status).toBe(422);
    expect(seedRefused.body).toMatchObject({ option: 'params.seed' });

    // Nothing held, nothing sent; without the option the same tools still run.
    expect(await balanceOf(overridden, token)).toBe(5);
    expect(fake.requests.length).toBe(before);
    const history = await call(overridden, 'GET', '/history', { token });
    expect(history.body.items).toEqual([]);
  });

  it('is refused alike on the public API, in Vietnamese, the balance unchanged', async () => {
    const client = await apiClient(overridden, { services: ['virtual-tryon'] });
    const balance = (await v1(overridden, 'GET', '/v1/balance', { value: client.value })).body;
    const person = await v1Upload(overridden, client.value, await personPhoto(), { kind: 'model' });
    const garment = await v1Upload(overridden, client.value, await garmentPhoto(), {
      kind: 'garment',
    });
    const res = await v1(overridden, 'POST', '/v1/virtual-tryon/jobs', {
      value: client.value,
      lang: 'vi',
      body: {
        inputs: { person: person.body.id, clothing: garment.body.id },
        params: { category: 'tops', mode: 'quality' },
      },
    });
    expect(res.status).toBe(422);
    expect(res.body).toMatchObject({ code: 'option_not_supported', option: 'params.mode' });
    expect(res.body.detail).toContain('không dùng được chế độ thử đồ');
    expect((await v1(overridden, 'GET', '/v1/balance', { value: client.value })).body).toEqual(
      balance,
    );
  });
});
