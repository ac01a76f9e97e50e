import { describe, expect, it } from 'vitest';
import { findSample } from '../../services/samples/sample-catalogue.ts';
import { renderSample } from '../../services/samples/render-sample.ts';
import { frameMove } from './frame-result.ts';
import { createLocalEngine } from './index.ts';
import { modelSwap, productToModel } from './product-to-model.ts';
import { decode, pixel } from './test-support.ts';

// The pose and the cut-out run for real (~4 s a try-on on two cores): three runs in all.
const slow = { timeout: 120_000 };
const samplePng = (id: string) => renderSample(findSample(id)!);
const defaults = {
  productKind: 'auto',
  category: 'tops',
  background: 'studio-white',
  aspectRatio: '3:4',
  resolution: '1k',
} as const;

/** The colour on the chest of the body the garment was placed on. */
async function chestColour(result: Awaited<ReturnType<typeof productToModel>>) {
  const image = await decode(result.data);
  const chest = result.garmentPlacement!.body.stations.chest.centre;
  return pixel(image, chest.x, chest.y);
}

describe('frames (issue 42)', () => {
  it('pads to the aspect, never crops, and scales to the long side', () => {
    expect(frameMove({ width: 800, height: 800 }, 3 / 4, 1024)).toMatchObject({
      left: 0,
      top: 133,
      width: 768,
      height: 1024,
    });
    expect(frameMove({ width: 600, height: 800 }, 16 / 9, 2048)).toMatchObject({
      left: 411,
      top: 0,
      width: 2048,
      height: 1152,
    });
  });

  it('has the demo engine refuse a described scene before any credit is held', () => {
    const local = createLocalEngine();
    const request = { params: { background: 'scene' }, face: false, mask: false };
    expect(local.unsupportedOption?.('product-to-model', request)).toEqual({
      option: 'params.background',
      model: 'local',
    });
  });
});

describe('product to model and model swap on the demo engine (issue 42)', () => {
  it(
    'dresses a sample model in a product photo, on white, at 3:4 and 1k, then swaps the model',
    slow,
    async () => {
      const product = await samplePng('garment-yellow-tshirt');
      const dressed = await productToModel({
        product,
        model: { photo: await samplePng('model-lan') },
        params: defaults,
      });
      expect(dressed).toMatchObject({ contentType: 'image/jpeg', width: 768, height: 1024 });
      expect(dressed.garmentPlacement).toMatchObject({ width: 768, height: 1024 });
      const [r, g, b] = await chestColour(dressed);
      expect(r).toBeGreaterThan(150);
      expect(g).toBeGreaterThan(110);
      expect(b).toBeLessThan(90);
      const corner = pixel(await decode(dressed.data), 2, 2);
      expect(Math.min(corner[0], corner[1], corner[2])).toBeGreaterThan(245);

      // The same T-shirt, taken off Lan and put on Mai, framed like the source photo.
      const swapped = await modelSwap({
        source: dressed.data,
        model: { photo: await samplePng('model-mai') },
        params: { category: 'tops', resolution: '1k' },
      });
      expect(swapped).toMatchObject({ width: 768, height: 1024 });
      const [sr, sg, sb] = await chestColour(swapped);
      expect(sr).toBeGreaterThan(150);
      expect(sg).toBeGreaterThan(110);
      expect(sb).toBeLessThan(90);
    },
  );

  it('draws a suitable model when none is chosen, in a 9:16 frame', slow, async () => {
    const dressed = await productToModel({
      product: await samplePng('garment-yellow-tshirt'),
      model: {},
      params: { ...defaults, aspectRatio: '9:16', prompt: 'người mẫu nam, đứng thẳng' },
    });
    expect(dressed).toMatchObject({ width: 576, height: 1024 });
    // Yellow, shaded by the drawn figure's light.
    const [r, , b] = await chestColour(dressed);
    expect(r).toBeGreaterThan(150);
    expect(r - b).toBeGreaterThan(60);
  });
});
