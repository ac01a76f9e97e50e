import { mkdtemp, mkdir, rm, writeFile } from 'node:fs/promises';
import { request } from 'node:http';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  chooseEncoding,
  SECURITY_HEADERS,
  startStaticServer,
  type StaticServer,
} from './serve-static.ts';

const page = `<!doctype html><title>Trang chủ</title>${'<p>Kiểu Studio</p>'.repeat(200)}`;
let dir: string;
let server: StaticServer;

/** A raw GET, so paths like `/../` reach the server without the client normalising them. */
function get(pathname: string, headers: Record<string, string> = {}) {
  const { hostname, port } = new URL(server.url);
  return new Promise<{ status: number; headers: Record<string, unknown>; body: Buffer }>(
    (resolve, reject) => {
      const req = request({ hostname, port, path: pathname, headers }, (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            headers: res.headers,
            body: Buffer.concat(chunks),
          }),
        );
      });
      req.on('error', reject).end();
    },
  );
}

beforeAll(async () => {
  const parent = await mkdtemp(path.join(tmpdir(), 'serve-static-'));
  dir = path.join(parent, 'site');
  await mkdir(path.join(dir, 'en', 'about'), { recursive: true });
  await mkdir(path.join(dir, '_astro'));
  await writeFile(path.join(dir, 'index.html'), page);
  await writeFile(path.join(dir, 'en', 'about', 'index.html'), '<h1>About</h1>');
  await writeFile(path.join(dir, 'pricing.html'), '<h1>Bảng giá</h1>');
  await writeFile(path.join(dir, '404.html'), '<h1>Không tìm thấy trang</h1>');
  await writeFile(path.join(dir, 'en', '404.html'), '<h1>Page not found</h1>');
  await writeFile(path.join(dir, '_astro', 'app.abc123.css'), 'body{color:red}');
  await writeFile(path.join(parent, 'secret.txt'), 'do not serve');
  server = await startStaticServer({ dir, port: 0 });
});

afterAll(async () => {
  await server.close();
  await rm(path.dirname(dir), { recursive: true, force: true });
});

describe('startStaticServer', () => {
  it('serves index.html for a directory with HTML headers', async () => {
    const res = await get('/');
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body.toString()).toBe(page);
  });

  it('serves clean URLs from folder/index.html and from .html files', async () => {
    expect((await get('/en/about')).body.toString()).toBe('<h1>About</h1>');
    expect((await get('/en/about/')).body.toString()).toBe('<h1>About</h1>');
    expect((await get('/pricing')).body.toString()).toBe('<h1>Bảng giá</h1>');
  });

  it('answers unknown paths with status 404 and the 404 page', async () => {
    const res = await get('/no/such/page');
    expect(res.status).toBe(404);
    expect(res.body.toString()).toContain('Không tìm thấy trang');
  });

  it('answers unknown English paths with the English 404 page', async () => {
    for (const pathname of ['/en/no-such-page', '/en/blog/typo/x', '/en']) {
      const res = await get(pathname);
      expect(res.status).toBe(404);
      expect(res.body.toString()).toBe('<h1>Page not found</h1>');
    }
    expect((await get('/english-typo')).body.toString()).toContain('Không tìm thấy trang');
  });

  it('refuses paths that climb out of the folder', async () => {
    for (const pathname of ['/..%2fsecret.txt', '/%2e%2e/secret.txt', '/../secret.txt']) {
      const res = await get(pathname);
      expect(res.status).not.toBe(200);
      expect(res.body.toString()).not.toContain('do not serve');
    }
    expect((await get('/..%2fsecret.txt')).status).toBe(403);
  });

  it('gzips text when asked and says it varies on Accept-Encoding', async () => {
    const res = await get('/', { 'accept-encoding': 'gzip' });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(res.headers.vary).toBe('Accept-Encoding');
    expect(gunzipSync(res.body).toString()).toBe(page);
    expect(res.body.length).toBeLessThan(Buffer.byteLength(page));
  });

  it('caches hashed assets for a year', async () => {
    const res = await get('/_astro/app.abc123.css');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['content-type']).toBe('text/css; charset=utf-8');
  });

  it('sends the security headers with pages, assets, the 404 page and refusals', async () => {
    const answers = await Promise.all(
      ['/', '/_astro/app.abc123.css', '/no/such/page', '/..%2fsecret.txt'].map((p) => get(p)),
    );
    expect(answers.map((res) => res.status)).toEqual([200, 200, 404, 403]);
    for (const res of answers) {
      expect(res.headers).toMatchObject({
        'content-security-policy': "frame-ancestors 'none'",
        'x-frame-options': 'DENY',
        'referrer-policy': 'strict-origin-when-cross-origin',
        'x-content-type-options': 'nosniff',
      });
      expect(res.headers['permissions-policy']).toBe(SECURITY_HEADERS['permissions-policy']);
      for (const feature of ['camera', 'microphone', 'geolocation', 'payment']) {
        expect(res.headers['permissions-policy']).toContain(`${feature}=()`);
      }
      // HSTS is the https proxy's to send (decision 035).
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('answers HEAD with headers and no body, and 304 for a matching ETag', async () => {
    const first = await get('/pricing');
    const again = await get('/pricing', { 'if-none-match': String(first.headers.etag) });
    expect(again.status).toBe(304);
    const { hostname, port } = new URL(server.url);
    const head = await new Promise<{ status: number; length: string | undefined }>((resolve) =>
      request({ hostname, port, path: '/pricing', method: 'HEAD' }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({ status: res.statusCode ?? 0, length: res.headers['content-length'] }),
        );
      }).end(),
    );
    expect(head).toEqual({ status: 200, length: String(Buffer.byteLength('<h1>Bảng giá</h1>')) });
  });
});

describe('chooseEncoding', () => {
  it('prefers brotli, then gzip, and honours q=0', () => {
    expect(chooseEncoding('gzip, deflate, br')).toBe('br');
    expect(chooseEncoding('gzip, br;q=0')).toBe('gzip');
    expect(chooseEncoding(undefined)).toBe('identity');
    expect(chooseEncoding('identity')).toBe('identity');
  });
});
