import type { Sharp } from 'sharp';
import { AppError } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';

/** The JPEG qualities tried, best first; below 50 a marketplace photo loses its fabric. */
const QUALITY_STEP = 5;
const LOWEST_QUALITY = 50;

/**
 * Encodes a JPEG at the preset's quality and steps the quality down until the finished file
 * (after `finish`, which adds the content credentials and so bytes) is at or under `maxBytes`.
 * @example await compressUnderLimit(sharp(input), { quality: 90, maxBytes: 2 * 1024 * 1024 })
 */
export async function compressUnderLimit(
  image: Sharp,
  limit: { quality: number; maxBytes: number | null },
  finish: (jpeg: Buffer) => Promise<Buffer> = async (jpeg) => jpeg,
): Promise<{ data: Buffer; quality: number; steps: number }> {
  let steps = 0;
  for (let quality = limit.quality; quality >= LOWEST_QUALITY; quality -= QUALITY_STEP) {
    steps += 1;
    const jpeg = await image.clone().jpeg({ quality, mozjpeg: true }).toBuffer();
    const data = await finish(jpeg);
    if (limit.maxBytes === null || data.length <= limit.maxBytes) return { data, quality, steps };
  }
  throw new AppError(422, 'export_image_too_large', localize('catalogueExport.error.tooLarge'));
}
