import { EngineError } from '../engine.ts';
import { PredictionHttpError } from './client.ts';

/**
 * Replicate's and Cog's answers as our errors (decision 061), as fal's are (decision 018):
 * - 422 (an input the model's schema refuses) → `bad-input`, failed at once with a refund;
 * - 401/403 → `refused` with the configuration message (logged as an error);
 * - 404 on create → `refused` with the configuration message (a wrong model or deployment);
 * - 409 (Cog: every slot busy), 429, 5xx and network errors → thrown as they are: the job retries
 *   and the dead-letter queue refunds when retries are spent;
 * - other 4xx → `refused`.
 */
export function mapPredictionError(error: unknown): unknown {
  if (!(error instanceof PredictionHttpError)) return error;
  if (error.status === 422) {
    return new EngineError('bad-input', 'generation.engine.providerBadInput', { cause: error });
  }
  if (
    error.status === 401 ||
    error.status === 403 ||
    (error.status === 404 && error.operation === 'create')
  ) {
    return new EngineError('refused', 'generation.engine.configuration', { cause: error });
  }
  if (error.status === 409 || error.status === 429 || error.status >= 500) return error;
  return new EngineError('refused', 'generation.engine.providerFailed', { cause: error });
}

/** Replicate's safety checker ends a prediction with an error such as "NSFW content detected". */
const CONTENT_POLICY = /nsfw|sensitive|content polic|safety/i;

/** A prediction that ended `failed`, with its error text. */
export function failedPrediction(error: unknown): EngineError {
  return typeof error === 'string' && CONTENT_POLICY.test(error)
    ? new EngineError('refused', 'generation.engine.contentPolicy')
    : new EngineError('refused', 'generation.engine.providerFailed');
}
