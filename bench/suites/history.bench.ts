import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { startApiProcess } from '../../scripts/lib/stack.ts';
import { freePort, post, verifiedAccount } from '../lib/api-calls.ts';
import { requestsPerSecond, type Row } from '../lib/measure.ts';

/** Five kinds of rows (every status, two tools, a missing result), `repeat` times each. */
function seedBody(repeat: number) {
  return {
    repeat,
    items: [
      { tool: 'virtual-tryon', status: 'success', width: 640, height: 480, inputs: ['person'] },
      { tool: 'virtual-tryon', status: 'processing' },
      { tool: 'hairstyle-changer', status: 'success', width: 480, height: 640 },
      { tool: 'virtual-tryon', status: 'failed' },
      { tool: 'body-generator', status: 'success', missing_result: true, width: 64, height: 64 },
    ],
  };
}

/**
 * Statistics for the planner after the bulk insert, as PostgreSQL's autovacuum would gather
 * (PGlite has no autovacuum). Without them PGlite guessed ~30 rows per user and read all
 * 10,000 through a bitmap scan and a top-N sort instead of walking the index.
 */
async function analyze(databaseUrl: string): Promise<void> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query('analyze generations');
  await client.end();
}

/** The plan PostgreSQL picks for the first page of one user's history (EXPLAIN ANALYZE). */
async function plan(databaseUrl: string, userEmail: string, tool?: string): Promise<string> {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    const { rows: users } = await client.query('select id from users where email = $1', [
      userEmail,
    ]);
    const filters = tool ? `and tool = '${tool}' and status = 'success'` : '';
    const { rows } = await client.query(
      `explain analyze select * from generations where user_id = $1 ${filters}
       order by created_at desc, id desc limit 25`,
      [users[0].id],
    );
    return rows
      .map((row: Record<string, string>) => row['QUERY PLAN']!.trim())
      .filter((line) => /Scan|Sort|Execution/.test(line))
      .join(' | ');
  } finally {
    await client.end();
  }
}

/**
 * GET /history with 10,000 generations for one user (and 4,000 of other users), first page of
 * the default view and of one tool's Completed filter, and a page deep behind a cursor, each
 * beside GET /health in the same run. Every page also checks its result files in the store.
 */
export async function run(): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-bench-history-'));
  const pglitePort = await freePort();
  const api = await startApiProcess({
    DATA_DIR: dataDir,
    API_PORT: '0',
    PGLITE_PORT: String(pglitePort),
    LOG_LEVEL: 'info',
  });
  try {
    const email = 'bench.history@example.vn';
    const token = await verifiedAccount(api.url, email);
    console.log('  seeding 10,000 generations…');
    const seeded = await post(`${api.url}/dev/seed-generations`, seedBody(2000), token);
    if ((seeded.ids as string[]).length !== 10_000) throw new Error('seed failed');
    for (const other of ['bench.other1@example.vn', 'bench.other2@example.vn']) {
      const otherToken = await verifiedAccount(api.url, other);
      await post(`${api.url}/dev/seed-generations`, seedBody(400), otherToken);
    }
    console.log('  walking 90 pages…');
    const auth = { headers: { authorization: `Bearer ${token}` } };

    // A cursor 9,000 items deep, walked page by page as the UI's 'Load more' does.
    let cursor = '';
    for (let page = 0; page < 90; page += 1) {
      const res = await fetch(`${api.url}/history?limit=100${cursor && `&cursor=${cursor}`}`, auth);
      cursor = ((await res.json()) as { next_cursor: string }).next_cursor;
    }

    console.log('  reading the query plans…');
    const databaseUrl = `postgres://postgres:postgres@127.0.0.1:${pglitePort}/postgres`;
    await analyze(databaseUrl);
    const plans = {
      all: await plan(databaseUrl, email),
      tool: await plan(databaseUrl, email, 'virtual-tryon'),
    };
    console.log(`  plan (all):             ${plans.all}`);
    console.log(`  plan (tool, completed): ${plans.tool}`);

    const health = await requestsPerSecond(`${api.url}/health`);
    // The same login check and one account read, without history: what every page pays.
    const profile = await requestsPerSecond(`${api.url}/auth/profile`, auth);
    const first = await requestsPerSecond(`${api.url}/history`, auth);
    const tool = await requestsPerSecond(
      `${api.url}/history?tool=virtual-tryon&filter=completed`,
      auth,
    );
    const deep = await requestsPerSecond(`${api.url}/history?cursor=${cursor}`, auth);
    const p50 = { name: 'GET /health p50', value: health.p50 };
    const p99 = { name: 'GET /health p99', value: health.p99 };
    const rows = (label: string, m: typeof first): Row[] => [
      { metric: `${label} p50`, value: m.p50, unit: 'ms', baseline: p50 },
      { metric: `${label} p99`, value: m.p99, unit: 'ms', baseline: p99 },
      { metric: `${label} throughput`, value: m.rps, unit: 'req/s' },
    ];
    return [
      { metric: 'GET /health p50', value: health.p50, unit: 'ms' },
      { metric: 'GET /health p99', value: health.p99, unit: 'ms' },
      ...rows('GET /auth/profile (reference)', profile),
      ...rows('GET /history (first page, all)', first),
      ...rows('GET /history tool+completed', tool),
      ...rows('GET /history 9,000 deep (cursor)', deep),
      {
        metric: 'index scans (all, tool)',
        value: [plans.all, plans.tool].filter((p) => /Index Scan Backward/.test(p)).length,
        unit: 'of 2',
      },
      {
        metric: 'errors',
        value: health.errors + profile.errors + first.errors + tool.errors + deep.errors,
        unit: '',
      },
    ];
  } finally {
    await api.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
