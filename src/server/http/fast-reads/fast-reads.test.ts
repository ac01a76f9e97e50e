import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { fastReadRouter, withFastReads, type FastRead } from './fast-reads.ts';

const id = '0b6f2a5e-3c1d-4e8f-9a7b-1c2d3e4f5a6b';
let server: Server | undefined;
afterEach(() => new Promise((resolve) => (server ? server.close(resolve) : resolve(undefined))));

/** A real server with `read` before an app that answers 'app'; returns its URL and the app's count. */
async function serve(read: FastRead) {
  const router = fastReadRouter();
  router.serve(new Map([['/v1/jobs/', read]]));
  const seen = { app: 0 };
  server = createServer(
    withFastReads(router, (_req, res) => {
      seen.app += 1;
      res.end('app');
    }),
  );
  await new Promise<void>((resolve) => server!.listen(0, '127.0.0.1', resolve));
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, seen };
}

describe('withFastReads', () => {
  it('takes only a GET of the prefix and a UUID, and hands the rest to the app', async () => {
    const { url, seen } = await serve(async ({ res, id: given }) => {
      res.end(`fast ${given}`);
      return true;
    });
    expect(await (await fetch(`${url}/v1/jobs/${id}`)).text()).toBe(`fast ${id}`);
    for (const [path, method] of [
      [`/v1/jobs/${id}?x=1`, 'GET'],
      [`/v1/jobs/${id}/cancel`, 'GET'],
      ['/v1/jobs/not-a-uuid', 'GET'],
      [`/v1/jobs/${id}`, 'HEAD'],
      [`/v1/jobs/${id}`, 'POST'],
      [`/v2/jobs/${id}`, 'GET'],
    ] as const) {
      const res = await fetch(`${url}${path}`, { method });
      expect(res.status, `${method} ${path}`).toBe(200);
      if (method !== 'HEAD') expect(await res.text(), `${method} ${path}`).toBe('app');
    }
    expect(seen.app).toBe(6);
  });

  it('hands a read that declines or throws before answering to the app', async () => {
    let calls = 0;
    const { url, seen } = await serve(async () => {
      calls += 1;
      if (calls === 1) return false;
      throw new Error('database gone');
    });
    expect(await (await fetch(`${url}/v1/jobs/${id}`)).text()).toBe('app');
    expect(await (await fetch(`${url}/v1/jobs/${id}`)).text()).toBe('app');
    expect(seen.app).toBe(2);
  });

  it('closes the connection when a read fails after it began its answer, never answering twice', async () => {
    const { url, seen } = await serve(async ({ res }) => {
      res.writeHead(200, { 'content-length': '100' });
      res.write('half');
      throw new Error('failed while answering');
    });
    await expect(fetch(`${url}/v1/jobs/${id}`).then((res) => res.text())).rejects.toThrow();
    expect(seen.app).toBe(0);
  });

  it('hands everything to the app until the reads are served', async () => {
    const router = fastReadRouter();
    expect(router.match('GET', `/v1/jobs/${id}`)).toBeUndefined();
  });
});
