import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { FidelityReport } from '../../src/contracts/fidelity.ts';
import type { HistoryItem } from '../../src/contracts/history.ts';
import { createLocalEngine } from '../../src/server/engine/local/index.ts';
import { startFakeFal, type FakeFal } from '../support/fake-fal.ts';
import { call, signUp } from './support/accounts.ts';
import { apiClient, v1, v1Upload, waitForJob } from './support/public-api.ts';
import { finished, startRemoteApi, TRY_ON_MODEL } from './support/remote-engine.ts';
import { fullBodyPhoto, garmentPhoto, uploadAsset } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Issue 41: every try-on result carries its garment fidelity report, made by the worker with the
// result, on the local engine and on a remote one; a result that did not pass is listed under
// "needs review".

async function tryOn(api: TestApi, token: string): Promise<string> {
  const model = await uploadAsset(api, token, await fullBodyPhoto(), 'model');
  const garment = await uploadAsset(api, token, await garmentPhoto(), 'garment');
  const res = await call(api, 'POST', '/ai/virtual-tryon/generate', {
    token,
    body: { inputs: { person: model.id, clothing: garment.id }, params: { category: 'tops' } },
  });
  expect(res.status, JSON.stringify(res.body)).toBe(202);
  return (res.body.generation as { id: string }).id;
}

const reviewList = async (api: TestApi, token: string) =>
  (
    (await call(api, 'GET', '/history?filter=needs-review', { token })).body.items as HistoryItem[]
  ).map((item) => item.id);

describe('on the local engine', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api?.stop());

  it('gives a true try-on a passing report of colour, pattern and shape, and no review to do', async () => {
    const { token } = await signUp(api);
    const id = await tryOn(api, token);
    const done = await finished(api, token, id);
    expect(done.status).toBe('success');
    const report = done.item.fidelity as FidelityReport;
    expect(report).toMatchObject({ verdict: 'pass', version: 1 });
    expect(report.checks.map((check) => [check.kind, check.verdict])).toEqual([
      ['colour', 'pass'],
      ['pattern', 'pass'],
      ['shape', 'pass'],
    ]);
    expect(report.checks[0]!.score).toBeLessThan(report.checks[0]!.thresholds.warn);
    expect(done.item.fidelity_approval).toBeNull();
    expect(await reviewList(api, token)).toEqual([]);
    const approve = await call(api, 'PUT', `/history/${id}/fidelity-approval`, {
      token,
      body: { reason: 'Nothing to approve' },
    });
    expect(approve.status).toBe(409);
    expect(approve.body.code).toBe('nothing_to_approve');
  }, 150_000);
});

