import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { providerRequests } from '../../src/server/db/schema.ts';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { signUp } from './support/accounts.ts';
import {
  balanceOf,
  finished,
  startRemoteApi,
  submitTryOn,
  TRY_ON_MODEL,
} from './support/remote-engine.ts';
import type { TestApi } from './support/test-api.ts';

// The webhook half of the remote engine (decision 018): the API has a public URL, so the fake
// fal calls POST /webhooks/fal, signed with the key of the JWKS it serves. Status polls are a
// minute apart here, so only the webhook can finish a job quickly.
let fake: FakeFal;
let api: TestApi;
beforeAll(async () => {
  fake = await startFakeFal();
  api = await startRemoteApi(fake, { webhooks: true, env: { FAL_POLL_MS: '60000' } });
});
afterAll(async () => {
  await api?.stop();
  await fake?.close();
});

const requestOf = async (generationId: string) => {
  const [row] = await api.deps.database.db
    .select()
    .from(providerRequests)
    .where(eq(providerRequests.generationId, generationId));
  return fake.requests.find((request) => request.id === row?.requestId)!;
};

const postWebhook = (body: string, headers: Headers) =>
  fetch(`${api.url}/webhooks/fal`, { method: 'POST', headers, body });

describe('fal webhooks', () => {
  it('hands fal our webhook URL, and a webhook that arrives before the next poll finishes the job', async () => {
    const { token } = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { runMs: 300 });
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done).toMatchObject({ status: 'success', item: { engine: 'fal' } });
    const request = await requestOf(id);
    expect(request.webhookUrl).toBe(`${api.url}/webhooks/fal`);
    expect(request.webhookDeliveries).toBe(1);
    // One status poll at the start; the result came in the webhook, never fetched.
    expect(request.statusCalls).toBe(1);
    expect(request.resultCalls).toBe(0);
    expect(await balanceOf(api, token)).toBe(4);
  });

  it('applies a duplicate delivery once: one result, one charge, both answered 200', async () => {
    const { token } = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { runMs: 100, webhooks: 2 });
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done.status).toBe('success');
    const request = await requestOf(id);
    const [before] = await api.deps.database.db
      .select()
      .from(providerRequests)
      .where(eq(providerRequests.requestId, request.id));
    expect(await fake.deliverWebhook(request.id)).toBe(200);
    expect(request.webhookDeliveries).toBe(3);
    const [after] = await api.deps.database.db
      .select()
      .from(providerRequests)
      .where(eq(providerRequests.requestId, request.id));
    expect(after).toEqual(before);
    expect(await balanceOf(api, token)).toBe(4);
    const outcomes = api.logs
      .filter((line) => line.msg === 'fal webhook' && line.requestId === request.id)
      .map((line) => line.outcome);
    expect(outcomes.filter((outcome) => outcome === 'recorded')).toHaveLength(1);
    expect(outcomes.filter((outcome) => outcome === 'duplicate').length).toBeGreaterThanOrEqual(2);
  });

  it('fails and refunds exactly once on a duplicated ERROR delivery', async () => {
    const { token } = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { runMs: 100, error: 'runner', webhooks: 2 });
    const id = await submitTryOn(api, token);
    const done = await finished(api, token, id);
    expect(done.status).toBe('failed');
    expect(done.item.error).toMatch(/could not make this result/);
    expect(await fake.deliverWebhook((await requestOf(id)).id)).toBe(200);
    expect(await balanceOf(api, token)).toBe(5);
  });

  it('refuses a delivery whose body was changed after signing (401)', async () => {
    const body = JSON.stringify({ request_id: 'r-1', status: 'OK', payload: {} });
    const headers = fake.signDelivery(body, { requestId: 'r-1' });
    const res = await postWebhook(body.replace('OK', 'ERROR'), headers);
    expect(res.status).toBe(401);
    expect(await res.json()).toMatchObject({ code: 'invalid_signature' });
  });

  it('refuses a delivery signed more than five minutes ago (401)', async () => {
    const body = JSON.stringify({ request_id: 'r-2', status: 'OK', payload: {} });
    const headers = fake.signDelivery(body, {
      requestId: 'r-2',
      timestamp: Math.floor(Date.now() / 1000) - 301,
    });
    expect((await postWebhook(body, headers)).status).toBe(401);
  });

  it('refuses an unsigned delivery (401)', async () => {
    const body = JSON.stringify({ request_id: 'r-3', status: 'OK', payload: {} });
    const res = await postWebhook(body, new Headers({ 'Content-Type': 'application/json' }));
    expect(res.status).toBe(401);
  });

  it('answers 200 to a signed delivery for a request it never made, and ignores it', async () => {
    const body = JSON.stringify({ request_id: 'not-ours', status: 'OK', payload: {} });
    const res = await postWebhook(body, fake.signDelivery(body, { requestId: 'not-ours' }));
    expect(res.status).toBe(200);
    expect(await res.json()).toEqual({ ok: true, outcome: 'unknown' });
    const rows = await api.deps.database.db
      .select()
      .from(providerRequests)
      .where(eq(providerRequests.requestId, 'not-ours'));
    expect(rows).toEqual([]);
  });

  it('never writes the FAL_KEY to the logs', () => {
    const log = api.logs.map((line) => JSON.stringify(line)).join('\n');
    expect(log).not.toContain(fake.key);
  });
});
