import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { startApiProcess } from '../../scripts/lib/stack.ts';
import { benchPassword, verifiedAccount } from '../lib/api-calls.ts';
import { requestsPerSecond, type Row } from '../lib/measure.ts';

const email = 'bench.user@example.vn';
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
    const token = await verifiedAccount(api.url, email);
    const health = await requestsPerSecond(`${api.url}/health`);
    const profile = await requestsPerSecond(`${api.url}/auth/profile`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const login = await autocannon({
      url: `${api.url}/auth/login`,
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: email, password: benchPassword }),
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
