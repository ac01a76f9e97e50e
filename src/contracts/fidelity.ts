import { z } from 'zod';

/**
 * The garment fidelity report (issue 41): what a result got right or wrong about the product it
 * shows. The contract carries codes and numbers only; the sentences a seller reads come from the
 * dictionaries (`describeCheck` in src/lib/fidelity-sentences.ts), in the reader's language.
 */

/** Worst last: a report is as bad as its worst check. */
export const fidelityVerdicts = ['pass', 'warn', 'fail'] as const;
export const fidelityVerdictSchema = z.enum(fidelityVerdicts);
export type FidelityVerdict = z.infer<typeof fidelityVerdictSchema>;

/**
 * `identity` is not about the garment: on a result made with a brand model, whether the face is
 * still the model's (issue 42, decision 121).
 */
export const fidelityCheckKinds = ['colour', 'pattern', 'shape', 'identity'] as const;
export type FidelityCheckKind = (typeof fidelityCheckKinds)[number];

/**
 * Why a check gave its verdict. A region that cannot be judged has a reason of its own and a
 * `warn`, never a silent `pass` (issue 41).
 */
export const fidelityReasons = [
  'colour-match',
  'colour-shifted',
  'colour-far',
  'pattern-match',
  'pattern-changed',
  'pattern-far',
  'print-changed',
  'print-missing',
  'shape-match',
  'length-changed',
  'length-far',
  'sleeves-changed',
  'sleeves-far',
  'body-missing',
  'identity-match',
  'identity-changed',
  'identity-different',
  'face-missing',
  'region-missing',
  'region-too-small',
  'check-unavailable',
] as const;
export type FidelityReason = (typeof fidelityReasons)[number];

export const fidelityCheckSchema = z.object({
  kind: z.enum(fidelityCheckKinds),
  verdict: fidelityVerdictSchema,
  /**
   * The check's measure (for colour, ΔE2000: higher is worse; for identity, a face similarity
   * from 0 to 1: lower is worse); null when it could not be judged.
   */
  score: z.number().nonnegative().nullable(),
  /**
   * The score from which the verdict is `warn`, and from which it is `fail` (for identity, the
   * similarity below which).
   */
  thresholds: z.object({ warn: z.number(), fail: z.number() }),
  reason: z.enum(fidelityReasons),
  /** Figures behind the score (shares, pixel counts), named by the check. */
  details: z.record(z.string(), z.number()).optional(),
});
export type FidelityCheck = z.infer<typeof fidelityCheckSchema>;

export const fidelityReportSchema = z.object({
  verdict: fidelityVerdictSchema,
  checks: z.array(fidelityCheckSchema),
  version: z.literal(1),
});
export type FidelityReport = z.infer<typeof fidelityReportSchema>;

/**
 * The worst of some verdicts; with none there is nothing wrong to report.
 * @example worstVerdict(['pass', 'fail', 'warn']) // 'fail'
 * @example worstVerdict([]) // 'pass'
 */
export function worstVerdict(verdicts: Iterable<FidelityVerdict>): FidelityVerdict {
  let worst = 0;
  for (const verdict of verdicts) worst = Math.max(worst, fidelityVerdicts.indexOf(verdict));
  return fidelityVerdicts[worst]!;
}

/**
 * A report from its checks, its verdict the worst of theirs.
 * @example fidelityReport([colourCheck]).verdict // colourCheck.verdict
 */
export function fidelityReport(checks: FidelityCheck[]): FidelityReport {
  return { verdict: worstVerdict(checks.map((check) => check.verdict)), checks, version: 1 };
}

/**
 * The verdict of a score against its thresholds (higher is worse); a region that could not be
 * judged (no score) asks for a look.
 * @example verdictForScore(7, { warn: 6, fail: 12 }) // 'warn'
 */
export function verdictForScore(
  score: number | null,
  { warn, fail }: { warn: number; fail: number },
): FidelityVerdict {
  if (score === null) return 'warn';
  return score >= fail ? 'fail' : score >= warn ? 'warn' : 'pass';
}

/**
 * The owner's approval of a result whose report did not pass, as history items and exports show
 * it: a seller who looked and found it right says why, and the result counts as reviewed.
 */
export const fidelityApprovalSchema = z.object({
  reason: z.string(),
  approved_at: z.iso.datetime({ offset: true }),
});
export type FidelityApproval = z.infer<typeof fidelityApprovalSchema>;

/** What the generations row keeps of an approval (`fidelity_approval`). */
export interface StoredFidelityApproval {
  reason: string;
  at: string;
  /** The account member who approved it. */
  by: string;
}

/**
 * Whether a result still asks for a seller's look: its report warned or failed and nobody
 * approved it. A result with no report (a tool that shows no garment) does not.
 * @example needsReview({ verdict: 'warn', checks: [], version: 1 }, null) // true
 */
export function needsReview(
  report: FidelityReport | null | undefined,
  approval: unknown | null | undefined,
): boolean {
  return Boolean(report && report.verdict !== 'pass' && !approval);
}

/** PUT /history/:id/fidelity-approval: why the seller takes a result that did not pass. */
export const fidelityApprovalRequestSchema = z.object({
  reason: z
    .string({ error: 'fidelity.approval.reasonShort' })
    .trim()
    .min(3, { error: 'fidelity.approval.reasonShort' })
    .max(500, { error: 'fidelity.approval.reasonLong' }),
});
export type FidelityApprovalRequest = z.infer<typeof fidelityApprovalRequestSchema>;
