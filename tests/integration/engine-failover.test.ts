import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerRequests } from '../../src/server/db/schema.ts';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { call, signUp } from './support/accounts.ts';
import {
  balanceOf,
  finished,
  startRemoteApi,
  submitTryOn,
  TRY_ON_MODEL,
} from './support/remote-engine.ts';
import { fullBodyPhoto, garmentPhoto, uploadAsset } from './support/studio-inputs.ts';
import type { TestApi } from './support/test-api.ts';

// Decision 062: try-on on the chain fal → local, through the real API and job runner, with the
// fake fal answering as fal does when it is overloaded (429) or down (503).
let fake: FakeFal;
let api: TestApi;
beforeAll(async () => {
  fake = await startFakeFal();
  api = await startRemoteApi(fake, {
    engines: 'virtual-tryon=fal|local',
    env: { FAL_HTTP_TIMEOUT_MS: '500', METRICS_TOKEN: 'failover-metrics-token' },
  });
});
afterAll(async () => {
  await api?.stop();
  await fake?.close();
});

/** A try-on on a real full-body photo, which the local engine's pose check accepts too. */
async function submitFullBodyTryOn(token: string): Promise<string> {
  const model = await uploadAsset(api, token, await fullBodyPhoto(), 'model');
  const garment = await uploadAsset(api, token, await garmentPhoto(), 'garment');
  const res = await call(api, 'POST', '/ai/virtual-tryon/generate', {
    token,
    body: { inputs: { person: model.id, clothing: garment.id }, params: { category: 'tops' } },
  });
  expect(res.status).toBe(202);
  return (res.body.generation as { id: string }).id;
}

const requestsOf = () => fake.requests.filter((r) => r.modelId === TRY_ON_MODEL);
const failovers = (id: string) =>
  api.logs.filter((line) => line.msg === 'engine failed over' && line.generationId === id);

describe('failover from fal to the local engine', () => {
  it('shows fal as the planned engine before anything runs', async () => {
    const { token } = await signUp(api);
    const estimate = await call(api, 'GET', '/ai/estimate?tool=virtual-tryon', { token });
    expect(estimate.body.engine).toBe('fal');
  });

  for (const status of [503, 429]) {
    it(`moves to the local engine when fal answers ${status}: one credit kept, the engine recorded as local`, async () => {
      const { token } = await signUp(api);
      fake.nextOutcome(TRY_ON_MODEL, { submitStatus: status });
      const before = requestsOf().length;
      const id = await submitFullBodyTryOn(token);
      const done = await finished(api, token, id);
      expect(done, JSON.stringify(done.item.error)).toMatchObject({
        status: 'success',
        item: { engine: 'local' },
      });
      expect(failovers(id)).toHaveLength(1);
      // fal made no request, so nothing is paid there; our one hold was settled once.
      expect(requestsOf().length).toBe(before);
      expect(await balanceOf(api, token)).toBe(4);
      const history = await call(api, 'GET', `/history/${id}`, { token });
      expect(JSON.stringify(history.body)).toContain('"engine":"local"');
    }, 60_000);
  }

  it('moves to the local engine when fal does not answer the submit in time', async () => {
    const { token } = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { submitDelayMs: 2000 });
    const before = requestsOf().length;
    const id = await submitFullBodyTryOn(token);
    const done = await finished(api, token, id);
    expect(done).toMatchObject({ status: 'success', item: { engine: 'local' } });
    expect(failovers(id)).toHaveLength(1);
    expect(requestsOf().length).toBe(before);
    expect(await balanceOf(api, token)).toBe(4);
  }, 60_000);

  it('does not fail over a refused input (HTTP 422): failed with the bad-input message and refunded', async () => {
    const { token } = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { submitStatus: 422 });
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done.status).toBe('failed');
    expect(done.item.engine).toBe('fal');
    expect(failovers(id)).toHaveLength(0);
    expect(await balanceOf(api, token)).toBe(5);
  }, 30_000);

  it('does not fail over a content-policy refusal: its own message, refunded', async () => {
    const { token } = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { error: 'content-policy' });
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done.status).toBe('failed');
    expect(failovers(id)).toHaveLength(0);
    expect(await balanceOf(api, token)).toBe(5);
  }, 30_000);

  it('resumes the request fal accepted when the job is retried, never submitting twice nor failing over', async () => {
    const { token } = await signUp(api);
    // fal accepts, then its status poll answers 503: the job throws, as a crashed worker's would.
    fake.nextOutcome(TRY_ON_MODEL, { runMs: 300, statusFailures: 1 });
    const before = requestsOf().length;
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done).toMatchObject({ status: 'success', item: { engine: 'fal' } });
    expect(requestsOf().length).toBe(before + 1);
    expect(failovers(id)).toHaveLength(0);
    expect(api.logs.some((line) => line.msg === 'fal request resumed')).toBe(true);
    const [row] = await api.deps.database.db
      .select()
      .from(providerRequests)
      .where(eq(providerRequests.generationId, id));
    expect(row).toMatchObject({ provider: 'fal', status: 'OK' });
    expect(await balanceOf(api, token)).toBe(4);
  }, 30_000);

  it('counts each run under the engine that made its result', async () => {
    const res = await fetch(`${api.url}/metrics`, {
      headers: { authorization: 'Bearer failover-metrics-token' },
    });
    const text = await res.text();
    const count = (engine: string, outcome: string) =>
      Number(
        new RegExp(
          `kieu_generation_jobs_total\\{(?=[^}]*tool="virtual-tryon")(?=[^}]*engine="${engine}")(?=[^}]*outcome="${outcome}")[^}]*\\} (\\d+)`,
        ).exec(text)?.[1] ?? 0,
      );
    // The three failovers above (503, 429, no answer), and the resumed fal request.
    expect(count('local', 'succeeded')).toBe(3);
    expect(count('fal', 'succeeded')).toBe(1);
  });
});
