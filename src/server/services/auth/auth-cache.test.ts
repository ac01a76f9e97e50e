import { describe, expect, it } from 'vitest';
import { cached, forgetKey, forgetUser } from './auth-cache.ts';

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
});
