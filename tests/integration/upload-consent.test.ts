import { createHash } from 'node:crypto';
import { eq, inArray, sql } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Asset } from '../../src/contracts/assets.ts';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
import { generations, storedFiles, uploadConsents, users } from '../../src/server/db/schema.ts';
import { call, signUp } from './support/accounts.ts';
import { apiClient, v1Upload } from './support/public-api.ts';
import { storedKeys } from './support/stored-objects.ts';
import { uploadFootprint } from './support/footprint.ts';
import { garmentPhoto, personPhoto, studioUpload, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Issue 26 point 3 (decision 057): no photo of a person is taken in without the consent answer.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

const sha256 = (bytes: Buffer) => createHash('sha256').update(bytes).digest('hex');

/** Everything an upload could leave behind: rows, files in the store, quota used. */

async function userIdOf(email: string) {
  const [row] = await api.deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.email, email));
  return row!.id;
}

async function consentOf(assetId: string) {
  return api.deps.database.db
    .select()
    .from(uploadConsents)
    .where(eq(uploadConsents.assetId, assetId));
}

const required = {
  en: 'Consent is required. Please confirm you have the consent of the person in this photo, or that it is you',
  vi: 'Cần có sự đồng ý. Vui lòng xác nhận bạn có sự đồng ý của người trong ảnh, hoặc đó là bạn',
};

describe('POST /assets and consent', () => {
  it('refuses a photo of a person without consent with 422 in vi and en, and stores nothing', async () => {
    const { token } = await signUp(api);
    const photo = await personPhoto();
    const before = await uploadFootprint(api);
    for (const kind of ['model', 'face', 'hair', 'image']) {
      for (const lang of ['vi', 'en'] as const) {
        const res = await studioUpload(api, token, photo, { kind, lang });
        expect(res.status, kind).toBe(422);
        expect(res.body.code).toBe('validation_failed');
        expect(res.body.detail).toBe(required[lang]);
        expect(res.body.errors).toEqual([{ path: 'consent', message: required[lang] }]);
      }
    }
    const invalid = await studioUpload(api, token, photo, {
      kind: 'model',
      consent: 'yes',
      lang: 'vi',
    });
    expect(invalid.status).toBe(422);
    expect(invalid.body.errors).toEqual([
      {
        path: 'consent',
        message:
          'Giá trị consent phải là “subject” (người trong ảnh đã đồng ý) hoặc “self” (đó là bạn)',
      },
    ]);
    expect(await uploadFootprint(api)).toEqual(before);
    // No quota used: the library is as empty as it was.
    expect((await call(api, 'GET', '/assets', { token })).body.total).toBe(0);
  });

  it('records the answer with the account, the asset, the SHA-256 of the bytes sent and the wording shown', async () => {
    const account = await signUp(api);
    // A JPEG with EXIF: the library keeps a re-encoded copy without it, so the hashes differ.
    const photo = await sharp(await personPhoto())
      .jpeg({ quality: 70 })
      .withExif({ IFD0: { Artist: 'Nguyễn Thu Hà' } })
      .toBuffer();
    const res = await studioUpload(api, account.token, photo, {
      kind: 'model',
      consent: 'subject',
      lang: 'vi',
    });
    expect(res.status).toBe(201);
    const asset = res.body as unknown as Asset;
    const [record] = await consentOf(asset.id);
    expect(record).toMatchObject({
      userId: await userIdOf(account.email),
      assetId: asset.id,
      answer: 'subject',
      wording: 'Tôi có sự đồng ý của người trong ảnh, hoặc đó là tôi.',
      language: 'vi',
      sha256: sha256(photo),
    });
    // The bytes as sent, not the re-encoded copy the library keeps.
    const kept = Buffer.from(await (await fetch(new URL(asset.url, api.url))).arrayBuffer());
    expect(sha256(kept)).not.toBe(record!.sha256);

    // The asset's details show it, in the answer's own words.
    expect(asset.consent).toEqual({
      answer: 'subject',
      wording: 'Tôi có sự đồng ý của người trong ảnh, hoặc đó là tôi.',
      language: 'vi',
      recorded_at: record!.createdAt.toISOString(),
    });
    const details = await call(api, 'GET', `/assets/${asset.id}`, { token: account.token });
    expect(details.body.consent).toEqual(asset.consent);
    const list = await call(api, 'GET', '/assets', { token: account.token });
    expect((list.body.items as Asset[])[0]!.consent).toEqual(asset.consent);
  });

  it('takes a garment without consent and records none', async () => {
    const { token } = await signUp(api);
    const res = await studioUpload(api, token, await garmentPhoto(), {
      kind: 'garment',
      lang: 'en',
    });
    expect(res.status).toBe(201);
    expect(res.body.consent).toBeNull();
    expect(await consentOf(res.body.id as string)).toEqual([]);
  });
});

