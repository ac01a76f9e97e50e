import sharp from 'sharp';
import type {
  ModelSwapParams,
  OutputAspectRatio,
  ProductToModelParams,
} from '../../../contracts/product-to-model.ts';
import type { ModelReference, TryOnInput } from '../engine.ts';
import { dataUri, tryOnInput } from '../fal/inputs.ts';

/**
 * Our parameters as the inputs of FASHN's models, each field named as its API reference page
 * names it (docs.fashn.ai/api-reference/<model>, decision 120). Images go inline as data URIs
 * ("image URL | base64", with the `data:image/…;base64,` prefix), so no user photo sits at a
 * public URL; `return_base64` asks for the results inline too, which FASHN then does not keep
 * ("outputs are not stored on our servers when return_base64 is enabled").
 */
export const fashnModels = {
  tryOn: 'tryon-v1.6',
  productToModel: 'product-to-model',
  modelSwap: 'model-swap',
} as const;
export type FashnModel = (typeof fashnModels)[keyof typeof fashnModels];

const delivery = { output_format: 'png', return_base64: true } as const;

/** FASHN v1.6's try-on inputs: the same fields fal hosts it with (fal/inputs.ts). */
export async function tryOnInputs(input: Pick<TryOnInput, 'model' | 'garment' | 'params'>) {
  return {
    ...tryOnInput(await dataUri(input.model), await dataUri(input.garment), input.params),
    ...delivery,
  };
}

/**
 * The scene as words in the prompt: product-to-model takes the background only as text (or a
 * `background_reference` image, which we do not have); the three marketplaces want white.
 */
export function scenePrompt(params: Pick<ProductToModelParams, 'prompt' | 'background' | 'scene'>) {
  const background =
    params.background === 'scene' && params.scene
      ? `background: ${params.scene}`
      : 'plain white studio background';
  return [params.prompt, background].filter(Boolean).join(', ');
}

/**
 * Product to model: the product photo, the model and the frame. With a face reference FASHN
 * generates the person with that identity (`face_reference`, `match_reference` for the closest
 * likeness); the documented rules forbid `model_image` beside it, so the photo stays home. With
 * a photo alone the product is put on that person (`model_image`, try-on mode), where FASHN
 * ignores `aspect_ratio` and keeps the photo's frame: the photo is cut to the frame first.
 */
export async function productToModelInputs(
  product: Buffer,
  model: ModelReference,
  params: ProductToModelParams,
) {
  const person = model.faceReference
    ? {
        face_reference: await dataUri(model.faceReference),
        face_reference_mode: 'match_reference',
        aspect_ratio: params.aspectRatio,
      }
    : model.photo
      ? { model_image: await dataUri(await cropToFrame(model.photo, params.aspectRatio)) }
      : { aspect_ratio: params.aspectRatio };
  return {
    product_image: await dataUri(product),
    ...person,
    prompt: scenePrompt(params),
    resolution: params.resolution,
    ...(params.seed === undefined ? {} : { seed: params.seed }),
    ...delivery,
  };
}

/**
 * Model swap: the worn photo as `model_image` (its garments, pose and background stay), the new
 * identity as `face_reference` (the brand model's face, else the model's photo: FASHN aligns
 * "both the body and face" with it) in `match_base`, which keeps the photo's head angle and
 * expression. With neither, the prompt describes the person.
 */
export async function modelSwapInputs(
  source: Buffer,
  model: ModelReference,
  params: ModelSwapParams,
) {
  const identity = model.faceReference ?? model.photo;
  return {
    model_image: await dataUri(source),
    ...(identity
      ? { face_reference: await dataUri(identity), face_reference_mode: 'match_base' }
      : {}),
    ...(params.prompt ? { prompt: params.prompt } : {}),
    ...(params.aspectRatio ? { aspect_ratio: params.aspectRatio } : {}),
    resolution: params.resolution,
    ...(params.seed === undefined ? {} : { seed: params.seed }),
    ...delivery,
  };
}

/** The photo cut (centred) to a `w:h` frame; already that shape, it is sent as it is. */
export async function cropToFrame(image: Buffer, aspect: OutputAspectRatio): Promise<Buffer> {
  const [w = 1, h = 1] = aspect.split(':').map(Number);
  const ratio = w / h;
  const { width = 0, height = 0 } = await sharp(image).rotate().metadata();
  if (!width || !height || Math.abs(width / height - ratio) < 0.01) return image;
  const cropWidth = Math.min(width, Math.round(height * ratio));
  const cropHeight = Math.min(height, Math.round(width / ratio));
  return sharp(image)
    .rotate()
    .resize(cropWidth, cropHeight, { fit: 'cover', position: 'attention' })
    .png()
    .toBuffer();
}
