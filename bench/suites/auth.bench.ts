import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startApiProcess } from '../../scripts/lib/stack.ts';
import { requestsPerSecond, type Row } from '../lib/measure.ts';

const email = 'bench.user@example.vn';
const password = 'bench-password-2026';

async function post(url: string, body: unknown) {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return (await res.json()) as Record<string, unknown>;
}

/** Registers and verifies one account through the API, reading the code from the dev outbox. */
async function verifiedAccount(apiUrl: string): Promise<string> {
  await post(`${apiUrl}/auth/register`, { name: 'Bench User', email, password });
  const outbox = (await (await fetch(`${apiUrl}/dev/outbox`)).json()) as {
    messages: { to: string; text: string }[];
  };
  const code = /\b(\d{6})\b/.exec(outbox.messages.find((m) => m.to === email)!.text)![1];
  await post(`${apiUrl}/auth/verify_otp`, { email, otp: Number(code) });
  const login = await post(`${apiUrl}/auth/login`, { username: email, password });
  return login.access_token as string;
}

/**
 * POST /auth/login and GET /auth/profile throughput over loopback, each beside GET /health in
 * the same run. Login is dominated by argon2id (about 20 ms of CPU a request, by design).
 */
export async function run(): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-bench-auth-'));
  const api = await startApiProcess({
    DATA_DIR: dataDir,
    API_PORT: '0',
    PGLITE_PORT: '0',
    LOG_LEVEL: 'info',
  });
  try {
    const token = await verifiedAccount(api.url);
    const health = await requestsPerSecond(`${api.url}/health`);
    const profile = await requestsPerSecond(`${api.url}/auth/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const login = await autocannon({
      url: `${api.url}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password }),
      connections: 10,
      duration: 8,
    });
    const base = { name: 'GET /health', value: health.rps };
    return [
      { metric: 'GET /health', value: health.rps, unit: 'req/s' },
      { metric: 'GET /auth/profile (Bearer)', value: profile.rps, unit: 'req/s', baseline: base },
      { metric: 'GET /auth/profile p99 latency', value: profile.p99, unit: 'ms' },
      {
        metric: 'POST /auth/login (argon2id)',
        value: login.requests.average,
        unit: 'req/s',
        baseline: base,
      },
      { metric: 'POST /auth/login p99 latency', value: login.latency.p99, unit: 'ms' },
      {
        metric: 'errors (profile + login)',
        value: profile.errors + login.errors + login.non2xx,
        unit: '',
      },
    ];
  } finally {
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
