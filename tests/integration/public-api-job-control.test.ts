import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { apiWebhookDeliveries, generations } from '../../src/server/db/schema.ts';
import type { BodyGeneratorInput, Engine } from '../../src/server/engine/engine.ts';
import { createLocalEngine } from '../../src/server/engine/local/index.ts';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { call } from './support/accounts.ts';
import { picture } from './support/generations.ts';
import { startRemoteApi, TRY_ON_MODEL } from './support/remote-engine.ts';
import { garmentPhoto, personPhoto } from './support/studio-inputs.ts';
import {
  apiClient,
  bodyParams,
  undocumentedAnswers,
  v1,
  v1Upload,
  waitForJob,
} from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * The local engine, except that a body-generator job reports its first phase and then holds
 * until its signal aborts (a cancel reached the worker), before the local engine is called
 * with that signal: such a job cannot end on its own. `runs` says how each held job ended.
 */
function holdingEngine() {
  const local = createLocalEngine();
  const runs = new Map<string, Promise<'stopped' | 'finished'>>();
  const engine: Engine = {
    ...local,
    bodyGenerator(input: BodyGeneratorInput) {
      input.onProgress?.('analysing', 0.05);
      const run = new Promise<void>((resolve) => {
        if (input.signal?.aborted) resolve();
        input.signal?.addEventListener('abort', () => resolve(), { once: true });
      }).then(() => local.bodyGenerator(input));
      runs.set(
        input.generationId!,
        run.then(
          () => 'finished',
          () => 'stopped',
        ),
      );
      return run;
    },
  };
  return { engine, runs };
}

const balanceOf = async (api: TestApi, value: string) =>
  (await v1(api, 'GET', '/v1/balance', { value })).body.balance as number;

const submitBody = (api: TestApi, value: string, headers: Record<string, string> = {}) =>
  v1(api, 'POST', '/v1/body-generator/jobs', {
    value,
    headers,
    body: { inputs: {}, params: bodyParams, webhook_url: 'https://example.com/kieu-hook' },
  });

describe('public API job control: cancelling a queued job (issue 18, decision 078)', () => {
  let idle: TestApi;
  beforeAll(async () => {
    // No workers: submitted jobs stay queued.
    idle = await startTestApi({ RUN_WORKERS: 'false', API_MAX_CONCURRENT_JOBS: '1' });
  });
  afterAll(() => idle?.stop());

  it('cancels a queued job: exact refund, its slot freed, cancelled in GET and the list', async () => {
    const client = await apiClient(idle, { services: ['body-generator'] });
    const before = await balanceOf(idle, client.value);
    const first = await submitBody(idle, client.value);
    expect(first.status).toBe(202);
    const id = (first.body.job as { id: string }).id;
    expect(await balanceOf(idle, client.value)).toBe(before - 1);
    const refused = await submitBody(idle, client.value);
    expect([refused.status, refused.body.code]).toEqual([429, 'too_many_concurrent_jobs']);

    const cancelled = await v1(idle, 'POST', `/v1/jobs/${id}/cancel`, { value: client.value });
    expect(cancelled.status).toBe(200);
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled', credits: 0, result: null });
    expect(await balanceOf(idle, client.value)).toBe(before);

    const read = await v1(idle, 'GET', `/v1/jobs/${id}`, { value: client.value });
    expect(read.body).toMatchObject({ id, status: 'cancelled', credits: 0 });
    const list = await v1(idle, 'GET', '/v1/jobs?status=cancelled', { value: client.value });
    expect((list.body.items as { id: string }[]).map((job) => job.id)).toEqual([id]);
    // The studio's history lists it as cancelled too.
    const history = await call(idle, 'GET', `/history/${id}`, { token: client.session });
    expect(history.body).toMatchObject({ id, status: 'cancelled' });

    // The slot is free at once: the submit refused before is taken now.
    expect((await submitBody(idle, client.value)).status).toBe(202);
    // The job's webhook is told of the cancel.
    const deliveries = await idle.deps.database.db
      .select({ event: apiWebhookDeliveries.event })
      .from(apiWebhookDeliveries)
      .where(eq(apiWebhookDeliveries.generationId, id));
    expect(deliveries).toEqual([{ event: 'job.cancelled' }]);
  });

  it('answers 409 job_already_finished for an ended job, 404 for another account’s job', async () => {
    const client = await apiClient(idle, { services: ['body-generator'] });
    const submit = await submitBody(idle, client.value);
    const id = (submit.body.job as { id: string }).id;

    const stranger = await apiClient(idle, { services: ['body-generator'] });
    const foreign = await v1(idle, 'POST', `/v1/jobs/${id}/cancel`, { value: stranger.value });
    expect([foreign.status, foreign.body.code]).toEqual([404, 'not_found']);
    const unknown = await v1(idle, 'POST', '/v1/jobs/not-a-job/cancel', { value: client.value });
    expect(unknown.status).toBe(404);
    // Decision 129: another token of the same account cancels it, as it reads it.
    const sibling = await call(idle, 'POST', '/api-tokens', {
      token: client.session,
      body: { name: 'Second shop', services: ['body-generator'], rateLimitPerMinute: 100 },
    });
    const other = await v1(idle, 'POST', `/v1/jobs/${id}/cancel`, {
      value: sibling.body.value as string,
    });
    expect([other.status, other.body.status]).toEqual([200, 'cancelled']);

    const again = await v1(idle, 'POST', `/v1/jobs/${id}/cancel`, {
      value: client.value,
      lang: 'vi',
    });
    expect(again.status).toBe(409);
    expect(again.body).toMatchObject({ code: 'job_already_finished', status: 'cancelled' });
    expect(again.body.detail).toBe(
      'Công việc này đã kết thúc (cancelled): chỉ có thể hủy công việc đang chờ hoặc đang xử lý.',
    );
    // Refunded once: the second cancel gave nothing back.
    expect(await balanceOf(idle, client.value)).toBe(5);
  });

  it('refuses a malformed Cancel-After with a 422 naming it, holding nothing', async () => {
    const client = await apiClient(idle, { services: ['body-generator'] });
    for (const [value, lang] of [
      ['soon', 'en'],
      ['4s', 'vi'],
      ['25h', 'en'],
    ] as const) {
      const res = await v1(idle, 'POST', '/v1/body-generator/jobs', {
        value: client.value,
        lang,
        headers: { 'cancel-after': value },
        body: { inputs: {}, params: bodyParams },
      });
      expect([res.status, res.body.code], value).toEqual([422, 'validation_failed']);
      expect(res.body.errors).toEqual([
        {
          path: 'Cancel-After',
          message:
            lang === 'vi'
              ? 'Cancel-After phải là một khoảng thời gian từ 5 giây đến 24 giờ: số giây nguyên (90), hoặc số nguyên kèm s, m hoặc h (30s, 5m, 2h).'
              : 'Cancel-After must be a duration from 5 seconds to 24 hours: whole seconds (90), or a whole number with s, m or h (30s, 5m, 2h).',
        },
      ]);
    }
    expect(await balanceOf(idle, client.value)).toBe(5);
  });

  it('answered only documented codes', async () => {
    expect(await undocumentedAnswers(idle)).toEqual([]);
  });
});

