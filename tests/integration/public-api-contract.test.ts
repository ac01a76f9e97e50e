import { randomUUID } from 'node:crypto';
import { execFile } from 'node:child_process';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Validator } from '@seriousme/openapi-schema-validator';
import { Ajv2020 } from 'ajv/dist/2020.js';
import addFormats from 'ajv-formats';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createApp } from '../../src/server/app.ts';
import { creditGrants, users } from '../../src/server/db/schema.ts';
import type { CallResult } from './support/accounts.ts';
import { insertGeneration, picture } from './support/generations.ts';
import {
  apiClient,
  awaitRoomInMinute,
  bodyParams,
  v1,
  v1Upload,
  waitForJob,
  undocumentedAnswers,
  type ApiClient,
} from './support/public-api.ts';
import { markedPng } from '../support/verify-files.ts';
import { fullBodyPhoto, garmentPhoto } from './support/studio-inputs.ts';
import { studioTools } from '../../src/contracts/studio.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

const run = promisify(execFile);

interface Operation {
  operationId: string;
  responses: Record<string, { content?: Record<string, unknown> }>;
}
type OpenApiDocument = {
  info: { version: string };
  paths: Record<string, Record<string, Operation>>;
};

let api: TestApi;
let doc: OpenApiDocument;
let ajv: Ajv2020;
let client: ApiClient;
/** operationId → the statuses this test saw answered and checked against the document. */
const checked = new Map<string, Set<number>>();

beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: 'true' });
  doc = (await (await fetch(`${api.url}/v1/openapi.json`)).json()) as OpenApiDocument;
  ajv = new Ajv2020({ strict: false, allErrors: true });
  addFormats.default(ajv);
  ajv.addSchema(doc, 'openapi');
  client = await apiClient(api, { services: [...studioTools] });
  // Enough credits for one job of each service.
  const [user] = await api.deps.database.db
    .select()
    .from(users)
    .where(eq(users.email, client.email));
  await api.deps.database.db
    .update(creditGrants)
    .set({ amount: 50, remaining: 50 })
    .where(eq(creditGrants.userId, user!.id));
}, 60_000);
afterAll(() => api?.stop());

const pointer = (...parts: string[]) =>
  parts.map((part) => part.replaceAll('~', '~0').replaceAll('/', '~1')).join('/');

function operationOf(operationId: string) {
  for (const [path, methods] of Object.entries(doc.paths)) {
    for (const [method, operation] of Object.entries(methods)) {
      if (operation.operationId === operationId) return { path, method, operation };
    }
  }
  throw new Error(`${operationId} is not documented`);
}

/** The answer's status must be documented for the operation, and its body match that schema. */
function expectConforms(operationId: string, res: CallResult) {
  const { path, method, operation } = operationOf(operationId);
  const documented = operation.responses[String(res.status)];
  expect(documented, `${operationId} answered an undocumented ${res.status}`).toBeDefined();
  const ref = `openapi#/${pointer('paths', path, method, 'responses', String(res.status), 'content', 'application/json', 'schema')}`;
  const validate = ajv.getSchema(ref);
  expect(validate, `${operationId} ${res.status} has no JSON schema`).toBeDefined();
  const valid = validate!(res.body);
  expect(valid, `${operationId} ${res.status}: ${JSON.stringify(validate!.errors)}`).toBe(true);
  checked.set(operationId, (checked.get(operationId) ?? new Set()).add(res.status));
}

