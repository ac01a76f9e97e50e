/**
 * Every error code a /v1 operation may answer, with its status and what it means: the one table
 * the OpenAPI document's `code` enums, its response descriptions and the contract test read
 * (issue 18). A code the server answers on an operation must be listed for it here.
 */
export const v1ErrorCodes = {
  invalid_json: { status: 400, means: 'the body is not valid JSON' },
  invalid_idempotency_key: {
    status: 400,
    means: 'the Idempotency-Key is not 1 to 100 printable ASCII characters',
  },
  unsupported_version: {
    status: 400,
    means: 'Kieu-Version names no version of the changelog (`version`, `versions`)',
  },
  invalid_form: { status: 400, means: 'the body is not multipart/form-data, or cannot be read' },
  invalid_api_token: {
    status: 401,
    means: 'the token is missing, unknown, switched off, deleted or regenerated',
  },
  insufficient_credits: {
    status: 402,
    means: 'the balance is short of the job’s credits (`balance`, `cost`, `shortage`)',
  },
  service_not_permitted: { status: 403, means: 'the token lacks the service' },
  plan_upgrade_required: {
    status: 403,
    means:
      'an option (such as 1080p video) needs a higher plan (`resolution`, `allowed`), or a batch holds more cells than the plan runs (`max`, `cells`, `upgrade`, `upgrade_max`)',
  },
  not_found: {
    status: 404,
    means: 'no such job (or batch, export or model) in this account, or an id that is not a UUID',
  },
  model_not_found: {
    status: 404,
    means:
      '`params.model` is neither one of the account’s brand models nor a sample model (`errors[]` names it)',
  },
  idempotency_key_reused: {
    status: 409,
    means: 'the Idempotency-Key was sent before with another service or another body',
  },
  export_needs_review: {
    status: 409,
    means:
      'asked with `needs_review: "ask"`, some results need review (`needs_review`, `generation_ids`); nothing was queued',
  },
  model_name_taken: {
    status: 409,
    means: 'another of the account’s models, not retired, has this name, in any case',
  },
  // Issue 42 (decision 119): a submit's `params.model`, a brand model or a sample model.
  model_not_ready: {
    status: 409,
    means:
      'the brand model named in `params.model` is still being made or could not be made (`status`: pending or failed)',
  },
  job_already_finished: {
    status: 409,
    means: 'the job already succeeded, failed or was cancelled (`status`); nothing changed',
  },
  payload_too_large: {
    status: 413,
    means: 'a JSON body is over the operation’s size limit (`max_bytes`)',
  },
  file_too_large: {
    status: 413,
    means:
      'a file is over its size limit, however far over (`max_bytes`; `errors[]` names the file when the body holds one)',
  },
  storage_quota_exceeded: {
    status: 413,
    means: 'the account’s library is full (`quota_bytes`)',
  },
  unsupported_media_type: { status: 415, means: 'the body is not application/json' },
  unsupported_file_type: { status: 415, means: 'the file’s content is not an accepted type' },
  validation_failed: { status: 422, means: 'a field is wrong; `errors[]` names each one' },
  instruction_not_understood: {
    status: 422,
    means:
      'the local engine cannot do part of an image-editing prompt (`understood`, `not_understood`)',
  },
  option_not_supported: {
    status: 422,
    means: 'the service’s configured model cannot use an option (`option`, `model`)',
  },
  batch_too_large: {
    status: 422,
    means: 'a batch holds more cells than any plan runs (`max`, `cells`): split it',
  },
  model_retired: {
    status: 422,
    means: 'the brand model named in `params.model` is retired: it makes no new pictures',
  },
  invalid_image: { status: 422, means: 'the image cannot be decoded' },
  // Issue 40 (decision 099): the try-on's model photo check, before anything is held.
  no_person: {
    status: 422,
    means: 'no person is seen in a try-on’s model photo (`errors[]` names it)',
  },
  not_full_body: {
    status: 422,
    means: 'a try-on’s model photo does not show the whole body, head to feet',
  },
  pose_not_supported: {
    status: 422,
    means:
      'a try-on’s model photo shows a pose the try-on cannot dress: seated, arms raised or crossed, or turned sideways',
  },
  image_too_large: { status: 422, means: 'the image declares more than 40 megapixels' },
  // Issue 41: a fidelity check's product photo in which the cut-out finds nothing.
  no_garment: {
    status: 422,
    means: 'no garment is found in the product photo of a fidelity check (`errors[]` names it)',
  },
  input_url_refused: {
    status: 422,
    means:
      'an input URL is not https, carries a user name or password, or its host is or resolves to a private, loopback or link-local address',
  },
  input_url_unreachable: {
    status: 422,
    means:
      'an input URL did not answer 200 with the file within 10 seconds (no answer, an error status or a redirect, which is not followed)',
  },
  input_not_image: {
    status: 422,
    means: 'an input given by URL or data URI is not a JPEG, PNG or WebP image, by its content',
  },
  export_empty: {
    status: 422,
    means: 'the batch or the listed jobs hold no successful image result to export',
  },
  export_results_not_exportable: {
    status: 422,
    means: 'a listed job failed, is still running, or made a video (`generation_ids`)',
  },
  export_too_many_results: { status: 422, means: 'the source holds more than 500 results' },
  export_review_required: {
    status: 422,
    means:
      'a `tiktok-shop` export holds results that need review, or every result needs review (`needs_review`, `generation_ids`)',
  },
  input_too_large: {
    status: 422,
    means: 'an input given by URL or data URI is over 10 MB or 40 megapixels',
  },
  rate_limit_exceeded: {
    status: 429,
    means:
      'the token used its requests of this minute (`limit`); Retry-After and `retry_after_seconds` are the time to the next minute',
  },
  rate_limited: {
    status: 429,
    means:
      'the account’s 100 uploads per 10 minutes are used (an input given by URL or data URI is an upload); Retry-After and `retry_after_seconds` say when to come back',
  },
  too_many_concurrent_jobs: {
    status: 429,
    means:
      'too many unfinished jobs (`max`); Retry-After and `retry_after_seconds` estimate when the soonest ends (from the service’s recent durations), 1 to 300 seconds',
  },
  too_many_exports: {
    status: 429,
    means:
      'two exports of the account are already being prepared (`max`); Retry-After and `retry_after_seconds` say when to ask again',
  },
  too_many_open_batches: {
    status: 429,
    means:
      'the account already has 3 unfinished batches (`max`); Retry-After and `retry_after_seconds` say when to look again',
  },
  fair_use_budget_reached: {
    status: 429,
    means:
      'an unlimited plan used its monthly engine-cost budget (`budget_vnd`, `resets_at`); Retry-After and `retry_after_seconds` are the time to `resets_at`',
  },
} as const;

