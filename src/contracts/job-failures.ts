/**
 * Why a job failed, as a stable code for integrators (issue 18): the public API's `error.code`,
 * with whether the same request, sent again, can succeed (`retryable`).
 */
export const jobFailures = {
  no_person: { retryable: false },
  not_full_body: { retryable: false },
  pose_not_supported: { retryable: false },
  no_garment: { retryable: false },
  no_face: { retryable: false },
  face_too_small: { retryable: false },
  face_turned: { retryable: false },
  content_policy: { retryable: false },
  invalid_input: { retryable: false },
  unsupported: { retryable: false },
  timeout: { retryable: true },
  engine_failed: { retryable: true },
} as const;

export type JobFailureCode = keyof typeof jobFailures;
export const jobFailureCodes = Object.keys(jobFailures) as [JobFailureCode, ...JobFailureCode[]];

/** The message keys a failure is stored with, and their code; any other key is `engine_failed`. */
export const failureCodeByMessage: Record<string, JobFailureCode> = {
  'tryOn.check.noPerson': 'no_person',
  'tryOn.check.notFullBody': 'not_full_body',
  'tryOn.check.armsRaised': 'pose_not_supported',
  'tryOn.check.armsCrossed': 'pose_not_supported',
  'tryOn.check.sideways': 'pose_not_supported',
  'tryOn.check.seated': 'pose_not_supported',
  'tryOn.check.noGarment': 'no_garment',
  'generation.portrait.noFace': 'no_face',
  'generation.editing.noFace': 'no_face',
  'generation.portrait.faceTooSmall': 'face_too_small',
  'generation.portrait.faceTurned': 'face_turned',
  'generation.engine.contentPolicy': 'content_policy',
  'generation.engine.badInput': 'invalid_input',
  'generation.engine.providerBadInput': 'invalid_input',
  'generation.hairstyleInvalid': 'invalid_input',
  'generation.engine.unsupported': 'unsupported',
  'generation.engine.instructionUnknown': 'unsupported',
  'generation.engine.timeout': 'timeout',
};

/**
 * The failure code of the message a generation failed with.
 * @example failureCodeOf('tryOn.check.notFullBody') // 'not_full_body'
 * @example failureCodeOf('ai.failed.virtual-tryon') // 'engine_failed' (its retries were spent)
 */
export function failureCodeOf(messageKey: string): JobFailureCode {
  return Object.hasOwn(failureCodeByMessage, messageKey)
    ? failureCodeByMessage[messageKey]!
    : 'engine_failed';
}
