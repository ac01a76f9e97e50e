import {
  verdictForScore,
  type FidelityCheck,
  type FidelityReason,
  type FidelityVerdict,
} from '../../contracts/fidelity.ts';
import type { GarmentCategory } from '../../contracts/tools.ts';
import type { BodyFrame } from '../engine/local/body-frame.ts';
import type { RawImage } from '../engine/local/image.ts';
import type { GarmentRegion } from './garment-region.ts';
import { measureShapeOnBody, type ShapeOnBody } from './shape-on-body.ts';

/**
 * The share of the product's length or sleeve reach from which the shape check warns and
 * fails, calibrated on issue 41's labelled set (decision 117, `npm run eval -- local --all`):
 * warn just above 95 % of true results, fail above every one of them. A garment placed by the
 * engine is measured exactly; one found by the pose and the product's colours (a remote result)
 * moves more, so it has its own pair. Change them only from a new run of that table.
 */
export const shapeThresholds = {
  exact: { warn: 0.029, fail: 0.065 },
  approximate: { warn: 0.291, fail: 0.761 },
} as const;

/**
 * The shape check's score: the larger change, of the garment's length or of its sleeves, as a
 * share of the product's; null when the hem was not found. On a region found by the pose and
 * the product's colours, the length alone: arms in front of a sleeve and the sleeve's shading
 * move its reach by a third to a half on true results (decision 117), as much as the defects.
 */
export function shapeScore(
  measure: ShapeOnBody,
  region: keyof typeof shapeThresholds,
): number | null {
  if (measure.length === null) return null;
  return region === 'exact' ? Math.max(measure.length, measure.sleeves ?? 0) : measure.length;
}

const reasonOf = {
  length: { pass: 'shape-match', warn: 'length-changed', fail: 'length-far' },
  sleeves: { pass: 'shape-match', warn: 'sleeves-changed', fail: 'sleeves-far' },
} as const satisfies Record<string, Record<FidelityVerdict, FidelityReason>>;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The shape and length check of the fidelity report: the garment's hem and sleeve ends in the
 * result, placed against the body's pose, against where the product's own proportions put
 * them (shape-on-body.ts). Without a body to place them on, or a hem, it warns that it could
 * not judge.
 * @example checkShape(cutOut, 'tops', region, frame, 'exact').reason // 'shape-match'
 */
export function checkShape(
  product: RawImage,
  category: GarmentCategory,
  result: GarmentRegion,
  frame: BodyFrame | null,
  region: keyof typeof shapeThresholds,
): FidelityCheck {
  const thresholds = { ...shapeThresholds[region] };
  if (!frame) {
    return { kind: 'shape', verdict: 'warn', score: null, thresholds, reason: 'body-missing' };
  }
  const measure = measureShapeOnBody(product, category, result, frame);
  const raw = shapeScore(measure, region);
  if (raw === null) {
    return { kind: 'shape', verdict: 'warn', score: null, thresholds, reason: 'region-missing' };
  }
  const score = round3(raw);
  const verdict = verdictForScore(score, thresholds);
  const worse =
    region === 'exact' && (measure.sleeves ?? 0) > (measure.length ?? 0) ? 'sleeves' : 'length';
  return {
    kind: 'shape',
    verdict,
    score,
    thresholds,
    reason: reasonOf[worse][verdict],
    details: {
      length: round3(measure.length ?? 0),
      ...(measure.sleeves === null ? {} : { sleeves: round3(measure.sleeves) }),
      approximateRegion: region === 'approximate' ? 1 : 0,
      ...measure.details,
    },
  };
}
