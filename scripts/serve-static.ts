/**
 * A small static file server for the built site (`dist/`), with no dependencies:
 * clean URLs, the 404 page, gzip/brotli kept in memory, cache headers for hashed assets and
 * the security headers of decision 035 on every answer.
 *
 *   npx tsx scripts/serve-static.ts --dir dist --port 4321 --host 127.0.0.1
 */
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { readFile, readdir, stat } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { parseArgs, promisify } from 'node:util';
import { brotliCompress, constants as zlib, gzip } from 'node:zlib';

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.mjs': 'text/javascript; charset=utf-8',
  '.json': 'application/json; charset=utf-8',
  '.map': 'application/json; charset=utf-8',
  '.webmanifest': 'application/manifest+json; charset=utf-8',
  '.xml': 'application/xml; charset=utf-8',
  '.txt': 'text/plain; charset=utf-8',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.ico': 'image/x-icon',
  '.woff2': 'font/woff2',
  '.woff': 'font/woff',
  '.mp4': 'video/mp4',
  '.webm': 'video/webm',
  '.pdf': 'application/pdf',
  '.wasm': 'application/wasm',
};
/**
 * Sent with every answer (decision 035). The page's own policy is the meta CSP Astro writes;
 * framing can only be refused by a header. The studio uses no camera, microphone, location,
 * payment handler or device API (results are downloaded, never captured), so all are off.
 * HSTS belongs to the production proxy, which speaks https; this server speaks http.
 */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  'content-security-policy': "frame-ancestors 'none'",
  'x-frame-options': 'DENY',
  'referrer-policy': 'strict-origin-when-cross-origin',
  'permissions-policy':
    'camera=(), microphone=(), geolocation=(), payment=(), usb=(), serial=(), hid=(), midi=(), display-capture=()',
  'x-content-type-options': 'nosniff',
};

const COMPRESSIBLE = /^(text\/|application\/(json|xml|manifest\+json)|image\/svg\+xml)/;
const MIN_COMPRESS_BYTES = 1024;
const plainText = { ...SECURITY_HEADERS, 'content-type': 'text/plain; charset=utf-8' };

type Encoding = 'br' | 'gzip' | 'identity';

interface CachedFile {
  mtimeMs: number;
  size: number;
  etag: string;
  bodies: Partial<Record<Encoding, Promise<Buffer>>>;
}

const compressors: Record<Exclude<Encoding, 'identity'>, (data: Buffer) => Promise<Buffer>> = {
  br: (data) =>
    promisify(brotliCompress)(data, {
      params: { [zlib.BROTLI_PARAM_QUALITY]: 11, [zlib.BROTLI_PARAM_SIZE_HINT]: data.length },
    }),
  gzip: (data) => promisify(gzip)(data, { level: 9 }),
};

/** Picks br, then gzip, from an Accept-Encoding header, honouring `q=0`. */
export function chooseEncoding(header: string | undefined): Encoding {
  const accepted = new Map<string, number>();
  for (const part of (header ?? '').split(',')) {
    const [name = '', ...params] = part.trim().toLowerCase().split(';');
    const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='));
    accepted.set(name, q ? Number(q.slice(2)) : 1);
  }
  const wants = (name: string) => (accepted.get(name) ?? accepted.get('*') ?? 0) > 0;
  if (wants('br')) return 'br';
  if (wants('gzip')) return 'gzip';
  return 'identity';
}

export interface StaticServerOptions {
  dir: string;
  port?: number;
  host?: string;
}

export interface StaticServer {
  url: string;
  close(): Promise<void>;
}

