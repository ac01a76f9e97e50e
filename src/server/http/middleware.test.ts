import { Writable } from 'node:stream';
import { Hono } from 'hono';
import { requestId } from 'hono/request-id';
import { describe, expect, it } from 'vitest';
import type { AppBindings } from '../app-deps.ts';
import { createLogger } from '../logger.ts';
import { HTML_CSP, requestLogging, securityHeaders } from './middleware.ts';

function app() {
  const hono = new Hono<AppBindings>();
  hono.use(securityHeaders());
  hono.get('/page', (c) => c.html('<!doctype html><p>Xin chào</p>'));
  hono.get('/own-policy', (c) => {
    c.header('content-security-policy', "default-src 'self'");
    return c.html('<p>Own</p>');
  });
  hono.get('/cached', (c) => {
    c.header('cache-control', 'public, max-age=60');
    return c.json({ ok: true });
  });
  // Its headers cannot be changed, like those of a response passed through from fetch.
  hono.get('/immutable', () => Response.redirect('http://site.test/', 302));
  return hono;
}

describe('securityHeaders', () => {
  it('gives an HTML answer without a policy the restrictive one', async () => {
    const res = await app().request('/page');
    expect(res.headers.get('content-security-policy')).toBe(HTML_CSP);
    expect(HTML_CSP).toContain("frame-ancestors 'none'");
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });

  it('keeps the policy a route set, and adds none to JSON', async () => {
    const own = await app().request('/own-policy');
    expect(own.headers.get('content-security-policy')).toBe("default-src 'self'");
    const json = await app().request('/cached');
    expect(json.headers.get('content-security-policy')).toBeNull();
  });

  it("keeps a route's cache policy for anonymous callers, never for one with credentials", async () => {
    expect((await app().request('/cached')).headers.get('cache-control')).toBe(
      'public, max-age=60',
    );
    const authed = await app().request('/cached', { headers: { authorization: 'Bearer x' } });
    expect(authed.headers.get('cache-control')).toBe('no-store');
    expect((await app().request('/page')).headers.get('cache-control')).toBe('no-store');
  });

  it('copies a response with immutable headers to add its own', async () => {
    const res = await app().request('/immutable');
    expect(res.status).toBe(302);
    expect(res.headers.get('location')).toBe('http://site.test/');
    expect(res.headers.get('x-content-type-options')).toBe('nosniff');
  });
});

describe('requestLogging', () => {
  // Decision 058: request logs keep no IP address, so they hold no access log to expire.
  it('writes one line per request with no address of the caller', async () => {
    const lines: string[] = [];
    const sink = new Writable({
      write(chunk, _encoding, done) {
        lines.push(String(chunk));
        done();
      },
    });
    const logger = createLogger({ LOG_LEVEL: 'info' }, sink);
    const hono = new Hono<AppBindings>();
    hono.use(requestId());
    hono.use(requestLogging(logger));
    hono.get('/page', (c) => {
      c.get('logger').info({ token: 'ks_live_secret' }, 'handler');
      return c.json({ ok: true });
    });
    const res = await hono.request('/page', {
      headers: { 'x-forwarded-for': '203.0.113.7, 198.51.100.2', 'x-real-ip': '203.0.113.7' },
    });
    expect(res.status).toBe(200);
    expect(lines).toHaveLength(2);
    const [handler, line] = lines.map((text) => JSON.parse(text) as Record<string, unknown>);
    expect(line).toMatchObject({ msg: 'request', method: 'GET', path: '/page', status: 200 });
    expect(lines.join('')).not.toMatch(/203\.0\.113\.7|198\.51\.100\.2/);
    // Decision 137: the access line skips redaction; a handler's own lines keep it.
    expect(handler).toMatchObject({ msg: 'handler', token: '[redacted]' });
    expect(line!.reqId).toBe(handler!.reqId);
    expect(Object.keys(line!)).toEqual([
      'level',
      'time',
      'service',
      'reqId',
      'method',
      'path',
      'status',
      'ms',
      'msg',
    ]);
    expect(Object.keys(line!).filter((key) => /ip|addr|remote|forwarded/i.test(key))).toEqual([]);
  });
});
