import { randomUUID } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { toolInputs } from '../../src/contracts/generation.ts';
import { hairstyleIds } from '../../src/contracts/hairstyles.ts';
import { studioTools, type StudioTool } from '../../src/contracts/studio.ts';
import { generations, users } from '../../src/server/db/schema.ts';
import { call } from './support/accounts.ts';
import { picture } from './support/generations.ts';
import {
  apiClient,
  awaitRoomInMinute,
  bodyParams,
  undocumentedAnswers,
  v1,
  v1Upload,
  type ApiClient,
} from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * Issue 18's defects, as an integrator built from the document alone met them: each answer here
 * was wrong on the landed code (a `{placeholder}` left in a message, a mistyped field dropped, a
 * reused Idempotency-Key answered with another job, 422 before 403, studio wording, a 429
 * without Retry-After).
 */

let api: TestApi;
let client: ApiClient;
beforeAll(async () => {
  // No worker: submitted jobs stay unfinished, so the cap on unfinished jobs can be reached.
  api = await startTestApi({ RUN_WORKERS: 'false', API_MAX_CONCURRENT_JOBS: '2' });
  client = await apiClient(api);
}, 60_000);
afterAll(() => api?.stop());

const validParams: Record<StudioTool, Record<string, unknown>> = {
  'virtual-tryon': { category: 'tops' },
  'body-generator': bodyParams,
  'hairstyle-changer': { styleId: hairstyleIds[0], hairColor: 'black' },
  'image-to-video': {},
  'image-editing': { preset: 'enhance-quality' },
  'product-to-model': {},
  'model-swap': {},
};

function anyInputs(service: StudioTool) {
  return Object.fromEntries(toolInputs[service].required.map((role) => [role, randomUUID()]));
}

type JsonSchema = {
  type?: string;
  minimum?: number;
  maximum?: number;
  maxLength?: number;
  enum?: unknown[];
  anyOf?: JsonSchema[];
  const?: unknown;
  properties?: Record<string, JsonSchema>;
};

/** Values that break a documented parameter: past each bound, the wrong type, off the list. */
function badValues(schema: JsonSchema): unknown[] {
  const values: unknown[] = [];
  const type = schema.type ?? (schema.anyOf ? typeof schema.anyOf[0]?.const : undefined);
  if (type === 'number' || type === 'integer') {
    values.push('x');
    if (schema.minimum !== undefined) values.push(schema.minimum - 1);
    if (schema.maximum !== undefined) values.push(schema.maximum + 1);
    if (type === 'integer') values.push(1.5);
    if (schema.anyOf) values.push(-7);
  } else if (type === 'string') {
    values.push(12345);
    if (schema.maxLength !== undefined) values.push('x'.repeat(schema.maxLength + 1));
    if (schema.enum) values.push('not-on-the-list');
  } else if (type === 'boolean') {
    values.push('yes');
  } else {
    values.push({ nested: true });
  }
  return values;
}

async function submitSchema(service: StudioTool): Promise<JsonSchema> {
  const doc = (await (await fetch(`${api.url}/v1/openapi.json`)).json()) as {
    paths: Record<
      string,
      { post: { requestBody: { content: Record<string, { schema: unknown }> } } }
    >;
    components: { schemas: Record<string, JsonSchema> };
  };
  const schema = doc.paths[`/v1/${service}/jobs`]!.post.requestBody.content['application/json']!
    .schema as { $ref?: string } & JsonSchema;
  return schema.$ref ? doc.components.schemas[schema.$ref.split('/').at(-1)!]! : schema;
}

function messagesOf(body: Record<string, unknown>): string[] {
  const fields = (body.errors as { message: string }[] | undefined) ?? [];
  return [String(body.message), String(body.detail), ...fields.map((field) => field.message)];
}

