import type { AddressInfo } from 'node:net';
import { serve } from '@hono/node-server';
import type { Hono } from 'hono';

/**
 * A rail's stand-in on its own socket (decision 131): the fake provider of an integration test,
 * playing the provider's documented protocol with the test's keys. `make` is given the address
 * it is reached at, which its hosted pages and links are under.
 */
export async function listenStandIn(
  make: (publicUrl: () => string) => Hono,
): Promise<{ url: string; close: () => Promise<void> }> {
  let url = '';
  const server = serve({ fetch: make(() => url).fetch, port: 0, hostname: '127.0.0.1' });
  await new Promise((resolve) => server.once('listening', resolve));
  url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return { url, close: () => new Promise((resolve) => server.close(() => resolve())) };
}
