import { EngineError } from '../engine.ts';
import { FashnHttpError, type FashnPrediction } from './client.ts';

/**
 * FASHN's answers as our errors (decision 120), from its "Error Handling" page
 * (docs.fashn.ai/api-overview/error-handling):
 * - 400 BadRequest (an input the model refuses) → `bad-input`, failed at once with a refund;
 * - 401 UnauthorizedAccess, 429 OutOfCredits, and a 404 on run (a wrong URL) → `refused` with the
 *   configuration message (the caller logs it as an error): only the operator can fix them;
 * - a 404 on status (FASHN no longer knows the prediction) → `refused`;
 * - 429 RateLimitExceeded or ConcurrencyLimitExceeded, 5xx and network errors → thrown as they
 *   are, so the job retries (and resumes the stored prediction) and the dead-letter queue refunds
 *   when retries are spent;
 * - other 4xx → `refused`.
 */
export function mapFashnError(error: unknown): unknown {
  if (!(error instanceof FashnHttpError)) return error;
  const cause = { cause: error };
  if (error.status === 400 || error.status === 422) {
    return new EngineError('bad-input', 'generation.engine.providerBadInput', cause);
  }
  if (
    error.status === 401 ||
    error.status === 403 ||
    (error.status === 404 && error.operation === 'run') ||
    (error.status === 429 && error.errorName === 'OutOfCredits')
  ) {
    return new EngineError('refused', 'generation.engine.configuration', cause);
  }
  if (error.status === 429 || error.status >= 500) return error;
  return new EngineError('refused', 'generation.engine.providerFailed', cause);
}

/** Runtime errors of an input FASHN could not use: a new try with the same input fails again. */
const INPUT_ERRORS = new Set(['ImageLoadError', 'PoseError', 'InputValidationError']);

/**
 * A prediction that ended `failed` (or `canceled`, `time_out`), by its documented error name:
 * ContentModerationError → the content-policy message; ImageLoadError, PoseError,
 * InputValidationError → the provider's bad-input message; PipelineError, ThirdPartyError and
 * the rest → the provider-failed message. All fail at once with a refund.
 */
export function failedPrediction(error: FashnPrediction['error'] | undefined): EngineError {
  const name = error?.name ?? '';
  if (name === 'ContentModerationError') {
    return new EngineError('refused', 'generation.engine.contentPolicy');
  }
  if (INPUT_ERRORS.has(name))
    return new EngineError('bad-input', 'generation.engine.providerBadInput');
  return new EngineError('refused', 'generation.engine.providerFailed');
}

export function isConfigurationError(error: unknown): boolean {
  return error instanceof EngineError && error.messageKey === 'generation.engine.configuration';
}
