// The installed package (`npm install kieu-studio-sdk-*.tgz`) against a running API, as an
// integrator's project uses it: every operation of the document, through the SDK's methods.
// Run by `npm test -- sdk` on Node 20, 22 and 24 (packages/sdk-ts/scripts/test-package.ts), with
// KIEU_API_URL, KIEU_TOKEN (a Pro account's token for every service) and KIEU_FIXTURES (photos).
import assert from 'node:assert/strict';
import { readFile } from 'node:fs/promises';
import { createServer } from 'node:http';
import path from 'node:path';
import { after, before, describe, it } from 'node:test';
import {
  KieuApiError,
  KieuClient,
  KieuPagePromise,
  KieuPromise,
  operationMethods,
} from '@kieu-studio/sdk';
import { constructEvent, KieuSignatureError } from '@kieu-studio/sdk/webhooks';

const { KIEU_API_URL: baseUrl, KIEU_TOKEN: token, KIEU_FIXTURES: fixtures } = process.env;
const node = `node ${process.versions.node}`;

/** "METHOD /path" of every request the SDK sent, to check every operation was called. */
const sent = [];
const recordingFetch = (input, init) => {
  sent.push(`${init?.method ?? 'GET'} ${new URL(String(input)).pathname}`);
  return fetch(input, init);
};
const kieu = new KieuClient({ baseUrl, token, version: '2026-11-28', fetch: recordingFetch });

const image = async (name) =>
  new Blob([await readFile(path.join(fixtures, name))], { type: 'image/png' });
const ended = new Set(['succeeded', 'failed', 'cancelled']);

