import { Hono } from 'hono';
import { describe, expect, it } from 'vitest';
import type { AppBindings } from '../app-deps.ts';
import { AppError } from './app-error.ts';
import { corsPreflight, responseHeaders } from './response-headers.ts';

const SITE = 'https://kieu.studio';
const exposeHeaders = ['Retry-After', 'X-Request-Id'];

/** The app's order: the headers around the routes, the preflight inside. */
function app() {
  const app = new Hono<AppBindings>();
  app.use(responseHeaders({ origins: [SITE], exposeHeaders }));
  app.use(corsPreflight({ origin: [SITE], exposeHeaders, allowHeaders: ['Authorization'] }));
  app.get('/json', (c) => c.json({ id: c.get('requestId') }));
  // A download answers with its own Response, as the files route does.
  app.get('/raw', () => new Response('bytes', { headers: { 'content-type': 'image/png' } }));
  app.get('/refused', () => {
    throw new AppError(409, 'conflict', { en: 'No', vi: 'Không' });
  });
  app.onError((error, c) => c.json({ code: (error as AppError).code }, 409));
  return app;
}

describe('responseHeaders', () => {
  it('gives every answer its request id and an allowed origin its CORS headers, once', async () => {
    for (const path of ['/json', '/raw', '/refused']) {
      const res = await app().request(path, { headers: { origin: SITE } });
      expect(res.headers.get('x-request-id'), path).toMatch(/^[0-9a-f-]{36}$/);
      expect(res.headers.get('access-control-allow-origin'), path).toBe(SITE);
      expect(res.headers.get('access-control-expose-headers'), path).toBe(
        'Retry-After,X-Request-Id',
      );
      expect(res.headers.get('vary'), path).toBe('Origin');
    }
    const json = await app().request('/json');
    expect(((await json.json()) as { id: string }).id).toBe(json.headers.get('x-request-id'));
  });

  it('names no origin it does not allow', async () => {
    const res = await app().request('/json', { headers: { origin: 'https://evil.test' } });
    expect(res.headers.get('access-control-allow-origin')).toBeNull();
    expect(res.headers.get('vary')).toBe('Origin');
  });

  it("keeps a caller's plain request id and replaces any other", async () => {
    const kept = await app().request('/json', { headers: { 'x-request-id': 'abc-123=' } });
    expect(kept.headers.get('x-request-id')).toBe('abc-123=');
    for (const given of ['a b', 'x'.repeat(256), 'id;drop']) {
      const res = await app().request('/json', { headers: { 'x-request-id': given } });
      expect(res.headers.get('x-request-id')).not.toBe(given);
      expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
    }
  });

  it('answers a preflight with its CORS headers, Vary once per name, and the request id', async () => {
    const res = await app().request('/json', {
      method: 'OPTIONS',
      headers: {
        origin: SITE,
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'authorization',
      },
    });
    expect(res.status).toBe(204);
    expect(res.headers.get('access-control-allow-origin')).toBe(SITE);
    expect(res.headers.get('access-control-allow-headers')).toBe('Authorization');
    expect(res.headers.get('access-control-expose-headers')).toBe('Retry-After,X-Request-Id');
    expect(res.headers.get('vary')).toBe('Origin, Access-Control-Request-Headers');
    expect(res.headers.get('x-request-id')).toMatch(/^[0-9a-f-]{36}$/);
  });
});
