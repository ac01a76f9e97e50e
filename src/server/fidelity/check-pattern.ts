import {
  verdictForScore,
  worstVerdict,
  type FidelityCheck,
  type FidelityReason,
  type FidelityVerdict,
} from '../../contracts/fidelity.ts';
import type { GarmentRegion } from './garment-region.ts';
import { measurePattern } from './pattern-measure.ts';
import { measurePrint } from './print-measure.ts';

/**
 * The texture distance from which the pattern check warns and fails, calibrated on issue 41's
 * labelled set (decision 114, `npm run eval -- local --all`): warn just above 95 % of true
 * results, fail above every one of them. On the held-out half no true result failed and every
 * removed print did; a blurred or scrambled pattern is caught a third of the time at best, so a
 * pass here says the print is there, not that every stripe is. Change them only from a new run
 * of that table.
 */
export const patternThresholds = { warn: 1.9, fail: 2.28 } as const;

/**
 * The share of a printed text or logo missing (print-measure.ts) from which the check warns and
 * fails, calibrated on issue 41's labelled set (decision 118, `npm run eval -- local --all`) as
 * the texture's are. Change them only from a new run of that table.
 */
export const printThresholds = { warn: 0.22, fail: 0.264 } as const;

const reasonOf = {
  pass: 'pattern-match',
  warn: 'pattern-changed',
  fail: 'pattern-far',
} as const satisfies Record<FidelityVerdict, FidelityReason>;

const printReasonOf = {
  warn: 'print-changed',
  fail: 'print-missing',
} as const satisfies Record<Exclude<FidelityVerdict, 'pass'>, FidelityReason>;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * The pattern and print check of the fidelity report: edge strength, edge directions and local
 * texture of the garment in the result against the product's (pattern-measure.ts), and, when the
 * product has printed text or a logo, how much of it is still there (print-measure.ts). The
 * check's `score` and `thresholds` stay the texture distance's, so every report reads the same
 * whether or not the product has a print; the print's share missing is in `details.printMissing`
 * against its own thresholds (`printWarn`, `printFail`), and the verdict is the worse of the two.
 * When the print is what the verdict stands on, the reason says so (`print-changed`,
 * `print-missing`): a logo erased on a garment whose colour and weave are right is what a
 * seller must be told. A garment with nothing inside its outline to compare warns that it could
 * not be judged.
 * @example checkPattern(product, product).verdict // 'pass'
 */
export function checkPattern(product: GarmentRegion, result: GarmentRegion): FidelityCheck {
  const thresholds = { ...patternThresholds };
  const measure = measurePattern(product, result);
  if (!measure) {
    return { kind: 'pattern', verdict: 'warn', score: null, thresholds, reason: 'region-missing' };
  }
  const score = round3(measure.score);
  const textureVerdict = verdictForScore(score, thresholds);
  const print = measurePrint(product, result);
  const printMissing = print ? round3(print.score) : null;
  const printVerdict =
    printMissing === null ? 'pass' : verdictForScore(printMissing, printThresholds);
  const verdict = worstVerdict([textureVerdict, printVerdict]);
  // The print's reason when it alone, or it as much as the texture, makes the verdict.
  const reason =
    printVerdict !== 'pass' && printVerdict === verdict
      ? printReasonOf[printVerdict]
      : reasonOf[verdict];
  return {
    kind: 'pattern',
    verdict,
    score,
    thresholds,
    reason,
    details: {
      sharpness: round3(measure.sharpness),
      direction: round3(measure.direction),
      structure: round3(measure.structure),
      productPixels: measure.pixels.product,
      resultPixels: measure.pixels.result,
      ...(print && printMissing !== null
        ? {
            printMissing,
            printWarn: printThresholds.warn,
            printFail: printThresholds.fail,
            printShare: round3(print.share),
          }
        : {}),
    },
  };
}
