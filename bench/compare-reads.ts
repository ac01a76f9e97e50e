import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startProcess } from '../scripts/lib/processes.ts';
import { caller } from './lib/read-callers.ts';
import { startApiOn } from './lib/api-on-database.ts';
import { processCpuMs, requestsPerSecond } from './lib/measure.ts';

// Issue 44 (decision 138): this checkout's API against another checkout's, on one PostgreSQL
// cluster, the two status reads in turn, round after round. `npm run bench -- reads` cannot tell
// a 10–20 % change from its own spread between runs (the floor's rate moves by a third); loads
// taken seconds apart on one database can. The other checkout needs its node_modules.
// `npx tsx bench/compare-reads.ts <other checkout> [rounds] [seconds]`

const otherDir = process.argv[2];
if (!otherDir) throw new Error('usage: npx tsx bench/compare-reads.ts <other checkout> [rounds]');
const rounds = Number(process.argv[3] ?? 5);
const seconds = Number(process.argv[4] ?? 3);

const api = await startApiOn('postgres', 'compare');
const otherData = await mkdtemp(path.join(tmpdir(), 'kieu-bench-compare-'));
const other = await startProcess({
  name: 'other api',
  command: process.execPath,
  args: ['--import', 'tsx', 'src/server/main.ts'],
  spawnOptions: {
    cwd: otherDir,
    env: {
      ...process.env,
      DATABASE_URL: api.databaseUrl,
      DATA_DIR: otherData,
      API_PORT: '0',
      PGLITE_IN_API: 'false',
      RUN_WORKERS: 'false',
      LOG_LEVEL: 'info',
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  },
  ready: (line) => line.includes('"api ready"'),
  timeoutMs: 120_000,
});
const apis = [
  {
    name: 'other',
    pid: other.child.pid!,
    url: (JSON.parse(other.readyLine) as { url: string }).url,
  },
  { name: 'this', pid: api.pid, url: api.url },
];
const results = new Map<string, string[]>();
/** This API's CPU per read over the other's, per round: the two loads ran seconds apart. */
const ratios = new Map<string, number[]>();
const cpuOf = new Map<string, number>();
// One account per API (sign-ups are limited per address); its tokens' minute is started again
// before each load of the job read, so no load meets a refusal.
const owners = new Map<string, Awaited<ReturnType<typeof caller>>>();
const database = new pg.Client({ connectionString: api.databaseUrl });
await database.connect();
try {
  for (const target of apis) {
    owners.set(
      target.name,
      await caller(target.url, api.databaseUrl, `compare.${target.name}@example.vn`, 19),
    );
  }
  for (let round = 0; round < rounds; round += 1) {
    // Each round swaps which API goes first, so neither always meets a warmer machine.
    for (const target of round % 2 ? [...apis].reverse() : apis) {
      const owner = owners.get(target.name)!;
      await database.query('delete from api_rate_windows');
      for (const read of ['jobs', 'generations'] as const) {
        const readPath =
          read === 'jobs' ? `/v1/jobs/${owner.jobId}` : `/ai/generations/${owner.jobId}`;
        const options =
          read === 'jobs'
            ? {
                requests: owner.tokens.map((value) => ({
                  method: 'GET' as const,
                  path: readPath,
                  headers: { authorization: `Bearer ${value}` },
                })),
              }
            : { headers: { authorization: `Bearer ${owner.session}` } };
        await requestsPerSecond(`${target.url}${readPath}`, {
          connections: 10,
          seconds: 1,
          ...options,
        });
        const before = processCpuMs(target.pid);
        const load = await requestsPerSecond(`${target.url}${readPath}`, {
          connections: 10,
          seconds,
          ...options,
        });
        const cpuMicros = ((processCpuMs(target.pid) - before) * 1000) / (load.rps * seconds);
        const key = `${target.name} ${read}`;
        const cell = `${Math.round(load.rps)} req/s ${Math.round(cpuMicros)} µs${load.errors ? ` (${load.errors} errors)` : ''}`;
        results.set(key, [...(results.get(key) ?? []), cell]);
        cpuOf.set(key, cpuMicros);
      }
    }
    for (const read of ['jobs', 'generations']) {
      const ratio = cpuOf.get(`this ${read}`)! / cpuOf.get(`other ${read}`)!;
      ratios.set(read, [...(ratios.get(read) ?? []), ratio]);
    }
  }
  console.log('API CPU per read, 10 connections, one column per round:');
  for (const [key, cells] of results) console.log(`${key.padEnd(18)} ${cells.join(' | ')}`);
  const median = (values: number[]) => [...values].sort((a, b) => a - b)[values.length >> 1]!;
  for (const [read, values] of ratios) {
    const shown = values.map((value) => value.toFixed(2)).join(', ');
    console.log(`${read}: this ÷ other, median ${median(values).toFixed(2)} (rounds: ${shown})`);
  }
} finally {
  await database.end();
  await other.stop();
  await api.stop();
  await rm(otherData, { recursive: true, force: true });
}
