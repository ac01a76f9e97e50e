import sharp, { type Metadata, type Sharp } from 'sharp';
import { studioUploadLimits } from '../../../contracts/studio.ts';
import { AppError, errors } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import { detectFileType } from '../files/detect-file-type.ts';

/** An upload turned into what the library keeps: clean image bytes and a small preview. */
export interface ProcessedImage {
  bytes: Buffer;
  contentType: string;
  ext: string;
  width: number;
  height: number;
  thumbnail: Buffer;
}

/** Spec §2.10: the lists and the picker show previews this wide (WebP). */
export const THUMBNAIL_WIDTH = 320;

const accepted: readonly string[] = studioUploadLimits.mimeTypes;

export const assetErrors = {
  /** A decompression bomb: a small file that declares more pixels than any photo needs. */
  tooManyPixels: () =>
    new AppError(
      422,
      'image_too_large',
      localize('assets.error.tooManyPixels', {
        maxMegapixels: studioUploadLimits.maxPixels / 1_000_000,
      }),
    ),
  unreadable: () => new AppError(422, 'invalid_image', localize('assets.error.unreadable')),
};

/**
 * Checks an uploaded image and re-encodes it (spec §5: JPEG, PNG or WebP, decided by content).
 * The dimensions are read from the header before any pixel is decoded, so a decompression bomb
 * is refused cheaply; sharp's own pixel limit backs that up. The EXIF orientation is applied,
 * then every metadata block (EXIF, GPS, XMP, ICC comments) is dropped by re-encoding.
 * @example const image = await processUploadImage(bytes, 'file');
 */
export async function processUploadImage(bytes: Buffer, path: string): Promise<ProcessedImage> {
  const type = await detectFileType(bytes);
  if (!type || !accepted.includes(type.mime)) {
    throw errors.unsupportedFileType(path, studioUploadLimits.messageParams.acceptedTypes);
  }
  const options = { limitInputPixels: studioUploadLimits.maxPixels, failOn: 'error' } as const;
  let header: Metadata;
  try {
    header = await sharp(bytes, { ...options, limitInputPixels: false }).metadata();
  } catch {
    throw assetErrors.unreadable();
  }
  if (!header.width || !header.height) throw assetErrors.unreadable();
  if (header.width * header.height > studioUploadLimits.maxPixels) {
    throw assetErrors.tooManyPixels();
  }
  try {
    const oriented = sharp(bytes, options).rotate();
    const encoded = await reencode(oriented, type.mime).toBuffer({ resolveWithObject: true });
    const thumbnail = await sharp(encoded.data, options)
      .resize({ width: THUMBNAIL_WIDTH, withoutEnlargement: true })
      .webp({ quality: 80 })
      .toBuffer();
    return {
      bytes: encoded.data,
      contentType: type.mime,
      ext: type.ext,
      width: encoded.info.width,
      height: encoded.info.height,
      thumbnail,
    };
  } catch (error) {
    if (/pixel limit/i.test(String(error))) throw assetErrors.tooManyPixels();
    throw assetErrors.unreadable();
  }
}

/**
 * The same format it came in. sharp writes no metadata unless asked to keep it, and converts
 * an embedded colour profile to sRGB, so colours survive the profile's removal.
 */
function reencode(image: Sharp, mime: string): Sharp {
  if (mime === 'image/png') return image.png();
  if (mime === 'image/webp') return image.webp({ quality: 90 });
  return image.jpeg({ quality: 90 });
}
