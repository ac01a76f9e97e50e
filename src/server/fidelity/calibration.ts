import { verdictForScore, type FidelityVerdict } from '../../contracts/fidelity.ts';

/**
 * Calibrating a fidelity measure's thresholds on a labelled set, and reporting how its verdicts
 * do on the part of the set kept out of the calibration (issue 41). A sample is one pair of a
 * product and a result: a true result (`defect: 'none'`) or one with a known defect of a kind and
 * size, made on purpose (`defects.ts`) or from another garment.
 */
export interface LabelledScore {
  /** 'none' for a true result. */
  defect: string;
  /** The defect's size as its maker took it (degrees, a share, a radius); '' for none. */
  size: string;
  /** The measure's score: higher is further from the product. Null: the region was not judged. */
  score: number | null;
  split: 'calibration' | 'held-out';
}

export interface Thresholds {
  warn: number;
  fail: number;
}

/** The share of true results in the calibration part that must pass, and that may warn. */
const PASS_SHARE = 0.95;

function quantile(sorted: number[], share: number): number {
  if (!sorted.length) return 0;
  const at = Math.min(sorted.length - 1, Math.max(0, Math.ceil(share * sorted.length) - 1));
  return sorted[at]!;
}

/**
 * Thresholds from the calibration part: `warn` just above what 95 % of true results score, so
 * at most one true result in twenty asks for a look; `fail` just above every true result's
 * score, so no true result in the calibration part fails. When defects score below that too,
 * the measure cannot tell them apart, and the table will say so.
 */
export function calibrate(samples: LabelledScore[]): Thresholds {
  const trueScores = samples
    .filter((s) => s.split === 'calibration' && s.defect === 'none' && s.score !== null)
    .map((s) => s.score!)
    .sort((a, b) => a - b);
  const warn = quantile(trueScores, PASS_SHARE) * 1.05 + 1e-6;
  const fail = Math.max(warn * 1.2, (trueScores.at(-1) ?? 0) * 1.1 + 1e-6);
  return { warn: round(warn), fail: round(fail) };
}

const round = (value: number) => Math.round(value * 1000) / 1000;

/** One row of the table: a defect of one size, or the true results. */
export interface CalibrationRow {
  defect: string;
  size: string;
  samples: number;
  /** Share of these samples whose verdict was `fail`; for defects, the recall of `fail`. */
  failed: number;
  /** Share whose verdict was `warn` or `fail`: the recall of "needs review". */
  flagged: number;
}

export interface CalibrationReport {
  thresholds: Thresholds;
  rows: CalibrationRow[];
  /** Over the held-out part: of the results called `fail`, the share that had a defect. */
  failPrecision: number;
  failRecall: number;
  /** The same for `warn` or `fail` (flagged for review). */
  flagPrecision: number;
  flagRecall: number;
}

/** Calibrates on one part and reports every defect and size on the held-out part. */
export function calibrationReport(samples: LabelledScore[]): CalibrationReport {
  const thresholds = calibrate(samples);
  const heldOut = samples.filter((s) => s.split === 'held-out');
  const judged = heldOut.map((s) => ({ ...s, verdict: verdictForScore(s.score, thresholds) }));
  const groups = new Map<string, typeof judged>();
  for (const sample of judged) {
    const key = `${sample.defect}\u0000${sample.size}`;
    groups.set(key, [...(groups.get(key) ?? []), sample]);
  }
  const share = (part: number, whole: number) => (whole ? round(part / whole) : 0);
  const rows = [...groups.values()].map((group) => ({
    defect: group[0]!.defect,
    size: group[0]!.size,
    samples: group.length,
    failed: share(group.filter((s) => s.verdict === 'fail').length, group.length),
    flagged: share(group.filter((s) => s.verdict !== 'pass').length, group.length),
  }));
  const defective = judged.filter((s) => s.defect !== 'none');
  const called = (verdicts: FidelityVerdict[]) =>
    judged.filter((s) => verdicts.includes(s.verdict));
  const precisionRecall = (verdicts: FidelityVerdict[]) => {
    const hits = called(verdicts);
    const right = hits.filter((s) => s.defect !== 'none').length;
    return {
      precision: share(right, hits.length),
      recall: share(defective.filter((s) => verdicts.includes(s.verdict)).length, defective.length),
    };
  };
  const fail = precisionRecall(['fail']);
  const flag = precisionRecall(['warn', 'fail']);
  return {
    thresholds,
    rows,
    failPrecision: fail.precision,
    failRecall: fail.recall,
    flagPrecision: flag.precision,
    flagRecall: flag.recall,
  };
}
