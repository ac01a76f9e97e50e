import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { captionStripHeight } from '../../src/contracts/ai-label.ts';
import { estimateBytes } from '../../src/contracts/download-sizes.ts';
import { planCatalogue, type PlanId } from '../../src/contracts/plans.ts';
import type { DownloadSize } from '../../src/contracts/studio.ts';
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

async function onPlan(planId: PlanId) {
  const signed = await signUp(api);
  if (planId !== 'free') await subscribe(api, signed.email, planId);
  return { token: signed.token, id: (signed.login.user as { id: string }).id };
}

async function download(token: string, id: string, size: DownloadSize, lang = 'en', label = '') {
  const query = new URLSearchParams({ size, ...(label ? { label } : {}) });
  const res = await fetch(`${api.url}/history/${id}/download?${query}`, {
    headers: { authorization: `Bearer ${token}`, 'accept-language': lang },
  });
  return { res, bytes: Buffer.from(await res.arrayBuffer()) };
}

// The largest size each plan may take, and its pixels for a 768×1024 portrait (the local
// engine's try-on size): the plan's box turned upright, filled.
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
      const row = await insertGeneration(api, user.id, {
        result: { width: 768, height: 1024, format: 'png' },
      });
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
    60_000,
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
    [900, 900, 1080, 1080],
    [1600, 900, 1920, 1080],
    [576, 1024, 1080, 1920],
  ])('"large" on %i×%i delivers %i×%i', async (width, height, outWidth, outHeight) => {
    const row = await insertGeneration(api, starter.id, { result: { width, height } });
    const { bytes } = await download(starter.token, row.id, 'large');
    const meta = await sharp(bytes).metadata();
    expect([meta.width, meta.height]).toEqual([outWidth, outHeight]);
  });

  it('estimates each size within a factor of two of the delivered file', async () => {
    const image = { width: 768, height: 1024 };
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
