import http from 'node:http';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studioUploadLimits } from '../../src/contracts/studio.ts';
import { assets, generations, users } from '../../src/server/db/schema.ts';
import { latestApiVersion } from '../../src/server/services/public-api/api-versions.ts';
import { picture } from './support/generations.ts';
import {
  apiClient,
  undocumentedAnswers,
  v1,
  v1Upload,
  type ApiClient,
} from './support/public-api.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

/**
 * Issue 45's defects in how /v1 answers over HTTP (decision 128): a 413 that kept the socket
 * alive and then closed it, two codes for one file too large, unknown upload fields dropped, a
 * `Cancel-After` with a space accepted, 413 and a wrong method without the headers every answer
 * carries, and a wrong method answered 404.
 */

let api: TestApi;
let client: ApiClient;
let photo: Buffer;
beforeAll(async () => {
  // No worker: a submit that gets through stays queued and costs no CPU.
  api = await startTestApi({ RUN_WORKERS: 'false' });
  client = await apiClient(api, { services: ['image-editing'] });
  photo = await picture(64, 64, 'png');
}, 60_000);
afterAll(() => api?.stop());

/** What a refused call must leave as it was: the account's jobs and library. */
async function holdings() {
  const db = api.deps.database.db;
  const [user] = await db.select().from(users).where(eq(users.email, client.email));
  const [jobs] = await db
    .select({ n: count() })
    .from(generations)
    .where(eq(generations.userId, user!.id));
  const [kept] = await db.select({ n: count() }).from(assets).where(eq(assets.userId, user!.id));
  return { jobs: jobs!.n, assets: kept!.n };
}

/** The headers the guide promises on every answer to a valid token. */
function expectCallHeaders(headers: Headers | http.IncomingHttpHeaders) {
  const get = (name: string) =>
    headers instanceof Headers ? headers.get(name) : (headers[name] as string | undefined);
  expect(get('kieu-version')).toBe(latestApiVersion);
  expect(get('x-ratelimit-limit')).toBe('1000');
  expect(Number(get('x-ratelimit-remaining'))).toBeGreaterThan(0);
  expect(Number(get('x-ratelimit-reset'))).toBeGreaterThan(0);
  expect(get('x-request-id')).toBeTruthy();
}

interface RawAnswer {
  status: number;
  /** Whether the request went on the socket of the one before it. */
  reused: boolean;
  headers: http.IncomingHttpHeaders;
  body: Record<string, unknown>;
}

/** One request through `agent`, a client that keeps its one socket alive between requests. */
function send(
  agent: http.Agent,
  method: string,
  path: string,
  options: { body?: Buffer; type?: string } = {},
): Promise<RawAnswer> {
  const url = new URL(path, api.url);
  return new Promise((resolve, reject) => {
    const request = http.request(
      url,
      {
        method,
        agent,
        headers: {
          authorization: `Bearer ${client.value}`,
          'accept-language': 'en',
          ...(options.body
            ? { 'content-type': options.type, 'content-length': options.body.length }
            : {}),
        },
      },
      (response) => {
        const chunks: Buffer[] = [];
        response.on('data', (chunk: Buffer) => chunks.push(chunk));
        response.on('end', () =>
          resolve({
            status: response.statusCode!,
            reused: request.reusedSocket,
            headers: response.headers,
            body: JSON.parse(Buffer.concat(chunks).toString() || '{}'),
          }),
        );
      },
    );
    request.once('error', reject);
    request.end(options.body);
  });
}

/** A multipart body with one file part and text fields, as a form would send it. */
async function multipart(file: Buffer, fields: Record<string, string> = {}) {
  const form = new FormData();
  for (const [name, value] of Object.entries(fields)) form.append(name, value);
  form.append('file', new File([new Uint8Array(file)], 'photo.png', { type: 'image/png' }));
  const request = new Request('http://form.invalid/', { method: 'POST', body: form });
  return {
    body: Buffer.from(await request.arrayBuffer()),
    type: request.headers.get('content-type')!,
  };
}

