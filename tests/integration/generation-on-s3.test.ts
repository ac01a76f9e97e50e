import { existsSync } from 'node:fs';
import path from 'node:path';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
import { call, signUp } from './support/accounts.ts';
import { startS3Server, type S3Server } from './support/s3-server.ts';
import { storedKeys } from './support/stored-objects.ts';
import { fullBodyPhoto, garmentPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// OBJECT_STORE=s3 whatever the stage: a generation's files go to the bucket, and nothing to disk.
let s3: S3Server;
let api: TestApi;
beforeAll(async () => {
  s3 = await startS3Server({ buckets: ['kieu-results'] });
  api = await startTestApi(s3.envFor('kieu-results'));
});
afterAll(async () => {
  await api?.stop();
  await s3?.close();
});

async function finished(token: string, id: string): Promise<GenerationProgress> {
  for (let i = 0; i < 600; i += 1) {
    const progress = (await call(api, 'GET', `/ai/generations/${id}`, { token }))
      .body as unknown as GenerationProgress;
    if (progress.status !== 'processing') return progress;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`generation ${id} still processing`);
}

/** The link is a presigned GET on the S3 server, for an object of the bucket. */
function expectPresigned(link: string | null | undefined): string {
  const url = new URL(link!);
  expect(url.origin).toBe(s3.endpoint);
  expect(url.searchParams.get('X-Amz-Signature')).toMatch(/^[0-9a-f]{64}$/);
  expect(url.pathname.startsWith('/kieu-results/')).toBe(true);
  return decodeURIComponent(url.pathname.slice('/kieu-results/'.length));
}

describe('a generation with OBJECT_STORE=s3', () => {
  it('keeps inputs, result and thumbnail in the bucket, links to them presigned, writes no file on disk', async () => {
    const { token } = await signUp(api);
    const model = await uploadAsset(api, token, await fullBodyPhoto(), 'model');
    const garment = await uploadAsset(api, token, await garmentPhoto(), 'garment');
    expectPresigned(model.url);
    const res = await call(api, 'POST', '/ai/virtual-tryon/generate', {
      token,
      body: { inputs: { person: model.id, clothing: garment.id }, params: { category: 'tops' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const id = (res.body.generation as { id: string }).id;
    const done = await finished(token, id);
    expect(done).toMatchObject({ status: 'success', item: { missing_result: false } });

    const resultKey = expectPresigned(done.item.result_url);
    const thumbnailKey = expectPresigned(done.item.result_thumbnail_url);
    const inputKeys = done.item.inputs.map((input) => expectPresigned(input.url));
    expect(resultKey).toMatch(new RegExp(`^generations/${id}/result-`));
    expect(inputKeys.every((key) => key.startsWith(`generations/${id}/`))).toBe(true);

    const image = await fetch(done.item.result_url!);
    expect(image.status).toBe(200);
    expect(image.headers.get('content-type')).toMatch(/^image\//);
    const meta = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([800, 800]);
    const input = await fetch(done.item.inputs[0]!.url!);
    expect(input.status).toBe(200);

    const keys = await storedKeys(api.deps.env);
    expect(keys).toEqual(expect.arrayContaining([resultKey, thumbnailKey, ...inputKeys]));
    expect(keys.filter((key) => key.startsWith('assets/'))).toHaveLength(4);
    expect(existsSync(path.join(api.dataDir, 'files'))).toBe(false);

    // Deleting the item removes its result from the bucket; the old link then answers 404.
    expect((await call(api, 'DELETE', `/history/${id}`, { token })).status).toBe(204);
    const left = await storedKeys(api.deps.env);
    expect(left).not.toContain(resultKey);
    expect(left).not.toContain(thumbnailKey);
    expect((await fetch(done.item.result_url!)).status).toBe(404);
  }, 150_000);
});
