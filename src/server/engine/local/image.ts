import sharp, { type Sharp } from 'sharp';
import { EngineError, type EngineResult } from '../engine.ts';

/** Decoded RGBA pixels, row by row. */
export interface RawImage {
  data: Buffer;
  width: number;
  height: number;
}

export type ImageFormat = 'jpeg' | 'png' | 'webp';

/** Larger inputs are scaled down before pixel work, which is linear in the pixel count. */
export const maxWorkingSide = 2048;

/**
 * Decodes an uploaded image to RGBA (EXIF orientation applied), at most `maxSide` on its long
 * side; unreadable bytes are EngineError('bad-input').
 */
export async function decodeRgba(input: Buffer, maxSide = maxWorkingSide): Promise<RawImage> {
  try {
    const { data, info } = await sharp(input)
      .rotate()
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .ensureAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return { data, width: info.width, height: info.height };
  } catch (cause) {
    throw new EngineError('bad-input', undefined, { cause });
  }
}

/** The format of an input, so a result keeps it (WebP and PNG stay lossless-friendly). */
export async function imageFormat(input: Buffer): Promise<ImageFormat> {
  try {
    const { format } = await sharp(input).metadata();
    return format === 'jpeg' || format === 'webp' ? format : 'png';
  } catch (cause) {
    throw new EngineError('bad-input', undefined, { cause });
  }
}

/** A sharp pipeline over raw RGBA pixels. */
export function fromRaw(image: RawImage): Sharp {
  return sharp(image.data, { raw: { width: image.width, height: image.height, channels: 4 } });
}

/** Encodes a pipeline as a result; JPEG drops the alpha channel onto white. */
export async function encodeResult(pipeline: Sharp, format: ImageFormat): Promise<EngineResult> {
  const encoded =
    format === 'jpeg'
      ? pipeline.flatten({ background: '#ffffff' }).jpeg({ quality: 92, mozjpeg: false })
      : format === 'webp'
        ? pipeline.webp({ quality: 92 })
        : pipeline.png();
  const { data, info } = await encoded.toBuffer({ resolveWithObject: true });
  return { data, contentType: `image/${format}`, width: info.width, height: info.height };
}

/** Rec. 601 luma of an RGB triple, 0..255. */
export function luma(r: number, g: number, b: number): number {
  return 0.299 * r + 0.587 * g + 0.114 * b;
}

export function clampByte(value: number): number {
  return value < 0 ? 0 : value > 255 ? 255 : Math.round(value);
}

/** Parses #rrggbb into an RGB triple. */
export function hexToRgb(hex: string): [number, number, number] {
  const value = Number.parseInt(hex.slice(1), 16);
  return [(value >> 16) & 255, (value >> 8) & 255, value & 255];
}

/**
 * Mixes `effect` into `base` in place by `amount` (0 keeps base, 1 takes effect), optionally
 * weighted per pixel by `weights` (0..255); both images have the same size.
 */
export function blendInto(
  base: RawImage,
  effect: Buffer,
  amount: number,
  weights?: Uint8Array | Buffer,
): void {
  const { data } = base;
  for (let pixel = 0, i = 0; i < data.length; pixel++, i += 4) {
    const weight = weights ? (amount * (weights[pixel] ?? 0)) / 255 : amount;
    if (weight <= 0) continue;
    for (let channel = 0; channel < 4; channel++) {
      const from = data[i + channel]!;
      data[i + channel] = clampByte(from + (effect[i + channel]! - from) * weight);
    }
  }
}

/** Blurs a one-channel mask (0..255) with sharp's Gaussian blur. */
export async function blurMask(
  mask: Uint8Array,
  width: number,
  height: number,
  sigma: number,
): Promise<Buffer> {
  if (sigma < 0.3) return Buffer.from(mask);
  return sharp(Buffer.from(mask), { raw: { width, height, channels: 1 } })
    .blur(sigma)
    .extractChannel(0)
    .raw()
    .toBuffer();
}

/** A one-channel mask (0/1 or 0..255) as a PNG, white where set. */
export async function maskToPng(mask: Uint8Array, width: number, height: number): Promise<Buffer> {
  const bytes = Buffer.alloc(mask.length);
  for (let i = 0; i < mask.length; i++) bytes[i] = mask[i] ? 255 : 0;
  return sharp(bytes, { raw: { width, height, channels: 1 } })
    .png()
    .toBuffer();
}
