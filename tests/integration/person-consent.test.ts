import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
import { assets, storedFiles, uploadConsents } from '../../src/server/db/schema.ts';
import { call } from './support/accounts.ts';
import { apiClient, v1, v1Upload, type ApiClient } from './support/public-api.ts';
import { footprint, userIdOf } from './support/footprint.ts';
import {
  fullBodyPhoto,
  garmentPhoto,
  portraitPhoto,
  studioUpload,
  uploadAsset,
} from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Issue 39, defect 3 (decision 093): calling a person's photo a garment does not skip consent.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

const personInGarment = {
  en: 'A person or a face is seen in this garment photo. Please confirm you have the consent of the person in it, or that it is you',
  vi: 'Ảnh trang phục này có người hoặc khuôn mặt. Vui lòng xác nhận bạn có sự đồng ý của người trong ảnh, hoặc đó là bạn',
};

/**
 * A person's photo kept as a garment without a consent record, as uploads stored it before
 * they were looked at (a205341) or as one the detector missed would be.
 */
async function personKeptAsGarment(userId: string): Promise<string> {
  const bytes = await fullBodyPhoto();
  const key = `assets/${userId}/${randomUUID()}.png`;
  await api.deps.store.put(key, bytes, 'image/png');
  const { db } = api.deps.database;
  const [file] = await db
    .insert(storedFiles)
    .values({ storageKey: key, contentType: 'image/png', byteSize: bytes.length, temporary: false })
    .returning();
  const [asset] = await db
    .insert(assets)
    .values({
      userId,
      kind: 'garment',
      mediaType: 'image',
      name: 'nguoi.png',
      storedFileId: file!.id,
    })
    .returning();
  return asset!.id;
}

describe('a garment upload in which a person is seen', () => {
  it('is refused without consent in the studio, 422 in vi and en, and stores nothing', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const userId = await userIdOf(api, client.email);
    const before = await footprint(api, userId);
    for (const photo of [await fullBodyPhoto(), await portraitPhoto()]) {
      for (const lang of ['vi', 'en'] as const) {
        const res = await studioUpload(api, client.session, photo, { kind: 'garment', lang });
        expect(res.status, lang).toBe(422);
        expect(res.body).toMatchObject({
          code: 'validation_failed',
          detail: personInGarment[lang],
          errors: [{ path: 'consent', message: personInGarment[lang] }],
        });
      }
    }
    expect(await footprint(api, userId)).toEqual(before);
  }, 120_000);

  it('is refused without consent by POST /v1/uploads, and kept with its consent record when given', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const userId = await userIdOf(api, client.email);
    const before = await footprint(api, userId);
    const photo = await fullBodyPhoto();
    const refused = await v1Upload(api, client.value, photo, { kind: 'garment', lang: 'vi' });
    expect(refused.status).toBe(422);
    expect(refused.body.errors).toEqual([{ path: 'consent', message: personInGarment.vi }]);
    expect(await footprint(api, userId)).toEqual(before);

    const kept = await v1Upload(api, client.value, photo, { kind: 'garment', consent: 'subject' });
    expect(kept.status).toBe(201);
    const records = await api.deps.database.db
      .select()
      .from(uploadConsents)
      .where(eq(uploadConsents.assetId, kept.body.id as string));
    expect(records.map((record) => record.answer)).toEqual(['subject']);
    // The studio keeps it too once answered, and a garment with no one in it needs no answer.
    const studio = await studioUpload(api, client.session, photo, {
      kind: 'garment',
      consent: 'self',
      lang: 'en',
    });
    expect(studio.status).toBe(201);
    expect(studio.body.consent).toMatchObject({ answer: 'self' });
    const shirt = await studioUpload(api, client.session, await garmentPhoto(), {
      kind: 'garment',
      lang: 'en',
    });
    expect(shirt.status).toBe(201);
    expect(shirt.body.consent).toBeNull();
  }, 120_000);
});

