import { request } from 'node:http';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signUp, uniqueEmail } from './support/accounts.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';

// Issue 39, defect 1: every per-address limit keyed every client as one address, because the
// listener dropped the socket that the address is read from. `app.request()` has no socket, so
// these calls go through the API's real listening socket, each from a loopback source address
// of its own (the whole of 127.0.0.0/8 is this machine).

interface Answer {
  status: number;
  body: Record<string, unknown>;
}

/** A JSON POST to the running API over TCP, sent from the local address `from`. */
function postFrom(
  api: TestApi,
  from: string,
  path: string,
  body: unknown,
  headers: Record<string, string> = {},
): Promise<Answer> {
  const data = JSON.stringify(body);
  return new Promise((resolve, reject) => {
    const sent = request(
      new URL(path, api.url),
      {
        method: 'POST',
        localAddress: from,
        agent: false,
        headers: {
          'content-type': 'application/json',
          'content-length': String(Buffer.byteLength(data)),
          'accept-language': 'en',
          ...headers,
        },
      },
      (res) => {
        let text = '';
        res.setEncoding('utf8');
        res.on('data', (chunk: string) => (text += chunk));
        res.on('end', () =>
          resolve({ status: res.statusCode!, body: text ? JSON.parse(text) : {} }),
        );
      },
    );
    sent.on('error', reject);
    sent.end(data);
  });
}

const register = (api: TestApi, from: string, headers?: Record<string, string>) =>
  postFrom(
    api,
    from,
    '/auth/register',
    { name: 'Khách Ghé Thăm', email: uniqueEmail('visitor'), password: 'mật-khẩu-an-toàn-2026' },
    headers,
  );

describe('per-address limits over a real socket', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi();
  });
  afterAll(() => api.stop());

  it('counts each visitor by its own address: twelve register, one is held to its own ten an hour', async () => {
    const visitors = Array.from({ length: 12 }, (_, i) => `127.0.1.${i + 1}`);
    for (const from of visitors) expect((await register(api, from)).status).toBe(201);

    const busy = '127.0.2.1';
    for (let i = 0; i < 10; i += 1) expect((await register(api, busy)).status).toBe(201);
    const refused = await register(api, busy);
    expect(refused.status).toBe(429);
    // The busy address's limit is its own: a new visitor still registers.
    expect((await register(api, '127.0.2.2')).status).toBe(201);
  });

  it('locks out the address that guessed 30 passwords, and only that one', async () => {
    const account = await signUp(api);
    const guesser = '127.0.3.1';
    for (let i = 0; i < 30; i += 1) {
      const wrong = await postFrom(api, guesser, '/auth/login', {
        username: uniqueEmail('guess'),
        password: 'not the password',
      });
      expect(wrong.status).toBe(401);
    }
    const credentials = { username: account.email, password: account.password };
    expect((await postFrom(api, guesser, '/auth/login', credentials)).status).toBe(429);
    expect((await postFrom(api, '127.0.3.2', '/auth/login', credentials)).status).toBe(200);
  });
});

describe('behind a trusted proxy (TRUST_PROXY=1)', () => {
  let api: TestApi;
  beforeAll(async () => {
    api = await startTestApi({ TRUST_PROXY: '1' });
  });
  afterAll(() => api.stop());

  it('keys the address the proxy saw, whatever the client wrote before it', async () => {
    // The proxy appends the address it saw; what a client sends is further left.
    const through = (claimed: string) => ({ 'x-forwarded-for': `${claimed}, 203.0.113.9` });
    for (let i = 0; i < 10; i += 1) {
      expect((await register(api, '127.0.4.1', through(`10.9.${i}.1`))).status).toBe(201);
    }
    expect((await register(api, '127.0.4.1', through('10.9.99.1'))).status).toBe(429);
    // Another client behind the same proxy is its own address.
    const other = { 'x-forwarded-for': '10.9.0.1, 203.0.113.10' };
    expect((await register(api, '127.0.4.1', other)).status).toBe(201);
  });
});
