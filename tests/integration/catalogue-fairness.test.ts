import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { batchSubmitResponseSchema } from '../../src/contracts/catalogue.ts';
import type { GenerationProgress } from '../../src/contracts/generation.ts';
import { generations } from '../../src/server/db/schema.ts';
import { cancelGeneration } from '../../src/server/services/generation/cancel-generation.ts';
import { generationDeps } from '../../src/server/services/generation/generation-deps.ts';
import { call } from './support/accounts.ts';
import { seller } from './support/catalogue.ts';
import { grantTestCredits, subscribe } from './support/payments.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  // One API process, so one generation worker on the local engine.
  api = await startTestApi({ TRUST_PROXY: 'true' });
});
afterAll(() => api?.stop());

async function finished(token: string, id: string): Promise<GenerationProgress> {
  for (let i = 0; i < 900; i += 1) {
    const progress = (await call(api, 'GET', `/ai/generations/${id}`, { token }))
      .body as unknown as GenerationProgress;
    if (progress.status !== 'processing') return progress;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  throw new Error(`generation ${id} still processing`);
}

describe('catalogue batches and single jobs share the queue fairly (decision 086)', () => {
  it('runs another account’s single try-on while a 100-cell batch is still running', async () => {
    const a = await seller(api, { garments: 10, models: 10, tryOnsSucceed: true });
    await subscribe(api, a.email, 'pro');
    await grantTestCredits(api, a.email, 100);
    const b = await seller(api, { garments: 1, models: 1, tryOnsSucceed: true });

    const batch = await call(api, 'POST', '/catalogue/batches', {
      token: a.token,
      body: { garments: a.garments, models: a.models },
    });
    expect(batch.status, JSON.stringify(batch.body)).toBe(202);
    const { batch: submitted } = batchSubmitResponseSchema.parse(batch.body);
    expect(submitted.cells).toHaveLength(100);

    const single = await call(api, 'POST', '/ai/virtual-tryon/generate', {
      token: b.token,
      body: {
        inputs: { person: b.models[0], clothing: b.garments[0] },
        params: { category: 'tops' },
      },
    });
    expect(single.status, JSON.stringify(single.body)).toBe(202);
    const done = await finished(b.token, (single.body.generation as { id: string }).id);
    expect(done.status).toBe('success');

    // B's job ran while A's grid still had cells waiting: it did not queue behind the batch.
    const unfinished = await api.deps.database.db
      .select({ id: generations.id })
      .from(generations)
      .where(and(eq(generations.batchId, submitted.id), eq(generations.status, 'processing')));
    expect(unfinished.length).toBeGreaterThan(90);

    // End the test quickly: A's remaining cells are cancelled (and refunded), ending the batch.
    const deps = generationDeps(api.deps);
    for (const cell of unfinished) await cancelGeneration(deps, cell.id);
    const view = await call(api, 'GET', `/catalogue/batches/${submitted.id}`, { token: a.token });
    expect(view.body.batch).toMatchObject({ status: 'completed' });
  }, 600_000);
});