describe('POST /v1/uploads and consent', () => {
  it('refuses a photo of a person without consent with 422 in vi and en, and stores nothing', async () => {
    const client = await apiClient(api, { services: ['image-editing'] });
    const photo = await personPhoto();
    const before = await uploadFootprint(api);
    for (const lang of ['vi', 'en'] as const) {
      // No kind is an image, which shows a person as well.
      const res = await v1Upload(api, client.value, photo, { consent: '', lang });
      expect(res.status).toBe(422);
      expect(res.body.code).toBe('validation_failed');
      expect(res.body.message).toBe(required[lang]);
      expect(res.body.errors).toEqual([{ path: 'consent', message: required[lang] }]);
    }
    const invalid = await v1Upload(api, client.value, photo, { kind: 'face', consent: 'maybe' });
    expect(invalid.status).toBe(422);
    expect(await uploadFootprint(api)).toEqual(before);
  });

  it('records the answer as the studio does, in the request’s language', async () => {
    const client = await apiClient(api, { services: ['image-editing'] });
    const photo = await personPhoto();
    const res = await v1Upload(api, client.value, photo, { kind: 'face', consent: 'self' });
    expect(res.status).toBe(201);
    const [record] = await consentOf(res.body.id as string);
    expect(record).toMatchObject({
      userId: await userIdOf(client.email),
      answer: 'self',
      wording: 'I have the consent of the person in this photo, or it is me.',
      language: 'en',
      sha256: sha256(photo),
    });
    const garment = await v1Upload(api, client.value, await garmentPhoto(), { kind: 'garment' });
    expect(garment.status).toBe(201);
  });

  it('documents the field in the OpenAPI document', async () => {
    const doc = await (await fetch(`${api.url}/v1/openapi.json`)).json();
    const body = doc.paths['/v1/uploads'].post.requestBody.content['multipart/form-data'].schema;
    expect(body.properties.consent.enum).toEqual(['subject', 'self']);
  });
});

