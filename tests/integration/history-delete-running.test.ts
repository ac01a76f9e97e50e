import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { creditCharges, generations, users } from '../../src/server/db/schema.ts';
import { abortError, type Engine } from '../../src/server/engine/engine.ts';
import { createLocalEngine } from '../../src/server/engine/local/index.ts';
import { call, signUp } from './support/accounts.ts';
import { personPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * Issue 39, defect 9: deleting a generation the engine is still making, from history or with
 * the photo it was made from. It is cancelled as the public API cancels a job: its credits come
 * back exactly once and the engine stops, so its job slot is not freed while it still runs.
 */
const running: AbortSignal[] = [];
let release = () => {};
const released = new Promise<void>((resolve) => {
  release = resolve;
});
const engine: Engine = {
  ...createLocalEngine(),
  name: 'gated',
  // Runs until the test ends, or until its generation is cancelled.
  imageToVideo: ({ signal }) =>
    new Promise((_, reject) => {
      running.push(signal!);
      signal!.addEventListener('abort', () => reject(abortError(signal!)));
      void released.then(() => reject(new Error('released')));
    }),
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { engine });
});
afterAll(async () => {
  release();
  await api?.stop();
});

const db = () => api.deps.database.db;
const balanceOf = async (token: string) =>
  (await call(api, 'GET', '/ai/estimate?tool=image-to-video', { token })).body.balance as number;

/** A new account's video of its own photo, submitted and inside the engine. */
async function videoRunning() {
  const account = await signUp(api);
  const [user] = await db().select().from(users).where(eq(users.email, account.email));
  const source = (await uploadAsset(api, account.token, await personPhoto(), 'image')).id;
  const before = await balanceOf(account.token);
  const started = running.length;
  const submit = await call(api, 'POST', '/ai/image-to-video/generate', {
    token: account.token,
    body: {
      inputs: { source },
      params: { duration: 5, resolution: '480p', motionStyle: 'natural' },
    },
  });
  expect(submit.status, JSON.stringify(submit.body)).toBe(202);
  const id = (submit.body.generation as { id: string }).id;
  expect(await balanceOf(account.token)).toBeLessThan(before);
  await expect.poll(() => running.length, { timeout: 30_000 }).toBe(started + 1);
  const charges = async () =>
    (await db().select().from(creditCharges).where(eq(creditCharges.userId, user!.id))).map(
      (charge) => charge.status,
    );
  return { ...account, id, source, before, signal: running.at(-1)!, charges };
}

describe('deleting a generation that is still running (issue 39, defect 9)', () => {
  it('from history: cancels it, gives its credits back once and stops the engine', async () => {
    const video = await videoRunning();
    const deleted = await call(api, 'DELETE', `/history/${video.id}`, { token: video.token });
    expect(deleted.status).toBe(204);
    expect(await balanceOf(video.token)).toBe(video.before);
    expect(await video.charges()).toEqual(['refunded']);
    await expect.poll(() => video.signal.aborted, { timeout: 10_000 }).toBe(true);
    expect(await db().select().from(generations).where(eq(generations.id, video.id))).toEqual([]);

    const again = await call(api, 'DELETE', `/history/${video.id}`, { token: video.token });
    expect(again.status).toBe(404);
    expect(await balanceOf(video.token)).toBe(video.before);
    expect(await video.charges()).toEqual(['refunded']);
  }, 120_000);

  it('with the photo it was made from: the same', async () => {
    const video = await videoRunning();
    const removed = await call(api, 'DELETE', `/assets/${video.source}?with_results=true`, {
      token: video.token,
    });
    expect(removed.status).toBe(204);
    expect(await balanceOf(video.token)).toBe(video.before);
    expect(await video.charges()).toEqual(['refunded']);
    await expect.poll(() => video.signal.aborted, { timeout: 10_000 }).toBe(true);
  }, 120_000);
});
