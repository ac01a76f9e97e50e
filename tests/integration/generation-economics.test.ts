import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { generationEconomics, orders } from '../../src/server/db/schema.ts';
import { defaultFalModels } from '../../src/server/engine/fal/models.ts';
import { microUsdToVnd } from '../../src/server/economics/engine-prices.ts';
import { sandboxSign } from '../../src/server/payments/sandbox-gateway.ts';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { startFakePredictions, type FakePredictions } from '../support/fake-predictions.ts';
import { replicateModels, replicateTryOnEnv } from './support/prediction-engines.ts';
import { call, signUp } from './support/accounts.ts';
import { orderPlan } from './support/payments.ts';
import { balanceOf, finished, startRemoteApi, TRY_ON_MODEL } from './support/remote-engine.ts';
import { personPhoto, garmentPhoto, uploadAsset } from './support/studio-inputs.ts';
import type { TestApi } from './support/test-api.ts';

// Issue 27 point 2, decision 066: a try-on and a video on the fal fake record what fal bills
// (its published prices) and what the credits they kept were bought for.
let fake: FakeFal;
let replicate: FakePredictions;
let api: TestApi;
beforeAll(async () => {
  fake = await startFakeFal();
  replicate = await startFakePredictions('replicate');
  // The chain for try-on: fal, then Replicate when fal cannot take the request.
  api = await startRemoteApi(fake, {
    engines: 'virtual-tryon=fal|replicate,image-to-video=fal',
    env: replicateTryOnEnv(replicate),
  });
});
afterAll(async () => {
  await api?.stop();
  await replicate?.close();
  await fake?.close();
});

const SEEDANCE = defaultFalModels.videos.seedance_v1;

async function economicsOf(id: string) {
  const [row] = await api.deps.database.db
    .select()
    .from(generationEconomics)
    .where(eq(generationEconomics.generationId, id));
  return row!;
}

/** A new account that bought Starter through the sandbox gateway (5 free credits + a month's). */
async function starterAccount(billingCycle: 'monthly' | 'annual' = 'monthly') {
  const account = await signUp(api);
  const { order } = await orderPlan(api, account.token, {
    planId: 'starter',
    billingCycle,
    gateway: 'sandbox',
  });
  const raw = JSON.stringify({
    reference: order.reference,
    amount: order.amount,
    outcome: 'success',
    transaction: `SBX${order.reference}`,
    sentAt: new Date().toISOString(),
  });
  const res = await fetch(`${api.url}/payments/sandbox/notify`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'x-sandbox-signature': sandboxSign(raw, api.deps.env.APP_SECRET),
    },
    body: raw,
  });
  expect(res.status).toBe(200);
  // What Starter sells a month's credits for, as the order recorded it (plans may change).
  const [paid] = await api.deps.database.db
    .select()
    .from(orders)
    .where(eq(orders.reference, order.reference));
  // Starter's list prices: 199,000 ₫ a month, 1,910,000 ₫ a year (credits granted monthly).
  const amount = billingCycle === 'monthly' ? 199_000 : 1_910_000;
  expect(paid).toMatchObject({ status: 'completed', amount });
  const credits = paid!.credits!;
  expect(await balanceOf(api, account.token)).toBe(5 + credits);
  const creditPrice = amount / (credits * (billingCycle === 'monthly' ? 1 : 12));
  return { ...account, creditPrice, balance: 5 + credits };
}

async function submit(token: string, tool: string, body: Record<string, unknown>) {
  const res = await call(api, 'POST', `/ai/${tool}/generate`, { token, body });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return (res.body.generation as { id: string }).id;
}

async function tryOn(token: string, params: Record<string, unknown> = {}) {
  const person = await uploadAsset(api, token, await personPhoto(), 'model');
  const clothing = await uploadAsset(api, token, await garmentPhoto(), 'garment');
  return submit(token, 'virtual-tryon', {
    inputs: { person: person.id, clothing: clothing.id },
    params: { category: 'tops', ...params },
  });
}

async function video(token: string) {
  const source = await uploadAsset(api, token, await personPhoto(), 'model');
  return submit(token, 'image-to-video', { inputs: { source: source.id }, params: {} });
}

