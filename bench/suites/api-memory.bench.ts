import { readFileSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/node-postgres';
import pg from 'pg';
import { startBackend } from '../../scripts/lib/stack.ts';
import * as schema from '../../src/server/db/schema.ts';
import { grantCredits } from '../../src/server/services/credits/grant-credits.ts';
import { freePort, post, verifiedAccount, uploadAsset } from '../lib/api-calls.ts';
import { buildMix, mixName, type MixItem } from '../lib/generation-mix.ts';
import type { Row } from '../lib/measure.ts';

// Issue 19: `npm start`'s API process stays under 400 MB RSS after 100 mixed generations, the
// engine running in the worker process. Same-run baseline: the same API's RSS at idle.
const IN_FLIGHT = 4;
const CHECKS = 10;

/** A process's resident memory now (VmRSS) and at its peak (VmHWM), in MB, from /proc. */
function memoryOf(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)![1]);
  return { rss: kb('VmRSS') / 1024, peak: kb('VmHWM') / 1024 };
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Submits one request and polls it to its end; answers whether it succeeded. */
async function generate(apiUrl: string, token: string, item: MixItem): Promise<boolean> {
  const submitted = await post(`${apiUrl}/ai/${item.tool}/generate`, item.body, token);
  const id = (submitted.generation as { id: string }).id;
  for (;;) {
    const res = await fetch(`${apiUrl}/ai/generations/${id}`, {
      headers: { authorization: `Bearer ${token}` },
    });
    const { status } = (await res.json()) as { status: string };
    if (status !== 'processing') return status === 'success';
    await sleep(250);
  }
}

export async function run(): Promise<Row[]> {
  const dataDir = await mkdtemp(path.join(tmpdir(), 'kieu-bench-memory-'));
  // As `npm start` starts it (scripts/start.ts → startStack → startBackend), on free ports.
  const backend = await startBackend({
    apiEnv: { DATA_DIR: dataDir, API_PORT: String(await freePort()), PGLITE_PORT: '0' },
    onLine: (name, line) => {
      if (line.includes('"level":50')) console.log(`  [${name}] ${line}`);
    },
  });
  const apiPid = backend.api.child.pid!;
  try {
    await sleep(5000);
    const idle = memoryOf(apiPid).rss;
    const email = 'bench.memory@example.vn';
    const token = await verifiedAccount(backend.apiUrl, email);
    const { databaseUrl } = JSON.parse(backend.api.readyLine) as { databaseUrl: string };
    const pool = new pg.Pool({ connectionString: databaseUrl, max: 1 });
    try {
      const db = drizzle(pool, { schema });
      const [user] = await db.select().from(schema.users).where(eq(schema.users.email, email));
      await grantCredits(db, {
        userId: user!.id,
        source: 'admin',
        reference: 'bench-api-memory',
        amount: 500,
        now: new Date(),
      });
    } finally {
      await pool.end();
    }
    const upload = (bytes: Buffer, kind: string) => uploadAsset(backend.apiUrl, token, bytes, kind);
    const mix = await buildMix(upload);
    const started = performance.now();
    let next = 0;
    let succeeded = 0;
    await Promise.all(
      Array.from({ length: IN_FLIGHT }, async () => {
        while (next < mix.length) {
          if (await generate(backend.apiUrl, token, mix[next++]!)) succeeded += 1;
        }
      }),
    );
    const seconds = (performance.now() - started) / 1000;
    const afterGenerations = memoryOf(apiPid);
    const worker = memoryOf(backend.worker.child.pid!);
    // The studio's pre-checks (try-on model photo, hairstyle portrait) still run in the API.
    const portrait = mix.find((item) => item.tool === 'hairstyle-changer')!.body.inputs as {
      person: string;
    };
    const model = mix.find((item) => item.tool === 'virtual-tryon')!.body.inputs as {
      person: string;
    };
    for (let i = 0; i < CHECKS; i += 1) {
      await post(
        `${backend.apiUrl}/ai/virtual-tryon/check-model`,
        { assetId: model.person },
        token,
      );
      await post(
        `${backend.apiUrl}/ai/hairstyle-changer/check-portrait`,
        { assetId: portrait.person },
        token,
      );
    }
    const afterChecks = memoryOf(apiPid).rss;
    const baseline = { name: 'same API at idle after start', value: idle };
    return [
      { metric: 'API RSS at idle after start', value: idle, unit: 'MB' },
      {
        metric: `API RSS after 100 generations (${mixName})`,
        value: afterGenerations.rss,
        unit: 'MB',
        baseline,
        goal: { atMost: 400 },
      },
      { metric: 'API peak RSS during the generations', value: afterGenerations.peak, unit: 'MB' },
      {
        metric: `API RSS after ${CHECKS} model + ${CHECKS} portrait pre-checks more`,
        value: afterChecks,
        unit: 'MB',
        baseline,
      },
      { metric: 'worker peak RSS', value: worker.peak, unit: 'MB' },
      ...(backend.database
        ? [
            {
              metric: 'database process RSS',
              value: memoryOf(backend.database.child.pid!).rss,
              unit: 'MB',
            },
          ]
        : []),
      { metric: 'generations succeeded', value: succeeded, unit: `of ${mix.length}` },
      { metric: `wall time, ${IN_FLIGHT} in flight`, value: seconds, unit: 's' },
    ];
  } finally {
    await backend.stop();
    await rm(dataDir, { recursive: true, force: true });
  }
}
