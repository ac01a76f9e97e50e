import sharp from 'sharp';
import { fileTypeFromBuffer } from 'file-type';
import { findHairstyle, hairColors } from '../../../contracts/hairstyles.ts';
import type {
  AspectRatio,
  BodyParams,
  EditingParams,
  EditingPreset,
  HairstyleParams,
  TryOnParams,
  VideoModel,
  VideoParams,
} from '../../../contracts/tools.ts';
import { editSteps } from './edit-steps.ts';
import { EngineError } from '../engine.ts';
import { aspectRatioField } from './video-aspect.ts';

/**
 * Our parameters and input images as each model's documented input (the "Input Schema" of the
 * model's page, fal.ai/models/<model id>/llms.txt). Images go inline as data URIs, which fal's
 * file inputs accept ("URL or base64", and the client docs' "Data URI" inputs), so no file of a
 * user ever sits at a public URL.
 */

/** The bytes as a `data:<type>;base64,…` URI, its type read from the bytes. */
export async function dataUri(image: Buffer): Promise<string> {
  const type = await fileTypeFromBuffer(image);
  if (!type || !['image/jpeg', 'image/png', 'image/webp'].includes(type.mime)) {
    throw new EngineError('bad-input');
  }
  return `data:${type.mime};base64,${image.toString('base64')}`;
}

/**
 * FASHN v1.6: category tops | bottoms | one-pieces | auto; with `options` (the model takes
 * them, capabilities.ts) its mode, garment photo type, seed and number of samples (decisions
 * 060, 064).
 */
export function tryOnInput(
  model: string,
  garment: string,
  params: Pick<TryOnParams, 'category'> & Partial<TryOnParams>,
  options = true,
) {
  const category = params.category;
  // Áo dài and áo bà ba come as one set with their trousers (decision 085): FASHN places the
  // pair as a one-piece rather than a top alone.
  const fashnCategory =
    category === 'dresses' || category === 'ao-dai' || category === 'ao-ba-ba'
      ? 'one-pieces'
      : category === 'bottoms'
        ? 'bottoms'
        : category === 'tops' || category === 'outerwear'
          ? 'tops'
          : 'auto';
  return {
    model_image: model,
    garment_image: garment,
    category: fashnCategory,
    // Each sample is one more result image, charged as one (decision 064).
    num_samples: options ? (params.numSamples ?? 1) : 1,
    ...(options
      ? {
          // Our `fast` is FASHN's `performance` (decision 082).
          mode: params.mode === 'fast' ? 'performance' : (params.mode ?? 'balanced'),
          garment_photo_type: params.garmentPhotoType ?? 'auto',
          ...(params.seed === undefined ? {} : { seed: params.seed }),
        }
      : {}),
  };
}

/** FLUX.1 [dev] image_size presets for our aspect ratios. */
const imageSizes: Record<AspectRatio, string> = {
  '1:1': 'square_hd',
  '3:4': 'portrait_4_3',
  '4:3': 'landscape_4_3',
  '9:16': 'portrait_16_9',
  '16:9': 'landscape_16_9',
};

/** The body generator's description of the person, with the user's prompt and hints. */
function bodyPrompt(params: BodyParams) {
  return [
    `Full-body studio fashion photo of a ${params.age}-year-old ${params.gender === 'male' ? 'man' : 'woman'}`,
    `${params.height} cm tall, ${params.weight} kg, ${params.bodyType} build, ${params.skinTone.replace('-', ' ')} skin`,
    'standing in a neutral pose, plain light grey backdrop, soft even light, photorealistic',
    params.prompt,
    params.hints,
  ]
    .filter(Boolean)
    .join('. ');
}

/** FLUX.1 [dev]: a studio photo of the described person, full body. */
export function bodyInput(params: BodyParams) {
  return {
    prompt: bodyPrompt(params),
    image_size: imageSizes[params.aspectRatio],
    num_images: 1,
    enable_safety_checker: true,
  };
}

/** PuLID FLUX: the same photo with the face of `face` (a data URI) as the identity reference. */
export function bodyFaceInput(params: BodyParams, face: string) {
  return {
    prompt: `${bodyPrompt(params)}. The person has exactly the face of the reference photo`,
    reference_image_url: face,
    image_size: imageSizes[params.aspectRatio],
    enable_safety_checker: true,
  };
}

/** The style and colour in words: Kontext's instruction and Fill's description share them. */
function hairWords(params: HairstyleParams) {
  const style = findHairstyle(params.styleId);
  const colorName = Object.entries(hairColors).find(([name]) => name === params.hairColor)?.[0];
  const color = colorName ? colorName.replace('-', ' ') : `the colour ${params.hairColor}`;
  return { style, color };
}

