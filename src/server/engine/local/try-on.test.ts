import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { EngineError, type EnginePhase } from '../engine.ts';
import { boxIoU, findPerson, garmentBox, maskBox, type Box } from './person-box.ts';
import { decode, modelPhoto, pixel, svgImage, tShirtPhoto } from './test-support.ts';
import { tryOn } from './try-on.ts';
import type { RawImage } from './image.ts';
import type { GarmentCategory } from '../../../contracts/tools.ts';

/** 1 where the two images differ by more than 30 in some channel. */
function changed(a: RawImage, b: RawImage): Uint8Array {
  const mask = new Uint8Array(a.width * a.height);
  for (let p = 0; p < mask.length; p++) {
    for (let c = 0; c < 3; c++) {
      if (Math.abs(a.data[p * 4 + c]! - b.data[p * 4 + c]!) > 30) mask[p] = 1;
    }
  }
  return mask;
}

async function run(category: GarmentCategory) {
  const model = await modelPhoto();
  const result = await tryOn({ model, garment: await tShirtPhoto(), params: { category } });
  const before = await decode(model);
  const after = await decode(result.data);
  const { box, foreground } = findPerson(before);
  const target = garmentBox(box, foreground, before.width, category);
  const diff = changed(before, after);
  return {
    result,
    before,
    after,
    target,
    diff,
    changedBox: maskBox(diff, before.width, before.height, 2),
  };
}

const inside = (box: Box, x: number, y: number, margin = 0) =>
  x >= box.left - margin &&
  x < box.left + box.width + margin &&
  y >= box.top - margin &&
  y < box.top + box.height + margin;

describe('local try-on', () => {
  it('fits the garment over the torso and leaves the rest of the photo alone', async () => {
    const started = performance.now();
    const { result, before, after, target, diff, changedBox } = await run('tops');
    console.info(`try-on: ${Math.round(performance.now() - started)} ms`);
    expect(result).toMatchObject({ contentType: 'image/png', width: 240, height: 400 });
    expect(changedBox).toBeDefined();
    expect(boxIoU(changedBox!, target)).toBeGreaterThan(0.5);

    let outside = 0;
    let whiteInside = 0;
    let redInside = 0;
    for (let y = 0; y < before.height; y++) {
      for (let x = 0; x < before.width; x++) {
        const [r, g, b] = pixel(after, x, y);
        if (!inside(target, x, y, 2) && diff[y * before.width + x]) outside++;
        if (inside(target, x, y)) {
          if (r > 245 && g > 245 && b > 245) whiteInside++;
          if (r > 150 && g < 90 && b < 90) redInside++;
        }
      }
    }
    // The person's head, legs and the backdrop around the torso are untouched.
    expect(outside).toBe(0);
    // The product photo's white (255) backdrop was cut away (the model's is 236), the shirt pasted.
    expect(whiteInside).toBe(0);
    expect(redInside / (target.width * target.height)).toBeGreaterThan(0.5);
    expect(pixel(after, 120, 50)).toEqual(pixel(before, 120, 50));
  });

  it('places a dress from the shoulders to below the knees and trousers on the legs', async () => {
    const top = await run('tops');
    const dress = await run('dresses');
    const bottoms = await run('bottoms');
    expect(dress.changedBox!.top + dress.changedBox!.height).toBeGreaterThan(
      top.changedBox!.top + top.changedBox!.height + 60,
    );
    expect(bottoms.changedBox!.top).toBeGreaterThan(top.changedBox!.top + 100);
    expect(boxIoU(bottoms.changedBox!, bottoms.target)).toBeGreaterThan(0.5);
  });

  it('keeps the full size of a large model photo', async () => {
    const large = await sharp(await modelPhoto())
      .resize(1200, 2000)
      .jpeg()
      .toBuffer();
    const result = await tryOn({
      model: large,
      garment: await tShirtPhoto(),
      params: { category: 'tops' },
    });
    expect(result).toMatchObject({ contentType: 'image/jpeg', width: 1200, height: 2000 });
    const after = await decode(result.data);
    const [r, g, b] = pixel(after, 600, 700);
    expect(r).toBeGreaterThan(180);
    expect(g + b).toBeLessThan(150);
  });

  it('carries the light and shade of the body into the garment', async () => {
    // The model's right half (viewer's left) is in shadow.
    const model = await svgImage(
      240,
      400,
      `<rect width="240" height="400" fill="#ececec"/>
<rect x="70" y="30" width="100" height="350" rx="20" fill="#8a8a9a"/>
<rect x="70" y="30" width="50" height="350" fill="#3a3a4a"/>`,
    );
    const result = await tryOn({
      model,
      garment: await tShirtPhoto(),
      params: { category: 'tops' },
    });
    const after = await decode(result.data);
    const shaded = pixel(after, 95, 150);
    const lit = pixel(after, 145, 150);
    expect(shaded[0]).toBeLessThan(lit[0] - 30);
    expect(lit[0]).toBeGreaterThan(150);
  });

  it('assumes a centred person when the photo has no plain backdrop', async () => {
    const noisy = await sharp({
      create: {
        width: 200,
        height: 300,
        channels: 3,
        background: '#808080',
        noise: { type: 'gaussian', mean: 128, sigma: 60 },
      },
    })
      .png()
      .toBuffer();
    const { box } = findPerson(await decode(noisy));
    expect(box).toEqual({ left: 60, top: 15, width: 80, height: 270 });
  });

  it('finds the person in the photo', async () => {
    const { box } = findPerson(await decode(await modelPhoto()));
    expect(box.top).toBeGreaterThanOrEqual(24);
    expect(box.top).toBeLessThanOrEqual(28);
    expect(box.top + box.height).toBeGreaterThanOrEqual(378);
    expect(box.left).toBeLessThanOrEqual(65);
    expect(box.left + box.width).toBeGreaterThanOrEqual(175);
  });

  it('reports its phases in order', async () => {
    const phases: EnginePhase[] = [];
    const fractions: number[] = [];
    await tryOn({
      model: await modelPhoto(),
      garment: await tShirtPhoto(),
      params: { category: 'outerwear' },
      onProgress: (phase, fraction) => {
        phases.push(phase);
        fractions.push(fraction);
      },
    });
    expect([...new Set(phases)]).toEqual(['analysing', 'processing', 'finalising']);
    expect(fractions).toEqual([...fractions].sort((a, b) => a - b));
    expect(fractions.at(-1)).toBe(1);
  });

  it('refuses bytes that are not an image', async () => {
    const error = await tryOn({
      model: Buffer.from('not an image'),
      garment: await tShirtPhoto(),
      params: { category: 'tops' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'bad-input', messageKey: 'generation.engine.badInput' });
  });

  it('stops when aborted, a timeout becoming a timeout error', async () => {
    const controller = new AbortController();
    controller.abort(new DOMException('Too slow', 'TimeoutError'));
    const error = await tryOn({
      model: await modelPhoto(),
      garment: await tShirtPhoto(),
      params: { category: 'tops' },
      signal: controller.signal,
    }).catch((caught: unknown) => caught);
    expect(error).toMatchObject({ code: 'timeout' });
  });
});
