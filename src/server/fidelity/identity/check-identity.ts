import type {
  FidelityCheck,
  FidelityReason,
  FidelityVerdict,
} from '../../../contracts/fidelity.ts';
import type { FaceDescriptor } from './face-descriptor.ts';
import { identityThresholds, identityVerdict } from './identity-verdict.ts';
import { measureIdentity, type IdentityMeasure } from './measure-identity.ts';

const reasonOf = {
  pass: 'identity-match',
  warn: 'identity-changed',
  fail: 'identity-different',
} as const satisfies Record<FidelityVerdict, FidelityReason>;

/**
 * The identity check of a measure already taken: the similarity against the thresholds, or a
 * `face-missing` warning when either picture has no face (never a silent pass).
 * @example identityCheckOf({ similarity: 0.9, faces }).reason // 'identity-match'
 */
export function identityCheckOf(measure: IdentityMeasure): FidelityCheck {
  const thresholds = { ...identityThresholds };
  const { reference, result } = measure.faces;
  const details = { referenceFace: reference ? 1 : 0, resultFace: result ? 1 : 0 };
  if (measure.similarity === null) {
    return {
      kind: 'identity',
      verdict: 'warn',
      score: null,
      thresholds,
      reason: 'face-missing',
      details,
    };
  }
  const verdict = identityVerdict(measure.similarity, thresholds);
  return {
    kind: 'identity',
    verdict,
    score: measure.similarity,
    thresholds,
    reason: reasonOf[verdict],
    details,
  };
}

/**
 * The identity check of a result made with a brand model (issue 42): how alike the largest face
 * in the result is to the model's face reference, from FaceRes descriptors. The reference may be
 * a descriptor kept from an earlier check, so a catalogue describes its model's face once.
 * @example (await checkIdentity(referencePhoto, result)).verdict // 'pass' | 'warn' | 'fail'
 */
export async function checkIdentity(
  reference: Buffer | FaceDescriptor | null,
  result: Buffer,
): Promise<FidelityCheck> {
  return identityCheckOf(await measureIdentity(reference, result));
}
