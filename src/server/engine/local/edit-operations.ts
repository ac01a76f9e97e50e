import type { Matrix3x3, Sharp } from 'sharp';
import type { EditingPreset } from '../../../contracts/tools.ts';
import { cutOutSubject, floodBackdrop } from './background.ts';
import type { EditOperation } from './edit-instructions.ts';
import { blendInto, blurMask, clampByte, fromRaw, luma, type RawImage } from './image.ts';
import { keepLargestRegion, skinMask } from './skin.ts';

/** Runs a sharp pipeline over raw pixels and returns raw RGBA again. */
async function via(image: RawImage, build: (pipeline: Sharp) => Sharp) {
  const { data, info } = await build(fromRaw(image))
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

/** Mixes a sharp effect into the image by `amount` (same size). */
async function blended(
  image: RawImage,
  amount: number,
  build: (pipeline: Sharp) => Sharp,
  weights?: Uint8Array | Buffer,
): Promise<RawImage> {
  const effect = await via(image, build);
  const result = { ...image, data: Buffer.from(image.data) };
  blendInto(result, effect.data, amount, weights);
  return result;
}

/** Maps every colour channel through `curve` (0..255 → 0..255), in place. */
function mapChannels(image: RawImage, curve: (value: number, pixel: number) => number): RawImage {
  const data = Buffer.from(image.data);
  for (let i = 0; i < data.length; i += 4) {
    for (let c = 0; c < 3; c++) data[i + c] = clampByte(curve(data[i + c]!, i >> 2));
  }
  return { ...image, data };
}

function tint(red: number, blue: number): Matrix3x3 {
  return [
    [red, 0, 0],
    [0, 1, 0],
    [0, 0, blue],
  ];
}

const sepia: Matrix3x3 = [
  [0.393, 0.769, 0.189],
  [0.349, 0.686, 0.168],
  [0.272, 0.534, 0.131],
];

/** The image with no colour: every channel set to its Rec. 601 luma. */
export function greyscale(image: RawImage): RawImage {
  const data = Buffer.from(image.data);
  for (let i = 0; i < data.length; i += 4) {
    const grey = clampByte(luma(data[i]!, data[i + 1]!, data[i + 2]!));
    data[i] = data[i + 1] = data[i + 2] = grey;
  }
  return { ...image, data };
}

/** Raises the saturation of dull pixels more than of already vivid ones. */
function vibrance(image: RawImage, amount: number): RawImage {
  const data = Buffer.from(image.data);
  for (let i = 0; i < data.length; i += 4) {
    const r = data[i]!;
    const g = data[i + 1]!;
    const b = data[i + 2]!;
    const saturation = (Math.max(r, g, b) - Math.min(r, g, b)) / 255;
    const gain = 1 + amount * (0.3 + 0.9 * (1 - saturation));
    const mean = luma(r, g, b);
    data[i] = clampByte(mean + (r - mean) * gain);
    data[i + 1] = clampByte(mean + (g - mean) * gain);
    data[i + 2] = clampByte(mean + (b - mean) * gain);
  }
  return { ...image, data };
}

/** Auto levels (1st to 99th luma percentile stretched to 0..255), then a gamma to mid-grey. */
function autoLevels(image: RawImage): RawImage {
  const histogram = new Uint32Array(256);
  const { data } = image;
  for (let i = 0; i < data.length; i += 4) {
    histogram[Math.round(luma(data[i]!, data[i + 1]!, data[i + 2]!))]!++;
  }
  const total = data.length / 4;
  const percentile = (share: number) => {
    let seen = 0;
    for (let value = 0; value < 256; value++) {
      seen += histogram[value]!;
      if (seen >= total * share) return value;
    }
    return 255;
  };
  const low = percentile(0.01);
  const high = Math.max(low + 1, percentile(0.99));
  let mean = 0;
  for (let value = 0; value < 256; value++) {
    mean += (Math.min(1, Math.max(0, (value - low) / (high - low))) * histogram[value]!) / total;
  }
  const gamma = Math.min(
    2.2,
    Math.max(0.45, Math.log(0.5) / Math.log(Math.min(0.95, Math.max(0.05, mean)))),
  );
  return mapChannels(image, (value) => {
    const stretched = Math.min(1, Math.max(0, (value - low) / (high - low)));
    return 255 * stretched ** gamma;
  });
}

/** Rounds each channel to a few levels: the flat colour areas of a painting or poster. */
function posterise(image: RawImage, levels: number): RawImage {
  const step = 255 / (levels - 1);
  return mapChannels(image, (value) => Math.round(value / step) * step);
}

function mixed(image: RawImage, effect: RawImage, amount: number): RawImage {
  const result = { ...image, data: Buffer.from(image.data) };
  blendInto(result, effect.data, amount);
  return result;
}

/**
 * Background weights (255 = background) for blurring it: everything but the subject, taken as
 * the largest connected region that is not the flood-filled backdrop (so clutter such as a
 * patterned wall counts as background); without one, all but a centred ellipse.
 */
async function backgroundWeights(image: RawImage): Promise<Buffer> {
  const { width, height } = image;
  const subject = Uint8Array.from(floodBackdrop(image), (value) => (value ? 0 : 1));
  const size = keepLargestRegion(subject, width);
  const background = new Uint8Array(width * height);
  const share = size / subject.length;
  for (let y = 0; y < height; y++) {
    for (let x = 0; x < width; x++) {
      const pixel = y * width + x;
      if (share > 0.02 && share < 0.95) {
        background[pixel] = subject[pixel] ? 0 : 255;
      } else {
        const dx = (x - width / 2) / (width * 0.32);
        const dy = (y - height / 2) / (height * 0.42);
        background[pixel] = dx * dx + dy * dy > 1 ? 255 : 0;
      }
    }
  }
  return blurMask(background, width, height, Math.max(1, Math.min(width, height) * 0.01));
}

/** Applies a preset (spec §3) with `strength` 0..1 scaling its effect. */
export async function applyPreset(
  image: RawImage,
  preset: EditingPreset,
  strength: number,
): Promise<RawImage> {
  switch (preset) {
    case 'enhance-quality': {
      // One libvips pipeline per step: chained, these three run several times slower.
      const denoised = await via(image, (p) => p.median(3));
      const levelled = await via(denoised, (p) => p.normalise());
      return mixed(image, await via(levelled, (p) => p.sharpen({ sigma: 1.2 })), strength);
    }
    case 'artistic-style': {
      const smoothed = await via(image, (p) => p.median(5));
      const painted = await via(smoothed, (p) => p.modulate({ saturation: 1.35 }));
      return mixed(image, posterise(painted, 5), strength);
    }
    case 'color-adjustment':
      return vibrance(image, strength);
    case 'remove-background':
      return (await cutOutSubject(image, { tolerance: 24 + 48 * strength })).image;
    case 'face-enhancement': {
      const skin = Uint8Array.from(skinMask(image), (value) => value * 255);
      const weights = await blurMask(skin, image.width, image.height, 2);
      return blended(
        image,
        strength * 0.85,
        (p) =>
          p
            .blur(Math.max(1, Math.min(image.width, image.height) * 0.006))
            .modulate({ brightness: 1.04 }),
        weights,
      );
    }
    case 'lighting-correction':
      return mixed(image, autoLevels(image), strength);
  }
}

/** Applies one instruction step; `intensity` 0..1 scales the tone and colour steps. */
export async function applyOperation(
  image: RawImage,
  operation: EditOperation,
  intensity: number,
): Promise<RawImage> {
  switch (operation.kind) {
    case 'rotate':
      return via(image, (p) => p.rotate(operation.degrees));
    case 'flip':
      return via(image, (p) => (operation.axis === 'vertical' ? p.flip() : p.flop()));
    case 'brighter':
      return via(image, (p) => p.modulate({ brightness: 1 + 0.35 * intensity }));
    case 'darker':
      return via(image, (p) => p.modulate({ brightness: 1 - 0.35 * intensity }));
    case 'warmer':
      return via(image, (p) => p.recomb(tint(1 + 0.1 * intensity, 1 - 0.15 * intensity)));
    case 'cooler':
      return via(image, (p) => p.recomb(tint(1 - 0.1 * intensity, 1 + 0.15 * intensity)));
    case 'black-and-white':
      return greyscale(image);
    case 'sharper':
      return via(image, (p) => p.sharpen({ sigma: 0.8 + 1.5 * intensity }));
    case 'saturated':
      return via(image, (p) => p.modulate({ saturation: 1 + 0.6 * intensity }));
    case 'vintage': {
      const aged = await via(image, (p) => p.recomb(sepia).linear(0.9, 12));
      return mixed(image, aged, 0.5 + 0.5 * intensity);
    }
    case 'remove-background':
      return (await cutOutSubject(image)).image;
    case 'blur-background': {
      const weights = await backgroundWeights(image);
      const sigma = 2 + 6 * intensity;
      return blended(image, 1, (p) => p.blur(sigma), weights);
    }
  }
}