/** FLUX Kontext: an instruction to restyle only the hair, keeping the face. */
export function hairstyleInput(portrait: string, params: HairstyleParams) {
  const { style, color } = hairWords(params);
  const prompt = [
    `Change only the hairstyle to a ${style?.id.replaceAll('-', ' ') ?? 'new'} cut (${style?.category ?? 'any'} hair), hair colour ${color}`,
    'keep the face, expression, skin, clothes and background exactly the same',
    params.prompt,
  ]
    .filter(Boolean)
    .join('. ');
  return { prompt, image_url: portrait, num_images: 1, output_format: 'png' };
}

/**
 * FLUX.1 [pro] Fill: the painted region (white in `mask`, a data URI of the portrait's size)
 * repainted as the chosen hair; everything black is kept as it is.
 */
export function hairstyleMaskInput(portrait: string, mask: string, params: HairstyleParams) {
  const { style, color } = hairWords(params);
  const prompt = [
    `Natural ${style?.id.replaceAll('-', ' ') ?? 'new'} hairstyle (${style?.category ?? 'any'} hair), hair colour ${color}, photorealistic, matching the light of the photo`,
    params.prompt,
  ]
    .filter(Boolean)
    .join('. ');
  return {
    prompt,
    image_url: portrait,
    mask_url: mask,
    num_images: 1,
    output_format: 'png',
  };
}

const presetInstructions: Record<Exclude<EditingPreset, 'reframe'>, string> = {
  'enhance-quality': 'Enhance the photo quality: sharper details, less noise, natural colours',
  'artistic-style': 'Turn the photo into a painterly artistic illustration',
  'color-adjustment': 'Make the colours richer and better balanced',
  'remove-background': 'Remove the background, leaving the subject on a plain white background',
  'face-enhancement': 'Retouch the face naturally: even skin, clear eyes, keep the identity',
  'lighting-correction': 'Correct the lighting: balanced exposure, soft natural light',
};

/**
 * FLUX Kontext: the preset's instruction and each part of the user's prompt as its own sentence
 * (./edit-steps.ts); guidance from our slider.
 */
export function editingInput(image: string, params: EditingParams) {
  const prompt = [
    params.preset && params.preset !== 'reframe' && presetInstructions[params.preset],
    ...(params.prompt ? editSteps(params.prompt) : []),
  ]
    .filter(Boolean)
    .join('. ');
  return {
    prompt,
    image_url: image,
    guidance_scale: params.guidanceScale,
    num_images: 1,
    output_format: 'png',
  };
}

/**
 * Luma Photon Reframe (decision 126): the picture outpainted to the frame; the user's prompt, each
 * part as its own sentence, guides what is drawn in the new margin.
 */
export function reframeInput(image: string, params: EditingParams) {
  if (!params.aspectRatio) throw new EngineError('bad-input');
  return {
    image_url: image,
    aspect_ratio: params.aspectRatio,
    ...(params.prompt ? { prompt: editSteps(params.prompt).join('. ') } : {}),
  };
}

const motionWords = {
  subtle: 'subtle, gentle motion',
  natural: 'natural motion',
  dramatic: 'dramatic, dynamic motion',
} as const;

/** Each video model's documented fields (durations as strings, as their enums are). */
export function videoInput(model: VideoModel, image: string, params: VideoParams) {
  const prompt = [
    params.prompt || 'The person in the photo moves naturally, fashion video',
    motionWords[params.motionStyle],
    params.fixCamera ? 'static camera' : undefined,
  ]
    .filter(Boolean)
    .join(', ');
  switch (model) {
    case 'seedance_v1':
      return {
        prompt,
        image_url: image,
        duration: String(params.duration),
        resolution: params.resolution,
        camera_fixed: params.fixCamera,
        ...aspectRatioField(model, params.aspect),
      };
    case 'veo_v2':
      return {
        prompt,
        image_url: image,
        duration: `${params.duration}s`,
        ...aspectRatioField(model, params.aspect),
      };
    case 'veo3':
      return {
        prompt,
        image_url: image,
        duration: '8s',
        resolution: '1080p',
        generate_audio: params.generateAudio,
        ...aspectRatioField(model, params.aspect),
      };
    case 'hailuo_v2':
      // Hailuo 02 renders 6 or 10 s clips: 5 and 8 s ask for 6 (and the form says so).
      return {
        prompt,
        image_url: image,
        duration: params.duration === 10 ? '10' : '6',
        // Standard renders 512P or 768P; the form says so (src/contracts/video-delivery.ts).
        resolution: params.resolution === '480p' ? '512P' : '768P',
        prompt_optimizer: params.promptOptimizer,
      };
    case 'kling_v2.1':
      return {
        prompt,
        image_url: image,
        duration: String(params.duration),
        cfg_scale: params.cfgScale,
      };
  }
}

/**
 * The painted mask as Fill reads one: the portrait's size, black kept and white repainted
 * (the studio paints white on transparent, so transparency counts as black).
 */
export async function fillMask(mask: Buffer, width = 0, height = 0): Promise<Buffer> {
  return sharp(mask)
    .flatten({ background: '#000' })
    .resize(width || undefined, height || undefined, { fit: 'fill' })
    .greyscale()
    .threshold(128)
    .png()
    .toBuffer();
}
