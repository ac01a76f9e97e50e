import { EngineError } from '../engine.ts';
import { FalHttpError } from './queue-client.ts';

/**
 * fal's answers as our errors (decision 018). fal's "Model Errors" page
 * (https://fal.ai/docs/documentation/model-apis/errors) answers a refused input with HTTP 422
 * and `{ detail: [{ loc, msg, type }] }`, `type: "content_policy_violation"` for a content-policy
 * refusal; its "Request Errors" page marks 429/5xx (timeouts, runner failures) as retryable.
 * - 422 content policy → `refused`, its own message; other 422 → `bad-input`: both fail at once
 *   with a refund, as a retry would get the same answer;
 * - 401/403 → `refused` with the configuration message (the caller logs it as an error);
 * - 429, 5xx and network errors → thrown as they are, so pg-boss retries the job and the
 *   dead-letter queue refunds when the retries are spent;
 * - other 4xx → `refused`.
 */
export function mapFalError(error: unknown): unknown {
  if (!(error instanceof FalHttpError)) return error;
  if (error.status === 422) {
    return isContentPolicy(error.body)
      ? new EngineError('refused', 'generation.engine.contentPolicy', { cause: error })
      : new EngineError('bad-input', 'generation.engine.providerBadInput', { cause: error });
  }
  if (error.status === 401 || error.status === 403) {
    return new EngineError('refused', 'generation.engine.configuration', { cause: error });
  }
  if (error.status === 429 || error.status >= 500) return error;
  return new EngineError('refused', 'generation.engine.providerFailed', { cause: error });
}

/** A request that ended with status ERROR (webhook) or an error at COMPLETED. */
export function providerFailure(payload: unknown): EngineError {
  return isContentPolicy(payload)
    ? new EngineError('refused', 'generation.engine.contentPolicy')
    : new EngineError('refused', 'generation.engine.providerFailed');
}

export function isConfigurationError(error: unknown): boolean {
  return error instanceof EngineError && error.messageKey === 'generation.engine.configuration';
}

function isContentPolicy(body: unknown): boolean {
  const detail = (body as { detail?: unknown } | null)?.detail;
  return (
    Array.isArray(detail) &&
    detail.some((item) => (item as { type?: unknown } | null)?.type === 'content_policy_violation')
  );
}
