import { maskIoU } from '../perception/cut-out-mask.ts';
import { removeBackground } from '../perception/remove-background.ts';
import { cutOutSamples, referenceMask, type CutOutSample } from './cut-out-samples.ts';

/** The mean IoU each kind of sample must keep against the reference masks (decision 095). */
export const MIN_MEAN_CUT_OUT_IOU = 0.9;

export interface CutOutResult {
  id: string;
  kind: CutOutSample['kind'];
  /** Mask IoU of today's cut-out against the sample's reference mask. */
  iou: number;
  ms: number;
}

export interface CutOutSummary {
  results: CutOutResult[];
  /** The mean IoU per kind of sample. */
  means: Record<CutOutSample['kind'], number>;
  passed: boolean;
}

/**
 * Cuts out every sample picture and measures it against its reference mask (the cut-out before
 * decision 095): the quality harness's cut-out section.
 * @example const { means } = await runCutOutEval(); // { person: 0.94, garment: 0.98 }
 */
export async function runCutOutEval(
  onResult?: (result: CutOutResult) => void,
): Promise<CutOutSummary> {
  const results: CutOutResult[] = [];
  for (const sample of cutOutSamples) {
    const photo = await sample.load();
    const begun = performance.now();
    const cut = await removeBackground(photo);
    const ms = Math.round(performance.now() - begun);
    const reference = await referenceMask(sample.id);
    const alpha = Uint8Array.from(
      { length: cut.width * cut.height },
      (_, i) => cut.data[i * 4 + 3]!,
    );
    const result = { id: sample.id, kind: sample.kind, iou: maskIoU(alpha, reference.data), ms };
    results.push(result);
    onResult?.(result);
  }
  const mean = (kind: CutOutSample['kind']) => {
    const ious = results.filter((result) => result.kind === kind).map((result) => result.iou);
    return ious.reduce((sum, iou) => sum + iou, 0) / ious.length;
  };
  const means = { person: mean('person'), garment: mean('garment') };
  return { results, means, passed: Object.values(means).every((m) => m >= MIN_MEAN_CUT_OUT_IOU) };
}
