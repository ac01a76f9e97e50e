import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startProcess } from '../../scripts/lib/processes.ts';
import { startApiProcess } from '../../scripts/lib/stack.ts';
import { requestsPerSecond, type Row } from '../lib/measure.ts';

/** Time from spawning the API to its first 200 on /health. */
async function startToHealthy(dataDir: string) {
  const started = performance.now();
  const api = await startApiProcess({
    DATA_DIR: dataDir,
    API_PORT: '0',
    PGLITE_PORT: '0',
    LOG_LEVEL: 'info',
  });
  let status = 0;
  while (status !== 200) {
    status = await fetch(`${api.url}/health`).then(
      (res) => res.status,
      () => 0,
    );
  }
  return { ms: performance.now() - started, api };
}

/** Cold and warm API start, and GET /health throughput beside a bare node:http server. */
export async function run(): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-bench-'));
  const bare = await startProcess({
    name: 'bare node:http',
    command: process.execPath,
    args: ['--import', 'tsx', 'bench/lib/bare-server.ts'],
    ready: (line) => line.includes('api ready'),
  });
  try {
    const cold = await startToHealthy(dataDir);
    await cold.api.stop();
    const warm = await startToHealthy(dataDir);
    // Request logging is part of the product, but writing 10k lines/s to a pipe nobody reads
    // would measure the pipe: the API's stdout is drained by startProcess either way.
    const bareUrl = (JSON.parse(bare.readyLine) as { url: string }).url;
    const baseline = await requestsPerSecond(`${bareUrl}/health`);
    const health = await requestsPerSecond(`${warm.api.url}/health`);
    await warm.api.stop();
    const base = { name: 'bare node:http', value: baseline.rps };
    return [
      { metric: 'api cold start (new database) to healthy', value: cold.ms, unit: 'ms' },
      { metric: 'api warm start to healthy', value: warm.ms, unit: 'ms' },
      { metric: 'GET /health', value: health.rps, unit: 'req/s', baseline: base },
      { metric: 'GET /health p99 latency', value: health.p99, unit: 'ms' },
      { metric: 'GET /health errors', value: health.errors, unit: '' },
    ];
  } finally {
    await bare.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
