import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { compressUnderLimit } from './compress-under-limit.ts';

function noise(size: number) {
  return sharp({
    create: {
      width: size,
      height: size,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 50 },
    },
  });
}

describe('compressUnderLimit', () => {
  it('steps the quality down until a noisy image ends under the limit', async () => {
    const image = sharp(await noise(600).png().toBuffer());
    const atBest = (await image.clone().jpeg({ quality: 90, mozjpeg: true }).toBuffer()).length;
    const atSixty = (await image.clone().jpeg({ quality: 60, mozjpeg: true }).toBuffer()).length;
    const maxBytes = Math.floor((atBest + atSixty) / 2);
    const result = await compressUnderLimit(image, { quality: 90, maxBytes });
    expect(result.data.length).toBeLessThanOrEqual(maxBytes);
    expect(result.steps).toBeGreaterThanOrEqual(3);
    expect(result.quality).toBeLessThan(90);
    expect((await sharp(result.data).metadata()).format).toBe('jpeg');
  });

  it('counts what finishing adds to the file (the content credentials)', async () => {
    const image = sharp(await noise(300).png().toBuffer());
    const plain = await compressUnderLimit(image, { quality: 90, maxBytes: null });
    const padding = Buffer.alloc(plain.data.length);
    const result = await compressUnderLimit(
      image,
      { quality: 90, maxBytes: plain.data.length + 10 },
      async (jpeg) => Buffer.concat([jpeg, padding.subarray(0, Math.floor(jpeg.length / 4))]),
    );
    expect(result.data.length).toBeLessThanOrEqual(plain.data.length + 10);
    expect(result.steps).toBeGreaterThan(1);
  });

  it('keeps the first quality when the file is already under the limit', async () => {
    const result = await compressUnderLimit(sharp(await noise(100).png().toBuffer()), {
      quality: 90,
      maxBytes: 5 * 1024 * 1024,
    });
    expect(result).toMatchObject({ quality: 90, steps: 1 });
  });

  it('refuses an image that no allowed quality brings under the limit', async () => {
    await expect(
      compressUnderLimit(sharp(await noise(400).png().toBuffer()), { quality: 90, maxBytes: 500 }),
    ).rejects.toMatchObject({ status: 422, code: 'export_image_too_large' });
  });
});
