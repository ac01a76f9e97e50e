import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { checkWithC2paTs } from '../support/content-credentials.ts';
import { sampleColours, startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { call, signUp } from './support/accounts.ts';
import { onApi } from './support/public-forms.ts';
import { apiClient, v1, v1Upload, waitForJob } from './support/public-api.ts';
import { balanceOf, finished, startRemoteApi, TRY_ON_MODEL } from './support/remote-engine.ts';
import { storedKeys } from './support/stored-objects.ts';
import { garmentPhoto, personPhoto, uploadAsset } from './support/studio-inputs.ts';
import type { TestApi } from './support/test-api.ts';

// Issue 21 point 1, decision 064: FASHN's num_samples reaches the model, each sample is kept,
// marked and charged as one try-on, and a provider that makes fewer keeps only their share.

let fake: FakeFal;
let api: TestApi;
beforeAll(async () => {
  fake = await startFakeFal();
  api = await startRemoteApi(fake, { engines: 'virtual-tryon=fal' });
});
afterAll(async () => {
  await api?.stop();
  await fake?.close();
});

async function tryOnInputs(token: string) {
  const person = await uploadAsset(api, token, await personPhoto(), 'model');
  const clothing = await uploadAsset(api, token, await garmentPhoto(), 'garment');
  return { person: person.id, clothing: clothing.id };
}

async function submit(token: string, params: Record<string, unknown>, lang = 'en') {
  return call(api, 'POST', '/ai/virtual-tryon/generate', {
    token,
    lang,
    body: { inputs: await tryOnInputs(token), params: { category: 'tops', ...params } },
  });
}

/**
 * Which of the fake's sample colours a stored image is: the nearest to its middle pixel (the
 * free plan's watermark shades the pixels a little).
 */
async function sampleOf(url: string): Promise<number> {
  const { data } = await sharp(await fileOf(url))
    .extract({ left: 48, top: 64, width: 1, height: 1 })
    .raw()
    .toBuffer({ resolveWithObject: true });
  const distance = (hex: string) =>
    [0, 1, 2].reduce(
      (sum, i) => sum + Math.abs(parseInt(hex.slice(1 + 2 * i, 3 + 2 * i), 16) - data[i]!),
      0,
    );
  const distances = sampleColours.map(distance);
  return distances.indexOf(Math.min(...distances));
}

async function fileOf(url: string): Promise<Buffer> {
  return Buffer.from(await (await fetch(onApi(api, url))).arrayBuffer());
}

describe('a try-on with several samples', () => {
  it('asks FASHN for them, keeps every one marked as AI-made, and charges one credit each', async () => {
    const { token } = await signUp(api);
    expect(await balanceOf(api, token)).toBe(5);
    const before = fake.requests.length;
    const res = await submit(token, { numSamples: 3 });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.balance).toBe(2);
    const id = (res.body.generation as { id: string }).id;
    expect((await finished(api, token, id)).status).toBe('success');
    expect(fake.requests[before]).toMatchObject({
      modelId: TRY_ON_MODEL,
      input: { num_samples: 3 },
    });

    const item = (await call(api, 'GET', `/history/${id}`, { token })).body;
    const samples = item.result_samples as { url: string; thumbnail_url: string }[];
    expect(samples).toHaveLength(2);
    // The first image is the result; the others follow in the provider's order.
    const urls = [item.result_url as string, ...samples.map((sample) => sample.url)];
    expect(await Promise.all(urls.map(sampleOf))).toEqual([0, 1, 2]);
    for (const sample of samples) {
      const check = await checkWithC2paTs(await fileOf(sample.url));
      expect(check).toMatchObject({ found: true, valid: true, failures: [] });
      expect((await sharp(await fileOf(sample.thumbnail_url)).metadata()).format).toBe('webp');
    }
    expect(await balanceOf(api, token)).toBe(2);
  });

  it('gives back the share of samples the provider did not make', async () => {
    const { token } = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { imagesMade: 2 });
    const res = await submit(token, { numSamples: 4 });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body.balance).toBe(1);
    const id = (res.body.generation as { id: string }).id;
    expect((await finished(api, token, id)).status).toBe('success');
    const item = (await call(api, 'GET', `/history/${id}`, { token })).body;
    expect(item.result_samples).toHaveLength(1);
    expect(await balanceOf(api, token)).toBe(3);
  });

  it('deletes every sample’s files with the history item', async () => {
    const { token } = await signUp(api);
    const res = await submit(token, { numSamples: 2 });
    const id = (res.body.generation as { id: string }).id;
    await finished(api, token, id);
    const mine = async () =>
      (await storedKeys(api.deps.env)).filter((key) => key.startsWith(`generations/${id}/`));
    // Two results and two previews, beside the input copies.
    expect((await mine()).filter((key) => /\/(result|thumb)-/.test(key))).toHaveLength(4);
    expect((await call(api, 'DELETE', `/history/${id}`, { token })).status).toBe(204);
    expect(await mine()).toEqual([]);
  });

  it('refuses a number of samples outside 1 to 4 in the caller’s language, holding nothing', async () => {
    const { token } = await signUp(api);
    const before = fake.requests.length;
    const vi = await submit(token, { numSamples: 5 }, 'vi');
    expect(vi.status).toBe(422);
    expect(vi.body.detail).toBe('Số ảnh mẫu phải là số nguyên từ 1 đến 4');
    const en = await submit(token, { numSamples: 1.5 }, 'en');
    expect(en.status).toBe(422);
    expect(en.body.detail).toBe('The number of samples must be a whole number from 1 to 4');
    expect(fake.requests.length).toBe(before);
    expect(await balanceOf(api, token)).toBe(5);
  });
});

describe('samples on the public API', () => {
  it('lists them on the job, counts their credits, and names their cost when the balance is short', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const person = await v1Upload(api, client.value, await personPhoto(), { kind: 'model' });
    const garment = await v1Upload(api, client.value, await garmentPhoto(), { kind: 'garment' });
    const body = {
      inputs: { person: person.body.id, clothing: garment.body.id },
      params: { category: 'tops', numSamples: 4 },
    };
    const res = await v1(api, 'POST', '/v1/virtual-tryon/jobs', { value: client.value, body });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    expect(res.body).toMatchObject({ job: { credits: 4 }, balance: 1 });
    const job = await waitForJob(api, client.value, (res.body.job as { id: string }).id);
    expect(job.body).toMatchObject({ status: 'succeeded', credits: 4 });
    expect((job.body.result as { samples: unknown[] }).samples).toHaveLength(3);

    const short = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
      value: client.value,
      lang: 'vi',
      body,
    });
    expect(short.status).toBe(402);
    expect(short.body).toMatchObject({ balance: 1, cost: 4 });
    const openapi = JSON.stringify((await v1(api, 'GET', '/v1/openapi.json')).body);
    expect(openapi).toContain('"numSamples"');
  });
});
