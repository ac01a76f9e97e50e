import { studioUploadLimits, type AssetKind } from '../../../contracts/studio.ts';
import { errors } from '../../http/app-error.ts';
import { detectFileType } from '../files/detect-file-type.ts';
import { processUploadImage, type ProcessedImage } from './process-upload-image.ts';
import { isVideoUpload, processUploadVideo } from './process-upload-video.ts';

/**
 * A file sent to the assets library (POST /assets), checked and made ready to keep: a video
 * (issue 40, decision 108) when its content or its declared type says so, else an image
 * (spec §5, up to 10MB: the request may carry a video's 50MB, an image may not).
 * @example const { image, mediaType } = await processUpload(bytes, upload.file.type, 'image');
 */
export async function processUpload(
  bytes: Buffer,
  declared: string,
  kind: AssetKind,
): Promise<{ image: ProcessedImage; mediaType: 'image' | 'video' }> {
  const sniffed = (await detectFileType(bytes))?.mime;
  if (isVideoUpload(declared, sniffed)) {
    return {
      image: await processUploadVideo(bytes, { declared, sniffed, kind }),
      mediaType: 'video',
    };
  }
  if (bytes.length > studioUploadLimits.maxFileBytes) {
    throw errors.fileTooLarge('file', studioUploadLimits.maxFileBytes);
  }
  return { image: await processUploadImage(bytes, 'file'), mediaType: 'image' };
}
