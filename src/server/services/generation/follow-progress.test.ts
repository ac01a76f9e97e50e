import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { createWakeup } from './follow-progress.ts';

describe('a progress stream between reads', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  const settled = async (promise: Promise<void>) => {
    let done = false;
    void promise.then(() => (done = true));
    await vi.advanceTimersByTimeAsync(0);
    return done;
  };

  it('reads once more for any number of notices that arrived during a read', async () => {
    const wakeup = createWakeup();
    const signal = new AbortController().signal;
    wakeup.wake();
    wakeup.wake();
    wakeup.wake();
    expect(await settled(wakeup.wait(10_000, signal))).toBe(true);
    expect(await settled(wakeup.wait(10_000, signal))).toBe(false);
  });

  it('stops waiting at a notice, at the poll interval, or when the client leaves', async () => {
    const wakeup = createWakeup();
    const leaving = new AbortController();
    const byNotice = wakeup.wait(10_000, leaving.signal);
    wakeup.wake();
    expect(await settled(byNotice)).toBe(true);

    const byPoll = wakeup.wait(10_000, leaving.signal);
    expect(await settled(byPoll)).toBe(false);
    await vi.advanceTimersByTimeAsync(10_000);
    expect(await settled(byPoll)).toBe(true);

    const byLeaving = wakeup.wait(10_000, leaving.signal);
    leaving.abort();
    expect(await settled(byLeaving)).toBe(true);
  });
});