describe('public API: what an integrator hit (issue 18)', () => {
  it('fills every placeholder of every parameter’s message, in vi and en', async () => {
    let checked = 0;
    for (const service of studioTools) {
      const properties = (await submitSchema(service)).properties!.params!.properties!;
      for (const [name, schema] of Object.entries(properties)) {
        for (const bad of badValues(schema)) {
          for (const lang of ['vi', 'en']) {
            const res = await v1(api, 'POST', `/v1/${service}/jobs`, {
              value: client.value,
              lang,
              body: {
                inputs: anyInputs(service),
                params: { ...validParams[service], [name]: bad },
              },
            });
            const label = `${service} params.${name} = ${JSON.stringify(bad).slice(0, 20)} (${lang})`;
            expect(res.status, label).toBe(422);
            for (const message of messagesOf(res.body)) {
              expect(message, label).not.toMatch(/[{}]/);
              // zod's English defaults never reach an answer.
              expect(message, label).not.toMatch(/^Invalid input|^Unrecognized key|expected /);
            }
            checked++;
          }
        }
      }
    }
    expect(checked).toBeGreaterThan(80);
    const height = await v1(api, 'POST', '/v1/body-generator/jobs', {
      value: client.value,
      body: { inputs: {}, params: { ...bodyParams, height: 300 } },
    });
    expect(height.body.errors).toEqual([
      { path: 'params.height', message: 'Height must be between 140 and 210 cm' },
    ]);
  }, 120_000);

  it('refuses an unknown field at the top or in params with 422 naming it, and keeps nothing', async () => {
    const owner = await apiClient(api, { services: ['image-editing'] });
    const upload = await v1Upload(api, owner.value, await picture(320, 320, 'png'));
    const source = upload.body.id as string;
    const typo = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: owner.value,
      body: {
        inputs: { source },
        params: { preset: 'enhance-quality' },
        webhook: 'https://shop.example/hook',
      },
    });
    expect(typo.status).toBe(422);
    expect(typo.body.errors).toEqual([
      {
        path: 'webhook',
        message: 'Unknown field: webhook. Check its spelling against the documentation.',
      },
    ]);
    const param = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: owner.value,
      lang: 'vi',
      body: { inputs: { source }, params: { preset: 'enhance-quality', strenght: 0.2 } },
    });
    expect(param.status).toBe(422);
    expect(param.body.errors).toEqual([
      {
        path: 'params.strenght',
        message: 'Trường không được hỗ trợ: params.strenght. Hãy kiểm tra chính tả theo tài liệu.',
      },
    ]);
    const input = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: owner.value,
      body: { inputs: { source, garment: source }, params: { preset: 'enhance-quality' } },
    });
    expect(input.status).toBe(422);
    expect(input.body.errors).toMatchObject([{ path: 'inputs.garment' }]);
    expect((await v1(api, 'GET', '/v1/balance', { value: owner.value })).body.balance).toBe(5);
    expect(await jobsOf(owner)).toBe(0);
  });

  it('answers 409 idempotency_key_reused for the same key with another request', async () => {
    const owner = await apiClient(api, { services: ['body-generator', 'image-editing'] });
    const submit = (params: Record<string, unknown>) =>
      v1(api, 'POST', '/v1/body-generator/jobs', {
        value: owner.value,
        headers: { 'idempotency-key': 'order-7' },
        body: { inputs: {}, params },
      });
    const first = await submit(bodyParams);
    expect(first.status).toBe(202);
    // The same request, its keys in another order: the first job, charged once.
    const reordered = Object.fromEntries(Object.entries(bodyParams).reverse());
    const again = await submit(reordered);
    expect(again.status).toBe(200);
    expect(again.body.job).toMatchObject({ id: (first.body.job as { id: string }).id });
    const other = await submit({ ...bodyParams, height: 170 });
    expect(other.status).toBe(409);
    expect(other.body.code).toBe('idempotency_key_reused');
    const upload = await v1Upload(api, owner.value, await picture(320, 320, 'png'));
    const service = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: owner.value,
      headers: { 'idempotency-key': 'order-7' },
      body: { inputs: { source: upload.body.id }, params: { preset: 'enhance-quality' } },
    });
    expect([service.status, service.body.code]).toEqual([409, 'idempotency_key_reused']);
    expect((await v1(api, 'GET', '/v1/balance', { value: owner.value })).body.balance).toBe(4);
    expect(await jobsOf(owner)).toBe(1);
  });

  it('checks the token’s permission before the body: 403, not 422', async () => {
    const narrow = await apiClient(api, { services: ['image-editing'] });
    const res = await v1(api, 'POST', '/v1/body-generator/jobs', {
      value: narrow.value,
      body: { bad: 1 },
    });
    expect([res.status, res.body.code]).toEqual([403, 'service_not_permitted']);
    const notJson = await fetch(`${api.url}/v1/body-generator/jobs`, {
      method: 'POST',
      headers: { authorization: `Bearer ${narrow.value}`, 'content-type': 'text/plain' },
      body: 'x',
    });
    expect(notJson.status).toBe(403);
  });

  it('words input errors for an integrator, not for the studio', async () => {
    const owner = await apiClient(api, { services: ['virtual-tryon', 'image-editing'] });
    const missing = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: owner.value,
      body: { inputs: {}, params: { preset: 'enhance-quality' } },
    });
    expect(missing.status).toBe(422);
    expect(missing.body.errors).toEqual([
      {
        path: 'inputs.source',
        message:
          'inputs.source is required: an upload id, an https URL or a data URI of the image.',
      },
    ]);
    const unknown = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: owner.value,
      lang: 'vi',
      body: { inputs: { source: randomUUID() }, params: { preset: 'enhance-quality' } },
    });
    expect(unknown.status).toBe(422);
    expect(unknown.body.message).toBe(
      'inputs.source không phải id của một tệp đã tải lên trong tài khoản này; có thể tệp đã bị xóa.',
    );
    const noInputs = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: owner.value,
      body: { params: { preset: 'enhance-quality' } },
    });
    expect(noInputs.body.errors).toContainEqual({
      path: 'inputs',
      message: 'inputs must be an object that gives the upload id of each input by its role.',
    });
    for (const res of [missing, unknown, noInputs]) {
      for (const message of messagesOf(res.body)) {
        expect(message).not.toMatch(/choose it again|paint it again|does not take that input/);
        expect(message).not.toMatch(/chọn lại|tô lại/);
      }
    }
  });

  it('says when to retry on every 429: the cap on unfinished jobs has Retry-After', async () => {
    const owner = await apiClient(api, { services: ['body-generator'] });
    for (const height of [160, 161]) {
      const res = await v1(api, 'POST', '/v1/body-generator/jobs', {
        value: owner.value,
        body: { inputs: {}, params: { ...bodyParams, height } },
      });
      expect(res.status).toBe(202);
    }
    const third = await v1(api, 'POST', '/v1/body-generator/jobs', {
      value: owner.value,
      body: { inputs: {}, params: bodyParams },
    });
    expect([third.status, third.body.code]).toEqual([429, 'too_many_concurrent_jobs']);
    const retryAfter = Number(third.headers.get('retry-after'));
    expect(Number.isInteger(retryAfter)).toBe(true);
    expect(retryAfter).toBeGreaterThanOrEqual(1);
    expect(retryAfter).toBeLessThanOrEqual(300);
    expect(third.body.retry_after_seconds).toBe(retryAfter);
    expect((await v1(api, 'GET', '/v1/balance', { value: owner.value })).body.balance).toBe(3);
  });

  it('says on every answer, allowed or refused, where the token stands in its minute', async () => {
    const limited = await apiClient(api, { services: ['image-editing'], rateLimitPerMinute: 3 });
    await awaitRoomInMinute();
    const answers = [
      await v1(api, 'GET', '/v1/balance', { value: limited.value }),
      await v1(api, 'GET', '/v1/jobs?limit=0', { value: limited.value }),
      await v1(api, 'GET', `/v1/jobs/${randomUUID()}`, { value: limited.value }),
      await v1(api, 'GET', '/v1/balance', { value: limited.value }),
    ];
    expect(answers.map((res) => res.status)).toEqual([200, 422, 404, 429]);
    expect(answers.map((res) => res.headers.get('x-ratelimit-remaining'))).toEqual([
      '2',
      '1',
      '0',
      '0',
    ]);
    for (const res of answers) {
      expect(res.headers.get('x-ratelimit-limit')).toBe('3');
      const reset = Number(res.headers.get('x-ratelimit-reset'));
      expect(reset).toBeGreaterThanOrEqual(1);
      expect(reset).toBeLessThanOrEqual(60);
    }
    expect(answers[3]!.headers.get('retry-after')).toBe(
      answers[3]!.headers.get('x-ratelimit-reset'),
    );
  });

  it('answered every mistake above with a code the document lists for its operation', async () => {
    expect(await undocumentedAnswers(api)).toEqual([]);
  });
});

async function jobsOf(owner: ApiClient): Promise<number> {
  const profile = await call(api, 'GET', '/auth/profile', { token: owner.session });
  const [user] = await api.deps.database.db
    .select({ id: users.id })
    .from(users)
    .where(eq(users.id, profile.body.id as string));
  const rows = await api.deps.database.db
    .select({ id: generations.id })
    .from(generations)
    .where(eq(generations.userId, user!.id));
  return rows.length;
}
