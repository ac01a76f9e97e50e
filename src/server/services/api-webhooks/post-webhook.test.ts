import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Resolve } from '../outbound/outbound-address.ts';
import { postWebhook } from './post-webhook.ts';

/** A receiver on 127.0.0.1, standing in for a host inside our own network. */
let receiver: Server;
let port: number;
const hosts: string[] = [];
beforeAll(async () => {
  receiver = createServer((request, response) => {
    hosts.push(request.headers.host ?? '');
    request.resume();
    request.on('end', () => response.writeHead(204).end());
  });
  await new Promise<void>((resolve) => receiver.listen(0, '127.0.0.1', resolve));
  port = (receiver.address() as AddressInfo).port;
});
afterAll(() => new Promise((resolve) => receiver.close(resolve)));

/** A DNS that points every name at 127.0.0.1, as a hostile or rebinding name would. */
const resolvesToLoopback: Resolve = (_hostname, _options, callback) =>
  callback(null, [{ address: '127.0.0.1', family: 4 }]);

const post = (url: string, options: Parameters<typeof postWebhook>[3]) =>
  postWebhook(new URL(url), { 'content-type': 'application/json' }, '{}', options);

describe('posting a delivery (decision 033)', () => {
  it('connects to the address the lookup resolved and checked, for the name asked', async () => {
    hosts.length = 0;
    const status = await post(`http://hooks.example:${port}/h`, {
      allowPrivate: true,
      resolve: resolvesToLoopback,
    });
    expect(status).toBe(204);
    expect(hosts).toEqual([`hooks.example:${port}`]);
  });

  it('in production, refuses a name resolving to a private address before connecting', async () => {
    hosts.length = 0;
    await expect(
      post(`http://hooks.example:${port}/h`, { allowPrivate: false, resolve: resolvesToLoopback }),
    ).rejects.toMatchObject({
      code: 'EPRIVATEADDRESS',
      message: 'hooks.example resolves to a non-public address (loopback)',
    });
    expect(hosts).toEqual([]);
  });

  it('in production, refuses a non-public IP literal itself (no lookup happens for those)', async () => {
    hosts.length = 0;
    for (const host of ['127.0.0.1', '[::ffff:127.0.0.1]', '[::7f00:1]', '[64:ff9b::7f00:1]']) {
      await expect(
        post(`http://${host}:${port}/h`, { allowPrivate: false }),
        host,
      ).rejects.toMatchObject({ code: 'EPRIVATEADDRESS' });
    }
    expect(hosts).toEqual([]);
  });
});