describe('on a remote engine', () => {
  let fake: FakeFal;
  let api: TestApi;
  let made: Buffer;
  let shifted: Buffer;
  beforeAll(async () => {
    fake = await startFakeFal();
    api = await startRemoteApi(fake, { engines: 'virtual-tryon=fal' });
    // What the provider sends back: the model wearing the garment, its colours turned 120°.
    made = (
      await createLocalEngine().tryOn({
        model: await fullBodyPhoto(),
        garment: await garmentPhoto(),
        params: { category: 'tops' },
      })
    ).data;
    shifted = await sharp(made).modulate({ hue: 120 }).png().toBuffer();
  }, 120_000);
  afterAll(async () => {
    await api?.stop();
    await fake?.close();
  });

  it('passes a true result found by the pose, though a skirt shows under the short top', async () => {
    const { token } = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { image: made });
    const done = await finished(api, token, await tryOn(api, token));
    expect(done.status).toBe('success');
    expect((done.item.fidelity as FidelityReport).verdict).toBe('pass');
  }, 150_000);

  it('fails a result with shifted colours, lists it for review, and says so on /v1', async () => {
    const client = await apiClient(api, { services: ['virtual-tryon'] });
    fake.nextOutcome(TRY_ON_MODEL, { image: shifted });
    const id = await tryOn(api, client.session);
    const done = await finished(api, client.session, id);
    expect(done.status, JSON.stringify(done)).toBe('success');
    const report = done.item.fidelity as FidelityReport;
    expect(report.verdict).toBe('fail');
    expect(report.checks.find((check) => check.kind === 'colour')).toMatchObject({
      verdict: 'fail',
      reason: 'colour-far',
    });
    expect(await reviewList(api, client.session)).toEqual([id]);

    const job = await v1(api, 'GET', `/v1/jobs/${id}`, { value: client.value });
    expect(job.status).toBe(200);
    expect(job.body.fidelity).toEqual(report);
  }, 150_000);

  it('lets the owner approve it with a reason, and only the owner, and only a result that did not pass', async () => {
    const owner = await signUp(api);
    fake.nextOutcome(TRY_ON_MODEL, { image: shifted });
    const id = (await finished(api, owner.token, await tryOn(api, owner.token))).item.id;
    const approve = (token: string, reason: unknown, lang = 'en') =>
      call(api, 'PUT', `/history/${id}/fidelity-approval`, { token, lang, body: { reason } });

    for (const [lang, text] of [
      ['en', 'at least 3 characters'],
      ['vi', 'ít nhất 3 ký tự'],
    ] as const) {
      const short = await approve(owner.token, ' a ', lang);
      expect(short.status).toBe(422);
      expect(JSON.stringify(short.body)).toContain(text);
    }
    const stranger = await signUp(api);
    expect((await approve(stranger.token, 'Looks right to me')).status).toBe(404);
    expect(await reviewList(api, owner.token)).toEqual([id]);

    const approved = await approve(owner.token, 'Màu thật dưới đèn studio');
    expect(approved.status).toBe(200);
    expect(approved.body.fidelity_approval).toMatchObject({ reason: 'Màu thật dưới đèn studio' });
    expect((approved.body.fidelity as FidelityReport).verdict).toBe('fail');
    expect(await reviewList(api, owner.token)).toEqual([]);

    const withdrawn = await call(api, 'DELETE', `/history/${id}/fidelity-approval`, {
      token: owner.token,
    });
    expect(withdrawn.body.fidelity_approval).toBeNull();
    expect(await reviewList(api, owner.token)).toEqual([id]);
  }, 150_000);

  it('tells the job.succeeded webhook the report, so a receiver can act on a fail', async () => {
    const bodies: string[] = [];
    const receiver: Server = createServer((request, response) => {
      let body = '';
      request.on('data', (chunk: Buffer) => (body += chunk.toString()));
      request.on('end', () => {
        bodies.push(body);
        response.writeHead(200).end();
      });
    });
    await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
    try {
      const client = await apiClient(api, { services: ['virtual-tryon'] });
      const person = await v1Upload(api, client.value, await fullBodyPhoto(), { kind: 'model' });
      const garment = await v1Upload(api, client.value, await garmentPhoto(), {
        kind: 'garment',
      });
      fake.nextOutcome(TRY_ON_MODEL, { image: shifted });
      const submit = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
        value: client.value,
        body: {
          inputs: { person: person.body.id, clothing: garment.body.id },
          params: { category: 'tops' },
          webhook_url: `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hook`,
        },
      });
      expect(submit.status, JSON.stringify(submit.body)).toBe(202);
      const id = (submit.body.job as { id: string }).id;
      const job = await waitForJob(api, client.value, id);
      for (let i = 0; i < 100 && bodies.length === 0; i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
      const event = JSON.parse(bodies[0]!) as { type: string; data: { fidelity: unknown } };
      expect(event.type).toBe('job.succeeded');
      expect(event.data.fidelity).toEqual(job.body.fidelity);
      expect((event.data.fidelity as FidelityReport).verdict).toBe('fail');
    } finally {
      receiver.close();
    }
  }, 150_000);

  it('warns, never passes, on a result too small to judge', async () => {
    const { token } = await signUp(api);
    // The fake's usual answer: a flat purple picture of 96 × 128 pixels.
    const done = await finished(api, token, await tryOn(api, token));
    const report = done.item.fidelity as FidelityReport;
    expect(report.verdict).toBe('warn');
    expect(report.checks.map((check) => check.reason)).toEqual([
      'region-too-small',
      'region-too-small',
      'region-too-small',
    ]);
    expect(await reviewList(api, token)).toEqual([done.item.id]);
  }, 150_000);
});
