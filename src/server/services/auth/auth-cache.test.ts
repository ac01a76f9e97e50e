import { describe, expect, it } from 'vitest';
import { cached, forgetAll, forgetKey, forgetUser } from './auth-cache.ts';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

describe('auth cache (decision 069)', () => {
  it('loads once within the window and again after it', async () => {
    let loads = 0;
    const read = () =>
      cached(
        't:window',
        60,
        () => 'u-window',
        async () => ++loads,
      );
    expect([await read(), await read()]).toEqual([1, 1]);
    await sleep(80);
    expect(await read()).toBe(2);
  });

  it('loads again at once after the user or the key is forgotten', async () => {
    let loads = 0;
    const read = () =>
      cached(
        't:forget',
        60_000,
        () => 'u-forget',
        async () => ++loads,
      );
    await read();
    forgetUser('u-forget');
    expect(await read()).toBe(2);
    forgetKey('t:forget');
    expect(await read()).toBe(3);
    forgetUser('someone-else');
    expect(await read()).toBe(3);
  });

  it('does not keep a load that a forget overtook', async () => {
    let loads = 0;
    const slow = cached(
      't:race',
      60_000,
      () => 'u-race',
      async () => {
        loads += 1;
        await sleep(20);
        return loads;
      },
    );
    forgetUser('u-race');
    expect(await slow).toBe(1);
    expect(
      await cached(
        't:race',
        60_000,
        () => 'u-race',
        async () => ++loads,
      ),
    ).toBe(2);
  });

  it('keeps nothing with a window of 0 and never keeps a miss', async () => {
    let loads = 0;
    await cached(
      't:off',
      0,
      () => 'u',
      async () => ++loads,
    );
    await cached(
      't:off',
      0,
      () => 'u',
      async () => ++loads,
    );
    expect(loads).toBe(2);
    let misses = 0;
    const miss = () =>
      cached<number>(
        't:miss',
        60_000,
        () => 'u',
        async () => (misses++, null),
      );
    await miss();
    await miss();
    expect(misses).toBe(2);
  });

  describe('calls that miss while a load is under way (decision 140)', () => {
    /** A load that ends when `end` is called, counting how many were started. */
    function gated<T>(value: () => T) {
      const started: { end(): void }[] = [];
      const load = () =>
        new Promise<T>((resolve) => {
          started.push({ end: () => resolve(value()) });
        });
      return { started, load };
    }

    it('share the one load, and a later call finds it kept', async () => {
      let value = 1;
      const { started, load } = gated(() => value++);
      const read = () => cached('t:shared', 60_000, () => 'u-shared', load);
      const calls = [read(), read(), read()];
      expect(started).toHaveLength(1);
      started[0]!.end();
      expect(await Promise.all(calls)).toEqual([1, 1, 1]);
      expect(await read()).toBe(1);
      expect(started).toHaveLength(1);
    });

    it('share its failure, and the next call loads again', async () => {
      let loads = 0;
      const failing = () =>
        cached(
          't:failing',
          60_000,
          () => 'u-failing',
          async () => {
            loads += 1;
            await sleep(5);
            throw new Error(`load ${loads} failed`);
          },
        );
      const results = await Promise.allSettled([failing(), failing()]);
      expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
      expect(loads).toBe(1);
      await expect(failing()).rejects.toThrow('load 2 failed');
    });

    it('after a forget, load afresh and keep the newer value', async () => {
      let value = 1;
      const { started, load } = gated(() => value++);
      const read = () => cached('t:forgotten', 60_000, () => 'u-forgotten', load);
      for (const forget of [
        () => forgetUser('u-other'),
        () => forgetKey('t:forgotten'),
        forgetAll,
      ]) {
        const before = read();
        forget();
        const after = read();
        expect(started).toHaveLength(2);
        started[0]!.end();
        started[1]!.end();
        // The load the forget overtook answers its own caller and is not kept.
        expect([await before, await after]).toEqual([value - 2, value - 1]);
        expect(await read()).toBe(value - 1);
        started.length = 0;
        forgetKey('t:forgotten');
      }
    });
  });
});