describe('an input slot that shows a person', () => {
  const studioMessage =
    'No consent is recorded for the person in the chosen photo. Please upload it again as a photo of a person and confirm the consent.';
  const apiMessage = (field: string) =>
    `${field} has no consent record for the person in it: upload it with consent (subject or self), or send it by URL or data URI with consent.`;

  /** The three submits that take a person's photo, in the studio's and the API's wording. */
  function submits(photo: string, garment: string) {
    return [
      {
        tool: 'virtual-tryon',
        field: 'inputs.person',
        body: { inputs: { person: photo, clothing: garment }, params: { category: 'tops' } },
      },
      {
        tool: 'image-editing',
        field: 'inputs.source',
        body: { inputs: { source: photo }, params: { preset: 'enhance-quality' } },
      },
      {
        tool: 'image-to-video',
        field: 'inputs.source',
        body: { inputs: { source: photo }, params: { duration: 5, resolution: '480p' } },
      },
    ];
  }

  it('refuses a person kept as a garment without consent, in the studio and the API, holding nothing', async () => {
    const client: ApiClient = await apiClient(api);
    const userId = await userIdOf(api, client.email);
    const photo = await personKeptAsGarment(userId);
    const garment = (await uploadAsset(api, client.session, await garmentPhoto(), 'garment')).id;
    const before = await footprint(api, userId);
    const balance = (await v1(api, 'GET', '/v1/balance', { value: client.value })).body.balance;
    for (const { tool, field, body } of submits(photo, garment)) {
      const studio = await call(api, 'POST', `/ai/${tool}/generate`, {
        token: client.session,
        body,
      });
      expect(studio.status, tool).toBe(422);
      expect(studio.body, tool).toMatchObject({
        code: 'validation_failed',
        errors: [{ path: field, message: studioMessage }],
      });
      const job = await v1(api, 'POST', `/v1/${tool}/jobs`, { value: client.value, body });
      expect(job.status, tool).toBe(422);
      expect(job.body, tool).toMatchObject({
        code: 'validation_failed',
        errors: [{ path: field, message: apiMessage(field) }],
      });
    }
    const vi = await call(api, 'POST', '/ai/image-editing/generate', {
      token: client.session,
      lang: 'vi',
      body: submits(photo, garment)[1]!.body,
    });
    expect(vi.body.detail).toBe(
      'Chưa có sự đồng ý của người trong ảnh đã chọn. Vui lòng tải ảnh lên lại dưới dạng ảnh có người và xác nhận sự đồng ý.',
    );
    // A catalogue batch takes it as a model no more than a single try-on does.
    const batch = await v1(api, 'POST', '/v1/virtual-tryon/batches', {
      value: client.value,
      body: { models: [photo], garments: [{ id: garment, category: 'tops' }] },
    });
    expect(batch.status).toBe(422);
    expect(batch.body.errors).toEqual([{ path: 'models.0', message: apiMessage('models.0') }]);

    expect(await footprint(api, userId)).toEqual(before);
    expect((await v1(api, 'GET', '/v1/balance', { value: client.value })).body.balance).toBe(
      balance,
    );
  }, 120_000);

  it('takes a garment with no one in it as the source of an edit, and a person with consent', async () => {
    const client = await apiClient(api, { services: ['image-editing'] });
    const garment = await uploadAsset(api, client.session, await garmentPhoto(), 'garment');
    const model = await uploadAsset(api, client.session, await fullBodyPhoto(), 'model');
    for (const source of [garment.id, model.id]) {
      const res = await call(api, 'POST', '/ai/image-editing/generate', {
        token: client.session,
        body: { inputs: { source }, params: { preset: 'enhance-quality' } },
      });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      const id = (res.body.generation as { id: string }).id;
      let progress: GenerationProgress | undefined;
      for (let i = 0; i < 480 && (!progress || progress.status === 'processing'); i += 1) {
        if (progress) await new Promise((resolve) => setTimeout(resolve, 250));
        progress = (await call(api, 'GET', `/ai/generations/${id}`, { token: client.session }))
          .body as unknown as GenerationProgress;
      }
      expect(progress?.status).toBe('success');
    }
  }, 180_000);
});
