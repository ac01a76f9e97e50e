import sharp from 'sharp';
import type { GarmentCategory } from '../../../contracts/tools.ts';
import { decodeRgba } from '../local/image.ts';
import { analyseImage } from '../perception/index.ts';
import {
  aoDaiFailures,
  backdropChanged,
  BODY_BOX_MARGIN,
  changedMask,
  changedRows,
  footprintFailures,
  iou,
  MAX_BACKDROP_CHANGED,
  MIN_TORSO_IOU,
  torsoQuad,
} from './try-on-metrics.ts';

export interface TryOnCheck {
  passed: boolean;
  /** IoU of the changed pixels with the torso quad (tops and outerwear only). */
  torsoIoU: number | null;
  /** Share of the backdrop the result changed, 0–1. */
  backdropChanged: number;
  /** Each failed rule, in words; empty when it passed. */
  failures: string[];
}

/**
 * Judges a try-on result against its model photo with the local engine's golden-image metrics:
 * the garment's footprint where its category belongs on the body, the backdrop kept. A result
 * of another size (a remote model's) is scaled to the photo first.
 * @example const check = await checkTryOn('tops', modelPhoto, result.data);
 */
export async function checkTryOn(
  category: GarmentCategory,
  model: Buffer,
  result: Buffer,
): Promise<TryOnCheck> {
  const seen = await analyseImage(model, { pose: true, mask: true });
  const before = await decodeRgba(model, 4096);
  const sized = await sharp(result)
    .rotate()
    .resize(before.width, before.height, { fit: 'fill' })
    .png()
    .toBuffer();
  const after = await decodeRgba(sized, 4096);
  const k = seen.pose?.keypoints;
  if (!seen.mask || !k?.leftShoulder || !k.rightShoulder || !k.leftHip || !k.rightHip) {
    return { passed: false, torsoIoU: null, backdropChanged: 1, failures: ['no body found'] };
  }
  const diff = changedMask(before, after);
  const failures = footprintFailures(category, changedRows(diff, before.width), seen);
  const upper = category === 'tops' || category === 'outerwear' || category === 'ao-ba-ba';
  const torsoIoU = upper ? iou(diff, before.width, torsoQuad(seen)) : null;
  if (torsoIoU !== null && torsoIoU <= MIN_TORSO_IOU) {
    failures.push(`torso IoU ${torsoIoU.toFixed(2)} ≤ ${MIN_TORSO_IOU}`);
  }
  if (category === 'ao-dai') failures.push(...aoDaiFailures(diff, before.width, seen));
  const backdrop = backdropChanged(diff, before, seen, BODY_BOX_MARGIN);
  if (backdrop >= MAX_BACKDROP_CHANGED) {
    failures.push(`backdrop changed ${(100 * backdrop).toFixed(1)}%`);
  }
  return { passed: failures.length === 0, torsoIoU, backdropChanged: backdrop, failures };
}
