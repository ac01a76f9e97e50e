import sharp from 'sharp';
import type { VideoAspect, VideoModel } from '../../../contracts/tools.ts';
import { videoRatio } from '../video-frame.ts';

/**
 * The `aspect_ratio` values each video model documents (its fal.ai llms.txt input schema);
 * Hailuo 02 and Kling 2.1 image-to-video take none and follow the image's shape.
 */
const documentedAspects: Record<VideoModel, readonly string[]> = {
  seedance_v1: ['16:9', '1:1', '9:16'],
  veo_v2: ['16:9', '9:16'],
  veo3: ['16:9', '9:16'],
  hailuo_v2: [],
  'kling_v2.1': [],
};

/**
 * The `aspect_ratio` field for a model, when it takes one: the chosen frame if documented,
 * else 'auto' (the cropped image decides). Nothing for models without the field.
 * @example aspectRatioField('seedance_v1', '9:16') // { aspect_ratio: '9:16' }
 */
export function aspectRatioField(model: VideoModel, aspect: VideoAspect) {
  const documented = documentedAspects[model];
  if (documented.length === 0) return {};
  return { aspect_ratio: documented.includes(aspect) ? aspect : 'auto' };
}

/**
 * The source photo cut to the chosen frame (centred), so every model, with or without an
 * `aspect_ratio` field, starts from a picture of that shape (decision 044). 'source' keeps the
 * photo as it is unless it is wider than 16:9 or taller than 9:16.
 */
export async function cropToAspect(image: Buffer, aspect: VideoAspect): Promise<Buffer> {
  const { width = 0, height = 0 } = await sharp(image).rotate().metadata();
  if (!width || !height) return image;
  const ratio = videoRatio(aspect, width, height);
  if (Math.abs(width / height - ratio) < 0.01) return image;
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(width / ratio));
  return sharp(image)
    .rotate()
    .resize(cropWidth, cropHeight, { fit: 'cover', position: 'centre', withoutEnlargement: true })
    .png()
    .toBuffer();
}
