import { crc32 } from 'node:zlib';
import sharp from 'sharp';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assets, generations, storedFiles, users } from '../../src/server/db/schema.ts';
import { storageQuotaBytes } from '../../src/contracts/assets.ts';
import { UPLOAD_RATE_RULE } from '../../src/server/http/rate-limit.ts';
import { consumeRateLimit } from '../../src/server/services/rate-limit/consume-rate-limit.ts';
import { call, signUp } from './support/accounts.ts';
import { subscribe } from './support/payments.ts';
import { personPhoto, portraitPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// No workers: submitted jobs stay unfinished, as they would behind a busy queue.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ RUN_WORKERS: 'false', STUDIO_MAX_CONCURRENT_JOBS: '3' });
});
afterAll(() => api?.stop());

const generationsOf = async (email: string) => {
  const [user] = await api.deps.database.db.select().from(users).where(eq(users.email, email));
  return api.deps.database.db.select().from(generations).where(eq(generations.userId, user!.id));
};

/** `count` uploads of `photo` at the same moment, as a Vietnamese-speaking user's browser sends them. */
function uploadAtOnce(count: number, token: string, photo: Buffer) {
  return Promise.all(
    Array.from({ length: count }, () => {
      const form = new FormData();
      form.append('kind', 'image');
      form.append('consent', 'self');
      form.append('file', new File([new Uint8Array(photo)], 'ao.png', { type: 'image/png' }));
      return fetch(`${api.url}/assets`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}`, 'accept-language': 'vi' },
        body: form,
      });
    }),
  );
}

/** A real PNG whose header then says `width`×`height`: a few hundred bytes that claim 81 MP. */
async function pngClaiming(width: number, height: number): Promise<Buffer> {
  const png = await sharp({
    create: { width: 4, height: 4, channels: 4, background: '#ffffff' },
  })
    .png()
    .toBuffer();
  // IHDR: length (8), type (12), width (16), height (20), …, CRC over type and data (29).
  png.writeUInt32BE(width, 16);
  png.writeUInt32BE(height, 20);
  png.writeUInt32BE(crc32(png.subarray(12, 29)), 29);
  return png;
}

describe("the studio's cap on unfinished generations", () => {
  it('takes exactly the cap from a burst on an unlimited plan, and refuses the rest in Vietnamese', async () => {
    const { token, email } = await signUp(api);
    await subscribe(api, email, 'enterprise');
    const source = (await uploadAsset(api, token, await personPhoto(), 'image')).id;
    const submits = await Promise.all(
      Array.from({ length: 8 }, () =>
        call(api, 'POST', '/ai/image-to-video/generate', {
          token,
          lang: 'vi',
          body: {
            inputs: { source },
            params: { duration: 5, resolution: '480p', motionStyle: 'natural' },
          },
        }),
      ),
    );
    const statuses = submits.map((res) => res.status).sort();
    expect(statuses).toEqual([202, 202, 202, 429, 429, 429, 429, 429]);
    const refused = submits.find((res) => res.status === 429)!;
    expect(refused.body).toMatchObject({
      code: 'too_many_concurrent_jobs',
      detail: 'Bạn đang có 3 lượt tạo chưa xong. Hãy chờ một lượt hoàn tất rồi tạo tiếp.',
    });
    expect(await generationsOf(email)).toHaveLength(3);
  });
});

describe('the pixel limit on every decoded image', () => {
  it('refuses a painted mask that claims 81 megapixels, charging nothing', async () => {
    const { token, email } = await signUp(api);
    const person = (await uploadAsset(api, token, await portraitPhoto(), 'model')).id;
    const mask = `data:image/png;base64,${(await pngClaiming(9000, 9000)).toString('base64')}`;
    const res = await call(api, 'POST', '/ai/hairstyle-changer/generate', {
      token,
      body: { inputs: { person }, params: { styleId: 'modern-bob', hairColor: '#7b3f00' }, mask },
    });
    expect(res.status).toBe(422);
    expect(JSON.stringify(res.body)).toContain(
      'The painted hair mask is too large. At most 40 megapixels.',
    );
    expect(await generationsOf(email)).toHaveLength(0);
    const estimate = await call(api, 'GET', '/ai/estimate?tool=hairstyle-changer', { token });
    expect(estimate.body.balance).toBe(5);
  });
});

describe("the assets library's storage quota", () => {
  /** Bytes the user's library holds: files and previews, as the quota counts them. */
  const usedBy = async (userId: string) => {
    const { rows } = await api.deps.database.pool.query<{ used: string }>(
      `select coalesce(sum(f.byte_size), 0) as used from assets a
       join stored_files f on f.id = a.stored_file_id or f.id = a.thumbnail_file_id
       where a.user_id = $1`,
      [userId],
    );
    return Number(rows[0]!.used);
  };

  it('takes parallel uploads one after another, and refuses the one that passes the quota', async () => {
    const { token, email } = await signUp(api);
    const [user] = await api.deps.database.db.select().from(users).where(eq(users.email, email));
    const photo = await personPhoto();
    await uploadAsset(api, token, photo, 'image');
    const one = await usedBy(user!.id);
    // Fill the library so that exactly one more copy of the photo fits.
    const [filler] = await api.deps.database.db
      .insert(storedFiles)
      .values({
        storageKey: `assets/${user!.id}/filler.png`,
        contentType: 'image/png',
        byteSize: storageQuotaBytes('free') - 2 * one - Math.floor(one / 2),
        temporary: false,
      })
      .returning();
    await api.deps.database.db.insert(assets).values({
      userId: user!.id,
      kind: 'image',
      mediaType: 'image',
      name: 'filler.png',
      storedFileId: filler!.id,
    });
    const uploads = await uploadAtOnce(4, token, photo);
    expect(uploads.map((res) => res.status).sort()).toEqual([201, 413, 413, 413]);
    const refused = await uploads.find((res) => res.status === 413)!.json();
    expect(refused).toMatchObject({
      code: 'storage_quota_exceeded',
      detail:
        'Thư viện của bạn đã đầy (200 MB theo gói hiện tại). Hãy xóa bớt ảnh hoặc chọn gói có nhiều dung lượng hơn.',
    });
    expect(await usedBy(user!.id)).toBeLessThanOrEqual(storageQuotaBytes('free'));
    const list = await call(api, 'GET', '/assets', { token });
    expect((list.body.items as unknown[]).length).toBe(3);
  });
});

describe('the upload rate limit', () => {
  it('counts a burst of uploads like a sequence, across the studio and the public API', async () => {
    const { token, email } = await signUp(api);
    const [user] = await api.deps.database.db.select().from(users).where(eq(users.email, email));
    const deps = { db: api.deps.database.db, secret: api.deps.env.APP_SECRET };
    // The account has already used all but two of its uploads in this window.
    for (let i = 0; i < UPLOAD_RATE_RULE.limit - 2; i++) {
      await consumeRateLimit(deps, UPLOAD_RATE_RULE, `user:${user!.id}`);
    }
    const photo = await personPhoto();
    const uploads = await uploadAtOnce(5, token, photo);
    expect(uploads.map((res) => res.status).sort()).toEqual([201, 201, 429, 429, 429]);
    const refused = uploads.find((res) => res.status === 429)!;
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await refused.json()).code).toBe('rate_limited');
  });
});
