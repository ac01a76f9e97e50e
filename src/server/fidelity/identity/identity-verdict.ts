import type { FidelityVerdict } from '../../../contracts/fidelity.ts';

/**
 * The similarity below which the identity check warns and fails (decision 121), calibrated on
 * the labelled pairs of `npm run eval -- local --all` (its identity table): `fail` just under
 * every same-person pair of the calibration part, `warn` just under 95 % of them. The two are
 * close because the lowest same-person pairs are two different photos of one man, which FaceRes
 * finds barely more alike than two different people. Change them only from a new run of that
 * table.
 */
export const identityThresholds = { warn: 0.435, fail: 0.415 } as const;

/**
 * The verdict of a similarity against the identity thresholds; unlike the garment checks'
 * scores, lower is worse. No similarity (a face missing) asks for a look.
 * @example identityVerdict(0.42, { warn: 0.435, fail: 0.415 }) // 'warn'
 */
export function identityVerdict(
  similarity: number | null,
  { warn, fail }: { warn: number; fail: number } = identityThresholds,
): FidelityVerdict {
  if (similarity === null) return 'warn';
  return similarity < fail ? 'fail' : similarity < warn ? 'warn' : 'pass';
}
