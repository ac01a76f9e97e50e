import { checkColour } from '../../fidelity/check-colour.ts';
import {
  calibrationReport,
  type CalibrationReport,
  type LabelledScore,
} from '../../fidelity/calibration.ts';
import {
  blurPattern,
  cutHem,
  removePrint,
  scramblePattern,
  shiftLightness,
  turnHue,
} from '../../fidelity/defects.ts';
import type { GarmentRegion } from '../../fidelity/garment-region.ts';
import { measurePattern } from '../../fidelity/pattern-measure.ts';
import { garmentCutOut } from '../local/background.ts';
import { decodeRgba, type RawImage } from '../local/image.ts';
import type { EvalCaseResult } from './run-eval.ts';

/**
 * Issue 41's labelled set, built from the quality harness's own try-ons (decision 114): each
 * local result is a true result of its garment; the same result with each known defect, and the
 * product against another garment's result, are the defective ones. The garment's region in the
 * product is its cut-out; in the result, the pixels the try-on changed on the model photo (the
 * local engine composites the garment onto it, so nothing else changes). The models split the
 * set: every other model calibrates, the rest are held out for the table.
 */

/** A result pixel whose channels moved more than this from the model photo shows the garment. */
const CHANGED = 48;

const defects: { defect: string; size: string; make: (r: GarmentRegion) => GarmentRegion }[] = [
  ...[10, 30, 60, 120, 180].map((degrees) => ({
    defect: 'hue turned',
    size: `${degrees}°`,
    make: (r: GarmentRegion) => turnHue(r, degrees),
  })),
  ...[-0.3, -0.15, 0.15, 0.3].map((amount) => ({
    defect: 'lightness shifted',
    size: `${amount > 0 ? '+' : ''}${amount * 100} %`,
    make: (r: GarmentRegion) => shiftLightness(r, amount),
  })),
  ...[2, 4].map((radius) => ({
    defect: 'pattern blurred',
    size: `${radius} px`,
    make: (r: GarmentRegion) => blurPattern(r, radius),
  })),
  { defect: 'pattern scrambled', size: '8 px tiles', make: (r) => scramblePattern(r, 8, 1) },
  { defect: 'print removed', size: 'all', make: removePrint },
  ...[0.1, 0.2, 0.3].map((share) => ({
    defect: 'hem cut',
    size: `${share * 100} %`,
    make: (r: GarmentRegion) => cutHem(r, share, [255, 255, 255]),
  })),
];

const rgbOf = (raw: RawImage) => {
  const data = new Uint8Array(raw.width * raw.height * 3);
  for (let i = 0; i < raw.width * raw.height; i += 1) {
    data.set(raw.data.subarray(i * 4, i * 4 + 3), i * 3);
  }
  return { data, width: raw.width, height: raw.height };
};

async function productRegion(garment: Buffer): Promise<GarmentRegion> {
  const cut = await garmentCutOut(garment);
  const mask = new Uint8Array(cut.width * cut.height);
  for (let i = 0; i < mask.length; i += 1) mask[i] = cut.data[i * 4 + 3]! >= 128 ? 1 : 0;
  return { image: rgbOf(cut), mask };
}

async function resultRegion(model: Buffer, result: Buffer): Promise<GarmentRegion> {
  const after = await decodeRgba(result);
  const before = await decodeRgba(model, Math.max(after.width, after.height));
  const image = rgbOf(after);
  const mask = new Uint8Array(after.width * after.height);
  if (before.width !== after.width || before.height !== after.height) return { image, mask };
  for (let i = 0; i < mask.length; i += 1) {
    let moved = 0;
    for (let c = 0; c < 3; c += 1) {
      moved = Math.max(moved, Math.abs(after.data[i * 4 + c]! - before.data[i * 4 + c]!));
    }
    mask[i] = moved > CHANGED ? 1 : 0;
  }
  return { image, mask };
}

export interface FidelityEval {
  samples: number;
  colour: CalibrationReport;
  pattern: CalibrationReport;
}

/** The labelled set from the harness's try-ons, calibrated and reported for each measure. */
export async function runFidelityEval(cases: EvalCaseResult[]): Promise<FidelityEval> {
  const made = cases.filter((entry) => entry.images.result);
  const models = [...new Set(made.map((entry) => entry.model))];
  const pairs = await Promise.all(
    made.map(async (entry) => ({
      entry,
      product: await productRegion(entry.images.garment),
      result: await resultRegion(entry.images.model, entry.images.result!),
    })),
  );
  const colour: LabelledScore[] = [];
  const pattern: LabelledScore[] = [];
  const add = (
    split: LabelledScore['split'],
    defect: string,
    size: string,
    product: GarmentRegion,
    result: GarmentRegion,
  ) => {
    colour.push({ defect, size, split, score: checkColour(product, result).score });
    pattern.push({ defect, size, split, score: measurePattern(product, result)?.score ?? null });
  };
  for (const { entry, product, result } of pairs) {
    const split = models.indexOf(entry.model) % 2 ? 'held-out' : 'calibration';
    add(split, 'none', '', product, result);
    for (const { defect, size, make } of defects) add(split, defect, size, product, make(result));
    // The same model in another garment: a result made from the wrong product.
    const other = pairs.find(
      (p) => p.entry.model === entry.model && p.entry.garment !== entry.garment,
    );
    if (other) add(split, 'another garment', '', product, other.result);
  }
  return {
    samples: colour.length,
    colour: calibrationReport(colour),
    pattern: calibrationReport(pattern),
  };
}