/** The integrator's webhook receiver: each delivery's raw body and headers. */
const deliveries = [];
let receiver;
let receiverUrl;
before(async () => {
  receiver = createServer((request, response) => {
    const chunks = [];
    request.on('data', (chunk) => chunks.push(chunk));
    request.on('end', () => {
      deliveries.push({ headers: request.headers, body: Buffer.concat(chunks) });
      response.writeHead(204).end();
    });
  });
  await new Promise((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  receiverUrl = `http://127.0.0.1:${receiver.address().port}/kieu`;
});
after(() => new Promise((resolve) => receiver.close(resolve)));

/** Cancels a job at once (its credits come back, no engine time), unless it already ended. */
async function cancelled(id) {
  try {
    return await kieu.cancelJob(id);
  } catch (error) {
    if (error instanceof KieuApiError && error.code === 'job_already_finished') {
      return kieu.getJob(id);
    }
    throw error;
  }
}

describe(`@kieu-studio/sdk on ${node}`, () => {
  const uploads = {};
  const jobs = [];
  let edited;
  let model;

  it('reads the public capabilities and changelog', async () => {
    const capabilities = await kieu.getCapabilities();
    assert.ok(capabilities.services.some((entry) => entry.service === 'virtual-tryon'));
    const { versions } = await kieu.getChangelog();
    assert.ok(Array.isArray(versions) && versions.length > 0);
  });

  it('reads the balance with its response, request id and rate-limit headers', async () => {
    const call = kieu.balance();
    assert.ok(call instanceof KieuPromise);
    const { data, response, requestId, rateLimit } = await call.withResponse();
    assert.equal(response.status, 200);
    assert.equal(typeof data.balance, 'number');
    assert.equal(data.plan, 'pro');
    assert.match(requestId, /\S/);
    assert.ok(rateLimit.limit > 0 && rateLimit.remaining < rateLimit.limit);
  });

  it('uploads a model photo, a portrait, a garment and a picture', async () => {
    const answers = await Promise.all([
      kieu.upload(await image('model.png'), { kind: 'model', consent: 'subject' }, 'model.png'),
      kieu.upload(await image('portrait.png'), { kind: 'model', consent: 'subject' }),
      kieu.upload(await image('garment.png'), { kind: 'garment', sku: 'SDK-1', category: 'tops' }),
      kieu.upload(await image('picture.png'), { kind: 'image', consent: 'self' }),
    ]);
    for (const [i, name] of ['model', 'portrait', 'garment', 'picture'].entries()) {
      assert.equal(answers[i].media_type, 'image');
      uploads[name] = answers[i].id;
    }
  });

  it('reads the content credentials of a file that has none', async () => {
    const verification = await kieu.verifyFile(await image('picture.png'));
    assert.equal(verification.found, false);
    assert.deepEqual(verification.problems, []);
  });

  it('checks a garment’s fidelity to a photo that does not wear it', async () => {
    const { fidelity } = await kieu.checkFidelity({
      product: await image('garment.png'),
      result: await image('model.png'),
      category: 'tops',
    });
    assert.equal(fidelity.version, 1);
    assert.ok(['warn', 'fail'].includes(fidelity.verdict), fidelity.verdict);
  });

  it('edits a picture, holding the answer until the job ends (Prefer: wait)', async () => {
    const { job } = await kieu.submit(
      'image-editing',
      { inputs: { source: uploads.picture }, params: { preset: 'color-adjustment' } },
      { wait: 60 },
    );
    edited = ended.has(job.status) ? job : await kieu.waitForJob(job.id, { intervalMs: 500 });
    assert.equal(edited.status, 'succeeded', JSON.stringify(edited.error));
    const read = await kieu.getJob(edited.id);
    assert.match(read.result.url, /^http/);
    jobs.push(edited.id);
  });

  it('submits every other service and cancels each job at once, credits back', async () => {
    const before = (await kieu.balance()).balance;
    const submitted = await Promise.all([
      kieu.submit('virtual-tryon', {
        inputs: { person: uploads.model, clothing: uploads.garment },
        params: { category: 'tops' },
      }),
      kieu.submit('body-generator', {
        inputs: {},
        params: {
          gender: 'female',
          height: 165,
          weight: 52,
          age: 25,
          skinTone: 'light',
          bodyType: 'slim',
        },
      }),
      kieu.submit('hairstyle-changer', {
        inputs: { person: uploads.portrait },
        params: { styleId: 'modern-bob', hairColor: 'black' },
      }),
      kieu.submit('image-to-video', { inputs: { source: uploads.picture }, params: {} }),
      kieu.submitProductToModel({ inputs: { product: uploads.garment }, params: {} }),
      kieu.submitModelSwap({ inputs: { source: uploads.model }, params: { model: 'model-lan' } }),
    ]);
    const finals = [];
    for (const { job } of submitted) {
      finals.push(await cancelled(job.id));
      jobs.push(job.id);
    }
    for (const final of finals) assert.ok(ended.has(final.status), final.status);
    const last = submitted.at(-1).job.id;
    assert.equal((await kieu.waitForJob(last, { timeoutMs: 5000 })).id, last);
    if (finals.every((final) => final.status === 'cancelled')) {
      assert.equal((await kieu.balance()).balance, before);
    }
  });

  it('replays a submit with the same Idempotency-Key: the first job, not paid twice', async () => {
    const body = { inputs: { source: uploads.picture }, params: { preset: 'enhance-quality' } };
    const key = `sdk-test-${process.versions.node}-${Date.now()}`;
    const first = await kieu.submit('image-editing', body, { idempotencyKey: key });
    const again = await kieu.submit('image-editing', body, { idempotencyKey: key });
    assert.equal(again.job.id, first.job.id);
    await cancelled(first.job.id);
    jobs.push(first.job.id);
  });

  it('lists every job across pages with for await', async () => {
    const pages = sent.filter((line) => line === 'GET /v1/jobs').length;
    const listing = kieu.listJobs({ limit: 2 });
    assert.ok(listing instanceof KieuPagePromise);
    const ids = [];
    for await (const job of listing) ids.push(job.id);
    assert.equal(new Set(ids).size, ids.length);
    for (const id of jobs) assert.ok(ids.includes(id), id);
    const asked = sent.filter((line) => line === 'GET /v1/jobs').length - pages;
    assert.ok(asked >= Math.ceil(ids.length / 2), `${asked} pages for ${ids.length} jobs`);
    const first = await kieu.listJobs({ limit: 1 });
    assert.equal(first.items.length, 1);
    assert.equal(typeof first.next_cursor, 'string');
  });

  it('makes a brand model from a photo, renames it, reads and lists it', async () => {
    const name = `SDK ${process.versions.node}`;
    const created = await kieu.createModel({ name, photo: uploads.model });
    assert.equal(created.model.status, 'ready');
    model = created.model;
    assert.equal((await kieu.renameModel(model.id, `${name} Lan`)).name, `${name} Lan`);
    assert.equal((await kieu.getModel(model.id)).name, `${name} Lan`);
    const { items } = await kieu.listModels();
    assert.ok(items.some((item) => item.id === model.id));
  });

  it('submits a try-on batch and a product-to-model batch, cancels their jobs, reads them', async () => {
    const garments = [{ id: uploads.garment, category: 'tops', sku: 'SDK-1', color: 'Red' }];
    const tryOn = await kieu.submitBatch({ models: [uploads.model], garments });
    const product = await kieu.submitProductToModelBatch({ models: [model.id], garments });
    for (const { batch } of [tryOn, product]) {
      assert.equal(batch.jobs.length, 1);
      await cancelled(batch.jobs[0].id);
      const read = await kieu.getBatch(batch.id);
      assert.equal(read.id, batch.id);
      assert.equal(read.counts.total, 1);
      assert.equal(read.jobs[0].garment.sku, 'SDK-1');
    }
  });

  it('retires the brand model', async () => {
    const retired = await kieu.retireModel(model.id);
    assert.notEqual(retired.retired_at, null);
    const { items } = await kieu.listModels({ include_retired: 'true' });
    assert.ok(items.some((item) => item.id === model.id));
  });

  it('exports the edited picture as a ZIP', async () => {
    const created = await kieu.createExport({ preset: 'original', job_ids: [edited.id] });
    assert.deepEqual(created.left_out, { needs_review: 0, generation_ids: [] });
    let view = created.export;
    for (let tries = 0; tries < 300 && !['ready', 'failed'].includes(view.status); tries += 1) {
      await new Promise((resolve) => setTimeout(resolve, 200));
      view = await kieu.getExport(view.id);
    }
    assert.equal(view.status, 'ready', view.error ?? undefined);
    assert.equal(view.file_count, 1);
    const zip = Buffer.from(await (await fetch(view.url)).arrayBuffer());
    assert.equal(zip.subarray(0, 2).toString(), 'PK');
  });

  it('sends a test webhook and proves it with constructEvent, before and after a rotation', async () => {
    const { secret, version } = await kieu.getWebhookSecret();
    assert.match(secret, /^whsec_/);
    const test = await kieu.sendTestWebhook({ webhook_url: receiverUrl });
    assert.equal(test.delivered, true, test.error ?? undefined);
    const delivery = deliveries.find((d) => d.headers['kieu-delivery'] === test.delivery_id);
    const event = constructEvent(delivery.body, delivery.headers, secret);
    assert.equal(event.type, 'webhook.test');
    assert.equal(event.id, test.delivery_id);
    assert.throws(
      () => constructEvent(delivery.body, delivery.headers, 'whsec_not-the-secret'),
      (error) => error instanceof KieuSignatureError && error.reason === 'no_matching_signature',
    );

    const rotated = await kieu.rotateWebhookSecret();
    assert.equal(rotated.version, version + 1);
    assert.notEqual(rotated.previous_secret_expires_at, null);
    const second = await kieu.sendTestWebhook({ webhook_url: receiverUrl });
    const signed = deliveries.find((d) => d.headers['kieu-delivery'] === second.delivery_id);
    // A day after a rotation, both secrets sign each delivery.
    for (const key of [rotated.secret, secret]) {
      assert.equal(constructEvent(signed.body, signed.headers, key).type, 'webhook.test');
    }
  });

  it('throws KieuApiError with the documented code and the request id', async () => {
    await assert.rejects(
      kieu.getJob('00000000-0000-4000-8000-000000000000'),
      (error) =>
        error instanceof KieuApiError &&
        error.status === 404 &&
        error.code === 'not_found' &&
        /\S/.test(error.requestId),
    );
  });

  it('called every operation of the document through the SDK', async () => {
    const document = await (await fetch(`${baseUrl}/v1/openapi.json`)).json();
    const missing = [];
    for (const [template, methods] of Object.entries(document.paths)) {
      const pattern = new RegExp(`^${template.replace(/\{[^}]+\}/g, '[^/]+')}$`);
      for (const [method, operation] of Object.entries(methods)) {
        assert.ok(operation.operationId in operationMethods, operation.operationId);
        const called = sent.some((line) => {
          const [verb, pathname] = line.split(' ');
          return verb === method.toUpperCase() && pattern.test(pathname);
        });
        if (!called) missing.push(operation.operationId);
      }
    }
    assert.deepEqual(missing, []);
  });
});
