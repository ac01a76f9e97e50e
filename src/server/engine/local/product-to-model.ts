import { resolutionLongSide } from '../../../contracts/product-to-model.ts';
import type { GarmentCategory, TryOnCategory } from '../../../contracts/tools.ts';
import {
  throwIfAborted,
  type EngineCall,
  type EngineResult,
  type ModelSwapInput,
  type ProductToModelInput,
} from '../engine.ts';
import { borderColour, garmentCutOut } from './background.ts';
import { fillBackground } from './backdrop-fill.ts';
import { applyFrame, aspectValue, frameMove, framePlacement } from './frame-result.ts';
import { decodeRgba, encodeResult, fromRaw, type RawImage } from './image.ts';
import { seesPerson } from './person-seen.ts';
import { suitableModelPhoto } from './suitable-model.ts';
import { tryOnCutOut } from './try-on.ts';
import { wornGarmentCutOut } from './worn-garment.ts';

const white = [255, 255, 255] as const;

/** A worn garment's band when the category is left to `auto`: a top, the commonest product. */
function wornCategory(category: TryOnCategory): GarmentCategory {
  return category === 'auto' ? 'tops' : category;
}

/**
 * Dresses the model (or a suitable one) in the garment with the local try-on, then frames the
 * result: the background filled white when asked, padded to the aspect, scaled to the long side.
 * The garment's placement moves with it, so the fidelity report still knows where it is.
 */
async function dressAndFrame(
  call: EngineCall,
  input: {
    garment: Promise<RawImage>;
    model: Buffer;
    category: TryOnCategory;
    whiteBackground: boolean;
    aspect: number | ((size: { width: number; height: number }) => number);
    longSide: number;
  },
): Promise<EngineResult> {
  const dressed = await tryOnCutOut(
    { ...call, model: input.model, params: { category: input.category } },
    input.garment,
  );
  throwIfAborted(call.signal);
  let image = await decodeRgba(dressed.data, 16_384);
  if (input.whiteBackground) image = await fillBackground(image, '#ffffff');
  const aspect = typeof input.aspect === 'number' ? input.aspect : input.aspect(image);
  const move = frameMove(image, aspect, input.longSide);
  const framed = await applyFrame(image, move, input.whiteBackground ? white : borderColour(image));
  const result = await encodeResult(fromRaw(framed), 'jpeg');
  return {
    ...result,
    ...(dressed.garmentPlacement
      ? { garmentPlacement: framePlacement(dressed.garmentPlacement, move) }
      : {}),
  };
}

/**
 * Product to model on the demo engine (issue 42): the product's garment (cut out of a flat-lay,
 * hanger or ghost-mannequin photo by the try-on itself, or taken off a supplier's model when the
 * photo shows one) put on the chosen model's photo, or on a drawn suitable model.
 */
export async function productToModel(input: ProductToModelInput): Promise<EngineResult> {
  const { params } = input;
  throwIfAborted(input.signal);
  input.onProgress?.('analysing', 0);
  const worn =
    params.productKind === 'on-model' ||
    (params.productKind === 'auto' && (await seesPerson(input.product)));
  const garment = worn
    ? wornGarmentCutOut(input.product, wornCategory(params.category))
    : garmentCutOut(input.product);
  garment.catch(() => undefined);
  const model = input.model.photo ?? (await suitableModelPhoto(params.prompt));
  return dressAndFrame(input, {
    garment,
    model,
    category: worn ? wornCategory(params.category) : params.category,
    whiteBackground: params.background !== 'scene',
    aspect: aspectValue(params.aspectRatio),
    longSide: resolutionLongSide[params.resolution],
  });
}

/**
 * Model swap on the demo engine (issue 42): the garment taken off the person in the source photo
 * and put on the chosen model, framed like the source unless an aspect is asked.
 */
export async function modelSwap(input: ModelSwapInput): Promise<EngineResult> {
  const { params } = input;
  throwIfAborted(input.signal);
  input.onProgress?.('analysing', 0);
  const category = wornCategory(params.category);
  const garment = wornGarmentCutOut(input.source, category);
  garment.catch(() => undefined);
  const model = input.model.photo ?? (await suitableModelPhoto(params.prompt));
  const source = await decodeRgba(input.source, 64);
  return dressAndFrame(input, {
    garment,
    model,
    category,
    whiteBackground: false,
    aspect: params.aspectRatio ? aspectValue(params.aspectRatio) : source.width / source.height,
    longSide: resolutionLongSide[params.resolution],
  });
}
