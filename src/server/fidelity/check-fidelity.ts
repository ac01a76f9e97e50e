import {
  fidelityReport,
  type FidelityCheck,
  type FidelityReason,
  type FidelityReport,
} from '../../contracts/fidelity.ts';
import sharp from 'sharp';
import type { GarmentCategory, TryOnCategory } from '../../contracts/tools.ts';
import { garmentCategoryOf } from '../engine/local/garment-category.ts';
import { decodeRgba } from '../engine/local/image.ts';
import type { GarmentPlacement } from '../engine/engine.ts';
import { analyseImage } from '../engine/perception/index.ts';
import { checkColour, colourThresholds } from './check-colour.ts';
import { checkPattern, patternThresholds } from './check-pattern.ts';
import { checkShape, shapeThresholds } from './check-shape.ts';
import { bodyOfResult } from './body-of-result.ts';
import { dominantColours } from './dominant-colours.ts';
import { garmentByColour } from './garment-by-colour.ts';
import {
  productRegion,
  regionByPlacement,
  regionByPose,
  regionOfCutOut,
  regionSide,
} from './garment-regions.ts';

/** A pair to check: the product photo and an image that claims to show it. */
export interface FidelityPair {
  product: Buffer;
  result: Buffer;
  /** The garment's category; `auto` or none reads it off the product's cut-out. */
  category?: TryOnCategory;
  /** Where the engine placed the garment (the local try-on): both regions without looking again. */
  placement?: GarmentPlacement;
}

/**
 * A result whose shorter side is under this many pixels is too small to find a body in or to
 * judge a garment on (a thumbnail): every check warns so, without running the models.
 */
export const minResultSide = 256;

/** The report of a pair no check can judge, each check saying why. */
export function unjudged(reason: FidelityReason): FidelityReport {
  return fidelityReport([
    { kind: 'colour', verdict: 'warn', score: null, thresholds: { ...colourThresholds }, reason },
    { kind: 'pattern', verdict: 'warn', score: null, thresholds: { ...patternThresholds }, reason },
    {
      kind: 'shape',
      verdict: 'warn',
      score: null,
      thresholds: { ...shapeThresholds.exact },
      reason,
    },
  ]);
}

type ProductRegion = Awaited<ReturnType<typeof productRegion>>;

/**
 * The result's checks: on the garment where the engine placed it, or else on the body band the
 * pose gives (colour and pattern) and on the person's pixels in the product's colours (shape).
 */
async function resultChecks(
  pair: FidelityPair,
  product: ProductRegion,
  category: GarmentCategory,
): Promise<FidelityCheck[]> {
  if (pair.placement) {
    const region = await regionByPlacement(pair.result, pair.placement);
    return [
      checkColour(product, region),
      checkPattern(product, region),
      checkShape(product.cutOut, category, region, pair.placement.body, 'exact'),
    ];
  }
  const [decoded, perception] = await Promise.all([
    decodeRgba(pair.result, regionSide),
    analyseImage(pair.result, { pose: true, faces: false, mask: true }),
  ]);
  const band = regionByPose(decoded, perception, category);
  const body = bodyOfResult(perception, decoded.width);
  const garment = body
    ? garmentByColour(band.image, perception, body, dominantColours(product.image, product.mask))
    : band;
  return [
    checkColour(product, band, { resultRegion: 'approximate' }),
    checkPattern(product, band),
    checkShape(product.cutOut, category, garment, body, 'approximate'),
  ];
}

/**
 * The garment fidelity report of one result against its product (issue 41): colour, pattern and
 * shape, each judged on the garment's region in both pictures. Throws only what the cut-out
 * throws for a product photo with nothing in it.
 * @example const report = await checkFidelity({ product, result, category: 'tops' });
 */
export async function checkFidelity(pair: FidelityPair): Promise<FidelityReport> {
  const { width = 0, height = 0 } = await sharp(pair.result).metadata();
  if (Math.min(width, height) < minResultSide) return unjudged('region-too-small');
  const product = pair.placement
    ? regionOfCutOut(pair.placement.cutOut)
    : await productRegion(pair.product);
  const category =
    !pair.category || pair.category === 'auto'
      ? (pair.placement?.category ?? garmentCategoryOf(product.cutOut))
      : pair.category;
  return fidelityReport(await resultChecks(pair, product, category));
}
