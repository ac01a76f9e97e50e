import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { storageQuotaBytes } from '../../src/contracts/assets.ts';
import { assets, creditGrants, storedFiles, uploadConsents } from '../../src/server/db/schema.ts';
import { UPLOAD_RATE_RULE } from '../../src/server/http/rate-limit.ts';
import { processUploadImage } from '../../src/server/services/assets/process-upload-image.ts';
import { consumeRateLimit } from '../../src/server/services/rate-limit/consume-rate-limit.ts';
import { picture } from './support/generations.ts';
import { apiClient, v1, v1Upload, waitForJob, type ApiClient } from './support/public-api.ts';
import { footprint, userIdOf } from './support/footprint.ts';
import { fullBodyPhoto, garmentPhoto } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Issue 39, defect 4 (decision 093): an input by URL or data URI is an upload like any other:
// it counts against the upload limit and the storage quota, and a refused submit keeps none.
let api: TestApi;
let host: Server;
let origin: string;
const files: Record<string, Buffer> = {};

beforeAll(async () => {
  files['/person.png'] = await fullBodyPhoto();
  files['/clothing.png'] = await garmentPhoto();
  files['/source.png'] = await picture(320, 240, 'png');
  host = createServer((request, response) => {
    const file = files[request.url ?? '/'];
    if (!file) return void response.writeHead(404).end();
    response.writeHead(200, { 'content-type': 'image/png' }).end(file);
  });
  await new Promise<void>((resolve) => host.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(host.address() as AddressInfo).port}`;
  // The try-on's in-process inference can hold the event loop past the default keep-alive.
  // The images are served on 127.0.0.1, which inputs by URL may reach only when asked (decision 128).
  api = await startTestApi({
    HTTP_KEEP_ALIVE_TIMEOUT_MS: '60000',
    API_INPUT_URL_ALLOW_PRIVATE: 'true',
  });
}, 120_000);
afterAll(async () => {
  await api?.stop();
  await new Promise((resolve) => host?.close(resolve));
});

const dataUri = (bytes: Buffer) => `data:image/png;base64,${bytes.toString('base64')}`;

/** Uses all but `left` of the account's uploads in this window. */
async function useUploads(userId: string, left: number) {
  const deps = { db: api.deps.database.db, secret: api.deps.env.APP_SECRET };
  for (let i = 0; i < UPLOAD_RATE_RULE.limit - left; i++) {
    await consumeRateLimit(deps, UPLOAD_RATE_RULE, `user:${userId}`);
  }
}

/** Library files of `bytes` in all, in pieces a stored_files row can hold. */
async function fillLibrary(userId: string, bytes: number) {
  const { db } = api.deps.database;
  for (let left = bytes, n = 0; left > 0; n += 1) {
    const byteSize = Math.min(left, 2_000_000_000);
    left -= byteSize;
    const [filler] = await db
      .insert(storedFiles)
      .values({
        storageKey: `assets/${userId}/filler-${n}.png`,
        contentType: 'image/png',
        byteSize,
        temporary: false,
      })
      .returning();
    await db.insert(assets).values({
      userId,
      kind: 'image',
      mediaType: 'image',
      name: `filler-${n}.png`,
      storedFileId: filler!.id,
    });
  }
}

const tryOn = (client: ApiClient, inputs: object, consent?: string) =>
  v1(api, 'POST', '/v1/virtual-tryon/jobs', {
    value: client.value,
    body: { inputs, params: { category: 'tops' }, ...(consent ? { consent } : {}) },
  });

describe('inputs by URL or data URI count as uploads', () => {
  it('counts each one against the account’s upload limit, and keeps nothing when it is reached', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const userId = await userIdOf(api, client.email);
    await useUploads(userId, 1);
    const before = await footprint(api, userId);
    const res = await tryOn(
      client,
      { person: `${origin}/person.png`, clothing: dataUri(files['/clothing.png']!) },
      'subject',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(429);
    expect(res.body).toMatchObject({ code: 'rate_limited' });
    expect(Number(res.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(await footprint(api, userId)).toEqual(before);
    // The person's URL took the last upload: an upload is refused now as well.
    const upload = await v1Upload(api, client.value, files['/source.png']!, { consent: 'self' });
    expect(upload.status).toBe(429);
  });

  it('keeps none of them when the submit is refused for credits, with the upload limit used up', async () => {
    const client = await apiClient(api);
    const userId = await userIdOf(api, client.email);
    await useUploads(userId, 0);
    await api.deps.database.db
      .update(creditGrants)
      .set({ remaining: 0 })
      .where(eq(creditGrants.userId, userId));
    const before = await footprint(api, userId);
    const submits = [
      [
        'virtual-tryon',
        { person: `${origin}/person.png`, clothing: dataUri(files['/clothing.png']!) },
        { category: 'tops' },
      ],
      ['image-editing', { source: dataUri(files['/source.png']!) }, { preset: 'enhance-quality' }],
      ['image-to-video', { source: `${origin}/source.png` }, { duration: 5, resolution: '480p' }],
    ] as const;
    for (const [tool, inputs, params] of submits) {
      const res = await v1(api, 'POST', `/v1/${tool}/jobs`, {
        value: client.value,
        body: { inputs, params, consent: 'self' },
      });
      expect(res.status, tool).toBe(402);
      expect(res.body, tool).toMatchObject({ code: 'insufficient_credits', balance: 0 });
    }
    expect(await footprint(api, userId)).toEqual(before);
  });

  it('keeps none of them when together they pass the storage quota', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const userId = await userIdOf(api, client.email);
    const sizeOf = async (bytes: Buffer) => {
      const image = await processUploadImage(bytes, 'file');
      return image.bytes.length + image.thumbnail.length;
    };
    const person = await sizeOf(files['/person.png']!);
    const clothing = await sizeOf(files['/clothing.png']!);
    // Room for either input alone, not for both.
    const room = Math.max(person, clothing) + Math.floor(Math.min(person, clothing) / 2);
    await fillLibrary(userId, storageQuotaBytes('pro') - room);
    const before = await footprint(api, userId);
    const res = await tryOn(
      client,
      { person: `${origin}/person.png`, clothing: `${origin}/clothing.png` },
      'subject',
    );
    expect(res.status, JSON.stringify(res.body)).toBe(413);
    expect(res.body).toMatchObject({ code: 'storage_quota_exceeded' });
    expect(await footprint(api, userId)).toEqual(before);
  });
});

describe('a garment given by URL or data URI in which a person is seen', () => {
  it('needs the consent answer, and is kept with its consent record when it is given', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    const userId = await userIdOf(api, client.email);
    const model = await v1Upload(api, client.value, files['/person.png']!, { kind: 'model' });
    const before = await footprint(api, userId);
    const inputs = { person: model.body.id, clothing: `${origin}/person.png` };
    const refused = await tryOn(client, inputs);
    expect(refused.status).toBe(422);
    expect(refused.body).toMatchObject({
      code: 'validation_failed',
      errors: [
        {
          path: 'consent',
          message:
            'A person or a face is seen in inputs.clothing: consent is required, subject (the person in the photo agreed) or self (it is you).',
        },
      ],
    });
    expect(await footprint(api, userId)).toEqual(before);

    const kept = await tryOn(client, inputs, 'subject');
    expect(kept.status, JSON.stringify(kept.body)).toBe(202);
    const [garment] = await api.deps.database.db
      .select({ id: assets.id })
      .from(assets)
      .where(and(eq(assets.userId, userId), eq(assets.kind, 'garment')));
    const records = await api.deps.database.db
      .select({ assetId: uploadConsents.assetId, answer: uploadConsents.answer })
      .from(uploadConsents)
      .where(eq(uploadConsents.assetId, garment!.id));
    expect(records).toEqual([{ assetId: garment!.id, answer: 'subject' }]);
    const id = (kept.body.job as { id: string }).id;
    expect((await waitForJob(api, client.value, id, 120_000)).status).toBe(200);
  }, 180_000);
});