export type V1ErrorCode = keyof typeof v1ErrorCodes;

/** Every operation's guard may answer these. */
const guard: V1ErrorCode[] = ['invalid_api_token', 'rate_limit_exceeded', 'unsupported_version'];

/** The codes each operation may answer, by its operationId (submits share `submit-job`). */
export const v1OperationErrors = {
  'submit-job': [
    ...guard,
    'invalid_json',
    'invalid_idempotency_key',
    'insufficient_credits',
    'service_not_permitted',
    'plan_upgrade_required',
    'idempotency_key_reused',
    'payload_too_large',
    'storage_quota_exceeded',
    'unsupported_media_type',
    'validation_failed',
    'instruction_not_understood',
    'option_not_supported',
    'no_person',
    'not_full_body',
    'pose_not_supported',
    'input_url_refused',
    'input_url_unreachable',
    'input_not_image',
    'input_too_large',
    'rate_limited',
    'too_many_concurrent_jobs',
    'fair_use_budget_reached',
    // Issue 42: a submit's `params.model` (resolveModelChoice), for the tools that take one.
    'model_not_found',
    'model_retired',
    'model_not_ready',
  ],
  'get-job': [...guard, 'service_not_permitted', 'not_found', 'validation_failed'],
  // Issue 20 (decision 086): catalogue batches, garments × models as try-on jobs.
  'submit-batch': [
    ...guard,
    'invalid_json',
    'invalid_idempotency_key',
    'insufficient_credits',
    'service_not_permitted',
    'plan_upgrade_required',
    'idempotency_key_reused',
    'payload_too_large',
    'unsupported_media_type',
    'validation_failed',
    'batch_too_large',
    'option_not_supported',
    'no_person',
    'not_full_body',
    'pose_not_supported',
    'too_many_open_batches',
    'fair_use_budget_reached',
  ],
  // Issue 42 (decision 123): the catalogue on brand models and samples, as product to model.
  'submit-product-to-model-batch': [
    ...guard,
    'invalid_json',
    'invalid_idempotency_key',
    'insufficient_credits',
    'service_not_permitted',
    'plan_upgrade_required',
    'idempotency_key_reused',
    'payload_too_large',
    'unsupported_media_type',
    'validation_failed',
    'batch_too_large',
    'option_not_supported',
    'too_many_open_batches',
    'fair_use_budget_reached',
    'model_not_found',
    'model_retired',
    'model_not_ready',
  ],
  'get-batch': [...guard, 'service_not_permitted', 'not_found', 'validation_failed'],
  'cancel-job': [
    ...guard,
    'service_not_permitted',
    'not_found',
    'job_already_finished',
    'validation_failed',
  ],
  'list-jobs': [...guard, 'service_not_permitted', 'validation_failed'],
  'get-balance': [...guard],
  'upload-image': [
    ...guard,
    'invalid_form',
    'payload_too_large',
    'file_too_large',
    'storage_quota_exceeded',
    'unsupported_file_type',
    'validation_failed',
    'invalid_image',
    'image_too_large',
    'rate_limited',
  ],
  'get-webhook-secret': [...guard],
  'rotate-webhook-secret': [...guard],
  'send-test-webhook': [
    ...guard,
    'invalid_json',
    'payload_too_large',
    'unsupported_media_type',
    'validation_failed',
  ],
  'verify-file': [
    ...guard,
    'invalid_form',
    'payload_too_large',
    'file_too_large',
    'unsupported_file_type',
    'validation_failed',
  ],
  // Issue 41: a garment fidelity check of any pair; free, nothing stored.
  'check-fidelity': [
    ...guard,
    'service_not_permitted',
    'invalid_form',
    'payload_too_large',
    'file_too_large',
    'unsupported_file_type',
    'validation_failed',
    'invalid_image',
    'image_too_large',
    'no_garment',
  ],
  'create-export': [
    ...guard,
    'service_not_permitted',
    'invalid_json',
    'payload_too_large',
    'unsupported_media_type',
    'not_found',
    'validation_failed',
    'export_empty',
    'export_results_not_exportable',
    'export_too_many_results',
    'export_needs_review',
    'export_review_required',
    'too_many_exports',
  ],
  'get-export': [...guard, 'not_found', 'validation_failed'],
  // Issue 42 (decision 119): the brand's models; managing them needs body-generator.
  'list-models': [...guard, 'validation_failed'],
  'create-model': [
    ...guard,
    'invalid_json',
    'insufficient_credits',
    'service_not_permitted',
    'payload_too_large',
    'unsupported_media_type',
    'validation_failed',
    'model_name_taken',
    'option_not_supported',
    'no_person',
    'not_full_body',
    'pose_not_supported',
    'too_many_concurrent_jobs',
    'fair_use_budget_reached',
  ],
  'get-model': [...guard, 'not_found', 'validation_failed'],
  'rename-model': [
    ...guard,
    'invalid_json',
    'service_not_permitted',
    'payload_too_large',
    'unsupported_media_type',
    'not_found',
    'validation_failed',
    'model_name_taken',
  ],
  'retire-model': [...guard, 'service_not_permitted', 'not_found', 'validation_failed'],
  // Issue 45: public reads without a token; only a Kieu-Version that names no version is wrong.
  'get-changelog': ['unsupported_version'],
  'get-capabilities': ['unsupported_version'],
} satisfies Record<string, V1ErrorCode[]>;

export type V1Operation = keyof typeof v1OperationErrors;

/** The operation of an operationId: each service's submit is `submit-<service>-job`. */
export function v1OperationOf(operationId: string): V1Operation | undefined {
  if (/^submit-[a-z-]+-job$/.test(operationId)) return 'submit-job';
  return Object.hasOwn(v1OperationErrors, operationId) ? (operationId as V1Operation) : undefined;
}

/**
 * An operation's codes by status, in the table's order.
 * @example errorsByStatus('get-balance') // Map { 401 => ['invalid_api_token'], 429 => ['rate_limit_exceeded'] }
 */
export function errorsByStatus(operation: V1Operation): Map<number, V1ErrorCode[]> {
  const byStatus = new Map<number, V1ErrorCode[]>();
  for (const code of v1OperationErrors[operation] as V1ErrorCode[]) {
    const { status } = v1ErrorCodes[code];
    byStatus.set(status, [...(byStatus.get(status) ?? []), code]);
  }
  return new Map([...byStatus].sort(([a], [b]) => a - b));
}
