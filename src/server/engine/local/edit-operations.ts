import type { Matrix3x3, Sharp } from 'sharp';
import type { EditingPreset } from '../../../contracts/tools.ts';
import { EngineError } from '../engine.ts';
import { analyseImage } from '../perception/index.ts';
import type { EditOperation } from '../../../contracts/edit-instructions.ts';
import { editColours } from '../../../contracts/edit-colours.ts';
import { cutOutAlpha, encoded, fillBackground, resizeChannel } from './backdrop-fill.ts';
import { faceMask, scaleFace } from './face-regions.ts';
import { recolourGarment } from './garment-recolour.ts';
import { blendInto, blurMask, clampByte, fromRaw, luma, type RawImage } from './image.ts';

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

/** The image with its background transparent (the subject's own alpha kept where lower). */
async function withoutBackground(image: RawImage): Promise<RawImage> {
  const alpha = await cutOutAlpha(image);
  const data = Buffer.from(image.data);
  for (let pixel = 0; pixel < alpha.length; pixel++) {
    data[pixel * 4 + 3] = Math.min(data[pixel * 4 + 3]!, alpha[pixel]!);
  }
  return { ...image, data };
}

/**
 * Background weights (255 = background) for blurring it: around people, the person mask (the
 * segmentation model is trained on people, hair included); around anything else, the
 * cut-out. Feathered by 1% of the picture.
 */
async function backgroundWeights(image: RawImage): Promise<Buffer> {
  const png = await encoded(image);
  const seen = await analyseImage(png, { faces: true, mask: true });
  const subject =
    seen.faces.length && seen.mask
      ? await resizeChannel(seen.mask.data, seen.mask, image)
      : await cutOutAlpha(image);
  const background = Uint8Array.from(subject, (value) => 255 - value);
  return blurMask(
    background,
    image.width,
    image.height,
    Math.max(1, Math.min(image.width, image.height) * 0.01),
  );
}

/**
 * Where face enhancement applies: inside each detected face's outline, feathered (a Gaussian of
 * 3% of the widest face's width) so the smoothing fades out at the jaw and hairline. A photo without a face is
 * refused with a message saying so.
 */
async function faceWeights(image: RawImage): Promise<Buffer> {
  const seen = await analyseImage(await encoded(image), { faces: true });
  if (!seen.faces.length) throw new EngineError('bad-input', 'generation.editing.noFace');
  const faces = seen.faces.map((face) => scaleFace(face, image.width / seen.width));
  const widest = Math.max(...faces.map((face) => face.box.width));
  return faceMask(faces, image.width, image.height, Math.max(1, widest * 0.03));
}

/** Applies a preset (spec §3) with `strength` 0..1 scaling its effect. */
export async function applyPreset(
  image: RawImage,
  preset: Exclude<EditingPreset, 'reframe'>,
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
      // The model decides what is subject; strength has nothing to scale.
      return withoutBackground(image);
    case 'face-enhancement': {
      const weights = await faceWeights(image);
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
      return withoutBackground(image);
    case 'blur-background': {
      const weights = await backgroundWeights(image);
      const sigma = 2 + 6 * intensity;
      return blended(image, 1, (p) => p.blur(sigma), weights);
    }
    case 'background-colour':
      return fillBackground(image, editColours[operation.colour].hex);
    case 'recolour-garment':
      return recolourGarment(image, editColours[operation.colour].hex);
  }
}
