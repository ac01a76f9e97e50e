import { describe, expect, it } from 'vitest';
import { parseEnv } from '../../env.ts';
import { EngineError } from '../engine.ts';
import { FashnHttpError } from './client.ts';
import { failedPrediction, mapFashnError } from './errors.ts';
import { fashnUnsupportedOption } from './options.ts';

const mapped = (status: number, error?: string, operation: 'run' | 'status' = 'run') =>
  mapFashnError(new FashnHttpError(status, error ? { error, message: '' } : null, operation));

describe('FASHN errors', () => {
  it('fails at once on a refused input, a bad key, no credits or a wrong URL', () => {
    expect(mapped(400, 'BadRequest')).toMatchObject({
      code: 'bad-input',
      messageKey: 'generation.engine.providerBadInput',
    });
    for (const [status, name] of [
      [401, 'UnauthorizedAccess'],
      [429, 'OutOfCredits'],
      [404, 'NotFound'],
    ] as const) {
      expect(mapped(status, name)).toMatchObject({
        code: 'refused',
        messageKey: 'generation.engine.configuration',
      });
    }
    expect(mapped(404, 'NotFound', 'status')).toMatchObject({
      messageKey: 'generation.engine.providerFailed',
    });
  });

  it('leaves rate limits, busy slots, server and network errors to the job retry', () => {
    for (const [status, name] of [
      [429, 'RateLimitExceeded'],
      [429, 'ConcurrencyLimitExceeded'],
      [500, 'InternalServerError'],
      [503, undefined],
    ] as const) {
      expect(mapped(status, name)).toBeInstanceOf(FashnHttpError);
    }
    const network = new TypeError('fetch failed');
    expect(mapFashnError(network)).toBe(network);
  });

  it('names a failed prediction by its documented error', () => {
    expect(failedPrediction({ name: 'ContentModerationError' }).messageKey).toBe(
      'generation.engine.contentPolicy',
    );
    expect(failedPrediction({ name: 'PoseError' })).toMatchObject({ code: 'bad-input' });
    const pipeline = failedPrediction({ name: 'PipelineError', message: 'boom' });
    expect(pipeline).toBeInstanceOf(EngineError);
    expect(pipeline).toMatchObject({
      code: 'refused',
      messageKey: 'generation.engine.providerFailed',
    });
  });
});

describe('FASHN configuration and options', () => {
  it('needs FASHN_API_KEY, and only for the tools FASHN makes', () => {
    expect(() => parseEnv({ GENERATION_ENGINES: 'virtual-tryon=fashn' })).toThrow(/FASHN_API_KEY/);
    expect(
      parseEnv({ GENERATION_ENGINES: 'virtual-tryon=fashn|local', FASHN_API_KEY: 'fa-1' }),
    ).toMatchObject({ FASHN_API_URL: 'https://api.fashn.ai' });
    expect(() =>
      parseEnv({ GENERATION_ENGINES: 'body-generator=fashn', FASHN_API_KEY: 'fa-1' }),
    ).toThrow(/body-generator runs on local, fal, replicate, cog only/);
  });

  it('refuses a garment category product to model and model swap cannot honour', () => {
    const request = (category: string) => ({ params: { category }, face: false, mask: false });
    const tool = 'product-to-model';
    expect(fashnUnsupportedOption(tool, request('tops'))).toEqual({
      option: 'params.category',
      model: 'product-to-model',
    });
    expect(fashnUnsupportedOption(tool, request('auto'))).toBeUndefined();
    expect(fashnUnsupportedOption('virtual-tryon', request('tops'))).toBeUndefined();
  });
});
