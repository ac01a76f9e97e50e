import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { CLIENT_ERROR_RATE_LIMIT } from '../../src/server/routes/client-errors/client-errors.routes.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Spec §2.1: an island's error boundary reports the error to the API's log with the request id.
let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ TRUST_PROXY: 'true' });
});
afterAll(() => api?.stop());

let client = 0;
const nextClient = () => `203.0.113.${(client += 1)}`;

function report(body: unknown, options: { from?: string; lang?: string } = {}) {
  return fetch(`${api.url}/client-errors`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      'accept-language': options.lang ?? 'en',
      'x-forwarded-for': options.from ?? nextClient(),
    },
    body: typeof body === 'string' ? body : JSON.stringify(body),
  });
}

const good = {
  message: "Cannot read properties of undefined (reading 'map')",
  stack: 'TypeError: Cannot read properties of undefined\n    at History',
  componentStack: '\n    at History\n    at StudioApp',
  path: '/history',
};

describe('POST /client-errors', () => {
  it('logs the report under the request id it answers with', async () => {
    const res = await report(good);
    expect(res.status).toBe(202);
    const { request_id } = (await res.json()) as { request_id: string };
    expect(request_id).toBe(res.headers.get('x-request-id'));
    const line = api.logs.find((l) => l.msg === 'island error' && l.reqId === request_id);
    expect(line).toMatchObject({ level: 50, clientError: good });
  });

  it.each([
    ['no message', { ...good, message: '' }, 'message'],
    ['a path that is not a path', { ...good, path: 'https://evil.example/x' }, 'path'],
    ['a stack past the limit', { ...good, stack: 'x'.repeat(4001) }, 'stack'],
    ['a field the contract does not know', { ...good, cookies: 'a=b' }, ''],
  ])('refuses %s with a 422 in the caller’s language', async (_name, body, field) => {
    const res = await report(body, { lang: 'vi' });
    expect(res.status).toBe(422);
    const json = (await res.json()) as { code: string; detail: string };
    expect(json.code).toBe('validation_failed');
    expect(json.detail).toMatch(/[ạảãáàâăđêôơư]/i);
    if (field) expect(JSON.stringify(json)).toContain(field);
  });

  it('refuses bad JSON with a 400', async () => {
    expect((await report('{not json')).status).toBe(400);
  });

  it('limits reports per address and says when to come back', async () => {
    const from = nextClient();
    for (let i = 0; i < CLIENT_ERROR_RATE_LIMIT.limit; i += 1) {
      expect((await report(good, { from })).status).toBe(202);
    }
    const refused = await report(good, { from });
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get('retry-after'))).toBeGreaterThan(0);
    expect((await report(good)).status).toBe(202);
  });
});