describe('public API job control: running jobs, Prefer: wait, Cancel-After', () => {
  let api: TestApi;
  const held = holdingEngine();
  beforeAll(async () => {
    api = await startTestApi({}, { engine: held.engine });
  });
  afterAll(() => api?.stop());

  it('stops a running job on the local engine: no result stored, exact refund', async () => {
    const client = await apiClient(api, { services: ['body-generator'] });
    const before = await balanceOf(api, client.value);
    const submit = await submitBody(api, client.value);
    const id = (submit.body.job as { id: string }).id;
    // Running: the worker took it and the engine reported its first phase.
    await vi.waitFor(
      async () => {
        const read = await v1(api, 'GET', `/v1/jobs/${id}`, { value: client.value });
        expect(read.body.status).toBe('processing');
        expect(held.runs.has(id)).toBe(true);
      },
      { timeout: 60_000, interval: 200 },
    );
    const cancelled = await v1(api, 'POST', `/v1/jobs/${id}/cancel`, { value: client.value });
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled', credits: 0 });

    // The worker sees the cancel and the local engine stops at its next check.
    expect(await held.runs.get(id)).toBe('stopped');
    await vi.waitFor(
      () =>
        expect(
          api.logs.some(
            (line) => line.msg === 'generation stopped: cancelled' && line.generationId === id,
          ),
        ).toBe(true),
      { timeout: 30_000, interval: 100 },
    );
    const [row] = await api.deps.database.db
      .select({ status: generations.status, resultFileId: generations.resultFileId })
      .from(generations)
      .where(eq(generations.id, id));
    expect(row).toEqual({ status: 'cancelled', resultFileId: null });
    const read = await v1(api, 'GET', `/v1/jobs/${id}`, { value: client.value });
    expect(read.body).toMatchObject({ status: 'cancelled', result: null, credits: 0 });
    expect(await balanceOf(api, client.value)).toBe(before);
  }, 90_000);

  it('Prefer: wait answers 200 with the ended job, and 202 when it does not end in time', async () => {
    const client = await apiClient(api, { services: ['image-editing', 'body-generator'] });
    const upload = await v1Upload(api, client.value, await picture(320, 240, 'png'));
    const quick = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: client.value,
      headers: { prefer: 'wait=60' },
      body: { inputs: { source: upload.body.id }, params: { preset: 'enhance-quality' } },
    });
    expect(quick.status).toBe(200);
    expect(quick.headers.get('preference-applied')).toBe('wait=60');
    expect(quick.body.job).toMatchObject({ status: 'succeeded', credits: 1, progress: 1 });
    expect((quick.body.job as { result: unknown }).result).not.toBeNull();
    expect(quick.body.balance).toBe(4);

    // An ended job cannot be cancelled.
    const id = (quick.body.job as { id: string }).id;
    const late = await v1(api, 'POST', `/v1/jobs/${id}/cancel`, { value: client.value });
    expect(late.status).toBe(409);
    expect(late.body).toMatchObject({ code: 'job_already_finished', status: 'succeeded' });
    expect(await balanceOf(api, client.value)).toBe(4);

    // A held job cannot end within a second.
    const slow = await submitBody(api, client.value, { prefer: 'wait=1' });
    expect(slow.status).toBe(202);
    expect(slow.headers.get('preference-applied')).toBe('wait=1');
    expect(slow.body.job).toMatchObject({ service: 'body-generator' });
    expect(['queued', 'processing']).toContain((slow.body.job as { status: string }).status);
    // A wait out of range is ignored (RFC 7240): answered at once, nothing applied.
    const ignored = await submitBody(api, client.value, { prefer: 'wait=600' });
    expect(ignored.status).toBe(202);
    expect(ignored.headers.get('preference-applied')).toBeNull();
    for (const job of [slow, ignored]) {
      const jobId = (job.body.job as { id: string }).id;
      await v1(api, 'POST', `/v1/jobs/${jobId}/cancel`, { value: client.value });
    }
    expect(await balanceOf(api, client.value)).toBe(4);
  }, 90_000);

  it('Cancel-After cancels and refunds a job not ended by its deadline', async () => {
    const client = await apiClient(api, { services: ['body-generator'] });
    const before = await balanceOf(api, client.value);
    const submit = await submitBody(api, client.value, { 'cancel-after': '10s' });
    expect(submit.status).toBe(202);
    const id = (submit.body.job as { id: string }).id;
    expect(await balanceOf(api, client.value)).toBe(before - 1);
    await vi.waitFor(() => expect(held.runs.has(id)).toBe(true), { timeout: 9_000, interval: 100 });
    const ended = await waitForJob(api, client.value, id, 60_000);
    expect(ended.body).toMatchObject({ id, status: 'cancelled', credits: 0, result: null });
    expect(await balanceOf(api, client.value)).toBe(before);
    // It was running on the held engine: the deadline's cancel stopped it there too.
    expect(await held.runs.get(id)).toBe('stopped');
  }, 90_000);

  it('answered only documented codes', async () => {
    expect(await undocumentedAnswers(api)).toEqual([]);
  });
});

