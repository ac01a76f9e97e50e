import { describe, expect, it } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { createQueryClient } from './query-client.ts';

const options = createQueryClient().getDefaultOptions().queries!;
const retry = options.retry as (failures: number, error: unknown) => boolean;
const delay = options.retryDelay as (attempt: number) => number;

describe('the islands’ query client (spec §9)', () => {
  it('retries server errors, time-outs and 429 up to 3 times', () => {
    for (const error of [
      new ApiError('boom', 503, {}),
      new NetworkError('offline', false),
      new ApiError('slow down', 429, {}),
    ]) {
      expect([0, 1, 2].map((failures) => retry(failures, error))).toEqual([true, true, true]);
      expect(retry(3, error)).toBe(false);
    }
  });

  it('does not retry a refusal that would not change', () => {
    for (const status of [400, 401, 403, 404, 422]) {
      expect(retry(0, new ApiError('no', status, {}))).toBe(false);
    }
  });

  it('backs off up to 30 seconds and keeps data 5 minutes', () => {
    expect([0, 1, 2, 5, 10].map(delay)).toEqual([1000, 2000, 4000, 30_000, 30_000]);
    expect(options.gcTime).toBe(5 * 60_000);
  });
});
