import type { FidelityVerdict } from '../../../contracts/fidelity.ts';
import { identityVerdict } from './identity-verdict.ts';

/**
 * Calibrating the identity check's thresholds on labelled pairs of faces, and reporting how its
 * verdicts do on the pairs kept out of the calibration (decision 121). Unlike the garment
 * checks, the score is a similarity: lower is worse, and a "defect" is a different person.
 */
export interface LabelledPair {
  /** `variant:<kind>` (one photo and a changed copy), `different-photo` or `different-person`. */
  kind: string;
  samePerson: boolean;
  /** Null: a face was not found in one of the two pictures. */
  similarity: number | null;
  split: 'calibration' | 'held-out';
}

export interface IdentityThresholds {
  warn: number;
  fail: number;
}

/** The share of same-person pairs in the calibration part that must pass. */
const PASS_SHARE = 0.95;

const round3 = (value: number) => Math.round(value * 1000) / 1000;

/**
 * Thresholds from the calibration part's same-person pairs: `warn` just under what 95 % of them
 * score, so at most one true result in twenty asks for a look, and `fail` just under every one
 * of them, so none fails. Different people who score above that pass or warn, and the table
 * says how many.
 * @example calibrateIdentity(pairs) // { warn: 0.7, fail: 0.415 }
 */
export function calibrateIdentity(pairs: LabelledPair[]): IdentityThresholds {
  const same = pairs
    .filter((p) => p.split === 'calibration' && p.samePerson && p.similarity !== null)
    .map((p) => p.similarity!)
    .sort((a, b) => a - b);
  if (!same.length) throw new Error('No same-person pair to calibrate on');
  const at = Math.min(same.length - 1, Math.floor((1 - PASS_SHARE) * same.length));
  const fail = round3(same[0]! - 0.005);
  const warn = round3(Math.max(fail + 0.01, same[at]! - 0.005));
  return { warn, fail };
}

/** One row of the table: the held-out pairs of one kind. */
export interface IdentityRow {
  kind: string;
  samePerson: boolean;
  pairs: number;
  /** Share whose verdict was `fail`. */
  failed: number;
  /** Share whose verdict was `warn` or `fail` (a face missing included). */
  flagged: number;
  /** The lowest and highest similarity of the kind. */
  lowest: number | null;
  highest: number | null;
}

export interface IdentityReport {
  thresholds: IdentityThresholds;
  rows: IdentityRow[];
  /** Over the held-out part, a different person being what is to be found. */
  failPrecision: number;
  failRecall: number;
  flagPrecision: number;
  flagRecall: number;
  pairs: { calibration: number; heldOut: number };
}

const share = (part: number, whole: number) => (whole ? round3(part / whole) : 0);

/** Calibrates on one part and reports every kind of pair on the held-out part. */
export function identityReport(pairs: LabelledPair[]): IdentityReport {
  const thresholds = calibrateIdentity(pairs);
  const judged = pairs
    .filter((p) => p.split === 'held-out')
    .map((p) => ({ ...p, verdict: identityVerdict(p.similarity, thresholds) }));
  const kinds = [...new Set(judged.map((p) => p.kind))];
  const rows = kinds.map((kind) => {
    const group = judged.filter((p) => p.kind === kind);
    const scores = group.flatMap((p) => (p.similarity === null ? [] : [p.similarity]));
    return {
      kind,
      samePerson: group[0]!.samePerson,
      pairs: group.length,
      failed: share(group.filter((p) => p.verdict === 'fail').length, group.length),
      flagged: share(group.filter((p) => p.verdict !== 'pass').length, group.length),
      lowest: scores.length ? Math.min(...scores) : null,
      highest: scores.length ? Math.max(...scores) : null,
    };
  });
  const different = judged.filter((p) => !p.samePerson);
  const precisionRecall = (verdicts: FidelityVerdict[]) => {
    const called = judged.filter((p) => verdicts.includes(p.verdict));
    return {
      precision: share(called.filter((p) => !p.samePerson).length, called.length),
      recall: share(different.filter((p) => verdicts.includes(p.verdict)).length, different.length),
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
    pairs: {
      calibration: pairs.length - judged.length,
      heldOut: judged.length,
    },
  };
}
