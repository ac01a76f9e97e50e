import sharp from 'sharp';
import { EngineError } from '../engine.ts';

/** Decoded RGB pixels for the models, and how they map back to the original picture. */
export interface RgbImage {
  data: Buffer;
  width: number;
  height: number;
  /** Original size over analysed size: multiply model coordinates by it. */
  scale: number;
  originalWidth: number;
  originalHeight: number;
}

/** The models work at a fixed input size; larger pictures only cost decoding time. */
export const analysisSide = 1024;

/**
 * Decodes an image to RGB (EXIF orientation applied, transparency flattened on white) at most
 * `analysisSide` on its long side. Unreadable bytes are EngineError('bad-input').
 */
export async function decodeForAnalysis(input: Buffer, maxSide = analysisSide): Promise<RgbImage> {
  try {
    const rotated = sharp(input).rotate();
    const meta = await sharp(input).metadata();
    const swap = (meta.orientation ?? 1) >= 5;
    const originalWidth = (swap ? meta.height : meta.width) ?? 0;
    const originalHeight = (swap ? meta.width : meta.height) ?? 0;
    const { data, info } = await rotated
      .resize({ width: maxSide, height: maxSide, fit: 'inside', withoutEnlargement: true })
      .flatten({ background: '#ffffff' })
      .removeAlpha()
      .raw()
      .toBuffer({ resolveWithObject: true });
    return {
      data,
      width: info.width,
      height: info.height,
      scale: originalWidth / info.width,
      originalWidth,
      originalHeight,
    };
  } catch (cause) {
    throw new EngineError('bad-input', undefined, { cause });
  }
}
