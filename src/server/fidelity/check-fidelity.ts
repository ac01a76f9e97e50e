import {
  fidelityReport,
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
import type { GarmentRegion } from './garment-region.ts';
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
  ]);
}

/** The result's garment, and whether it is exactly the garment or a body band around it. */
async function resultRegion(
  pair: FidelityPair,
  category: GarmentCategory,
): Promise<{ region: GarmentRegion; exact: boolean }> {
  if (pair.placement) {
    return { region: await regionByPlacement(pair.result, pair.placement), exact: true };
  }
  const [decoded, perception] = await Promise.all([
    decodeRgba(pair.result, regionSide),
    analyseImage(pair.result, { pose: true, faces: false, mask: true }),
  ]);
  return { region: regionByPose(decoded, perception, category), exact: false };
}

/**
 * The garment fidelity report of one result against its product (issue 41): colour and pattern,
 * each judged on the garment's region in both pictures. Throws only what the cut-out throws for
 * a product photo with nothing in it.
 * @example const report = await checkFidelity({ product, result, category: 'tops' });
 */
export async function checkFidelity(pair: FidelityPair): Promise<FidelityReport> {
  const { width = 0, height = 0 } = await sharp(pair.result).metadata();
  if (Math.min(width, height) < minResultSide) return unjudged('region-too-small');
  const product = pair.placement
    ? regionOfCutOut(pair.placement.cutOut)
    : await productRegion(pair.product);
  const category =
    !pair.category || pair.category === 'auto' ? garmentCategoryOf(product.cutOut) : pair.category;
  const { region, exact } = await resultRegion(pair, category);
  return fidelityReport([
    checkColour(product, region, { resultRegion: exact ? 'exact' : 'approximate' }),
    checkPattern(product, region),
  ]);
}