describe('public API job control: a running job on a remote engine', () => {
  let fake: FakeFal;
  let remote: TestApi;
  beforeAll(async () => {
    fake = await startFakeFal();
    remote = await startRemoteApi(fake, { engines: 'virtual-tryon=fal' });
  });
  afterAll(async () => {
    await remote?.stop();
    await fake?.close();
  });

  it('sends fal’s cancel for the request and refunds exactly', async () => {
    const client = await apiClient(remote, { services: ['virtual-tryon'] });
    const person = await v1Upload(remote, client.value, await personPhoto(), { kind: 'model' });
    const garment = await v1Upload(remote, client.value, await garmentPhoto(), {
      kind: 'garment',
    });
    const before = await balanceOf(remote, client.value);
    fake.nextOutcome(TRY_ON_MODEL, { hold: true });
    const submit = await v1(remote, 'POST', '/v1/virtual-tryon/jobs', {
      value: client.value,
      body: {
        inputs: { person: person.body.id, clothing: garment.body.id },
        params: { category: 'tops' },
      },
    });
    expect(submit.status).toBe(202);
    const id = (submit.body.job as { id: string }).id;
    // Running at fal: the held request was submitted and stays in progress.
    const request = await vi.waitFor(
      () => {
        const found = fake.requests.find((r) => r.modelId === TRY_ON_MODEL && !r.completedAt);
        expect(found).toBeDefined();
        return found!;
      },
      { timeout: 60_000, interval: 100 },
    );
    const cancelled = await v1(remote, 'POST', `/v1/jobs/${id}/cancel`, { value: client.value });
    expect(cancelled.body).toMatchObject({ id, status: 'cancelled', credits: 0 });
    // The worker's watch sees the cancel and the fal engine cancels the request there.
    await vi.waitFor(() => expect(request.cancelCalls).toBe(1), { timeout: 30_000, interval: 100 });
    expect(request.cancelled).toBe(true);
    const read = await v1(remote, 'GET', `/v1/jobs/${id}`, { value: client.value });
    expect(read.body).toMatchObject({ status: 'cancelled', result: null, credits: 0 });
    expect(await balanceOf(remote, client.value)).toBe(before);
  }, 120_000);
});
