import { describe, expect, it } from 'vitest';
import { coalesced } from './coalesced.ts';

/** A run the test finishes by hand, recording each batch it was given. */
function heldRuns() {
  const batches: number[][] = [];
  const pending: { finish(): void; fail(error: Error): void }[] = [];
  const run = (asks: number[]) => {
    batches.push(asks);
    return new Promise<string[]>((resolve, reject) => {
      pending.push({
        finish: () => resolve(asks.map((ask) => `answer ${ask}`)),
        fail: reject,
      });
    });
  };
  return { batches, pending, run };
}

describe('coalesced calls (decision 139)', () => {
  it('runs a lone call at once, as a batch of one', async () => {
    const { batches, pending, run } = heldRuns();
    const call = coalesced(run);
    const answer = call(1);
    expect(batches).toEqual([[1]]);
    pending[0]!.finish();
    await expect(answer).resolves.toBe('answer 1');
  });

  it('sends the calls that waited for a run together, in the order they came', async () => {
    const { batches, pending, run } = heldRuns();
    const call = coalesced(run);
    const first = call(1);
    const waited = [call(2), call(3), call(4)];
    expect(batches).toEqual([[1]]);
    pending[0]!.finish();
    await first;
    expect(batches).toEqual([[1], [2, 3, 4]]);
    pending[1]!.finish();
    await expect(Promise.all(waited)).resolves.toEqual(['answer 2', 'answer 3', 'answer 4']);
  });

  it('fails only the batch whose run failed, and runs the next', async () => {
    const { batches, pending, run } = heldRuns();
    const call = coalesced(run);
    const first = call(1);
    const second = [call(2), call(3)];
    pending[0]!.fail(new Error('connection lost'));
    await expect(first).rejects.toThrow('connection lost');
    expect(batches).toEqual([[1], [2, 3]]);
    pending[1]!.finish();
    await expect(Promise.all(second)).resolves.toEqual(['answer 2', 'answer 3']);
  });

  it('turns a run that throws before its promise into its batch failing', async () => {
    let runs = 0;
    const call = coalesced((asks: number[]) => {
      runs += 1;
      if (runs === 1) throw new Error('bad values');
      return Promise.resolve(asks.map(String));
    });
    await expect(call(1)).rejects.toThrow('bad values');
    await expect(call(2)).resolves.toBe('2');
  });

  it('keeps as many runs under way as it is allowed, and no more', () => {
    const { batches, run } = heldRuns();
    const call = coalesced(run, 2);
    void call(1);
    void call(2);
    void call(3);
    void call(4);
    expect(batches).toEqual([[1], [2]]);
  });
});
