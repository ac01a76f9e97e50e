import { describe, expect, it } from 'vitest';
import { EngineError } from '../engine.ts';
import { mapFalError } from './errors.ts';
import { FalHttpError } from './queue-client.ts';

const http = (status: number, body: unknown = null) => new FalHttpError(status, body, 'submit');

describe('mapFalError (fal "Model Errors" and "Request Errors" pages)', () => {
  it('fails a refused input at once, and a content-policy refusal with its own message', () => {
    expect(mapFalError(http(422, { detail: [{ type: 'missing' }] }))).toMatchObject({
      code: 'bad-input',
      messageKey: 'generation.engine.providerBadInput',
    });
    expect(
      mapFalError(http(422, { detail: [{ type: 'content_policy_violation' }] })),
    ).toMatchObject({ code: 'refused', messageKey: 'generation.engine.contentPolicy' });
  });

  it('treats 401 and 403 as configuration errors', () => {
    for (const status of [401, 403]) {
      expect(mapFalError(http(status))).toMatchObject({
        messageKey: 'generation.engine.configuration',
      });
    }
  });

  it('leaves 429, 5xx and network errors to the job’s retries', () => {
    for (const status of [429, 500, 503])
      expect(mapFalError(http(status))).not.toBeInstanceOf(EngineError);
    const network = new TypeError('fetch failed');
    expect(mapFalError(network)).toBe(network);
  });
});
