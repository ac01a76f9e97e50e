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
import { measureShape } from '../../fidelity/shape-measure.ts';
import sharp from 'sharp';
import type { Engine } from '../engine.ts';
import { garmentCutOut } from '../local/background.ts';
import { productRegion, regionByChange } from '../../fidelity/garment-regions.ts';
import type { EvalCaseResult } from './run-eval.ts';

/**
 * Issue 41's labelled set, built from the quality harness's own try-ons (decision 114): each
 * local result is a true result of its garment; the same result with each known defect, and the
 * product against another garment's result, are the defective ones. The garment's region in the
 * product is its cut-out; in the result, the pixels the try-on changed on the model photo (the
 * local engine composites the garment onto it, so nothing else changes). The models split the
 * set: every other model calibrates, the rest are held out for the table.
 */

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

/**
 * Patterned garments for the set: the shipped sample garments are mostly plain, and a pattern
 * measure needs patterns to be judged on. Each is a sample garment's cut-out painted over (SVG,
 * drawn only where the garment is) with stripes, checks, or a print with text and a logo, then
 * laid on white like a product photo.
 */
const paints = {
  stripes: `<defs><pattern id="p" width="24" height="24" patternUnits="userSpaceOnUse"><rect width="12" height="24" fill="#1d3557"/><rect x="12" width="12" height="24" fill="#f1faee"/></pattern></defs><rect width="100%" height="100%" fill="url(#p)"/>`,
  checks: `<defs><pattern id="p" width="32" height="32" patternUnits="userSpaceOnUse"><rect width="32" height="32" fill="#f4a261"/><rect width="16" height="16" fill="#264653"/><rect x="16" y="16" width="16" height="16" fill="#264653"/></pattern></defs><rect width="100%" height="100%" fill="url(#p)"/>`,
  print: `<rect width="100%" height="100%" fill="#e63946"/><circle cx="50%" cy="38%" r="9%" fill="#ffffff"/><text x="50%" y="60%" font-family="DejaVu Sans, sans-serif" font-weight="bold" font-size="64" text-anchor="middle" fill="#ffffff">KIEU</text>`,
} as const;

async function patterned(base: Buffer, paint: keyof typeof paints): Promise<Buffer> {
  const cut = await garmentCutOut(base);
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="${cut.width}" height="${cut.height}">${paints[paint]}</svg>`;
  const painted = await sharp(cut.data, {
    raw: { width: cut.width, height: cut.height, channels: 4 },
  })
    .composite([{ input: Buffer.from(svg), blend: 'atop' }])
    .png()
    .toBuffer();
  return sharp(painted)
    .extend({ top: 40, bottom: 40, left: 40, right: 40, background: '#ffffff' })
    .flatten({ background: '#ffffff' })
    .png()
    .toBuffer();
}

/** Every model of the harness in each patterned garment, through the engine. */
async function patternedTryOns(engine: Engine, cases: EvalCaseResult[]): Promise<EvalCaseResult[]> {
  const models = new Map(cases.map((entry) => [entry.model, entry.images.model]));
  const bases = [
    { id: 'garment-yellow-tshirt', category: 'tops' as const },
    { id: 'garment-red-dress', category: 'dresses' as const },
  ].flatMap((base) => {
    const found = cases.find((entry) => entry.garment === base.id);
    return found ? [{ ...base, photo: found.images.garment }] : [];
  });
  const made: EvalCaseResult[] = [];
  for (const base of bases) {
    for (const paint of Object.keys(paints) as (keyof typeof paints)[]) {
      const garment = await patterned(base.photo, paint);
      for (const [model, photo] of models) {
        const result = await engine
          .tryOn({ model: photo, garment, params: { category: base.category } })
          .catch(() => null);
        if (!result) continue;
        made.push({
          id: `${model}+${base.id}-${paint}`,
          model,
          garment: `${base.id}-${paint}`,
          category: base.category,
          passed: true,
          torsoIoU: null,
          backdropChanged: 0,
          failures: [],
          ms: 0,
          images: { model: photo, garment, result: result.data },
        });
      }
    }
  }
  return made;
}

export interface FidelityEval {
  samples: number;
  colour: CalibrationReport;
  pattern: CalibrationReport;
  shape: CalibrationReport;
}

/**
 * The labelled set from the harness's try-ons, and from patterned garments put through `engine`
 * on the same models, calibrated and reported for each measure.
 */
export async function runFidelityEval(
  cases: EvalCaseResult[],
  engine?: Engine,
): Promise<FidelityEval> {
  const extra = engine ? await patternedTryOns(engine, cases) : [];
  const made = [...cases, ...extra].filter((entry) => entry.images.result);
  const models = [...new Set(made.map((entry) => entry.model))];
  const pairs = await Promise.all(
    made.map(async (entry) => ({
      entry,
      product: await productRegion(entry.images.garment),
      // The eval judges at full size, as it calibrated.
      result: await regionByChange(entry.images.model, entry.images.result!, 2048),
    })),
  );
  const colour: LabelledScore[] = [];
  const pattern: LabelledScore[] = [];
  const shape: LabelledScore[] = [];
  const add = (
    split: LabelledScore['split'],
    defect: string,
    size: string,
    product: GarmentRegion,
    result: GarmentRegion,
  ) => {
    colour.push({ defect, size, split, score: checkColour(product, result).score });
    pattern.push({ defect, size, split, score: measurePattern(product, result)?.score ?? null });
    shape.push({ defect, size, split, score: measureShape(product, result)?.score ?? null });
  };
  for (const { entry, product, result } of pairs) {
    const split = models.indexOf(entry.model) % 2 ? 'held-out' : 'calibration';
    // The table keeps the patterned garments' rows apart: a pattern defect on a plain garment
    // changes little that anyone could see.
    const kind = extra.includes(entry) ? 'patterned' : 'sample';
    const sized = (size: string) => (size ? `${size}, ${kind}` : kind);
    add(split, 'none', sized(''), product, result);
    for (const { defect, size, make } of defects) {
      add(split, defect, sized(size), product, make(result));
    }
    // The same model in another garment: a result made from the wrong product.
    const other = pairs.find(
      (p) => p.entry.model === entry.model && p.entry.garment !== entry.garment,
    );
    if (other) add(split, 'another garment', sized(''), product, other.result);
  }
  return {
    samples: colour.length,
    colour: calibrationReport(colour),
    pattern: calibrationReport(pattern),
    shape: calibrationReport(shape),
  };
}