describe('a body over its limit (issue 45)', () => {
  it('answers 413 on a connection the client’s next request can still use', async () => {
    const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
    try {
      // Over the 1 MB JSON limit by a little: the old answer kept the socket, then dropped it.
      const json = Buffer.from(JSON.stringify({ padding: 'x'.repeat(1.5 * 1024 * 1024) }));
      const submit = await send(agent, 'POST', '/v1/image-editing/jobs', {
        body: json,
        type: 'application/json',
      });
      expect(submit.status).toBe(413);
      // The same client's next request: on the old answer, ECONNRESET.
      const next = await send(agent, 'GET', '/v1/balance');
      expect([next.status, next.reused]).toEqual([200, true]);
      expect(submit.body).toMatchObject({ code: 'payload_too_large', max_bytes: 1024 * 1024 });
      expectCallHeaders(submit.headers);

      const upload = await multipart(Buffer.alloc(11.5 * 1024 * 1024));
      const big = await send(agent, 'POST', '/v1/uploads', upload);
      expect(big.status).toBe(413);
      const after = await send(agent, 'GET', '/v1/balance');
      expect([after.status, after.reused]).toEqual([200, true]);
      expect(big.body).toMatchObject({ code: 'file_too_large', max_bytes: 10 * 1024 * 1024 });
      expectCallHeaders(big.headers);
    } finally {
      agent.destroy();
    }
  }, 60_000);

  it('answers a file too large with one code and message however far over it is', async () => {
    const before = await holdings();
    const maxBytes = studioUploadLimits.maxFileBytes;
    const justOver = Buffer.alloc(maxBytes + 1);
    photo.copy(justOver);
    const farOver = Buffer.alloc(maxBytes + 2 * 1024 * 1024);
    photo.copy(farOver);
    const answers = [];
    for (const file of [justOver, farOver]) {
      for (const lang of ['en', 'vi']) {
        const res = await v1Upload(api, client.value, file, { kind: 'garment', lang });
        expect(res.status, `${file.length} ${lang}`).toBe(413);
        expectCallHeaders(res.headers);
        answers.push(res.body);
      }
    }
    const en = {
      code: 'file_too_large',
      detail: 'File is too large. Maximum size is 10MB',
      message: 'File is too large. Maximum size is 10MB',
      max_bytes: maxBytes,
      errors: [{ path: 'file', message: 'File is too large. Maximum size is 10MB' }],
    };
    const vi = {
      ...en,
      detail: 'Tệp quá lớn. Dung lượng tối đa là 10MB',
      message: 'Tệp quá lớn. Dung lượng tối đa là 10MB',
      errors: [{ path: 'file', message: 'Tệp quá lớn. Dung lượng tối đa là 10MB' }],
    };
    expect(answers).toEqual([en, vi, en, vi]);
    expect(await holdings()).toEqual(before);
  }, 60_000);
});

