import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startApiProcess } from '../../scripts/lib/stack.ts';
import { freePort, post, verifiedAccount } from '../lib/api-calls.ts';
import { requestsPerSecond, type Row } from '../lib/measure.ts';

/** A month of the Pro plan written straight to the database (API access is a plan gate). */
async function subscribePro(databaseUrl: string, email: string) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    await client.query(
      `insert into subscriptions (user_id, plan_id, billing_cycle, period_start, period_end, credits_granted_through)
       select id, 'pro', 'monthly', now(), now() + interval '30 days', now() from users where email = $1`,
      [email],
    );
  } finally {
    await client.end();
  }
}

/**
 * GET /v1/jobs/{id} (token lookup and hash check, the per-token limit counted in the database,
 * the job and its signed links, the call recorded for the usage charts) beside GET /health in
 * the same run. The load is spread over 20 tokens of 1,000 calls a minute, so the limit is
 * counted on every call yet refuses none; a token of 1 a minute shows the cost of a refusal.
 */
export async function run(): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-bench-v1-'));
  const pglitePort = await freePort();
  const api = await startApiProcess({
    DATA_DIR: dataDir,
    API_PORT: '0',
    PGLITE_PORT: String(pglitePort),
    LOG_LEVEL: 'info',
  });
  try {
    const email = 'bench.business@example.vn';
    const session = await verifiedAccount(api.url, email);
    await subscribePro(`postgres://postgres:postgres@127.0.0.1:${pglitePort}/postgres`, email);
    const seeded = await post(
      `${api.url}/dev/seed-generations`,
      { repeat: 1, items: [{ tool: 'virtual-tryon', status: 'success', width: 640, height: 480 }] },
      session,
    );
    const jobId = (seeded.ids as string[])[0]!;
    const token = async (rateLimitPerMinute: number) =>
      (
        await post(
          `${api.url}/api-tokens`,
          { name: 'Bench', services: ['virtual-tryon'], rateLimitPerMinute },
          session,
        )
      ).value as string;
    const values: string[] = [];
    for (let i = 0; i < 19; i += 1) values.push(await token(1000));
    const limited = await token(1);

    const path = `/v1/jobs/${jobId}`;
    const check = await fetch(`${api.url}${path}`, {
      headers: { authorization: `Bearer ${values[0]}` },
    });
    if (check.status !== 200) throw new Error(`GET ${path}: ${check.status} ${await check.text()}`);

    const health = await requestsPerSecond(`${api.url}/health`, { seconds: 6 });
    const status = await requestsPerSecond(`${api.url}${path}`, {
      seconds: 6,
      requests: values.map((value) => ({
        method: 'GET',
        path,
        headers: { authorization: `Bearer ${value}` },
      })),
    });
    const refused = await requestsPerSecond(`${api.url}${path}`, {
      seconds: 6,
      headers: { authorization: `Bearer ${limited}` },
    });
    const rps = { name: 'GET /health', value: health.rps };
    const p50 = { name: 'GET /health p50', value: health.p50 };
    return [
      { metric: 'GET /health throughput', value: health.rps, unit: 'req/s' },
      { metric: 'GET /health p50', value: health.p50, unit: 'ms' },
      { metric: 'GET /v1/jobs/{id} throughput', value: status.rps, unit: 'req/s', baseline: rps },
      { metric: 'GET /v1/jobs/{id} p50', value: status.p50, unit: 'ms', baseline: p50 },
      { metric: 'GET /v1/jobs/{id} p99', value: status.p99, unit: 'ms' },
      { metric: 'GET /v1/jobs/{id} non-2xx', value: status.errors, unit: '' },
      { metric: '429 refusals throughput', value: refused.rps, unit: 'req/s', baseline: rps },
      { metric: '429 refusals p50', value: refused.p50, unit: 'ms', baseline: p50 },
    ];
  } finally {
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
