import sharp from 'sharp';
import { analyseImage } from '../perception/index.ts';
import { bodyOfResult } from '../../fidelity/body-of-result.ts';
import { checkColour } from '../../fidelity/check-colour.ts';
import { shapeScore } from '../../fidelity/check-shape.ts';
import {
  calibrationReport,
  type CalibrationReport,
  type LabelledScore,
} from '../../fidelity/calibration.ts';
import {
  blurPattern,
  cutHem,
  erasePrint,
  removePrint,
  scramblePattern,
  shiftLightness,
  shortenSleeves,
  turnHue,
  type Fill,
} from '../../fidelity/defects.ts';
import { dominantColours } from '../../fidelity/dominant-colours.ts';
import { garmentByColour } from '../../fidelity/garment-by-colour.ts';
import type { GarmentRegion } from '../../fidelity/garment-region.ts';
import {
  productRegion,
  regionByChange,
  regionByPose,
  regionSide,
  rgbOf,
} from '../../fidelity/garment-regions.ts';
import { measurePattern } from '../../fidelity/pattern-measure.ts';
import { measurePrint } from '../../fidelity/print-measure.ts';
import { measureShapeOnBody, sleeveGeometry } from '../../fidelity/shape-on-body.ts';
import type { Engine } from '../engine.ts';
import { bodyFrame, scaleFrame } from '../local/body-frame.ts';
import { decodeRgba, type RawImage } from '../local/image.ts';
import { patternedTryOns } from './patterned-try-ons.ts';
import type { EvalCaseResult } from './run-eval.ts';

/**
 * Issue 41's labelled set, built from the quality harness's own try-ons (decision 114): each
 * local result is a true result of its garment; the same result with each known defect, and the
 * product against another garment's result, are the defective ones. The garment's region in the
 * product is its cut-out; in the result, the pixels the try-on changed on the model photo (the
 * local engine composites the garment onto it, so nothing else changes). The models split the
 * set: every other model calibrates, the rest are held out for the table.
 */

const defects: {
  defect: string;
  size: string;
  make: (r: GarmentRegion, under: Fill) => GarmentRegion;
}[] = [
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
  // The logo and text gone, the ground colour right (decision 118): the print's pixels in the
  // result's own main colour.
  ...[1, 0.5].map((share) => ({
    defect: 'print erased',
    size: share === 1 ? 'all' : 'half',
    make: (r: GarmentRegion) =>
      erasePrint(r, dominantColours(r.image, r.mask)[0]?.rgb ?? [255, 255, 255], share),
  })),
  ...[0.1, 0.2, 0.3].map((share) => ({
    defect: 'hem cut',
    size: `${share * 100} %`,
    make: (r: GarmentRegion, under: Fill) => cutHem(r, share, under),
  })),
];

export interface FidelityEval {
  samples: number;
  /** On the garment's region where the try-on placed it (the local engine's results). */
  colour: CalibrationReport;
  pattern: CalibrationReport;
  shape: CalibrationReport;
  /** Only the pairs whose product has a printed text or logo to look for (decision 118). */
  print: CalibrationReport;
  /** The same results judged as a remote engine's are: the garment found by the pose. */
  pose: { colour: CalibrationReport; pattern: CalibrationReport; shape: CalibrationReport };
}

type Split = LabelledScore['split'];

/** One labelled pair's picture of the result, with the garment where the defect left it. */
interface Variant {
  defect: string;
  size: string;
  region: GarmentRegion;
}

/**
 * The labelled set from the harness's try-ons, and from patterned garments put through `engine`
 * on the same models, calibrated and reported for each measure on both kinds of region.
 */
export async function runFidelityEval(
  cases: EvalCaseResult[],
  engine?: Engine,
): Promise<FidelityEval> {
  const extra = engine ? await patternedTryOns(engine, cases) : [];
  return scoreLabelledSet(cases, extra);
}

