import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
import { EngineError, type Engine } from '../../src/server/engine/engine.ts';
import { createLocalEngine } from '../../src/server/engine/local/index.ts';
import { call, signUp } from './support/accounts.ts';
import { personPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// An engine that refuses edits outright and crashes on every video, to watch refunds and retries.
let videoAttempts = 0;
const local = createLocalEngine();
const flaky: Engine = {
  ...local,
  name: 'flaky',
  imageEditing: () =>
    Promise.reject(new EngineError('unsupported', 'generation.engine.instructionUnknown')),
  imageToVideo: () => {
    videoAttempts += 1;
    return Promise.reject(new Error('worker crashed'));
  },
};

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({}, { engine: flaky });
});
afterAll(() => api?.stop());

async function settled(token: string, id: string): Promise<GenerationProgress> {
  for (let i = 0; i < 200; i += 1) {
    const progress = (await call(api, 'GET', `/ai/generations/${id}`, { token }))
      .body as unknown as GenerationProgress;
    if (progress.status !== 'processing') return progress;
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  throw new Error(`generation ${id} never settled`);
}

const balanceOf = async (token: string) =>
  (await call(api, 'GET', '/ai/estimate?tool=image-editing', { token })).body.balance as number;

describe('a generation that fails (DESIGN.md: never lost, always refunded)', () => {
  it('fails at once with the engine’s message when the request cannot be done, and refunds', async () => {
    const { token } = await signUp(api);
    const source = (await uploadAsset(api, token, await personPhoto(), 'image')).id;
    const res = await call(api, 'POST', '/ai/image-editing/generate', {
      token,
      body: { inputs: { source }, params: { prompt: 'make it sing' } },
    });
    expect(res.status).toBe(202);
    expect(await balanceOf(token)).toBe(4);
    const done = await settled(token, (res.body.generation as { id: string }).id);
    expect(done.status).toBe('failed');
    // In the account's language (English here: it registered in English).
    expect(done.item.error).toMatch(/^The local engine did not understand this edit/);
    expect(await balanceOf(token)).toBe(5);
  });

  it('retries a crashing job twice, then fails it with the spec message and refunds, once', async () => {
    const { token } = await signUp(api);
    const source = (await uploadAsset(api, token, await personPhoto(), 'image')).id;
    videoAttempts = 0;
    const res = await call(api, 'POST', '/ai/image-to-video/generate', {
      token,
      body: { inputs: { source }, params: { duration: 5, resolution: '480p' } },
    });
    expect(res.status).toBe(202);
    expect(await balanceOf(token)).toBe(3);
    const done = await settled(token, (res.body.generation as { id: string }).id);
    expect(done.status).toBe('failed');
    expect(videoAttempts).toBe(3);
    expect(done.item.error).toBe('An error occurred during processing. Please try again later.');
    expect(await balanceOf(token)).toBe(5);
  }, 60_000);

  it('retries after the configured 2 s delay with backoff (the prediction-engine suites set 0)', async () => {
    const queue = await api.deps.database.db.execute<{ delay: number; backoff: boolean }>(
      sql`select retry_delay as delay, retry_backoff as backoff from pgboss.queue where name = 'generation'`,
    );
    expect(queue.rows).toEqual([{ delay: 2, backoff: true }]);
  });
});
