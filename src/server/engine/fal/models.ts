import type { VideoModel } from '../../../contracts/tools.ts';
import type { Env } from '../../env.ts';

/** The studio's image tools that call one fal model each; videos pick one per video model. */
export type FalImageTool =
  'virtual-tryon' | 'body-generator' | 'hairstyle-changer' | 'image-editing';

/**
 * The default fal model ids (decision 018), each overridable by env. Each id is the one on the
 * model's page at fal.ai/models/<id> (its llms.txt gives the input schema mapped in inputs.ts):
 * - virtual-tryon: FASHN Virtual Try-On v1.6 (model_image, garment_image, category);
 * - body-generator: FLUX.1 [dev] text-to-image (prompt, image_size); with a face photo, PuLID
 *   FLUX (prompt, reference_image_url, image_size), which keeps that face (decision 060);
 * - hairstyle-changer and image-editing: FLUX.1 Kontext [pro], instruction editing of one image
 *   (prompt, image_url, guidance_scale); a hairstyle with a painted mask goes to FLUX.1 [pro]
 *   Fill (prompt, image_url, mask_url), which repaints only the mask (decision 060); the
 *   `reframe` preset goes to Luma Photon Reframe (image_url, aspect_ratio, prompt), which
 *   outpaints to the frame (decision 126);
 * - videos: the image-to-video endpoint of each named model (prompt, image_url, duration, …).
 */
export const defaultFalModels = {
  tools: {
    'virtual-tryon': 'fal-ai/fashn/tryon/v1.6',
    'body-generator': 'fal-ai/flux/dev',
    'hairstyle-changer': 'fal-ai/flux-pro/kontext',
    'image-editing': 'fal-ai/flux-pro/kontext',
  } satisfies Record<FalImageTool, string>,
  /** The model a tool uses when the user gives it an input its plain model cannot take. */
  variants: {
    'body-generator-face': 'fal-ai/flux-pulid',
    'hairstyle-changer-mask': 'fal-ai/flux-pro/v1/fill',
    'image-editing-reframe': 'fal-ai/luma-photon/reframe',
  } satisfies Record<FalVariant, string>,
  videos: {
    seedance_v1: 'fal-ai/bytedance/seedance/v1/pro/image-to-video',
    veo_v2: 'fal-ai/veo2/image-to-video',
    veo3: 'fal-ai/veo3/image-to-video',
    hailuo_v2: 'fal-ai/minimax/hailuo-02/standard/image-to-video',
    'kling_v2.1': 'fal-ai/kling-video/v2.1/standard/image-to-video',
  } satisfies Record<VideoModel, string>,
};

/** The tools' models for an extra input (a face photo, a painted mask) or a preset (reframe). */
export type FalVariant = 'body-generator-face' | 'hairstyle-changer-mask' | 'image-editing-reframe';

export interface FalModels {
  tools: Record<FalImageTool, string>;
  variants: Record<FalVariant, string>;
  videos: Record<VideoModel, string>;
}

/** The model table with the env's overrides (FAL_MODEL_VIRTUAL_TRYON, FAL_MODEL_VIDEO_VEO3, …). */
export function falModels(env: Partial<Env>): FalModels {
  const { tools, variants, videos } = defaultFalModels;
  return {
    tools: {
      'virtual-tryon': env.FAL_MODEL_VIRTUAL_TRYON ?? tools['virtual-tryon'],
      'body-generator': env.FAL_MODEL_BODY_GENERATOR ?? tools['body-generator'],
      'hairstyle-changer': env.FAL_MODEL_HAIRSTYLE_CHANGER ?? tools['hairstyle-changer'],
      'image-editing': env.FAL_MODEL_IMAGE_EDITING ?? tools['image-editing'],
    },
    variants: {
      'body-generator-face': env.FAL_MODEL_BODY_GENERATOR_FACE ?? variants['body-generator-face'],
      'hairstyle-changer-mask':
        env.FAL_MODEL_HAIRSTYLE_CHANGER_MASK ?? variants['hairstyle-changer-mask'],
      // Not overridable: reframe's inputs (aspect_ratio) are this model's own (decision 126).
      'image-editing-reframe': variants['image-editing-reframe'],
    },
    videos: {
      seedance_v1: env.FAL_MODEL_VIDEO_SEEDANCE_V1 ?? videos.seedance_v1,
      veo_v2: env.FAL_MODEL_VIDEO_VEO_V2 ?? videos.veo_v2,
      veo3: env.FAL_MODEL_VIDEO_VEO3 ?? videos.veo3,
      hailuo_v2: env.FAL_MODEL_VIDEO_HAILUO_V2 ?? videos.hailuo_v2,
      'kling_v2.1': env.FAL_MODEL_VIDEO_KLING_V2_1 ?? videos['kling_v2.1'],
    },
  };
}
