import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { hairColors } from '../../../contracts/hairstyles.ts';
import { EngineError } from '../engine.ts';
import { hairstyle } from './hairstyle.ts';
import { hexToRgb, type RawImage } from './image.ts';
import { maskBox } from './person-box.ts';
import {
  colourDistance,
  decode,
  portraitHair,
  portraitHairMask,
  portraitPhoto,
  svgImage,
} from './test-support.ts';

async function readMask(png: Buffer): Promise<Uint8Array> {
  const grey = await sharp(png).greyscale().raw().toBuffer();
  return Uint8Array.from(grey, (value) => (value >= 128 ? 1 : 0));
}

function meanColour(image: RawImage, mask: Uint8Array, want: 0 | 1 = 1): number[] {
  const sum = [0, 0, 0];
  let count = 0;
  for (let p = 0; p < mask.length; p++) {
    if (mask[p] !== want) continue;
    for (let c = 0; c < 3; c++) sum[c]! += image.data[p * 4 + c]!;
    count++;
  }
  return sum.map((value) => value / count);
}

/** The mask grown by `radius` pixels (a square neighbourhood). */
function dilate(mask: Uint8Array, width: number, height: number, radius: number): Uint8Array {
  const grown = new Uint8Array(mask.length);
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      if (!mask[y * width + x]) continue;
      for (let dy = -radius; dy <= radius; dy++) {
        for (let dx = -radius; dx <= radius; dx++) {
          const nx = x + dx;
          const ny = y + dy;
          if (nx >= 0 && ny >= 0 && nx < width && ny < height) grown[ny * width + nx] = 1;
        }
      }
    }
  }
  return grown;
}

const count = (mask: Uint8Array) => mask.reduce((sum, value) => sum + value, 0);

describe('local hairstyle changer', { timeout: 60_000 }, () => {
  it('recolours the painted hair towards the colour and leaves the rest alone', async () => {
    const portrait = await portraitPhoto();
    const started = performance.now();
    const result = await hairstyle({
      portrait,
      mask: await portraitHairMask(),
      params: { styleId: 'c-curl', hairColor: 'blonde' },
    });
    console.info(`hairstyle: ${Math.round(performance.now() - started)} ms`);
    expect(result).toMatchObject({ contentType: 'image/png', width: 240, height: 300 });
    const before = await decode(portrait);
    const after = await decode(result.data);
    const mask = await readMask(result.mask);
    const target = hexToRgb(hairColors.blonde);
    const gapBefore = colourDistance(meanColour(before, mask), target);
    const gapAfter = colourDistance(meanColour(after, mask), target);
    expect(gapAfter).toBeLessThan(gapBefore * 0.25);

    const near = dilate(mask, 240, 300, 3);
    let outsideChange = 0;
    let outsideCount = 0;
    for (let p = 0; p < near.length; p++) {
      if (near[p]) continue;
      for (let c = 0; c < 3; c++) {
        outsideChange += Math.abs(after.data[p * 4 + c]! - before.data[p * 4 + c]!);
      }
      outsideCount++;
    }
    expect(outsideChange / (outsideCount * 3)).toBeLessThan(0.5);
  });

  it('accepts a colour as #rrggbb', async () => {
    const result = await hairstyle({
      portrait: await portraitPhoto('jpeg'),
      mask: await portraitHairMask(),
      params: { styleId: 'layer', hairColor: '#c0304a' },
    });
    expect(result.contentType).toBe('image/jpeg');
    const after = await decode(result.data);
    const mask = await readMask(result.mask);
    expect(colourDistance(meanColour(after, mask), [0xc0, 0x30, 0x4a])).toBeLessThan(60);
  });

  it('cuts short styles above the ears and fills the cut with the backdrop beside it', async () => {
    const result = await hairstyle({
      portrait: await portraitPhoto(),
      mask: await portraitHairMask(),
      params: { styleId: 'pixie', hairColor: 'black' },
    });
    const mask = await readMask(result.mask);
    const box = maskBox(mask, 240, 300)!;
    const paintedBottom = portraitHair.cy + portraitHair.ry;
    expect(box.top + box.height).toBeLessThan(paintedBottom - 30);
    const after = await decode(result.data);
    // Beside the cheek, where long hair hung, the backdrop shows again.
    const i = (170 * 240 + 52) * 4;
    expect(
      colourDistance([after.data[i]!, after.data[i + 1]!, after.data[i + 2]!], hexToRgb('#e6ecf1')),
    ).toBeLessThan(10);
  });

  it('cuts long painted hair to shoulder length for medium styles', async () => {
    const longHair = await svgImage(
      240,
      300,
      `<rect width="240" height="300" fill="#000"/><rect x="40" y="20" width="160" height="270" fill="#fff"/>`,
    );
    const result = await hairstyle({
      portrait: await portraitPhoto(),
      mask: longHair,
      params: { styleId: 'mullet', hairColor: 'black' },
    });
    const box = maskBox(await readMask(result.mask), 240, 300)!;
    expect(box.top + box.height).toBeLessThan(260);
    expect(box.top + box.height).toBeGreaterThan(200);
  });

  it('lengthens long styles, waves curly ones and trims updos', async () => {
    const painted = await readMask(await portraitHairMask());
    const run = async (styleId: 'hime' | 'noodle-curls' | 'pompadour') =>
      readMask(
        (
          await hairstyle({
            portrait: await portraitPhoto(),
            mask: await portraitHairMask(),
            params: { styleId, hairColor: 'brown' },
          })
        ).mask,
      );
    const paintedBox = maskBox(painted, 240, 300)!;
    const long = maskBox(await run('hime'), 240, 300)!;
    expect(long.top + long.height).toBeGreaterThan(paintedBox.top + paintedBox.height + 10);
    const curly = await run('noodle-curls');
    let moved = 0;
    for (let p = 0; p < curly.length; p++) moved += curly[p] === painted[p] ? 0 : 1;
    expect(moved / count(painted)).toBeGreaterThan(0.05);
    const updo = maskBox(await run('pompadour'), 240, 300)!;
    expect(updo.width).toBeLessThan(paintedBox.width * 0.9);
    expect(updo.height).toBeLessThan(paintedBox.height * 0.6);
  });

  it('refuses an unreadable portrait', async () => {
    const error = await hairstyle({
      portrait: Buffer.from('nope'),
      params: { styleId: 'pixie', hairColor: 'black' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'bad-input' });
  });

  it('refuses a picture without a face unless a hair mask is painted', async () => {
    const flat = await svgImage(60, 60, '<rect width="60" height="60" fill="#777"/>');
    const error = await hairstyle({
      portrait: flat,
      params: { styleId: 'layer', hairColor: 'red' },
    }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'bad-input', messageKey: 'generation.portrait.noFace' });
    const painted = await hairstyle({
      portrait: flat,
      mask: await svgImage(60, 60, '<rect width="60" height="30" fill="#fff"/>'),
      params: { styleId: 'layer', hairColor: 'red' },
    });
    expect(painted.width).toBe(60);
  });
});
