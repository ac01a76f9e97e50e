import { describe, expect, it } from 'vitest';
import {
  deliveredSize,
  estimateBytes,
  orientedBox,
  paddedSize,
  sizeAllowed,
  sizeExists,
  unlockingPlan,
} from './download-sizes.ts';
import { planCatalogue } from './plans.ts';

const free = { maxResolution: '720p' } as const;
const starter = { maxResolution: '1080p' } as const;
const pro = { maxResolution: '4k' } as const;

describe('download sizes (decision 041)', () => {
  it('turns each box to the result’s orientation', () => {
    const box = { width: 1920, height: 1080 };
    expect(orientedBox(box, { width: 1600, height: 900 })).toEqual(box);
    expect(orientedBox(box, { width: 900, height: 1600 })).toEqual({ width: 1080, height: 1920 });
    expect(orientedBox(box, { width: 900, height: 900 })).toEqual({ width: 1080, height: 1080 });
  });

  it('offers only the sizes a result has: none is an enlargement (decision 101)', () => {
    const tryOn = { width: 563, height: 750 };
    expect(sizeExists(tryOn, 'original')).toBe(true);
    for (const size of ['uhd', 'large', 'medium', 'small'] as const) {
      expect(sizeExists(tryOn, size), size).toBe(false);
    }
    expect(sizeExists({ width: 600, height: 800 }, 'small')).toBe(true);
    expect(sizeExists({ width: 1080, height: 1080 }, 'large')).toBe(true);
    expect(sizeExists({ width: 1079, height: 1079 }, 'large')).toBe(false);
    expect(sizeExists({ width: 2400, height: 3200 }, 'uhd')).toBe(true);
  });

  it('delivers the labelled box, keeping the aspect', () => {
    expect(deliveredSize({ width: 900, height: 900 }, 'large', pro)).toEqual({
      width: 1080,
      height: 1080,
    });
    expect(deliveredSize({ width: 768, height: 1024 }, 'large', pro)).toEqual({
      width: 1080,
      height: 1440,
    });
    expect(deliveredSize({ width: 576, height: 1024 }, 'uhd', pro)).toEqual({
      width: 2160,
      height: 3840,
    });
    expect(deliveredSize({ width: 1600, height: 1200 }, 'small', free)).toEqual({
      width: 800,
      height: 600,
    });
  });

  it('keeps the original unless it is larger than the plan allows', () => {
    expect(deliveredSize({ width: 768, height: 1024 }, 'original', pro)).toEqual({
      width: 768,
      height: 1024,
    });
    expect(deliveredSize({ width: 768, height: 1024 }, 'original', free)).toEqual({
      width: 720,
      height: 960,
    });
  });

  it('locks sizes above the plan and names the cheapest plan that unlocks them', () => {
    expect(sizeAllowed(free, 'medium')).toBe(true);
    expect(sizeAllowed(free, 'large')).toBe(false);
    expect(sizeAllowed(starter, 'large')).toBe(true);
    expect(sizeAllowed(starter, 'uhd')).toBe(false);
    expect(sizeAllowed(pro, 'uhd')).toBe(true);
    expect(unlockingPlan(planCatalogue, 'large')?.id).toBe('basic');
    expect(unlockingPlan(planCatalogue, 'uhd')?.id).toBe('pro');
    expect(unlockingPlan(planCatalogue, 'small')?.id).toBe('free');
  });

  it('estimates the stored bytes exactly and other sizes by their pixels', () => {
    const image = { width: 1600, height: 1200 };
    expect(estimateBytes(1_000_000, image, 'original', 'high', pro)).toBe(1_000_000);
    // A quarter of the pixels: a little over a quarter of the bytes; half that for low quality.
    expect(estimateBytes(1_000_000, image, 'small', 'high', pro)).toBe(287_175);
    expect(estimateBytes(1_000_000, image, 'small', 'low', pro)).toBe(143_587);
    // A size is never larger than the result (decision 101), so neither is its estimate.
    expect(estimateBytes(1_000_000, { width: 960, height: 540 }, 'large', 'high', pro)).toBe(
      1_000_000,
    );
  });

  it('pads a result to another frame without cutting it (issue 42)', () => {
    const tryOn = { width: 563, height: 750 };
    expect(paddedSize(tryOn, '9:16')).toEqual({ width: 563, height: 1001 });
    expect(paddedSize(tryOn, '16:9')).toEqual({ width: 1333, height: 750 });
    // Already in the frame: nothing added.
    expect(paddedSize({ width: 600, height: 800 }, '3:4')).toEqual({ width: 600, height: 800 });
    // Padding can bring a size within reach: 1333 × 750 holds a 1280 × 720 medium.
    expect(sizeExists(paddedSize(tryOn, '16:9'), 'medium')).toBe(true);
  });
});
