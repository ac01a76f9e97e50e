import { describe, expect, it } from 'vitest';
import { sampleCatalogue } from '../../services/samples/sample-catalogue.ts';
import { renderSample } from '../../services/samples/render-sample.ts';
import { borderColour } from './background.ts';
import { garmentCategoryOf } from './garment-category.ts';
import { decodeRgba, type RawImage } from './image.ts';
import { maskBox } from './person-box.ts';

/**
 * The sample garments lie on a flat backdrop, so their cut-out is the pixels away from the
 * border's colour, trimmed: the shape the background-removal model gives, without its 5 s per
 * photo (the try-on integration test runs `auto` through the real model).
 */
async function flatCutOut(photo: Buffer): Promise<RawImage> {
  const image = await decodeRgba(photo);
  const [r, g, b] = borderColour(image);
  const opaque = new Uint8Array(image.width * image.height);
  for (let i = 0; i < opaque.length; i++) {
    const d = image.data;
    const distance =
      Math.abs(d[i * 4]! - r) + Math.abs(d[i * 4 + 1]! - g) + Math.abs(d[i * 4 + 2]! - b);
    opaque[i] = distance > 40 ? 1 : 0;
  }
  const box = maskBox(opaque, image.width, image.height, 2)!;
  const data = Buffer.alloc(box.width * box.height * 4);
  for (let y = 0; y < box.height; y++) {
    for (let x = 0; x < box.width; x++) {
      const from = (box.top + y) * image.width + box.left + x;
      data[(y * box.width + x) * 4 + 3] = opaque[from]! ? 255 : 0;
    }
  }
  return { data, width: box.width, height: box.height };
}

describe('garmentCategoryOf', () => {
  // Decision 085: detection reads the original four; an áo dài or áo bà ba is asked by name.
  const detected = new Set<string>(['dresses', 'tops', 'bottoms', 'outerwear']);
  const samples = sampleCatalogue.filter((entry) => entry.kind === 'garment');
  const garments = samples.filter((entry) => detected.has(entry.category!));

  it('covers every category among the samples', () => {
    expect(new Set(garments.map((entry) => entry.category))).toEqual(detected);
  });

  it.each(
    samples.filter((entry) => !detected.has(entry.category!)).map((entry) => [entry.id, entry]),
  )('reads %s as one of the four it detects', async (_id, entry) => {
    const cut = await flatCutOut(await renderSample(entry));
    expect(detected).toContain(garmentCategoryOf(cut));
  });

  it.each(garments.map((entry) => [entry.id, entry] as const))(
    'reads %s as its catalogue category',
    async (_id, entry) => {
      const cut = await flatCutOut(await renderSample(entry));
      expect(garmentCategoryOf(cut)).toBe(entry.category);
    },
  );
});