describe('each generation’s cost and revenue', () => {
  it('records a try-on and a video: fal’s price for each, free credits at 0, paid ones at their price', async () => {
    const { token, creditPrice } = await starterAccount();

    // Four samples take four of the five free credits first (soonest to expire): no revenue.
    const samples = await tryOn(token, { numSamples: 4 });
    expect((await finished(api, token, samples)).status).toBe('success');
    expect(await economicsOf(samples)).toMatchObject({
      tool: 'virtual-tryon',
      planId: 'starter',
      option: '4 sample(s)',
      engine: 'fal',
      model: TRY_ON_MODEL,
      credits: 4,
      costMicroUsd: 4 * 75_000,
      costVnd: microUsdToVnd(300_000, api.deps.env),
      revenueVnd: 0,
      attempts: [
        expect.objectContaining({
          engine: 'fal',
          model: TRY_ON_MODEL,
          microUsd: 300_000,
          billed: true,
          outcome: 'ok',
        }),
      ],
    });

    // The video's two credits: the last free one and one Starter credit.
    const clip = await video(token);
    expect((await finished(api, token, clip)).status).toBe('success');
    const clipRow = await economicsOf(clip);
    expect(clipRow).toMatchObject({
      tool: 'image-to-video',
      option: 'seedance_v1 480p 5s',
      engine: 'fal',
      model: SEEDANCE,
      credits: 2,
      // Seedance at 480p: $0.0248 a second, five seconds.
      costMicroUsd: 124_000,
      revenueVnd: Math.round(creditPrice),
    });
    expect(clipRow.settledAt).not.toBeNull();

    // Only Starter credits are left: a plain try-on earns one credit's price.
    const paid = await tryOn(token);
    expect((await finished(api, token, paid)).status).toBe('success');
    expect(await economicsOf(paid)).toMatchObject({
      option: '1 sample(s)',
      credits: 1,
      costMicroUsd: 75_000,
      revenueVnd: Math.round(creditPrice),
    });
  }, 90_000);

  it('values credits of an annual plan at the year’s price over twelve months of credits', async () => {
    const { token, creditPrice } = await starterAccount('annual');
    // Spend four of the five free credits, then a video takes the last one and one paid credit.
    const samples = await tryOn(token, { numSamples: 4 });
    expect((await finished(api, token, samples)).status).toBe('success');
    const clip = await video(token);
    expect((await finished(api, token, clip)).status).toBe('success');
    expect(await economicsOf(clip)).toMatchObject({
      credits: 2,
      revenueVnd: Math.round(creditPrice),
    });
  }, 90_000);

  it('counts a failed request fal bills (content policy, found by its runner) with no revenue', async () => {
    const { token, balance } = await starterAccount();
    fake.nextOutcome(TRY_ON_MODEL, { error: 'content-policy' });
    const id = await tryOn(token);
    expect((await finished(api, token, id)).status).toBe('failed');
    expect(await economicsOf(id)).toMatchObject({
      credits: 0,
      revenueVnd: 0,
      costMicroUsd: 75_000,
      attempts: [expect.objectContaining({ billed: true, outcome: 'failed', microUsd: 75_000 })],
    });
    expect(await balanceOf(api, token)).toBe(balance);
  }, 60_000);

  it('counts both engines of a failover: fal’s refused submit free, Replicate’s run time at its price', async () => {
    const { token } = await starterAccount();
    fake.nextOutcome(TRY_ON_MODEL, { submitStatus: 503 });
    replicate.nextOutcome({ predictTime: 12 });
    const id = await tryOn(token);
    expect((await finished(api, token, id)).status).toBe('success');
    const row = await economicsOf(id);
    // Replicate bills its default hardware (an L40S) at $0.000975 a second.
    const replicateCost = Math.round(0.000975 * 12 * 1_000_000);
    expect(row).toMatchObject({
      engine: 'replicate',
      model: replicateModels['virtual-tryon'],
      costMicroUsd: replicateCost,
      attempts: [
        expect.objectContaining({
          engine: 'fal',
          billed: false,
          outcome: 'not-accepted',
          microUsd: 0,
        }),
        expect.objectContaining({
          engine: 'replicate',
          billed: true,
          outcome: 'ok',
          microUsd: replicateCost,
        }),
      ],
    });
  }, 60_000);

  it('counts a request a retried job resumed once', async () => {
    const { token } = await starterAccount();
    // fal accepts, then its status poll answers 503: the job is retried and resumes the request.
    fake.nextOutcome(TRY_ON_MODEL, { runMs: 300, statusFailures: 1 });
    const id = await tryOn(token);
    expect((await finished(api, token, id)).status).toBe('success');
    const row = await economicsOf(id);
    expect(row.attempts).toEqual([
      expect.objectContaining({ engine: 'fal', billed: true, outcome: 'ok', microUsd: 75_000 }),
    ]);
    expect(row.costMicroUsd).toBe(75_000);
  }, 60_000);
});
