import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine.ts';
import { PredictionHttpError } from './client.ts';
import { failedPrediction, mapPredictionError } from './errors.ts';

describe('mapPredictionError', () => {
  const mapped = (status: number, operation: 'create' | 'get' | 'cancel' = 'create') =>
    mapPredictionError(new PredictionHttpError(status, null, operation));

  it('fails at once on a refused input or a wrong token or model', () => {
    expect(mapped(422)).toMatchObject({
      code: 'bad-input',
      messageKey: 'generation.engine.providerBadInput',
    });
    for (const status of [401, 403, 404]) {
      expect(mapped(status)).toMatchObject({
        code: 'refused',
        messageKey: 'generation.engine.configuration',
      });
    }
  });

  it('leaves busy slots, rate limits and server errors to the job retry', () => {
    for (const status of [409, 429, 500, 503]) {
      expect(mapped(status)).toBeInstanceOf(PredictionHttpError);
    }
  });
});

describe('failedPrediction', () => {
  it('gives a safety-checker refusal the content-policy message', () => {
    expect(failedPrediction('NSFW content detected. Try a different prompt.').messageKey).toBe(
      'generation.engine.contentPolicy',
    );
    const other = failedPrediction('CUDA out of memory');
    expect(other).toBeInstanceOf(EngineError);
    expect(other.messageKey).toBe('generation.engine.providerFailed');
  });
});
