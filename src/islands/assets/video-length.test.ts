import { afterEach, describe, expect, it, vi } from 'vitest';
import { checkVideoLength, lengthProblem, type ReadVideoSeconds } from './video-length.ts';

const clip = new Blob(['not read: the reader is injected'], { type: 'video/webm' });
const tooLong = { key: 'assets.error.videoTooLong', params: { maxSeconds: 60 } };

describe('lengthProblem', () => {
  it('refuses a clip over 60 seconds with the server’s message key', () => {
    expect(lengthProblem(61)).toEqual(tooLong);
    expect(lengthProblem(3600)).toEqual(tooLong);
  });

  it('lets 60 seconds through, and a reading just over it that the server may round down', () => {
    expect(lengthProblem(2)).toBeNull();
    expect(lengthProblem(60)).toBeNull();
    expect(lengthProblem(60.04)).toBeNull();
  });

  it('leaves an unknown length to the server', () => {
    expect(lengthProblem(null)).toBeNull();
    expect(lengthProblem(Number.NaN)).toBeNull();
    // A browser recorder's WebM often says Infinity until it has been played through.
    expect(lengthProblem(Number.POSITIVE_INFINITY)).toBeNull();
  });
});

describe('checkVideoLength', () => {
  afterEach(() => vi.useRealTimers());

  it('judges the length the reader gives', async () => {
    await expect(checkVideoLength(clip, async () => 61)).resolves.toEqual(tooLong);
    await expect(checkVideoLength(clip, async () => 12)).resolves.toBeNull();
  });

  it('lets the server decide when the browser cannot read the file', async () => {
    const fails: ReadVideoSeconds = () => Promise.reject(new Error('MEDIA_ERR_SRC_NOT_SUPPORTED'));
    await expect(checkVideoLength(clip, fails)).resolves.toBeNull();
  });

  it('stops waiting after the timeout, sends the file and tells the reader to let it go', async () => {
    vi.useFakeTimers();
    let signal: AbortSignal | undefined;
    const never: ReadVideoSeconds = (_file, given) => {
      signal = given;
      return new Promise(() => {});
    };
    const verdict = checkVideoLength(clip, never, 4000);
    await vi.advanceTimersByTimeAsync(3999);
    expect(signal?.aborted).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await expect(verdict).resolves.toBeNull();
    expect(signal?.aborted).toBe(true);
  });

  it('a late answer over the limit after the timeout changes nothing', async () => {
    vi.useFakeTimers();
    const late: ReadVideoSeconds = () =>
      new Promise((resolve) => setTimeout(() => resolve(120), 5000));
    const verdict = checkVideoLength(clip, late, 4000);
    await vi.advanceTimersByTimeAsync(5000);
    await expect(verdict).resolves.toBeNull();
  });
});
