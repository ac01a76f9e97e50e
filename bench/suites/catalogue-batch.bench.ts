import pg from 'pg';
import sharp from 'sharp';
import { startWorkerProcess } from '../../scripts/lib/backend.ts';
import { samplePhoto } from '../../src/server/engine/perception/sample-photos.ts';
import { post, subscribePro, uploadAsset, verifiedAccount } from '../lib/api-calls.ts';
import { startApiOn, type BenchDatabase } from '../lib/api-on-database.ts';
import type { Row } from '../lib/measure.ts';

/** The grid: 2 garments × 3 models, the same six try-ons submitted one by one as the baseline. */
const GARMENTS = 2;
const MODELS = 3;
const CELLS = GARMENTS * MODELS;

/** A T-shirt drawing in its own colour, so each garment is one the engine has not cut out. */
function garment(index: number): Promise<Buffer> {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="600" height="800">
    <rect width="600" height="800" fill="#ffffff"/>
    <path d="M220 150 Q300 200 380 150 L500 210 L460 320 L410 290 L410 650 L190 650 L190 290 L140 320 L100 210 Z"
      fill="hsl(${index * 72}, 70%, 45%)"/></svg>`;
  return sharp(Buffer.from(svg)).png().toBuffer();
}

/** A Pro seller with credits for both runs and the grid's garments and models uploaded. */
async function seller(apiUrl: string, databaseUrl: string, email: string) {
  const token = await verifiedAccount(apiUrl, email);
  await subscribePro(databaseUrl, email);
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  await client.query(
    `insert into credit_grants (user_id, source, reference, amount, remaining, expires_at)
     select id, 'admin', 'bench', 100, 100, now() + interval '30 days' from users where email = $1`,
    [email],
  );
  await client.end();
  const person = await samplePhoto('fullBody');
  const garments: string[] = [];
  for (let i = 0; i < GARMENTS; i += 1) {
    garments.push(await uploadAsset(apiUrl, token, await garment(i), 'garment'));
  }
  const models: string[] = [];
  for (let i = 0; i < MODELS; i += 1)
    models.push(await uploadAsset(apiUrl, token, person, 'model'));
  return { token, garments, models };
}

/** Waits until none of the account's generations is processing; answers the minutes since `from`. */
async function minutesUntilDone(databaseUrl: string, email: string, from: number) {
  const client = new pg.Client({ connectionString: databaseUrl });
  await client.connect();
  try {
    for (;;) {
      const { rows } = await client.query(
        `select count(*)::int as open from generations g join users u on u.id = g.user_id
         where u.email = $1 and g.status = 'processing'`,
        [email],
      );
      if (rows[0].open === 0) return (performance.now() - from) / 60_000;
      await new Promise((resolve) => setTimeout(resolve, 250));
    }
  } finally {
    await client.end();
  }
}

async function pass(database: BenchDatabase): Promise<Row[]> {
  // Room for six single jobs at once, as the batch's six cells have.
  const api = await startApiOn(database, 'catalogue', { STUDIO_MAX_CONCURRENT_JOBS: '50' });
  const worker = await startWorkerProcess(api.workerEnv);
  try {
    const email = `catalogue.${Date.now().toString(36)}@bench.example`;
    const who = await seller(api.url, api.databaseUrl, email);
    // One try-on of each garment first, so the engine's models are loaded and every garment's
    // cut-out is cached (by its bytes) before either run is timed: neither run pays for them.
    for (const clothing of who.garments) {
      await post(
        `${api.url}/ai/virtual-tryon/generate`,
        { inputs: { person: who.models[0], clothing }, params: { category: 'tops' } },
        who.token,
      );
    }
    await minutesUntilDone(api.databaseUrl, email, performance.now());

    const singlesFrom = performance.now();
    for (const clothing of who.garments) {
      for (const person of who.models) {
        await post(
          `${api.url}/ai/virtual-tryon/generate`,
          { inputs: { person, clothing }, params: { category: 'tops' } },
          who.token,
        );
      }
    }
    const singles = CELLS / (await minutesUntilDone(api.databaseUrl, email, singlesFrom));

    const batchFrom = performance.now();
    await post(
      `${api.url}/catalogue/batches`,
      { garments: who.garments, models: who.models },
      who.token,
    );
    const batch = CELLS / (await minutesUntilDone(api.databaseUrl, email, batchFrom));
    return [
      {
        metric: `batch of ${GARMENTS} garments × ${MODELS} models: try-ons per minute`,
        value: batch,
        unit: '/min',
        database,
        baseline: { name: `${CELLS} single try-on submits (this run)`, value: singles },
      },
    ];
  } finally {
    await worker.stop();
    await api.stop();
  }
}

/**
 * Issue 20: a catalogue batch's throughput on the local engine (one worker process, this
 * machine's cores), in try-ons finished per minute from the submit, beside the same six try-ons
 * submitted one by one in the same run, on PGlite and on PostgreSQL. The batch holds its credits
 * and queues its cells in one transaction; the cells then run like single jobs, so the ratio
 * should stay near 1.
 */
export async function run(): Promise<Row[]> {
  return [...(await pass('pglite')), ...(await pass('postgres'))];
}
