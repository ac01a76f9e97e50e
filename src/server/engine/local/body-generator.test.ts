import { describe, expect, it } from 'vitest';
import { aspectRatios, skinTones, type BodyParams } from '../../../contracts/tools.ts';
import { bodyGenerator } from './body-generator.ts';
import { hexToRgb, type RawImage } from './image.ts';
import { maskBox } from './person-box.ts';
import { drawFigure } from './svg-figure.ts';
import { colourDistance, decode, pixel, svgImage } from './test-support.ts';

const base: BodyParams = {
  gender: 'female',
  height: 165,
  weight: 55,
  age: 28,
  skinTone: 'medium',
  bodyType: 'average',
  aspectRatio: '3:4',
};

async function render(params: Partial<BodyParams>, face?: Buffer) {
  const result = await bodyGenerator({ params: { ...base, ...params }, face });
  return { result, image: await decode(result.data) };
}

/** The box of the pixels painted in the skin tone: the figure's bare skin, head to feet. */
function skinBox(image: RawImage, tone: string) {
  const target = hexToRgb(tone);
  const mask = new Uint8Array(image.width * image.height);
  for (let p = 0; p < mask.length; p++) {
    const rgb = [image.data[p * 4]!, image.data[p * 4 + 1]!, image.data[p * 4 + 2]!];
    mask[p] = colourDistance(rgb, target) < 12 ? 1 : 0;
  }
  return maskBox(mask, image.width, image.height, 2)!;
}

describe('local body generator', () => {
  it('draws a taller figure for a taller body', async () => {
    const started = performance.now();
    const short = await render({ height: 150 });
    console.info(`body generator: ${Math.round(performance.now() - started)} ms`);
    const tall = await render({ height: 200 });
    const shortBox = skinBox(short.image, skinTones.medium);
    const tallBox = skinBox(tall.image, skinTones.medium);
    expect(tallBox.height).toBeGreaterThan(shortBox.height * 1.2);
  });

  it('draws a wider figure for more weight and for an endomorph than an ectomorph', async () => {
    const light = skinBox((await render({ weight: 48 })).image, skinTones.medium);
    const heavy = skinBox((await render({ weight: 110 })).image, skinTones.medium);
    expect(heavy.width).toBeGreaterThan(light.width * 1.15);
    const ecto = skinBox((await render({ bodyType: 'ectomorph' })).image, skinTones.medium);
    const endo = skinBox((await render({ bodyType: 'endomorph' })).image, skinTones.medium);
    expect(endo.width).toBeGreaterThan(ecto.width * 1.1);
  });

  it.each(Object.keys(skinTones) as (keyof typeof skinTones)[])(
    'fills the body with the %s tone',
    async (skinTone) => {
      const { image } = await render({ skinTone, gender: 'male' });
      const { layout } = drawFigure({ ...base, skinTone, gender: 'male' });
      const sampled = pixel(image, layout.belly.x, layout.belly.y);
      expect(colourDistance(sampled, hexToRgb(skinTones[skinTone]))).toBeLessThan(4);
    },
  );

  it.each(aspectRatios)('paints a canvas of aspect %s, 1024 px on the long side', async (ratio) => {
    const { result } = await render({ aspectRatio: ratio });
    const [w, h] = ratio.split(':').map(Number) as [number, number];
    expect(Math.max(result.width, result.height)).toBe(1024);
    expect(result.width / result.height).toBeCloseTo(w / h, 2);
    expect(result.contentType).toBe('image/png');
  });

  it('puts the face photo on the head', async () => {
    const face = await svgImage(300, 200, '<rect width="300" height="200" fill="#20c020"/>');
    const { image } = await render({}, face);
    const { layout } = drawFigure(base);
    const head = pixel(image, layout.head.cx, layout.head.cy);
    expect(colourDistance(head, [0x20, 0xc0, 0x20])).toBeLessThan(10);
    const without = (await render({})).image;
    expect(
      colourDistance(pixel(without, layout.head.cx, layout.head.cy), hexToRgb(skinTones.medium)),
    ).toBeLessThan(4);
  });
});
