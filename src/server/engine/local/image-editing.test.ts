import sharp from 'sharp';
import { describe, expect, it } from 'vitest';
import { editingPresets, type EditingParams } from '../../../contracts/tools.ts';
import { EngineError } from '../engine.ts';
import { analyseImage } from '../perception/index.ts';
import { samplePhoto } from '../perception/sample-photos.ts';
import { faceBounds, largestFace, outlineBox } from './face-regions.ts';
import { foldInstruction, parseInstruction } from '../../../contracts/edit-instructions.ts';
import { imageEditing } from './image-editing.ts';
import type { RawImage } from './image.ts';
import { decode, meanDifference, meanLuma, pixel, productPhoto, svgImage } from './test-support.ts';

const defaults = { strength: 0.75, guidanceScale: 7.5, qualitySteps: 30 };
// Background removal, the person mask and face detection run the real models on the CPU.
// Generous: these run beside the type check and the other unit worker in `npm test`.
const slow = { timeout: 120_000 };

async function edit(params: Partial<EditingParams>, image?: Buffer) {
  const source = image ?? (await productPhoto());
  const result = await imageEditing({ image: source, params: { ...defaults, ...params } });
  return { result, before: await decode(source), after: await decode(result.data) };
}

function maxSaturation(image: RawImage): number {
  let most = 0;
  for (let i = 0; i < image.data.length; i += 4) {
    const r = image.data[i]!;
    const g = image.data[i + 1]!;
    const b = image.data[i + 2]!;
    most = Math.max(most, Math.max(r, g, b) - Math.min(r, g, b));
  }
  return most;
}

function redMinusBlue(image: RawImage): number {
  let sum = 0;
  for (let i = 0; i < image.data.length; i += 4) sum += image.data[i]! - image.data[i + 2]!;
  return sum / (image.data.length / 4);
}

describe('edit instructions', () => {
  it('reads Vietnamese with or without diacritics and English', () => {
    expect(foldInstruction('Làm ảnh SÁNG hơn, đẹp')).toBe('lam anh sang hon, dep');
    expect(parseInstruction('Làm sáng hơn').map((o) => o.kind)).toEqual(['brighter']);
    expect(parseInstruction('lam sang hon').map((o) => o.kind)).toEqual(['brighter']);
    expect(parseInstruction('make it darker and warmer').map((o) => o.kind)).toEqual([
      'darker',
      'warmer',
    ]);
    expect(parseInstruction('chuyển sang đen trắng, tách nền').map((o) => o.kind)).toEqual([
      'black-and-white',
      'remove-background',
    ]);
    expect(parseInstruction('xóa phông cho ảnh').map((o) => o.kind)).toEqual(['blur-background']);
    expect(parseInstruction('Ảnh cổ điển, rực rỡ hơn').map((o) => o.kind)).toEqual([
      'saturated',
      'vintage',
    ]);
  });

  it('reads rotations and flips with their direction, geometry first', () => {
    expect(parseInstruction('xoay trái rồi làm lạnh hơn')).toEqual([
      { kind: 'rotate', degrees: 270 },
      { kind: 'cooler' },
    ]);
    expect(parseInstruction('rotate 180')).toEqual([{ kind: 'rotate', degrees: 180 }]);
    expect(parseInstruction('lật dọc')).toEqual([{ kind: 'flip', axis: 'vertical' }]);
    expect(parseInstruction('mirror the photo, sharper')).toEqual([
      { kind: 'flip', axis: 'horizontal' },
      { kind: 'sharper' },
    ]);
  });

  it('understands nothing in unrelated words', () => {
    expect(parseInstruction('turn the model into a cat')).toEqual([]);
    expect(parseInstruction('làm ảnh đẹp như mơ')).toEqual([]);
  });
});