describe('OpenAPI document (issue 9)', () => {
  it('is a valid OpenAPI 3.1 document', async () => {
    expect((doc as { openapi?: string }).openapi).toBe('3.1.0');
    const result = await new Validator().validate(
      doc as unknown as Parameters<Validator['validate']>[0],
    );
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
  });

  it('lists every /v1 route the API serves', () => {
    const served = createApp(api.deps)
      .routes.filter((route) => route.path.startsWith('/v1/') && route.method !== 'ALL')
      .filter((route) => !/^\/v1\/(openapi\.json|reference)/.test(route.path))
      .map((route) => `${route.method.toLowerCase()} ${route.path.replace(/:(\w+)/g, '{$1}')}`);
    const documented = Object.entries(doc.paths).flatMap(([path, methods]) =>
      Object.keys(methods).map((method) => `${method} ${path}`),
    );
    expect(new Set(served)).toEqual(new Set(documented));
    // Seven submits, a job, its cancel, the list, the balance, uploads, verify, the webhook
    // secret's read and rotation and the test event, an export's request and read, a
    // catalogue batch's two submits (model photos, brand models) and read, the garment fidelity
    // check, the brand's models' list, create, read, rename and retire, and the public
    // changelog and capabilities (issue 45).
    expect(documented).toHaveLength(29);
  });

  it('lints clean with Redocly and with Spectral’s OAS rules: no error, no warning', async () => {
    const dir = await mkdtemp(path.join(tmpdir(), 'kieu-openapi-'));
    const file = path.join(dir, 'openapi.json');
    await writeFile(file, JSON.stringify(doc));
    // No telemetry and no update check: the linters run offline.
    const env = {
      ...process.env,
      REDOCLY_TELEMETRY: 'off',
      REDOCLY_SUPPRESS_UPDATE_NOTICE: 'true',
    };
    const bin = (name: string) => path.resolve('node_modules/.bin', name);
    const redocly = await run(bin('redocly'), ['lint', file, '--format=json'], { env }).catch(
      (error: { stdout: string }) => error,
    );
    const report = JSON.parse(redocly.stdout) as { totals: Record<string, number> };
    expect(report.totals).toMatchObject({ errors: 0, warnings: 0 });
    const spectral = await run(
      bin('spectral'),
      ['lint', file, '--ruleset', path.resolve('.spectral.yaml'), '--format', 'json', '--quiet'],
      { env },
    ).catch((error: { stdout: string }) => error);
    const problems = JSON.parse(spectral.stdout || '[]') as { code: string; path: string[] }[];
    expect(problems.map(({ code, path: at }) => `${code} at ${at.join('.')}`)).toEqual([]);
    await rm(dir, { recursive: true, force: true });
  }, 60_000);

  it('serves the interactive reference page with its script from the API itself', async () => {
    const page = await fetch(`${api.url}/v1/reference`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('<html lang="en">');
    expect(html).toContain('url":"/v1/openapi.json"');
    // Issue 18: no developer toolbar, whose Share and Deploy upload the document to Scalar.
    expect(html).toContain('"showDeveloperTools":"never"');
    const script = await fetch(`${api.url}/v1/reference/scalar.js`);
    expect(script.status).toBe(200);
    expect(script.headers.get('content-type')).toMatch(/javascript/);
    expect((await script.arrayBuffer()).byteLength).toBeGreaterThan(100_000);
  });
});

describe('contract: each documented operation answers as documented', () => {
  it('uploads, submits a job of each service, reads and lists them, reads the balance', async () => {
    const person = await v1Upload(api, client.value, await fullBodyPhoto(), { kind: 'model' });
    expectConforms('upload-image', person);
    const garment = await v1Upload(api, client.value, await garmentPhoto(), { kind: 'garment' });
    const source = await v1Upload(api, client.value, await picture(480, 360, 'png'));
    expectConforms('upload-image', await v1Upload(api, client.value, Buffer.from('not an image')));

    const bodies = {
      'virtual-tryon': {
        inputs: { person: person.body.id, clothing: garment.body.id },
        params: { category: 'tops' },
      },
      'body-generator': { inputs: {}, params: bodyParams },
      'hairstyle-changer': {
        inputs: { person: person.body.id },
        params: { styleId: 'modern-bob', hairColor: 'dark-brown' },
      },
      'image-to-video': { inputs: { source: source.body.id }, params: { duration: 5 } },
      'image-editing': {
        inputs: { source: source.body.id },
        params: { preset: 'enhance-quality' },
      },
      'product-to-model': { inputs: { product: garment.body.id }, params: { model: 'model-lan' } },
      'model-swap': { inputs: { source: person.body.id }, params: { model: 'model-lan' } },
    };
    const ids: string[] = [];
    for (const [service, body] of Object.entries(bodies)) {
      const res = await v1(api, 'POST', `/v1/${service}/jobs`, { value: client.value, body });
      expect(res.status, JSON.stringify(res.body)).toBe(202);
      expectConforms(`submit-${service}-job`, res);
      ids.push((res.body.job as { id: string }).id);
      expectConforms(
        `submit-${service}-job`,
        await v1(api, 'POST', `/v1/${service}/jobs`, { value: client.value, body: { inputs: 7 } }),
      );
    }
    // Finished jobs, with a result or an error, match the Job schema too.
    const finished = await Promise.all(ids.map((id) => waitForJob(api, client.value, id, 120_000)));
    expect(new Set(finished.map((res) => res.body.status))).toEqual(
      new Set(['succeeded', 'failed']),
    );
    for (const res of finished) expectConforms('get-job', res);
    // Decision 078: cancelling an ended job, an unfinished one, and waiting for one to end.
    expectConforms(
      'cancel-job',
      await v1(api, 'POST', `/v1/jobs/${ids[0]}/cancel`, { value: client.value }),
    );
    const fresh = await v1(api, 'POST', '/v1/body-generator/jobs', {
      value: client.value,
      body: bodies['body-generator'],
    });
    const cancel = await v1(
      api,
      'POST',
      `/v1/jobs/${(fresh.body.job as { id: string }).id}/cancel`,
      {
        value: client.value,
      },
    );
    expect([200, 409]).toContain(cancel.status);
    expectConforms('cancel-job', cancel);
    const waited = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: client.value,
      headers: { prefer: 'wait=60', 'cancel-after': '1h' },
      body: bodies['image-editing'],
    });
    expect(waited.status).toBe(200);
    expectConforms('submit-image-editing-job', waited);
    expectConforms(
      'get-job',
      await v1(api, 'GET', `/v1/jobs/${crypto.randomUUID()}`, { value: client.value }),
    );

    expectConforms('list-jobs', await v1(api, 'GET', '/v1/jobs?limit=3', { value: client.value }));
    expectConforms(
      'list-jobs',
      await v1(api, 'GET', '/v1/jobs?limit=abc', { value: client.value }),
    );
    expectConforms('get-balance', await v1(api, 'GET', '/v1/balance', { value: client.value }));
  }, 180_000);

  it('answers 401, 403, 402 and 429 in the documented error shape', async () => {
    for (const operationId of ['get-balance', 'list-jobs']) {
      const path = operationId === 'get-balance' ? '/v1/balance' : '/v1/jobs';
      expectConforms(operationId, await v1(api, 'GET', path, { value: 'ks_live_nope' }));
    }
    const narrow = await apiClient(api, { services: ['image-editing'], rateLimitPerMinute: 1 });
    await awaitRoomInMinute();
    expectConforms(
      'submit-body-generator-job',
      await v1(api, 'POST', '/v1/body-generator/jobs', {
        value: narrow.value,
        body: { inputs: {}, params: bodyParams },
      }),
    );
    expectConforms('get-balance', await v1(api, 'GET', '/v1/balance', { value: narrow.value }));
    const poor = await apiClient(api, { services: ['image-to-video'] });
    const [user] = await api.deps.database.db
      .select()
      .from(users)
      .where(eq(users.email, poor.email));
    await api.deps.database.db
      .update(creditGrants)
      .set({ remaining: 0 })
      .where(eq(creditGrants.userId, user!.id));
    const source = await v1Upload(api, poor.value, await picture(320, 240, 'png'));
    expectConforms(
      'submit-image-to-video-job',
      await v1(api, 'POST', '/v1/image-to-video/jobs', {
        value: poor.value,
        body: { inputs: { source: source.body.id }, params: {} },
      }),
    );
  });

  it('verifies a marked result and refuses a text file as documented', async () => {
    const { bytes } = await markedPng();
    const send = async (file: Uint8Array) => {
      const form = new FormData();
      form.append('file', new File([new Uint8Array(file)], 'result.png'));
      const res = await fetch(`${api.url}/v1/verify`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.value}` },
        body: form,
      });
      return { status: res.status, headers: res.headers, body: await res.json() } as CallResult;
    };
    const read = await send(bytes);
    expect(read.body.ai_generated).toBe(true);
    expectConforms('verify-file', read);
    expectConforms('verify-file', await send(new TextEncoder().encode('plain text, no image')));
  });

  it('checks a garment’s fidelity and refuses a text file as documented (issue 41)', async () => {
    const garment = await garmentPhoto();
    const send = async (result: Uint8Array) => {
      const form = new FormData();
      form.append('product', new File([new Uint8Array(garment)], 'garment.png'));
      form.append('result', new File([new Uint8Array(result)], 'result.png'));
      const res = await fetch(`${api.url}/v1/fidelity`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.value}` },
        body: form,
      });
      return { status: res.status, headers: res.headers, body: await res.json() } as CallResult;
    };
    const checked = await send(await fullBodyPhoto());
    expect(checked.body.fidelity).toMatchObject({ verdict: expect.any(String), version: 1 });
    expectConforms('check-fidelity', checked);
    expectConforms('check-fidelity', await send(new TextEncoder().encode('plain text, no image')));
  });

  it('reads and rotates the webhook secret and sends a test event as documented', async () => {
    expectConforms(
      'get-webhook-secret',
      await v1(api, 'GET', '/v1/webhook-secret', { value: client.value }),
    );
    expectConforms('get-webhook-secret', await v1(api, 'GET', '/v1/webhook-secret'));
    expectConforms(
      'rotate-webhook-secret',
      await v1(api, 'POST', '/v1/webhook-secret/rotate', { value: client.value }),
    );
    // Nothing listens on the discard port: sent, and not delivered.
    const sent = await v1(api, 'POST', '/v1/webhooks/test', {
      value: client.value,
      body: { webhook_url: 'http://127.0.0.1:9/hooks' },
    });
    expect(sent.body.delivered).toBe(false);
    expectConforms('send-test-webhook', sent);
    expectConforms(
      'send-test-webhook',
      await v1(api, 'POST', '/v1/webhooks/test', { value: client.value, body: { url: 'x' } }),
    );
  });

  it('asks for a marketplace export and reads it as documented', async () => {
    const [user] = await api.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, client.email));
    const job = await insertGeneration(api, user!.id, { result: { width: 640, height: 800 } });
    const started = await v1(api, 'POST', '/v1/exports', {
      value: client.value,
      body: { preset: 'shopee', job_ids: [job.id] },
    });
    expect(started.status).toBe(202);
    expectConforms('create-export', started);
    expectConforms(
      'create-export',
      await v1(api, 'POST', '/v1/exports', { value: client.value, body: { preset: 'shopee' } }),
    );
    const id = (started.body.export as { id: string }).id;
    expectConforms(
      'get-export',
      await v1(api, 'GET', `/v1/exports/${id}`, { value: client.value }),
    );
    expectConforms(
      'get-export',
      await v1(api, 'GET', '/v1/exports/00000000-0000-4000-8000-000000000000', {
        value: client.value,
      }),
    );
  });

  it('submits a catalogue batch and reads it as documented (decision 086)', async () => {
    const model = await v1Upload(api, client.value, await fullBodyPhoto(), { kind: 'model' });
    const garment = await v1Upload(api, client.value, await garmentPhoto(), { kind: 'garment' });
    const submitted = await v1(api, 'POST', '/v1/virtual-tryon/batches', {
      value: client.value,
      body: {
        models: [model.body.id],
        garments: [{ id: garment.body.id, category: 'tops', sku: 'AO-01', color: 'Đỏ' }],
      },
    });
    expect(submitted.status, JSON.stringify(submitted.body)).toBe(202);
    expectConforms('submit-batch', submitted);
    expectConforms(
      'submit-batch',
      await v1(api, 'POST', '/v1/virtual-tryon/batches', {
        value: client.value,
        body: { models: [], garments: [] },
      }),
    );
    const id = (submitted.body.batch as { id: string }).id;
    expectConforms('get-batch', await v1(api, 'GET', `/v1/batches/${id}`, { value: client.value }));
    // Issue 42: the same grid on a sample model, as product to model.
    const products = await v1(api, 'POST', '/v1/product-to-model/batches', {
      value: client.value,
      body: {
        models: ['model-lan'],
        garments: [{ id: garment.body.id, category: 'auto', sku: 'AO-01', color: 'Đỏ' }],
      },
    });
    expect(products.status, JSON.stringify(products.body)).toBe(202);
    expectConforms('submit-product-to-model-batch', products);
    expectConforms(
      'submit-product-to-model-batch',
      await v1(api, 'POST', '/v1/product-to-model/batches', {
        value: client.value,
        body: { models: ['model-nobody'], garments: [{ id: garment.body.id, category: 'auto' }] },
      }),
    );
    expectConforms(
      'get-batch',
      await v1(api, 'GET', `/v1/batches/${randomUUID()}`, { value: client.value }),
    );
  });

  it('creates, lists, reads, renames and retires a brand model as documented (issue 42)', async () => {
    const value = client.value;
    const photo = await v1Upload(api, value, await fullBodyPhoto(), { kind: 'model' });
    const made = await v1(api, 'POST', '/v1/models', {
      value,
      body: { name: 'Lan', photo: photo.body.id },
    });
    expect(made.status, JSON.stringify(made.body)).toBe(201);
    expectConforms('create-model', made);
    const pending = await v1(api, 'POST', '/v1/models', {
      value,
      body: { name: 'Mai', params: bodyParams },
    });
    expectConforms('create-model', pending);
    expectConforms(
      'create-model',
      await v1(api, 'POST', '/v1/models', { value, body: { name: 'LAN', photo: photo.body.id } }),
    );
    expectConforms('list-models', await v1(api, 'GET', '/v1/models', { value }));
    const id = (made.body.model as { id: string }).id;
    expectConforms('get-model', await v1(api, 'GET', `/v1/models/${id}`, { value }));
    expectConforms('get-model', await v1(api, 'GET', `/v1/models/${randomUUID()}`, { value }));
    expectConforms(
      'rename-model',
      await v1(api, 'PATCH', `/v1/models/${id}`, { value, body: { name: 'Lan 2', age: 3 } }),
    );
    expectConforms(
      'rename-model',
      await v1(api, 'PATCH', `/v1/models/${id}`, { value, body: { name: 'Lan 2' } }),
    );
    expectConforms('retire-model', await v1(api, 'DELETE', `/v1/models/${id}`, { value }));
  });

  it('reads the changelog and the engines’ capabilities without a token (issue 45)', async () => {
    for (const [operationId, path] of [
      ['get-changelog', '/v1/changelog'],
      ['get-capabilities', '/v1/capabilities'],
    ] as const) {
      const read = await v1(api, 'GET', path);
      expect(read.status).toBe(200);
      expect(read.headers.get('kieu-version')).toBe(doc.info.version);
      expectConforms(operationId, read);
      const unknown = await v1(api, 'GET', path, { headers: { 'kieu-version': '2020-02-30' } });
      expect(unknown.body).toMatchObject({ code: 'unsupported_version', version: '2020-02-30' });
      expectConforms(operationId, unknown);
    }
  });

  it('answered, on every operation, only the codes the document lists for it', async () => {
    expect(await undocumentedAnswers(api)).toEqual([]);
  });

  it('has called every documented operation', () => {
    const documented = Object.values(doc.paths).flatMap((methods) =>
      Object.values(methods).map((operation) => operation.operationId),
    );
    expect([...checked.keys()].sort()).toEqual([...documented].sort());
    expect(checked.get('get-balance')).toEqual(new Set([200, 401, 429]));
    expect(checked.get('submit-body-generator-job')).toEqual(new Set([202, 403, 422]));
    expect(checked.get('submit-image-to-video-job')).toEqual(new Set([202, 402, 422]));
    expect(checked.get('upload-image')).toEqual(new Set([201, 415]));
    expect(checked.get('get-job')).toEqual(new Set([200, 404]));
    expect(checked.get('verify-file')).toEqual(new Set([200, 415]));
    expect(checked.get('check-fidelity')).toEqual(new Set([200, 415]));
    expect(checked.get('get-webhook-secret')).toEqual(new Set([200, 401]));
    expect(checked.get('send-test-webhook')).toEqual(new Set([200, 422]));
    expect(checked.get('create-export')).toEqual(new Set([202, 422]));
    expect(checked.get('get-export')).toEqual(new Set([200, 404]));
    expect(checked.get('submit-batch')).toEqual(new Set([202, 422]));
    expect(checked.get('get-batch')).toEqual(new Set([200, 404]));
    expect(checked.get('get-capabilities')).toEqual(new Set([200, 400]));
  });
});
