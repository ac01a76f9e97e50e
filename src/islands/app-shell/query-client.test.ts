import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError, NetworkError } from '../../lib/api-client.ts';
import { createQueryClient, refetchOnReturn } from './query-client.ts';

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

describe('a page restored by Back', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('reads its queries again only when the browser restored it from its cache', () => {
    const page = new EventTarget();
    vi.stubGlobal('addEventListener', page.addEventListener.bind(page));
    vi.stubGlobal('removeEventListener', page.removeEventListener.bind(page));
    const client = createQueryClient();
    client.setQueryData(['catalogue', 'batch', 'b1'], { cells: [] });
    const stale = () => client.getQueryState(['catalogue', 'batch', 'b1'])!.isInvalidated;
    const show = (persisted: boolean) =>
      page.dispatchEvent(Object.assign(new Event('pageshow'), { persisted }));

    const stop = refetchOnReturn(client);
    show(false);
    expect(stale()).toBe(false);
    show(true);
    expect(stale()).toBe(true);

    stop();
    client.setQueryData(['catalogue', 'batch', 'b1'], { cells: [] });
    show(true);
    expect(stale()).toBe(false);
  });
});