/** Scores every pair and defect of the set on both regions, and calibrates each measure. */
export async function scoreLabelledSet(
  cases: EvalCaseResult[],
  extra: EvalCaseResult[],
  onPair?: (done: number, of: number) => void,
): Promise<FidelityEval> {
  const made = [...cases, ...extra].filter((entry) => entry.images.result);
  const models = [...new Set(made.map((entry) => entry.model))];
  const scores = {
    colour: [] as LabelledScore[],
    pattern: [] as LabelledScore[],
    shape: [] as LabelledScore[],
    poseColour: [] as LabelledScore[],
    posePattern: [] as LabelledScore[],
    poseShape: [] as LabelledScore[],
    print: [] as LabelledScore[],
  };
  const pairs: { entry: EvalCaseResult; result: GarmentRegion }[] = [];
  for (const entry of made) {
    const product = await productRegion(entry.images.garment);
    const { category } = entry;
    // The eval judges at full size, as it calibrated.
    const result = await regionByChange(entry.images.model, entry.images.result!, 2048);
    const { width, height } = result.image;
    const under = rgbOf(await decodeRgba(entry.images.model, Math.max(width, height)));
    const fill = under.width === width ? under : ([255, 255, 255] as const);
    // The body the engine dressed (the model photo's pose), and the body the pose finds in the result.
    const modelSeen = await analyseImage(entry.images.model, { pose: true, mask: true });
    const placedOn = scaleFrame(bodyFrame(modelSeen), width / modelSeen.width);
    const resultSeen = await analyseImage(entry.images.result!, { pose: true, mask: true });
    const poseBody = bodyOfResult(
      resultSeen,
      Math.round(width * Math.min(1, regionSide / Math.max(width, height))),
    );
    const productColours = dominantColours(product.image, product.mask);
    // A product without a print has nothing for the print measure to find: not in its table.
    const hasPrint = measurePrint(product, product) !== null;
    const sleeve = sleeveGeometry(product.cutOut, category, placedOn, height).distance;
    const hasSleeves =
      category !== 'bottoms' &&
      measureShapeOnBody(product.cutOut, category, result, placedOn).sleeves !== null;

    const variants: Variant[] = [
      { defect: 'none', size: '', region: result },
      ...defects.map(({ defect, size, make }) => ({ defect, size, region: make(result, fill) })),
      // Only a product with sleeves can lose them (not trousers, a sleeveless dress or a
      // jacket whose sleeves lie along its body in the photo).
      ...(!hasSleeves
        ? []
        : [0.3, 0.5, 0.7].map((share) => ({
            defect: 'sleeves shortened',
            size: `${share * 100} %`,
            region: shortenSleeves(result, share, sleeve, fill),
          }))),
    ];
    // The same model in another garment: a result made from the wrong product.
    const other = pairs.find(
      (p) => p.entry.model === entry.model && p.entry.garment !== entry.garment,
    );
    if (other) variants.push({ defect: 'another garment', size: '', region: other.result });
    pairs.push({ entry, result });
    onPair?.(pairs.length, made.length);

    const split: Split = models.indexOf(entry.model) % 2 ? 'held-out' : 'calibration';
    // The table keeps the patterned garments' rows apart: a pattern defect on a plain garment
    // changes little that anyone could see.
    const kind = extra.includes(entry) ? 'patterned' : 'sample';
    for (const { defect, size, region } of variants) {
      const label = { defect, size: size ? `${size}, ${kind}` : kind, split };
      scores.colour.push({ ...label, score: checkColour(product, region).score });
      scores.pattern.push({ ...label, score: measurePattern(product, region)?.score ?? null });
      if (hasPrint) {
        scores.print.push({ ...label, score: measurePrint(product, region)?.score ?? null });
      }
      scores.shape.push({
        ...label,
        score: shapeScore(measureShapeOnBody(product.cutOut, category, region, placedOn), 'exact'),
      });
      // As a remote result, at the size the worker judges one: the pose and mask seen in the
      // true result (a defect moves neither).
      const raw = await rgbaAt(region.image, regionSide);
      const band = regionByPose(raw, resultSeen, category);
      scores.poseColour.push({
        ...label,
        score: checkColour(product, band, { resultRegion: 'approximate' }).score,
      });
      scores.posePattern.push({ ...label, score: measurePattern(product, band)?.score ?? null });
      const byColour = poseBody
        ? garmentByColour(band.image, resultSeen, poseBody, productColours)
        : null;
      scores.poseShape.push({
        ...label,
        score:
          poseBody && byColour
            ? shapeScore(
                measureShapeOnBody(product.cutOut, category, byColour, poseBody),
                'approximate',
              )
            : null,
      });
    }
  }
  return {
    samples: scores.colour.length,
    colour: calibrationReport(scores.colour),
    pattern: calibrationReport(scores.pattern),
    shape: calibrationReport(scores.shape),
    print: calibrationReport(scores.print),
    pose: {
      colour: calibrationReport(scores.poseColour),
      pattern: calibrationReport(scores.posePattern),
      shape: calibrationReport(scores.poseShape),
    },
  };
}

/** RGB pixels as the RGBA picture the perception-based regions read, at most `side` pixels. */
async function rgbaAt(image: GarmentRegion['image'], side: number): Promise<RawImage> {
  const { data, info } = await sharp(image.data, {
    raw: { width: image.width, height: image.height, channels: 3 },
  })
    .resize(side, side, { fit: 'inside', withoutEnlargement: true })
    .ensureAlpha()
    .raw()
    .toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}
