import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { CellLabel } from '../../src/contracts/catalogue.ts';
import { garmentCategories } from '../../src/contracts/tools.ts';
import { generations, users } from '../../src/server/db/schema.ts';
import { insertGeneration } from './support/generations.ts';
import { apiClient, v1, v1Upload, type ApiClient } from './support/public-api.ts';
import { fullBodyPhoto, garmentPhoto } from './support/studio-inputs.ts';
import { startTestApi, type TestApi } from './support/test-api.ts';
import { readZip } from './support/zip.ts';

/**
 * Issue 45, defects 7, 14 and 16 (decision 129), with workers on the local engine: a waited
 * submit answers its job without `data_uri`, a detected category is recorded on the job, and
 * an export names each model by its label, never by its upload's file extension.
 */
let api: TestApi;
let client: ApiClient;
beforeAll(async () => {
  api = await startTestApi();
  client = await apiClient(api);
});
afterAll(() => api?.stop());

async function upload(bytes: Buffer, kind: string, name: string) {
  const res = await v1Upload(api, client.value, bytes, { kind, name });
  expect(res.status).toBe(201);
  return res.body.id as string;
}

describe('the answers of a waited submit (issue 45, defects 14 and 16)', () => {
  it('answers the ended job without data_uri, which GET /v1/jobs/{id} alone carries', async () => {
    const source = await upload(await fullBodyPhoto(), 'model', 'source.png');
    const waited = await v1(api, 'POST', '/v1/image-editing/jobs', {
      value: client.value,
      headers: { prefer: 'wait=60' },
      body: {
        inputs: { source },
        params: { preset: 'enhance-quality' },
        return_base64: true,
      },
    });
    expect(waited.status, JSON.stringify(waited.body).slice(0, 300)).toBe(200);
    const job = waited.body.job as { id: string; status: string; result: { url: string } };
    expect(job.status).toBe('succeeded');
    expect(job.result.url).toBeTruthy();
    expect(job.result).not.toHaveProperty('data_uri');
    const read = await v1(api, 'GET', `/v1/jobs/${job.id}`, { value: client.value });
    expect((read.body.result as { data_uri?: string }).data_uri).toMatch(/^data:image\//);
  }, 120_000);

  it('records the category the local engine read off a garment upload without one', async () => {
    const person = await upload(await fullBodyPhoto(), 'model', 'person.png');
    const clothing = await upload(await garmentPhoto(), 'garment', 'shirt.png');
    const waited = await v1(api, 'POST', '/v1/virtual-tryon/jobs', {
      value: client.value,
      headers: { prefer: 'wait=60' },
      body: { inputs: { person, clothing }, params: { category: 'auto' } },
    });
    expect(waited.status, JSON.stringify(waited.body).slice(0, 300)).toBe(200);
    const job = waited.body.job as { id: string; status: string; category: unknown };
    expect(job.status).toBe('succeeded');
    // What the cut-out's shape says (decision 082), recorded once the engine said it.
    expect(job.category).toEqual({ used: expect.any(String), source: 'detected' });
    const [row] = await api.deps.database.db
      .select({ used: generations.categoryUsed })
      .from(generations)
      .where(eq(generations.id, job.id));
    expect(garmentCategories).toContain(row!.used);
  }, 120_000);
});

describe('export file names (issue 45, defect 7)', () => {
  it('names models by their label, a sample by its id, and parts alike-named models by a short id', async () => {
    const [user] = await api.deps.database.db
      .select({ id: users.id })
      .from(users)
      .where(eq(users.email, client.email));
    const photo = await fullBodyPhoto();
    // Two model photos uploaded without a name of their own, and the copy a sample runs on.
    const models = [
      await upload(photo, 'model', 'image.png'),
      await upload(photo, 'model', 'image.png'),
      await upload(photo, 'model', 'model-lan.png'),
    ];
    const cells = [
      { model: models[0]!, name: 'image.png', params: { category: 'ao-dai' } },
      { model: models[1]!, name: 'image.png', params: { category: 'ao-dai' } },
      { model: models[2]!, name: 'Lan', params: { category: 'ao-dai', model: 'model-lan' } },
    ];
    const ids: string[] = [];
    for (const cell of cells) {
      const row = await insertGeneration(api, user!.id, { tool: 'virtual-tryon' });
      const label: CellLabel = {
        sku: 'AO-DAI-42',
        color: 'Đỏ',
        category: 'ao-dai',
        model: cell.name,
        garment: 'ao-dai.png',
      };
      await api.deps.database.db
        .update(generations)
        .set({
          catalogue: label,
          params: cell.params,
          inputs: [{ role: 'person', fileId: row.resultFileId, assetId: cell.model }],
        })
        .where(eq(generations.id, row.id));
      ids.push(row.id);
    }
    const started = await v1(api, 'POST', '/v1/exports', {
      value: client.value,
      body: { preset: 'original', job_ids: ids },
    });
    expect(started.status, JSON.stringify(started.body)).toBe(202);
    const id = (started.body.export as { id: string }).id;
    let url = '';
    for (let i = 0; i < 600 && !url; i += 1) {
      const view = (await v1(api, 'GET', `/v1/exports/${id}`, { value: client.value })).body
        .export as { status: string; url: string | null };
      expect(view.status).not.toBe('failed');
      url = view.url ?? '';
      if (!url) await new Promise((resolve) => setTimeout(resolve, 200));
    }
    const entries = readZip(Buffer.from(await (await fetch(url)).arrayBuffer()));
    const short = (upload: string) => upload.replaceAll('-', '').slice(0, 8);
    const names = [
      `AO-DAI-42_Do_image-${short(models[0]!)}_1.jpg`,
      `AO-DAI-42_Do_image-${short(models[1]!)}_1.jpg`,
      'AO-DAI-42_Do_model-lan_1.jpg',
    ];
    expect([...entries.keys()].filter((name) => name.endsWith('.jpg')).sort()).toEqual(
      [...names].sort(),
    );
    const manifest = entries.get('manifest.csv')!.toString('utf8').slice(1).trim().split('\r\n');
    expect(manifest.slice(1).map((line) => line.split(',').slice(2, 4))).toEqual([
      [`image-${short(models[0]!)}`, names[0]],
      [`image-${short(models[1]!)}`, names[1]],
      ['model-lan', names[2]],
    ]);
  }, 180_000);
});