export async function startStaticServer({
  dir,
  port = 4321,
  host = '127.0.0.1',
}: StaticServerOptions): Promise<StaticServer> {
  const root = path.resolve(dir);
  const cache = new Map<string, CachedFile>();

  /** The file for a URL path: exact, then `.html`, then `/index.html`; null if none or outside. */
  async function resolveFile(pathname: string): Promise<string | null | 'forbidden'> {
    const base = path.resolve(root, `.${pathname}`);
    if (base !== root && !base.startsWith(root + path.sep)) return 'forbidden';
    const candidates = pathname.endsWith('/')
      ? [path.join(base, 'index.html')]
      : [base, `${base}.html`, path.join(base, 'index.html')];
    for (const candidate of candidates) {
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) return candidate;
    }
    return pathname.startsWith('/_astro/') ? earlierBuildAsset(pathname) : null;
  }

  /**
   * A hashed asset the live build no longer has, from a build kept beside it (decision 025): a
   * page loaded just before a rebuild was swapped in still gets the scripts it names. Hashed
   * names never change content, so an older copy is the right one.
   */
  async function earlierBuildAsset(pathname: string): Promise<string | null> {
    const builds = `${root}.builds`;
    const names = await readdir(builds).catch(() => [] as string[]);
    for (const name of names.sort().reverse()) {
      const candidate = path.join(builds, name, `.${pathname}`);
      if (!candidate.startsWith(path.join(builds, name) + path.sep)) continue;
      const info = await stat(candidate).catch(() => null);
      if (info?.isFile()) return candidate;
    }
    return null;
  }

  async function load(file: string): Promise<CachedFile> {
    const info = await stat(file);
    const cached = cache.get(file);
    if (cached && cached.mtimeMs === info.mtimeMs && cached.size === info.size) return cached;
    const entry: CachedFile = {
      mtimeMs: info.mtimeMs,
      size: info.size,
      etag: `W/"${info.size.toString(16)}-${Math.floor(info.mtimeMs).toString(16)}"`,
      bodies: { identity: readFile(file) },
    };
    cache.set(file, entry);
    return entry;
  }

  async function send(
    req: IncomingMessage,
    res: ServerResponse,
    file: string,
    status: number,
    pathname: string,
  ) {
    const entry = await load(file);
    const type = CONTENT_TYPES[path.extname(file).toLowerCase()] ?? 'application/octet-stream';
    const compressible = COMPRESSIBLE.test(type) && entry.size >= MIN_COMPRESS_BYTES;
    const encoding = compressible ? chooseEncoding(req.headers['accept-encoding']) : 'identity';
    const headers: Record<string, string> = {
      ...SECURITY_HEADERS,
      'content-type': type,
      'cache-control': pathname.startsWith('/_astro/')
        ? 'public, max-age=31536000, immutable'
        : type.startsWith('text/html')
          ? 'no-cache'
          : 'public, max-age=3600',
      etag: entry.etag,
    };
    if (compressible) headers.vary = 'Accept-Encoding';
    if (status === 200 && req.headers['if-none-match'] === entry.etag) {
      res.writeHead(304, headers).end();
      return;
    }
    if (encoding !== 'identity') {
      headers['content-encoding'] = encoding;
      entry.bodies[encoding] ??= entry.bodies.identity!.then(compressors[encoding]);
    }
    const body = await entry.bodies[encoding]!;
    headers['content-length'] = String(body.length);
    res.writeHead(status, headers);
    res.end(req.method === 'HEAD' ? undefined : body);
  }

  async function handle(req: IncomingMessage, res: ServerResponse) {
    if (req.method !== 'GET' && req.method !== 'HEAD') {
      res.writeHead(405, { ...SECURITY_HEADERS, allow: 'GET, HEAD' }).end();
      return;
    }
    let pathname: string;
    try {
      pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://localhost').pathname);
    } catch {
      res.writeHead(400, plainText).end('Bad request');
      return;
    }
    const file = pathname.includes('\0') ? 'forbidden' : await resolveFile(pathname);
    if (file === 'forbidden') {
      res.writeHead(403, plainText).end('Forbidden');
      return;
    }
    if (file) return send(req, res, file, 200, pathname);
    // English addresses get the English page (en/404.astro); the rest the bilingual one.
    const notFoundPath = /^\/en(\/|$)/.test(pathname) ? '/en/404' : '/404';
    const notFoundPage =
      (await resolveFile(notFoundPath)) ??
      (notFoundPath === '/404' ? null : await resolveFile('/404'));
    if (notFoundPage && notFoundPage !== 'forbidden') {
      return send(req, res, notFoundPage, 404, '/404.html');
    }
    res.writeHead(404, plainText).end('Not found');
  }

  const server = createServer((req, res) => {
    handle(req, res).catch((error: unknown) => {
      console.error(error);
      if (!res.headersSent) res.writeHead(500, SECURITY_HEADERS).end();
      else res.destroy();
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(port, host, () => resolve());
  });
  const address = server.address() as AddressInfo;
  const urlHost = address.family === 'IPv6' ? `[${address.address}]` : address.address;
  return {
    url: `http://${urlHost}:${address.port}`,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.closeAllConnections();
        server.close((error) => (error ? reject(error) : resolve()));
      }),
  };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { values } = parseArgs({
    options: {
      dir: { type: 'string', default: 'dist' },
      port: { type: 'string', default: '4321' },
      host: { type: 'string', default: '127.0.0.1' },
    },
  });
  const server = await startStaticServer({
    dir: values.dir,
    port: Number(values.port),
    host: values.host,
  });
  console.log(`Serving ${values.dir} at ${server.url}`);
  for (const signal of ['SIGINT', 'SIGTERM'] as const) {
    process.once(signal, () => void server.close().then(() => process.exit(0)));
  }
}