describe('an upload’s fields (issue 45)', () => {
  it('refuses a field the document does not name, in the caller’s language, keeping nothing', async () => {
    const before = await holdings();
    const upload = async (fields: Record<string, string>, lang: string) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      form.append('file', new File([new Uint8Array(photo)], 'ao.png', { type: 'image/png' }));
      const res = await fetch(`${api.url}/v1/uploads`, {
        method: 'POST',
        headers: { authorization: `Bearer ${client.value}`, 'accept-language': lang },
        body: form,
      });
      return { status: res.status, body: (await res.json()) as Record<string, unknown> };
    };
    const en = await upload({ kind: 'garment', colour: 'red' }, 'en');
    expect(en).toEqual({
      status: 422,
      body: expect.objectContaining({
        code: 'validation_failed',
        detail: 'Unknown field: colour. Check its spelling against the documentation.',
        errors: [
          {
            path: 'colour',
            message: 'Unknown field: colour. Check its spelling against the documentation.',
          },
        ],
      }),
    });
    const vi = await upload({ kind: 'garment', colour: 'red' }, 'vi');
    expect(vi.body.detail).toBe(
      'Trường không được hỗ trợ: colour. Hãy kiểm tra chính tả theo tài liệu.',
    );
    // A file under another name is as unknown as a text field.
    const form = new FormData();
    form.append('kind', 'garment');
    form.append('image', new File([new Uint8Array(photo)], 'ao.png', { type: 'image/png' }));
    const misnamed = await fetch(`${api.url}/v1/uploads`, {
      method: 'POST',
      headers: { authorization: `Bearer ${client.value}` },
      body: form,
    });
    expect(misnamed.status).toBe(422);
    expect(((await misnamed.json()) as { errors: unknown }).errors).toEqual([
      {
        path: 'image',
        message: 'Unknown field: image. Check its spelling against the documentation.',
      },
    ]);
    expect(await holdings()).toEqual(before);

    const named = await upload({ kind: 'garment', color: 'Đỏ', sku: 'AD-1' }, 'en');
    expect(named.status).toBe(201);
  });
});

describe('Cancel-After (issue 45)', () => {
  it('takes only the documented form: a space inside is 422 naming the header', async () => {
    const upload = await v1Upload(api, client.value, photo, { consent: 'self' });
    const before = await holdings();
    for (const value of ['10 m', '10M', '1.5m']) {
      const res = await v1(api, 'POST', '/v1/image-editing/jobs', {
        value: client.value,
        headers: { 'cancel-after': value },
        body: { inputs: { source: upload.body.id }, params: { preset: 'enhance-quality' } },
      });
      expect(res.status, value).toBe(422);
      expect(res.body, value).toMatchObject({
        code: 'validation_failed',
        errors: [{ path: 'Cancel-After' }],
      });
    }
    expect(await holdings()).toEqual(before);
  });
});

describe('a method or path no operation takes (issue 45)', () => {
  it('answers a wrong method 405 with Allow, in the error model and the caller’s language', async () => {
    const balance = await v1(api, 'DELETE', '/v1/balance', { value: client.value, lang: 'vi' });
    expect(balance.status).toBe(405);
    expect(balance.headers.get('allow')).toBe('GET, HEAD');
    expect(balance.body).toEqual({
      code: 'method_not_allowed',
      detail: '/v1/balance không nhận phương thức DELETE; chỉ nhận GET, HEAD.',
      message: '/v1/balance không nhận phương thức DELETE; chỉ nhận GET, HEAD.',
      allow: ['GET', 'HEAD'],
    });
    expectCallHeaders(balance.headers);

    const uploads = await v1(api, 'GET', '/v1/uploads', { value: client.value });
    expect([uploads.status, uploads.headers.get('allow'), uploads.body.detail]).toEqual([
      405,
      'POST',
      '/v1/uploads does not take GET; it takes POST.',
    ]);
    const model = await v1(api, 'PUT', '/v1/models/00000000-0000-4000-8000-000000000000', {
      value: client.value,
    });
    expect([model.status, model.headers.get('allow')]).toEqual([405, 'GET, HEAD, PATCH, DELETE']);
    // The method is wrong whatever the token: without one, the same 405, with no minute to show.
    const anonymous = await v1(api, 'POST', '/v1/jobs');
    expect([anonymous.status, anonymous.headers.get('allow')]).toEqual([405, 'GET, HEAD']);
    expect(anonymous.headers.get('x-ratelimit-limit')).toBeNull();
  });

  it('answers an unknown path 404 with the headers every answer carries', async () => {
    const res = await v1(api, 'GET', '/v1/garments', { value: client.value });
    expect(res.status).toBe(404);
    expect(res.body).toMatchObject({ code: 'not_found' });
    expectCallHeaders(res.headers);
  });

  it('records only documented codes for the operations it answered', async () => {
    expect(await undocumentedAnswers(api)).toEqual([]);
  });
});
