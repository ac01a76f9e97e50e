import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { startApiProcess } from '../../scripts/lib/stack.ts';
import type { Row } from '../lib/measure.ts';

/** Time from spawning the API to its first 200 on /health/ready (database and queue up). */
async function startToReady(dataDir: string) {
  const started = performance.now();
  const api = await startApiProcess({
    DATA_DIR: dataDir,
    API_PORT: '0',
    PGLITE_PORT: '0',
    LOG_LEVEL: 'info',
  });
  let status = 0;
  while (status !== 200) {
    status = await fetch(`${api.url}/health/ready`).then(
      (res) => res.status,
      () => 0,
    );
  }
  return { ms: performance.now() - started, api };
}

/**
 * Cold and warm API start. GET /health's throughput beside bare node:http is measured with the
 * other reads, on both databases, in api-reads.bench.ts.
 */
export async function run(): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-bench-'));
  try {
    const cold = await startToReady(dataDir);
    await cold.api.stop();
    const warm = await startToReady(dataDir);
    await warm.api.stop();
    return [
      { metric: 'api cold start (new database) to ready', value: cold.ms, unit: 'ms' },
      { metric: 'api warm start to ready', value: warm.ms, unit: 'ms' },
    ];
  } finally {
    await rm(dataDir, { recursive: true, force: true });
  }
}