describe('local image editing', () => {
  it('makes the photo brighter or darker', async () => {
    const started = performance.now();
    const brighter = await edit({ prompt: 'Làm ảnh sáng hơn' });
    console.info(`image editing (brighter): ${Math.round(performance.now() - started)} ms`);
    expect(meanLuma(brighter.after)).toBeGreaterThan(meanLuma(brighter.before) + 5);
    const darker = await edit({ prompt: 'darker please' });
    expect(meanLuma(darker.after)).toBeLessThan(meanLuma(darker.before) - 10);
  });

  it('turns the photo black and white', async () => {
    const { before, after } = await edit({ prompt: 'black and white' });
    expect(maxSaturation(before)).toBeGreaterThan(100);
    expect(maxSaturation(after)).toBe(0);
  });

  it('warms and cools the colours', async () => {
    const warm = await edit({ prompt: 'ấm hơn' });
    expect(redMinusBlue(warm.after)).toBeGreaterThan(redMinusBlue(warm.before) + 5);
    const cool = await edit({ prompt: 'cooler' });
    expect(redMinusBlue(cool.after)).toBeLessThan(redMinusBlue(cool.before) - 5);
  });

  it('removes the background into a transparent PNG', slow, async () => {
    const { result, after } = await edit({ prompt: 'xóa nền' }, await productPhoto('jpeg'));
    expect(result.contentType).toBe('image/png');
    for (const [x, y] of [
      [0, 0],
      [239, 0],
      [0, 179],
      [239, 179],
    ] as const) {
      expect(pixel(after, x, y)[3]).toBe(0);
    }
    expect(pixel(after, 120, 90)[3]).toBeGreaterThan(240);
    expect(pixel(after, 80, 50)[3]).toBeGreaterThan(240);
  });

  it('blurs the background but keeps the subject sharp', slow, async () => {
    const { before, after } = await edit({ prompt: 'làm mờ nền' });
    expect(pixel(after, 120, 90)).toEqual(pixel(before, 120, 90));
  });

  it('blurs a busy background around a centred subject', slow, async () => {
    const stripes = Array.from(
      { length: 24 },
      (_, i) => `<rect x="${i * 10}" width="5" height="180" fill="#203040"/>`,
    ).join('');
    const busy = await svgImage(
      240,
      180,
      `<rect width="240" height="180" fill="#f0f0f0"/>${stripes}<circle cx="120" cy="90" r="40" fill="#c04020"/>`,
    );
    const { before, after } = await edit({ prompt: 'blur the background' }, busy);
    expect(pixel(after, 120, 90)).toEqual(pixel(before, 120, 90));
    const corner = pixel(after, 12, 10);
    // A dark stripe next to light paper turns to a grey in between.
    expect(Math.abs(corner[0] - pixel(before, 12, 10)[0])).toBeGreaterThan(30);
  });

  it('rotates and flips', async () => {
    const rotated = await edit({ prompt: 'xoay phải' });
    expect([rotated.result.width, rotated.result.height]).toEqual([180, 240]);
    const flipped = await edit({ prompt: 'lật ngang' });
    // The orange left side of the object is now on the right.
    expect(pixel(flipped.after, 239 - 75, 90)).toEqual(pixel(flipped.before, 75, 90));
  });

  it('keeps the format of the upload: JPEG, PNG or WebP', async () => {
    const webp = await sharp(await productPhoto())
      .webp()
      .toBuffer();
    expect((await edit({ prompt: 'sharper' }, webp)).result.contentType).toBe('image/webp');
    const jpeg = await productPhoto('jpeg');
    expect((await edit({ prompt: 'vintage' }, jpeg)).result.contentType).toBe('image/jpeg');
    expect((await edit({ prompt: 'vintage' })).result.contentType).toBe('image/png');
  });

  it('combines several steps of one instruction', async () => {
    const { before, after } = await edit({ prompt: 'sáng hơn và đen trắng' });
    expect(maxSaturation(after)).toBe(0);
    expect(meanLuma(after)).toBeGreaterThan(meanLuma(before));
  });

  // Reframe keeps every pixel and adds margin: its own test below.
  const retouching = editingPresets.filter((preset) => preset !== 'reframe');
  it.each(retouching)('the %s preset changes the photo measurably', slow, async (preset) => {
    const image =
      preset === 'face-enhancement' ? await samplePhoto('portrait') : await productPhoto();
    const { before, after, result } = await edit({ preset }, image);
    expect(result.width).toBe(before.width);
    let alphaChange = 0;
    for (let i = 3; i < before.data.length; i += 4) {
      alphaChange += Math.abs(before.data[i]! - after.data[i]!);
    }
    // Face enhancement changes only the face, about 6% of the portrait.
    const least = preset === 'face-enhancement' ? 0.1 : 0.5;
    expect(meanDifference(before, after) + alphaChange / before.data.length).toBeGreaterThan(least);
  });

  it('reframes by padding with the edge colour, the original pixels intact in the middle', async () => {
    // The product shot is 240 × 180 (4:3) on #dfe6ec; 9:16 pads it to 240 × 427.
    const { before, after, result } = await edit({ preset: 'reframe', aspectRatio: '9:16' });
    expect([result.width, result.height]).toEqual([240, 427]);
    expect(result.contentType).toBe('image/png');
    const top = Math.floor((427 - 180) / 2);
    for (let y = 0; y < before.height; y += 1) {
      const row = before.data.subarray(y * 240 * 4, (y + 1) * 240 * 4);
      const moved = after.data.subarray((y + top) * 240 * 4, (y + top + 1) * 240 * 4);
      expect(Buffer.compare(Buffer.from(row), Buffer.from(moved))).toBe(0);
    }
    expect(pixel(after, 120, 5)).toEqual([0xdf, 0xe6, 0xec, 255]);
    expect(pixel(after, 120, 421)).toEqual([0xdf, 0xe6, 0xec, 255]);
    const wide = await edit({ preset: 'reframe', aspectRatio: '16:9' });
    expect([wide.result.width, wide.result.height]).toEqual([320, 180]);
  });

  it('scales a preset by its strength', async () => {
    const weak = await edit({ preset: 'artistic-style', strength: 0.2 });
    const strong = await edit({ preset: 'artistic-style', strength: 1 });
    expect(meanDifference(strong.before, strong.after)).toBeGreaterThan(
      meanDifference(weak.before, weak.after) * 2,
    );
    const none = await edit({ preset: 'color-adjustment', strength: 0 });
    expect(meanDifference(none.before, none.after)).toBeLessThan(0.5);
  });

  it('applies a preset even when the words are not understood', async () => {
    const { before, after } = await edit({ preset: 'lighting-correction', prompt: 'đẹp hơn' });
    expect(meanDifference(before, after)).toBeGreaterThan(0.5);
  });

  it(
    'removes the background of a real photo: transparent around the model, opaque on her',
    slow,
    async () => {
      const photo = await samplePhoto('fullBody');
      const { result, after } = await edit({ preset: 'remove-background' }, photo);
      expect(result.contentType).toBe('image/png');
      const { pose } = await analyseImage(photo, { pose: true });
      const k = pose!.keypoints;
      for (const [x, y] of [
        [5, 5],
        [794, 5],
        [5, 400],
        [794, 400],
        [k.leftShoulder!.x + 120, k.leftShoulder!.y],
      ] as const) {
        expect(pixel(after, x, y)[3]).toBe(0);
      }
      const chest = [
        (k.leftShoulder!.x + k.rightShoulder!.x) / 2,
        (k.leftShoulder!.y + k.leftHip!.y) / 2,
      ];
      expect(pixel(after, chest[0]!, chest[1]!)[3]).toBeGreaterThan(240);
      expect(pixel(after, k.nose!.x, k.nose!.y)[3]).toBeGreaterThan(240);
    },
  );

  it('smooths and brightens inside the face only', slow, async () => {
    const photo = await samplePhoto('portrait');
    const { before, after } = await edit({ preset: 'face-enhancement', strength: 1 }, photo);
    const face = largestFace((await analyseImage(photo, { faces: true })).faces)!;
    const inner = outlineBox(face);
    const outer = faceBounds(face);
    const margin = outer.width * 0.15;
    let insideChange = 0;
    let insideCount = 0;
    let outsideChanged = 0;
    let outsideCount = 0;
    for (let y = 0; y < before.height; y++) {
      for (let x = 0; x < before.width; x++) {
        const i = (y * before.width + x) * 4;
        let change = 0;
        for (let c = 0; c < 3; c++) change += Math.abs(after.data[i + c]! - before.data[i + c]!);
        const inMiddle =
          x > inner.x + inner.width * 0.3 &&
          x < inner.x + inner.width * 0.7 &&
          y > inner.y + inner.height * 0.3 &&
          y < inner.y + inner.height * 0.7;
        const farOut =
          x < outer.x - margin ||
          x > outer.x + outer.width + margin ||
          y < outer.y - margin ||
          y > outer.y + outer.height + margin;
        if (inMiddle) {
          insideChange += change / 3;
          insideCount++;
        } else if (farOut) {
          outsideCount++;
          if (change > 0) outsideChanged++;
        }
      }
    }
    expect(insideChange / insideCount).toBeGreaterThan(3);
    expect(outsideChanged).toBe(0);
    expect(outsideCount).toBeGreaterThan(before.width * before.height * 0.5);
  });

  it('says so when face enhancement finds no face', slow, async () => {
    const error = await edit({ preset: 'face-enhancement' }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({ code: 'bad-input', messageKey: 'generation.editing.noFace' });
  });

  it('blurs the backdrop of a portrait and keeps her face sharp', slow, async () => {
    const photo = await samplePhoto('portrait');
    const { before, after } = await edit({ prompt: 'blur the background' }, photo);
    const face = outlineBox(largestFace((await analyseImage(photo, { faces: true })).faces)!);
    const centre = [face.x + face.width / 2, face.y + face.height / 2] as const;
    expect(pixel(after, ...centre)).toEqual(pixel(before, ...centre));
    // The lettering on the wall behind her, right of her head, softens.
    let change = 0;
    for (let y = 240; y < 300; y++) {
      for (let x = 560; x < 760; x++) {
        for (let c = 0; c < 3; c++)
          change += Math.abs(pixel(after, x, y)[c]! - pixel(before, x, y)[c]!);
      }
    }
    expect(change / (60 * 200 * 3)).toBeGreaterThan(2);
  });

  it('refuses an instruction it does not understand, naming what it does', async () => {
    const error = await edit({ prompt: 'turn the model into a cat' }).catch(
      (caught: unknown) => caught,
    );
    expect(error).toBeInstanceOf(EngineError);
    expect(error).toMatchObject({
      code: 'unsupported',
      messageKey: 'generation.engine.instructionUnknown',
    });
  });
});
