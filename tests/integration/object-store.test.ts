import { createHash } from 'node:crypto';
import { Readable } from 'node:stream';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { publicApiUrl } from '../../src/server/env.ts';
import { attachmentDisposition } from '../../src/server/storage/object-store.ts';
import { readObject } from '../../src/server/storage/read-object.ts';
import { onApi } from './support/public-forms.ts';
import { startS3Server, type S3Server } from './support/s3-server.ts';
import { linkExpiresAt } from './support/stored-objects.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// The same cases on both stores (decision 027): the local disk with the API's /files links,
// and a bucket on a real S3-protocol server (s3rver) with presigned links.
let s3: S3Server;
beforeAll(async () => {
  s3 = await startS3Server({ buckets: ['contract'] });
});
afterAll(() => s3?.close());

const TTL = 120;
const stores = {
  local: () => startTestApi({ OBJECT_STORE: 'local', DOWNLOAD_URL_TTL_SECONDS: String(TTL) }),
  s3: () => startTestApi({ ...s3.envFor('contract'), DOWNLOAD_URL_TTL_SECONDS: String(TTL) }),
};

const sha = (bytes: Uint8Array) => createHash('sha256').update(bytes).digest('hex');

describe.each(['local', 's3'] as const)('the %s object store', (kind) => {
  let api: TestApi;
  beforeAll(async () => {
    api = await stores[kind]();
  });
  afterAll(() => api?.stop());

  const store = () => api.deps.store;
  const download = (link: string) => fetch(onApi(api, link));

  it('writes, reads, knows and deletes a file', async () => {
    const key = `contract/${kind}/a.png`;
    expect(await store().put(key, Buffer.from('png-bytes'), 'image/png')).toEqual({
      key,
      size: 9,
    });
    const object = await store().get(key);
    expect(object).toMatchObject({ size: 9, contentType: 'image/png' });
    object!.body.destroy();
    expect((await readObject(store(), key))!.toString()).toBe('png-bytes');
    expect(await store().exists(key)).toBe(true);
    await store().delete(key);
    expect(await store().exists(key)).toBe(false);
    expect(await store().get(key)).toBeNull();
  });

  it('lists and deletes everything under a folder prefix, and nothing beside it (decision 056)', async () => {
    const base = `contract/${kind}-prefix`;
    const inside = [`${base}/u1/a.png`, `${base}/u1/deep/b.webp`];
    const beside = [`${base}/u10/c.png`, `${base}/u1.png`];
    for (const key of [...inside, ...beside]) await store().put(key, Buffer.from(key), 'image/png');
    expect(await store().listKeys(`${base}/u1/`)).toEqual(inside.sort());
    expect(await store().deletePrefix(`${base}/u1/`)).toBe(2);
    expect(await store().listKeys(`${base}/u1/`)).toEqual([]);
    for (const key of inside) expect(await store().exists(key)).toBe(false);
    for (const key of beside) expect(await store().exists(key)).toBe(true);
    expect(await store().deletePrefix(`${base}/none/`)).toBe(0);
    await expect(store().listKeys(`${base}/../`)).rejects.toThrow(/Invalid storage key/);
  });

  it('answers a missing key with null, and deletes it without an error', async () => {
    expect(await store().get('contract/never/written.png')).toBeNull();
    expect(await store().exists('contract/never/written.png')).toBe(false);
    await expect(store().delete('contract/never/written.png')).resolves.toBeUndefined();
  });

  it('keeps the last content when the same key is written again (a retried job)', async () => {
    const key = `contract/${kind}/retried.webp`;
    await store().put(key, Buffer.from('first attempt, longer'), 'image/png');
    await store().put(key, Buffer.from('second'), 'image/webp');
    const object = await store().get(key);
    expect(object).toMatchObject({ size: 6, contentType: 'image/webp' });
    object!.body.destroy();
    expect((await readObject(store(), key))!.toString()).toBe('second');
  });

  it('streams a put larger than one multipart part, without a Buffer of the whole', async () => {
    const key = `contract/${kind}/video.mp4`;
    const chunks = Array.from({ length: 7 }, (_, i) => Buffer.alloc(1024 * 1024, i + 1));
    const expected = sha(Buffer.concat(chunks));
    async function* source() {
      for (const chunk of chunks) yield chunk;
    }
    expect(await store().putStream(key, Readable.from(source()), 'video/mp4')).toEqual({
      key,
      size: 7 * 1024 * 1024,
    });
    const back = await readObject(store(), key);
    expect(back!.length).toBe(7 * 1024 * 1024);
    expect(sha(back!)).toBe(expected);
    const res = await download(await store().signedUrl(key));
    expect(res.headers.get('content-type')).toBe('video/mp4');
    expect(sha(Buffer.from(await res.arrayBuffer()))).toBe(expected);
  });

  it('signs a link that downloads the bytes with their type and the name asked for', async () => {
    const key = `contract/${kind}/result.png`;
    await store().put(key, Buffer.from('result-bytes'), 'image/png');
    const link = await store().signedUrl(key, { filename: 'ảnh mẫu (1).png' });
    expect(new URL(link).origin).toBe(
      kind === 's3' ? s3.endpoint : new URL(publicApiUrl(api.deps.env)).origin,
    );
    const res = await download(link);
    expect(res.status).toBe(200);
    expect(res.headers.get('content-type')).toBe('image/png');
    expect(res.headers.get('content-disposition')).toBe(attachmentDisposition('ảnh mẫu (1).png'));
    expect(await res.text()).toBe('result-bytes');
    // Without a name the file is shown, not saved.
    const plain = await download(await store().signedUrl(key));
    expect(plain.headers.get('content-disposition')).toBeNull();
  });

  it('gives links DOWNLOAD_URL_TTL_SECONDS, or the lifetime asked for', async () => {
    const now = Date.now() / 1000;
    const ttl = linkExpiresAt(await store().signedUrl('contract/any.png')) - now;
    expect(ttl).toBeGreaterThan(TTL - 5);
    expect(ttl).toBeLessThanOrEqual(TTL + 1);
    const week = linkExpiresAt(
      await store().signedUrl('contract/any.png', { expiresInSeconds: 7 * 24 * 3600 }),
    );
    expect(week - now).toBeGreaterThan(7 * 24 * 3600 - 5);
  });

  it('refuses a link whose time is up', async () => {
    const key = `contract/${kind}/short.png`;
    await store().put(key, Buffer.from('short-lived'), 'image/png');
    const link = await store().signedUrl(key, { expiresInSeconds: 1 });
    expect((await download(link)).status).toBe(200);
    await new Promise((resolve) => setTimeout(resolve, 2100));
    expect((await download(link)).status).toBe(403);
  });

  it('refuses a link whose signature or key was changed', async () => {
    const key = `contract/${kind}/private.png`;
    await store().put(key, Buffer.from('private'), 'image/png');
    await store().put(`contract/${kind}/other.png`, Buffer.from('other'), 'image/png');
    const link = new URL(await store().signedUrl(key));
    const signature = link.searchParams.has('sig') ? 'sig' : 'X-Amz-Signature';
    const forged = new URL(link);
    const original = forged.searchParams.get(signature)!;
    forged.searchParams.set(
      signature,
      `${original.slice(0, -1)}${original.endsWith('a') ? 'b' : 'a'}`,
    );
    expect((await download(forged.toString())).status).toBe(403);
    const elsewhere = link.toString().replace('private.png', 'other.png');
    expect((await download(elsewhere)).status).toBe(403);
    expect((await download(link.toString())).status).toBe(200);
  });

  it('answers 404 for a link to a file that is gone', async () => {
    const res = await download(await store().signedUrl(`contract/${kind}/gone.png`));
    expect(res.status).toBe(404);
  });

  it.runIf(kind === 's3')(
    'answers 404 in the error model on /files/*: links lead to the bucket',
    async () => {
      const res = await fetch(`${api.url}/files/contract/s3/result.png?exp=9999999999&sig=x`, {
        headers: { 'accept-language': 'en' },
      });
      expect(res.status).toBe(404);
      expect(await res.json()).toMatchObject({ code: 'not_found' });
    },
  );
});
