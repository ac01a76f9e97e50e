import { eq } from 'drizzle-orm';
import { expect } from 'vitest';
import { generations, storedFiles } from '../../../src/server/db/schema.ts';
import { call } from './accounts.ts';
import { finished } from './remote-engine.ts';
import { personPhoto, uploadAsset } from './studio-inputs.ts';
import type { TestApi } from './test-api.ts';

/** The bytes of a stored file, by its row's id. */
export async function storedBytes(api: TestApi, fileId: string): Promise<Buffer> {
  const db = api.deps.database.db;
  const [file] = await db.select().from(storedFiles).where(eq(storedFiles.id, fileId));
  const object = await api.deps.store.get(file!.storageKey);
  const chunks: Buffer[] = [];
  for await (const chunk of object!.body) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

/**
 * A finished edit made on the free plan (decision 101): its stored result carries the watermark,
 * and a clean copy is kept beside it for a later upgrade.
 * @example const { id, stored, clean } = await freePlanResult(api, user.token);
 */
export async function freePlanResult(api: TestApi, token: string) {
  const source = (await uploadAsset(api, token, await personPhoto(), 'image')).id;
  const started = await call(api, 'POST', '/ai/image-editing/generate', {
    token,
    body: { inputs: { source }, params: { preset: 'enhance-quality' } },
  });
  expect(started.status, JSON.stringify(started.body)).toBe(202);
  const id = (started.body.generation as { id: string }).id;
  expect((await finished(api, token, id)).status).toBe('success');
  const [row] = await api.deps.database.db.select().from(generations).where(eq(generations.id, id));
  expect(row!.resultWatermarked).toBe(true);
  return {
    id,
    clean: await storedBytes(api, row!.resultCleanFileId!),
    stored: await storedBytes(api, row!.resultFileId!),
  };
}