describe('DELETE /assets/:id?with_results=true', () => {
  async function edited(token: string, source: string) {
    const res = await call(api, 'POST', '/ai/image-editing/generate', {
      token,
      body: { inputs: { source }, params: { preset: 'enhance-quality' } },
    });
    expect(res.status, JSON.stringify(res.body)).toBe(202);
    const id = (res.body.generation as { id: string }).id;
    for (let i = 0; i < 240; i += 1) {
      const progress = (await call(api, 'GET', `/ai/generations/${id}`, { token }))
        .body as unknown as GenerationProgress;
      if (progress.status !== 'processing') {
        expect(progress.status).toBe('success');
        return id;
      }
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
    throw new Error(`generation ${id} never settled`);
  }

  /** The storage keys of a generation's result, preview and input copies. */
  async function generationKeys(id: string) {
    const { db } = api.deps.database;
    const [row] = await db.select().from(generations).where(eq(generations.id, id));
    const ids = [
      row!.resultFileId,
      row!.resultThumbnailFileId,
      ...(row!.inputs as { fileId: string }[]).map((input) => input.fileId),
    ].filter((value): value is string => Boolean(value));
    const files = await db.select().from(storedFiles).where(inArray(storedFiles.id, ids));
    return files.map((file) => file.storageKey);
  }

  it('deletes the generations made from the asset with their files, and keeps the others', async () => {
    const { token } = await signUp(api);
    const photo = await uploadAsset(api, token, await personPhoto(), 'image');
    const other = await uploadAsset(api, token, await personPhoto(), 'image', 'other.png');
    const fromPhoto = await edited(token, photo.id);
    const fromOther = await edited(token, other.id);
    const photoKeys = await generationKeys(fromPhoto);
    const otherKeys = await generationKeys(fromOther);
    expect(photoKeys.length).toBeGreaterThanOrEqual(2);

    const [consent] = await consentOf(photo.id);
    const bad = await call(api, 'DELETE', `/assets/${photo.id}?with_results=yes`, { token });
    expect(bad.status).toBe(422);
    const res = await call(api, 'DELETE', `/assets/${photo.id}?with_results=true`, { token });
    expect(res.status).toBe(204);

    expect((await call(api, 'GET', `/history/${fromPhoto}`, { token })).status).toBe(404);
    expect((await call(api, 'GET', `/history/${fromOther}`, { token })).status).toBe(200);
    const keys = await storedKeys(api.deps.env);
    for (const key of photoKeys) expect(keys).not.toContain(key);
    for (const key of otherKeys) expect(keys).toContain(key);
    // The consent record stays as the proof, no longer tied to an asset.
    const [record] = await api.deps.database.db
      .select()
      .from(uploadConsents)
      .where(eq(uploadConsents.id, consent!.id));
    expect(record).toMatchObject({ assetId: null, answer: 'self' });
  });

  it('keeps the results when asked to delete the asset alone', async () => {
    const { token } = await signUp(api);
    const photo = await uploadAsset(api, token, await personPhoto(), 'image');
    const fromPhoto = await edited(token, photo.id);
    const keys = await generationKeys(fromPhoto);
    expect((await call(api, 'DELETE', `/assets/${photo.id}`, { token })).status).toBe(204);
    expect((await call(api, 'GET', `/history/${fromPhoto}`, { token })).status).toBe(200);
    const left = await storedKeys(api.deps.env);
    for (const key of keys) expect(left).toContain(key);
  });
});

describe('consent records and the account', () => {
  it('go with the account: every user_id column, found in the catalogue, follows the user row', async () => {
    const { db } = api.deps.database;
    // Discovered, not listed: a table added later with a user_id that would outlive its
    // account (no foreign key, or one that blocks the delete) fails here.
    const columns = await db.execute<{ table_name: string; delete_rule: string | null }>(sql`
      select c.table_name, rc.delete_rule
      from information_schema.columns c
      left join information_schema.key_column_usage k
        on k.table_schema = c.table_schema and k.table_name = c.table_name
        and k.column_name = c.column_name
      left join information_schema.referential_constraints rc
        on rc.constraint_schema = k.constraint_schema and rc.constraint_name = k.constraint_name
      where c.table_schema = 'public' and c.column_name = 'user_id'`);
    // A column can be in several keys (subscriptions.user_id is also the primary key).
    const follows = new Map<string, boolean>();
    for (const row of columns.rows) {
      const rule = row.delete_rule === 'CASCADE' || row.delete_rule === 'SET NULL';
      follows.set(row.table_name, (follows.get(row.table_name) ?? false) || rule);
    }
    expect(follows.get('upload_consents')).toBe(true);
    const stranded = [...follows].filter(([, ok]) => !ok).map(([table]) => table);
    expect(stranded).toEqual([]);

    const account = await signUp(api);
    const photo = await uploadAsset(api, account.token, await personPhoto(), 'face');
    expect(await consentOf(photo.id)).toHaveLength(1);
    const id = await userIdOf(account.email);
    await db.delete(users).where(eq(users.id, id));
    const left = await db.select().from(uploadConsents).where(eq(uploadConsents.userId, id));
    expect(left).toEqual([]);
  });
});
