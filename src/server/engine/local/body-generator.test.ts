import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { aspectRatios, skinTones, type BodyParams } from '../../../contracts/tools.ts';
import { EngineError } from '../engine.ts';
import { analyseImage } from '../perception/index.ts';
import { samplePhoto } from '../perception/sample-photos.ts';
import { bodyGenerator } from './body-generator.ts';
import { largestFace, outlineBox } from './face-regions.ts';
import { hexToRgb, type RawImage } from './image.ts';
import { maskBox } from './person-box.ts';
import { drawFigure } from './svg-figure.ts';
import { colourDistance, decode, pixel } from './test-support.ts';

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

  it('puts the face found in the face photo on the head', { timeout: 60_000 }, async () => {
    const photo = await samplePhoto('portrait');
    const { image } = await render({}, photo);
    const { layout } = drawFigure(base);
    const source = await decode(photo);
    const face = outlineBox(largestFace((await analyseImage(photo, { faces: true })).faces)!);
    // The middle of her face (cheeks and nose), averaged, against the middle of the head.
    const mean = (img: RawImage, cx: number, cy: number, rx: number, ry: number) => {
      const sum = [0, 0, 0];
      let n = 0;
      for (let y = Math.round(cy - ry); y <= cy + ry; y++) {
        for (let x = Math.round(cx - rx); x <= cx + rx; x++) {
          const p = pixel(img, x, y);
          for (let c = 0; c < 3; c++) sum[c]! += p[c]!;
          n++;
        }
      }
      return sum.map((v) => v / n);
    };
    const faceColour = mean(
      source,
      face.x + face.width / 2,
      face.y + face.height * 0.55,
      face.width * 0.15,
      face.height * 0.1,
    );
    const headColour = mean(
      image,
      layout.head.cx,
      layout.head.cy,
      layout.head.rx * 0.2,
      layout.head.ry * 0.1,
    );
    expect(colourDistance(headColour, faceColour)).toBeLessThan(25);
    expect(colourDistance(headColour, hexToRgb(skinTones.medium))).toBeGreaterThan(25);
    // Outside the head the figure is untouched.
    const without = (await render({})).image;
    const beside = [layout.head.cx + layout.head.rx * 2.5, layout.head.cy] as const;
    expect(pixel(image, ...beside)).toEqual(pixel(without, ...beside));
  });

  it('refuses a face photo without a face, saying so', { timeout: 60_000 }, async () => {
    const noise = await sharp({
      create: {
        width: 300,
        height: 300,
        channels: 3,
        background: '#000',
        noise: { type: 'gaussian', mean: 128, sigma: 40 },
      },
    })
      .png()
      .toBuffer();
    const error = await render({}, noise).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'bad-input', messageKey: 'generation.body.noFace' });
  });
});
