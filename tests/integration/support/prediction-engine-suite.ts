import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { classicTools } from '../../../src/contracts/studio.ts';
import { startFakePredictions, type FakePredictions } from '../../support/fake-predictions.ts';
import { call, signUp } from './accounts.ts';
import { eq } from 'drizzle-orm';
import { users } from '../../../src/server/db/schema.ts';
import { canAdvance } from '../../../src/server/clock.ts';
import { grantCredits } from '../../../src/server/services/credits/grant-credits.ts';
import {
  balance,
  costOf,
  fakeModelOf,
  predictionOf,
  requestRow,
  startPredictionsApi,
  submitTool,
} from './prediction-engines.ts';
import { onApi } from './public-forms.ts';
import { finished } from './remote-engine.ts';
import type { TestApi } from './test-api.ts';

const PROVIDER_FAILED =
  'The AI service could not make this result. Your credits were returned; please try again.';
const TIMED_OUT = 'The generation took too long and was stopped. Please try again.';
const TIME_LIMIT = 60;

/**
 * The contract of a predictions engine (decision 061), for every studio tool, through the real
 * API, job runner and webhooks against a fake Replicate or Cog server: success, a failed
 * prediction, a cancel, a timeout, a duplicate webhook and a job retried after a crash.
 */
export function describePredictionEngine(kind: 'replicate' | 'cog') {
  let fake: FakePredictions;
  let api: TestApi;
  beforeAll(async () => {
    fake = await startFakePredictions(kind);
    api = await startPredictionsApi(fake, {
      // The timeout test moves the API's clock past this limit instead of waiting it out.
      GENERATION_TIMEOUT_SECONDS: String(TIME_LIMIT),
      // The crash tests' retry starts at the worker's next poll, not 2–4 s later (20 tests);
      // generation-failures.test.ts retries on the production delay.
      GENERATION_RETRY_DELAY_SECONDS: '0',
    });
  });
  afterAll(async () => {
    await api?.stop();
    await fake?.close();
  });

  describe.each(classicTools)(`%s on ${kind}`, (tool) => {
    const video = tool === 'image-to-video';
    // One paying customer per tool: sign-ups are rate limited, and a plan's credits last.
    let customer: Awaited<ReturnType<typeof signUp>>;
    beforeAll(async () => {
      customer = await signUp(api);
      const [user] = await api.deps.database.db
        .select()
        .from(users)
        .where(eq(users.email, customer.email.toLowerCase()));
      await grantCredits(api.deps.database.db, {
        userId: user!.id,
        source: 'admin',
        reference: `prediction-engine-${tool}`,
        amount: 100,
        now: new Date(),
      });
    });
    const model = fakeModelOf(kind, tool);
    const newUser = () => Promise.resolve(customer);

    it('makes the result there, copies it into our store and keeps the credits', async () => {
      const user = await newUser();
      const creates = fake.creates;
      const id = await submitTool(api, user, tool);
      const before = await balance(api, user.token);
      const done = await finished(api, user.token, id);
      expect(done.item.error).toBeNull();
      expect(done).toMatchObject({ status: 'success', item: { engine: kind } });
      const row = await requestRow(api, id);
      expect(row).toMatchObject({ provider: kind, status: 'OK' });
      const prediction = fake.predictions.find((p) => p.id === row!.requestId)!;
      expect(fake.creates - creates).toBe(1);
      expect(Object.keys(prediction.input).length).toBeGreaterThan(0);
      expect(prediction.webhook).toMatch(new RegExp(`^${api.url}/webhooks/${kind}`));
      expect(prediction.webhookEventsFilter).toEqual(['start', 'completed']);
      expect(prediction.prefer).toBe(kind === 'cog' ? 'respond-async' : 'wait=1');
      if (kind === 'cog') expect(prediction.model).toBe(tool);
      const file = await fetch(onApi(api, done.item.result_url!));
      expect(file.status).toBe(200);
      expect(new URL(onApi(api, done.item.result_url!)).origin).not.toBe(fake.url);
      if (video) {
        expect(file.headers.get('content-type')).toBe('video/mp4');
      } else {
        const meta = await sharp(Buffer.from(await file.arrayBuffer())).metadata();
        expect([meta.width, meta.height]).toEqual([96, 128]);
      }
      // The credits held at submit are kept, no more.
      expect(await balance(api, user.token)).toBe(before);
    }, 30_000);

    it('fails at once with our message and refunds a failed prediction', async () => {
      const user = await newUser();
      fake.nextOutcome({ error: 'CUDA out of memory' }, model);
      const id = await submitTool(api, user, tool);
      const held = await balance(api, user.token);
      const done = await finished(api, user.token, id);
      expect(done).toMatchObject({ status: 'failed', item: { error: PROVIDER_FAILED } });
      expect((await requestRow(api, id))!.status).toBe('ERROR');
      expect(await balance(api, user.token)).toBe(held + (await costOf(api, user.token, tool)));
    }, 30_000);

    it('fails and refunds a prediction cancelled on the provider side', async () => {
      const user = await newUser();
      fake.nextOutcome({ hold: true }, model);
      const id = await submitTool(api, user, tool);
      const held = await balance(api, user.token);
      const prediction = await predictionOf(api, fake, id);
      const path = kind === 'cog' ? `/${tool}/predictions` : '/v1/predictions';
      const cancel = await fetch(`${fake.url}${path}/${prediction.id}/cancel`, {
        method: 'POST',
        headers: { authorization: `Bearer ${fake.token}` },
      });
      expect(cancel.status).toBe(200);
      const done = await finished(api, user.token, id);
      expect(done).toMatchObject({ status: 'failed', item: { error: PROVIDER_FAILED } });
      expect(await balance(api, user.token)).toBe(held + (await costOf(api, user.token, tool)));
    }, 30_000);

    it('cancels the prediction when the time limit passes, with the timeout message and a refund', async () => {
      const user = await newUser();
      fake.nextOutcome({ hold: true }, model);
      const id = await submitTool(api, user, tool);
      const held = await balance(api, user.token);
      // The prediction is running on the provider when the limit passes.
      const prediction = await predictionOf(api, fake, id);
      const clock = api.deps.clock;
      if (!canAdvance(clock)) throw new Error("the test API's clock cannot move");
      clock.advance(TIME_LIMIT);
      const done = await finished(api, user.token, id);
      expect(done).toMatchObject({ status: 'failed', item: { error: TIMED_OUT } });
      expect(prediction.cancelCalls).toBe(1);
      expect(prediction.status).toBe('canceled');
      expect((await requestRow(api, id))!.status).toBe('CANCELLED');
      expect(await balance(api, user.token)).toBe(held + (await costOf(api, user.token, tool)));
    }, 30_000);

    it('applies a duplicated webhook once: one result, one charge', async () => {
      const user = await newUser();
      fake.nextOutcome({ runMs: 100, webhooks: 2 }, model);
      const id = await submitTool(api, user, tool);
      const held = await balance(api, user.token);
      expect((await finished(api, user.token, id)).status).toBe('success');
      const prediction = await predictionOf(api, fake, id);
      const before = await requestRow(api, id);
      expect(await fake.deliverWebhook(prediction.id)).toBe(200);
      expect(await requestRow(api, id)).toEqual(before);
      expect(await balance(api, user.token)).toBe(held);
      const outcomes = () =>
        api.logs
          .filter(
            (line) => line.msg === 'prediction webhook' && line.predictionId === prediction.id,
          )
          .map((line) => line.outcome as string);
      // The fake sends its two webhooks one after the other, and the job may finish by polling
      // before the second is in: wait for it rather than race it.
      await vi.waitFor(
        () =>
          expect(
            outcomes().filter((outcome) => outcome === 'duplicate').length,
          ).toBeGreaterThanOrEqual(2),
        { timeout: 5_000 },
      );
      expect(await requestRow(api, id)).toEqual(before);
      expect(await balance(api, user.token)).toBe(held);
      expect(outcomes().filter((outcome) => outcome === 'recorded').length).toBeLessThanOrEqual(1);
    }, 30_000);

    it('resumes the same prediction when the job is retried after a crash: one create', async () => {
      const user = await newUser();
      // The job dies mid-prediction: Replicate's first GET fails, Cog's PUT answer is lost.
      fake.nextOutcome(
        kind === 'cog' ? { dropCreateAnswer: true, hold: true } : { runMs: 1500, getFailures: 1 },
        model,
      );
      const creates = fake.predictions.length;
      const id = await submitTool(api, user, tool);
      if (kind === 'cog') {
        // The retried job sends the same PUT again; the running prediction answers it.
        const prediction = await predictionOf(api, fake, id);
        for (let i = 0; i < 200 && prediction.createCalls < 2; i += 1) {
          await new Promise((resolve) => setTimeout(resolve, 50));
        }
        expect(prediction.createCalls).toBe(2);
        fake.complete(prediction.id);
      }
      const done = await finished(api, user.token, id);
      expect(done.item.error).toBeNull();
      expect(done.status).toBe('success');
      expect(fake.predictions.length - creates).toBe(1);
      const row = await requestRow(api, id);
      expect(api.logs.some((l) => l.msg === 'prediction resumed' && l.generationId === id)).toBe(
        true,
      );
      expect(fake.predictions.at(-1)!.id).toBe(row!.requestId);
    }, 30_000);
  });

  it(`keeps every sample of a try-on on ${kind}, one credit each (decision 064)`, async () => {
    const user = await signUp(api);
    const id = await submitTool(api, user, 'virtual-tryon', { numSamples: 2 });
    expect(await balance(api, user.token)).toBe(3);
    const done = await finished(api, user.token, id);
    expect(done.item.error).toBeNull();
    expect((await predictionOf(api, fake, id)).input.num_samples).toBe(2);
    const item = (await call(api, 'GET', `/history/${id}`, { token: user.token })).body;
    const samples = item.result_samples as { url: string }[];
    expect(samples).toHaveLength(1);
    const sample = await fetch(onApi(api, samples[0]!.url));
    const meta = await sharp(Buffer.from(await sample.arrayBuffer())).metadata();
    expect([meta.width, meta.height]).toEqual([96, 128]);
    expect(await balance(api, user.token)).toBe(3);
  }, 30_000);

  return { fake: () => fake, api: () => api };
}
