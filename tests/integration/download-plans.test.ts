import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionStripHeight } from '../../src/contracts/ai-label.ts';
import { estimateBytes } from '../../src/contracts/download-sizes.ts';
import { marketplacePresets } from '../../src/contracts/marketplace-presets.ts';
import { planCatalogue, type PlanId } from '../../src/contracts/plans.ts';
import type { DownloadSize } from '../../src/contracts/studio.ts';
import { checkWithC2paRs, xmpOf } from '../support/content-credentials.ts';
import { signUp } from './support/accounts.ts';
import { chooseAiLabel } from './support/ai-label.ts';
import { insertGeneration } from './support/generations.ts';
import { subscribe } from './support/payments.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * Decision 041: each plan's largest download has the pixels its pricing line promises, measured
 * on the file the API delivers from the object store; sizes above the plan are refused.
 */
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi();
});
afterAll(() => api?.stop());

// One account per plan for the whole file: sign-ups are rate limited.
const accounts = new Map<PlanId, Promise<{ token: string; id: string }>>();
function onPlan(planId: PlanId) {
  if (!accounts.has(planId)) {
    accounts.set(
      planId,
      (async () => {
        const signed = await signUp(api);
        if (planId !== 'free') await subscribe(api, signed.email, planId);
        return { token: signed.token, id: (signed.login.user as { id: string }).id };
      })(),
    );
  }
  return accounts.get(planId)!;
}

/** A smooth picture (fast to make and encode at 4K, unlike noise). */
async function smooth(width: number, height: number) {
  const bytes = await sharp({
    create: { width, height, channels: 3, background: { r: 200, g: 120, b: 80 } },
  })
    .png()
    .toBuffer();
  return { width, height, format: 'png' as const, bytes };
}

