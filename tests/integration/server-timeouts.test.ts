import { connect, type Socket } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { startTestApi, type TestApi } from './support/test-api.ts';

let api: TestApi;
beforeAll(async () => {
  api = await startTestApi({ HTTP_HEADERS_TIMEOUT_MS: '2000', HTTP_KEEP_ALIVE_TIMEOUT_MS: '1000' });
});
afterAll(() => api?.stop());

/** A slow-loris client: a request line, then one header line a second, never the blank line. */
function slowLoris(url: URL): { socket: Socket; closed: Promise<string> } {
  const socket = connect(Number(url.port), url.hostname);
  let answer = '';
  socket.on('data', (chunk) => (answer += chunk.toString()));
  socket.on('error', () => {});
  socket.write(`GET /health HTTP/1.1\r\nHost: ${url.host}\r\n`);
  let n = 0;
  const drip = setInterval(() => {
    if (!socket.destroyed) socket.write(`X-Slow-${n++}: a\r\n`);
  }, 1000);
  const closed = new Promise<string>((resolve) =>
    socket.on('close', () => {
      clearInterval(drip);
      resolve(answer);
    }),
  );
  return { socket, closed };
}

describe('HTTP server timeouts', () => {
  it('closes 20 slow-loris connections while /health keeps answering', async () => {
    const url = new URL(api.url);
    const clients = Array.from({ length: 20 }, () => slowLoris(url));
    try {
      for (let i = 0; i < 5; i++) {
        const res = await fetch(`${api.url}/health`);
        expect(res.status).toBe(200);
      }
      // Waits for the server to close them; a server without a headers timeout never does,
      // and the test then runs into its own limit and fails.
      const answers = await Promise.all(clients.map((client) => client.closed));
      for (const answer of answers)
        expect(answer === '' || answer.startsWith('HTTP/1.1 408')).toBe(true);
    } finally {
      for (const { socket } of clients) socket.destroy();
    }
  }, 20_000);

  it('closes an idle keep-alive connection', async () => {
    const url = new URL(api.url);
    const socket = connect(Number(url.port), url.hostname);
    socket.on('error', () => {});
    socket.resume();
    const closed = new Promise<void>((resolve) => socket.on('close', () => resolve()));
    socket.write(`GET /health HTTP/1.1\r\nHost: ${url.host}\r\n\r\n`);
    await closed;
    expect(socket.destroyed).toBe(true);
    // Configured to 1 s here: Node's own default (5 s) would run past this test's limit.
  }, 4_000);
});
