import sharp from 'sharp';
import { studioUploadLimits } from '../../../contracts/studio.ts';

/**
 * Whether an image declares more pixels than any image we accept (40 megapixels), read from its
 * header alone, so a small file that would decode to gigabytes (a decompression bomb) is caught
 * before any pixel is decoded. Unreadable headers count as over the limit.
 * @example if (await exceedsPixelLimit(maskBytes)) throw tooLarge();
 */
export async function exceedsPixelLimit(bytes: Buffer): Promise<boolean> {
  try {
    const { width, height } = await sharp(bytes, { limitInputPixels: false }).metadata();
    if (!width || !height) return true;
    return width * height > studioUploadLimits.maxPixels;
  } catch {
    return true;
  }
}