async function download(
  token: string,
  id: string,
  size: DownloadSize,
  lang = 'en',
  label = '',
  format = '',
) {
  const query = new URLSearchParams({
    size,
    ...(label ? { label } : {}),
    ...(format ? { format } : {}),
  });
  const res = await fetch(`${api.url}/history/${id}/download?${query}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

// The largest size each plan may take, and its pixels for a 2400×3200 portrait: the plan's box
// turned upright, filled. A result must be at least that large to have the size (decision 101).
const largest: Record<PlanId, { size: DownloadSize; pixels: [number, number] }> = {
  free: { size: 'medium', pixels: [720, 960] },
  basic: { size: 'large', pixels: [1080, 1440] },
  starter: { size: 'large', pixels: [1080, 1440] },
  pro: { size: 'uhd', pixels: [2160, 2880] },
  professional: { size: 'uhd', pixels: [2160, 2880] },
  premium: { size: 'uhd', pixels: [2160, 2880] },
  enterprise: { size: 'uhd', pixels: [2160, 2880] },
};

describe('each plan’s largest download', () => {
  it.each(planCatalogue.map((plan) => [plan.id, plan.maxResolution] as const))(
    '%s (up to %s) gets the promised pixels and no more',
    async (planId) => {
      const user = await onPlan(planId);
      const row = await insertGeneration(api, user.id, { result: await smooth(2400, 3200) });
      const { size, pixels } = largest[planId];
      const { res, bytes } = await download(user.token, row.id, size);
      expect(res.status).toBe(200);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual(pixels);
      // Its short side is the plan's promise: 720p, 1080p or 4K (2160).
      const promised = { '720p': 720, '1080p': 1080, '4k': 2160 }[
        planCatalogue.find((plan) => plan.id === planId)!.maxResolution
      ];
      expect(Math.min(meta.width, meta.height)).toBe(promised);

      // The next size up is refused, naming (in Vietnamese) the cheapest plan that has it.
      const bigger = ({ medium: 'large', large: 'uhd' } as const)[size as 'medium' | 'large'];
      if (bigger) {
        const refused = await download(user.token, row.id, bigger, 'vi');
        expect(refused.res.status).toBe(403);
        const body = JSON.parse(refused.bytes.toString()) as { code: string; detail: string };
        expect(body.code).toBe('plan_upgrade_required');
        expect(body.detail).toContain(bigger === 'uhd' ? 'Chuyên sâu' : 'Cơ bản');
      }
    },
    120_000,
  );

  it('adds the caption strip outside the promised box: the picture keeps the plan’s pixels', async () => {
    // Decision 054: the strip carries text, not picture, so the plan's pixels stay the picture's.
    const user = await onPlan('free');
    const row = await insertGeneration(api, user.id, { result: { width: 768, height: 1024 } });
    for (const size of ['medium', 'original'] as const) {
      const { res, bytes } = await download(user.token, row.id, size, 'vi', 'caption');
      expect(res.status).toBe(200);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([720, 960 + captionStripHeight(720, 960)]);
    }
    const badge = await sharp((await download(user.token, row.id, 'medium')).bytes).metadata();
    expect([badge.width, badge.height]).toEqual([720, 960]);
  });

  it('keeps the free plan’s original inside 720p', async () => {
    const user = await onPlan('free');
    const row = await insertGeneration(api, user.id, { result: { width: 768, height: 1024 } });
    const { bytes } = await download(user.token, row.id, 'original');
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([720, 960]);
  });
});

describe('download sizes follow the result', () => {
  let starter: { token: string; id: string };
  beforeAll(async () => {
    starter = await onPlan('starter');
    await chooseAiLabel(api, starter.token, 'none');
  });

  it.each([
    [1200, 1200, 1080, 1080],
    [2400, 1350, 1920, 1080],
    [1152, 2048, 1080, 1920],
  ])('"large" on %i×%i delivers %i×%i', async (width, height, outWidth, outHeight) => {
    const row = await insertGeneration(api, starter.id, { result: { width, height } });
    const { bytes } = await download(starter.token, row.id, 'large');
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([outWidth, outHeight]);
  });

  it('estimates each size within a factor of two of the delivered file', async () => {
    const image = { width: 1536, height: 2048 };
    for (const format of ['jpeg', 'png'] as const) {
      const row = await insertGeneration(api, starter.id, { result: { ...image, format } });
      // The stored file's size: the original at high quality without a label (decision 054).
      const stored = (await download(starter.token, row.id, 'original', 'en', 'none')).bytes.length;
      for (const size of ['large', 'medium', 'small'] as const) {
        const { bytes } = await download(starter.token, row.id, size);
        const estimate = estimateBytes(stored, image, size, 'high', { maxResolution: '1080p' });
        expect(estimate / bytes.length, `${format} ${size}`).toBeGreaterThan(0.5);
        expect(estimate / bytes.length, `${format} ${size}`).toBeLessThan(2);
      }
    }
  });
});

describe('sizes above the result are not made (issue 40 point 6)', () => {
  it('refuses every size larger than a 563-px result with a 422 naming its pixels, in vi and en', async () => {
    const pro = await onPlan('pro');
    await chooseAiLabel(api, pro.token, 'none');
    const row = await insertGeneration(api, pro.id, { result: { width: 563, height: 750 } });
    for (const size of ['uhd', 'large', 'medium', 'small'] as const) {
      const refused = await download(pro.token, row.id, size, 'vi');
      expect(refused.res.status, size).toBe(422);
      const body = JSON.parse(refused.bytes.toString()) as { code: string; detail: string };
      expect(body.code).toBe('size_larger_than_result');
      expect(body.detail).toBe(
        'Kích thước này lớn hơn ảnh kết quả (563 × 750). Hãy chọn kích thước nhỏ hơn hoặc ảnh gốc.',
      );
    }
    const en = await download(pro.token, row.id, 'large', 'en');
    expect(JSON.parse(en.bytes.toString()).detail).toContain('larger than the result (563 × 750)');
    // The original is the result's own pixels.
    const { res, bytes } = await download(pro.token, row.id, 'original');
    expect(res.status).toBe(200);
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([563, 750]);
  });

  it('refuses a size the result lacks before asking for a plan: upgrading would not make it', async () => {
    const free = await onPlan('free');
    const row = await insertGeneration(api, free.id, { result: { width: 563, height: 750 } });
    const refused = await download(free.token, row.id, 'uhd');
    expect(refused.res.status).toBe(422);
    expect(JSON.parse(refused.bytes.toString()).code).toBe('size_larger_than_result');
  });
});

describe('download formats (issue 40 point 6)', () => {
  const magic: Record<string, (bytes: Buffer) => boolean> = {
    'image/jpeg': (b) => b[0] === 0xff && b[1] === 0xd8 && b[2] === 0xff,
    'image/webp': (b) =>
      b.subarray(0, 4).toString('latin1') === 'RIFF' &&
      b.subarray(8, 12).toString('latin1') === 'WEBP',
    'image/png': (b) => b.subarray(0, 8).equals(Buffer.from('89504e470d0a1a0a', 'hex')),
  };

  it('serves JPEG, WebP and PNG with their content type, magic bytes, file name and credentials', async () => {
    const starter = await onPlan('starter');
    await chooseAiLabel(api, starter.token, 'none');
    const row = await insertGeneration(api, starter.id, {
      result: { width: 1536, height: 2048, format: 'png' },
    });
    for (const [format, type, ext] of [
      ['jpeg', 'image/jpeg', 'jpg'],
      ['webp', 'image/webp', 'webp'],
      ['png', 'image/png', 'png'],
    ] as const) {
      const { res, bytes } = await download(starter.token, row.id, 'large', 'en', '', format);
      expect(res.status, format).toBe(200);
      expect(res.headers.get('content-type')).toBe(type);
      expect(res.headers.get('content-disposition')).toContain(`-large.${ext}"`);
      expect(magic[type]!(bytes), format).toBe(true);
      const meta = await sharp(bytes).metadata();
      expect([meta.width, meta.height]).toEqual([1080, 1440]);
      // Content credentials travel in every format (decision 052), and the XMP source type:
      // c2pa-rs reads all three (c2pa-ts no WebP).
      const check = await checkWithC2paRs(bytes, type);
      expect({ format, ...check }).toMatchObject({ format, intact: true, ai_generated: true });
      expect(xmpOf(bytes), format).toContain('Iptc4xmpExt:DigitalSourceType');
    }
  }, 120_000);

  it('keeps a 1080-px JPEG under Shopee’s 2 MB where the PNG is over it', async () => {
    const starter = await onPlan('starter');
    await chooseAiLabel(api, starter.token, 'none');
    // Noise is the worst case for every encoder.
    const row = await insertGeneration(api, starter.id, {
      result: { width: 1536, height: 2048, format: 'png' },
    });
    const shopee = marketplacePresets.shopee.maxBytes!;
    const png = await download(starter.token, row.id, 'large');
    expect(png.bytes.length).toBeGreaterThan(shopee);
    for (const format of ['jpeg', 'webp']) {
      const { bytes } = await download(starter.token, row.id, 'large', 'en', '', format);
      expect(bytes.length, format).toBeLessThan(shopee);
    }
  }, 120_000);

  it('refuses an unknown format in the caller’s language', async () => {
    const starter = await onPlan('starter');
    const row = await insertGeneration(api, starter.id, { result: { width: 600, height: 800 } });
    const { res, bytes } = await download(starter.token, row.id, 'original', 'vi', '', 'gif');
    expect(res.status).toBe(422);
    expect(JSON.parse(bytes.toString()).detail).toContain('Định dạng phải là');
  });
});
