import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerRequests } from '../../src/server/db/schema.ts';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { startFakePredictions, type FakePredictions } from '../support/fake-predictions.ts';
import { signUp } from './support/accounts.ts';
import { replicateTryOnEnv } from './support/prediction-engines.ts';
import {
  balanceOf,
  finished,
  startRemoteApi,
  submitTryOn,
  TRY_ON_MODEL,
} from './support/remote-engine.ts';
import type { TestApi } from './support/test-api.ts';

// Decision 062 with the issue's own chain, `virtual-tryon=fal|replicate`: the fake fal answers
// as fal does when it is down, and the fake Replicate makes the result.
let fal: FakeFal;
let replicate: FakePredictions;
let api: TestApi;
beforeAll(async () => {
  fal = await startFakeFal();
  replicate = await startFakePredictions('replicate');
  api = await startRemoteApi(fal, {
    engines: 'virtual-tryon=fal|replicate',
    env: replicateTryOnEnv(replicate),
  });
});
afterAll(async () => {
  await api?.stop();
  await replicate?.close();
  await fal?.close();
});

describe('failover from fal to Replicate', () => {
  it('makes the result on Replicate when fal answers 503: one credit, one prediction, the engine recorded', async () => {
    const { token } = await signUp(api);
    fal.nextOutcome(TRY_ON_MODEL, { submitStatus: 503 });
    const falBefore = fal.requests.filter((r) => r.modelId === TRY_ON_MODEL).length;
    const createsBefore = replicate.creates;
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done, JSON.stringify(done.item.error)).toMatchObject({
      status: 'success',
      item: { engine: 'replicate' },
    });
    expect(fal.requests.filter((r) => r.modelId === TRY_ON_MODEL).length).toBe(falBefore);
    expect(replicate.creates).toBe(createsBefore + 1);
    const rows = await api.deps.database.db
      .select()
      .from(providerRequests)
      .where(eq(providerRequests.generationId, id));
    expect(rows.map((row) => row.provider)).toEqual(['replicate']);
    expect(await balanceOf(api, token)).toBe(4);
  }, 60_000);

  it('keeps fal when it answers, and Replicate makes nothing', async () => {
    const { token } = await signUp(api);
    const createsBefore = replicate.creates;
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done).toMatchObject({ status: 'success', item: { engine: 'fal' } });
    expect(replicate.creates).toBe(createsBefore);
    expect(await balanceOf(api, token)).toBe(4);
  }, 60_000);
});
