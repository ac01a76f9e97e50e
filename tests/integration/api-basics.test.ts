import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { call, uniqueEmail } from './support/accounts.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ BODY_LIMIT_BYTES: '2048' });
});
afterAll(() => api?.stop());

describe('error model', () => {
  it('answers unknown paths with a JSON 404 in the caller’s language', async () => {
    const res = await fetch(`${api.url}/no-such-path`, { headers: { 'accept-language': 'vi' } });
    expect(res.status).toBe(404);
    expect(await res.json()).toEqual({
      code: 'not_found',
      detail: 'Không tìm thấy tài nguyên được yêu cầu.',
      message: 'Không tìm thấy tài nguyên được yêu cầu.',
    });
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await fetch(`${api.url}/dev/outbox/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: '{"to":',
    });
    expect(res.status).toBe(400);
    expect((await res.json()).code).toBe('invalid_json');
  });

  it('refuses a body that breaks the schema with 422 naming the field', async () => {
    const res = await fetch(`${api.url}/dev/outbox/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: 'not-an-email' }),
    });
    expect(res.status).toBe(422);
    const body = await res.json();
    expect(body.code).toBe('validation_failed');
    expect(body.errors[0].path).toBe('to');
  });

  it('refuses a body over the limit with 413 and writes nothing', async () => {
    const before = (await (await fetch(`${api.url}/dev/outbox`)).json()).messages.length;
    const res = await fetch(`${api.url}/dev/outbox/test`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ to: 'a@example.com', text: 'x'.repeat(4096) }),
    });
    expect(res.status).toBe(413);
    expect((await res.json()).code).toBe('payload_too_large');
    const after = (await (await fetch(`${api.url}/dev/outbox`)).json()).messages.length;
    expect(after).toBe(before);
  });
});

describe('CORS and request ids', () => {
  it('allows the site origin and no other', async () => {
    const allowed = await fetch(`${api.url}/health/ready`, {
      headers: { origin: 'http://127.0.0.1:4321' },
    });
    expect(allowed.headers.get('access-control-allow-origin')).toBe('http://127.0.0.1:4321');
    const other = await fetch(`${api.url}/health/ready`, {
      headers: { origin: 'https://evil.test' },
    });
    expect(other.headers.get('access-control-allow-origin')).toBeNull();
  });

  it('answers preflight requests for the headers the site sends', async () => {
    const res = await fetch(`${api.url}/dev/outbox/test`, {
      method: 'OPTIONS',
      headers: {
        origin: 'http://127.0.0.1:4321',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization,content-type',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-headers')?.toLowerCase()).toContain(
      'authorization',
    );
  });

  it('logs each request as JSON with its request id', async () => {
    const res = await fetch(`${api.url}/health/ready`);
    const id = res.headers.get('x-request-id');
    expect(id).toBeTruthy();
    expect(api.logs.some((line) => line.reqId === id && line.path === '/health/ready')).toBe(true);
  });
});

describe('GET /health/ready and the job queue', () => {
  it('reports the queue down once it has stopped', async () => {
    const other = await startTestApi();
    await other.deps.queue.stop({ graceful: false });
    await expect
      .poll(async () => (await (await fetch(`${other.url}/health/ready`)).json()).queue.status)
      .toBe('down');
    const res = await fetch(`${other.url}/health/ready`);
    expect(res.status).toBe(503);
    await other.stop();
  });
});

describe('POST /dev/clock (browser tests only)', () => {
  it('moves the API past the one-minute code cooldown instead of waiting it out', async () => {
    const email = uniqueEmail('clock');
    const ask = () => call(api, 'POST', '/auth/generate_otp', { body: { email } });
    expect((await ask()).status).toBe(200);
    const tooSoon = await ask();
    expect([tooSoon.status, tooSoon.body.code]).toEqual([429, 'otp_resend_too_soon']);

    const moved = await call(api, 'POST', '/dev/clock', { body: { advance_seconds: 61 } });
    expect(moved.status).toBe(200);
    expect(Date.parse(moved.body.now as string) - Date.now()).toBeGreaterThan(60_000);
    expect((await ask()).status).toBe(200);
  });

  it('refuses a step that is not a whole number of seconds from 1 to a day', async () => {
    for (const advance_seconds of [0, -5, 1.5, 86_401, '61']) {
      const res = await call(api, 'POST', '/dev/clock', { body: { advance_seconds } });
      expect(res.status, String(advance_seconds)).toBe(422);
    }
  });

  it('does not exist in development, where time is real', async () => {
    const dev = await startTestApi({ NODE_ENV: 'development' });
    try {
      const res = await call(dev, 'POST', '/dev/clock', { body: { advance_seconds: 61 } });
      expect(res.status).toBe(404);
    } finally {
      await dev.stop();
    }
  });
});
