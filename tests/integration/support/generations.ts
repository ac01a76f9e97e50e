import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { InputImageRole, StudioTool } from '../../../src/contracts/studio.ts';
import { generations, storedFiles } from '../../../src/server/db/schema.ts';
import type { TestApi } from './test-api.ts';

/** A noisy picture encoded by sharp; noise makes quality and size choices show in bytes. */
export function picture(width: number, height: number, format: 'jpeg' | 'png' | 'webp' = 'jpeg') {
  return sharp({
    create: {
      width,
      height,
      channels: 3,
      background: { r: 0, g: 0, b: 0 },
      noise: { type: 'gaussian', mean: 128, sigma: 40 },
    },
  })
    .toFormat(format)
    .toBuffer();
}

/** Writes bytes to the API's object store and records them as a permanent file. */
export async function storeFile(api: TestApi, body: Buffer, contentType: string) {
  const key = `results/test/${randomUUID()}.${contentType.split('/')[1]}`;
  await api.deps.store.put(key, body, contentType);
  const [file] = await api.deps.database.db
    .insert(storedFiles)
    .values({ storageKey: key, contentType, byteSize: body.length, temporary: false })
    .returning();
  return file!;
}

export interface GenerationSeed {
  tool?: StudioTool;
  status?: 'success' | 'processing' | 'failed';
  /** The result picture (success only); `false` for none at all. */
  result?:
    { width: number; height: number; format?: 'jpeg' | 'png' | 'webp'; bytes?: Buffer } | false;
  /** Removes the result from the store after writing it: 'Missing Result'. */
  fileGone?: boolean;
  inputs?: InputImageRole[];
  params?: Record<string, unknown>;
  createdAt?: Date;
  error?: string;
  community?: boolean;
  /** Further sample images kept beside the result (decision 064). */
  samples?: number;
}

/** Inserts one generation row for `userId` directly, as the studio tools will. */
export async function insertGeneration(api: TestApi, userId: string, seed: GenerationSeed = {}) {
  const status = seed.status ?? 'success';
  let resultFile: { id: string; storageKey: string } | undefined;
  if (status === 'success' && seed.result !== false) {
    const { width, height, format, bytes: given } = seed.result || { width: 1600, height: 1200 };
    // Given bytes are the picture itself (their format named); otherwise noise of that size.
    const bytes = given ?? (await picture(width, height, format ?? 'jpeg'));
    resultFile = await storeFile(api, bytes, `image/${format ?? 'jpeg'}`);
    if (seed.fileGone) await api.deps.store.delete(resultFile.storageKey);
  }
  const inputs = [];
  for (const role of seed.inputs ?? []) {
    const file = await storeFile(api, await picture(64, 80), 'image/jpeg');
    inputs.push({ role, fileId: file.id });
  }
  const resultSamples = [];
  for (let i = 0; i < (resultFile ? (seed.samples ?? 0) : 0); i += 1) {
    const file = await storeFile(api, await picture(96, 128), 'image/jpeg');
    resultSamples.push({ fileId: file.id, thumbnailFileId: null });
  }
  const [row] = await api.deps.database.db
    .insert(generations)
    .values({
      userId,
      tool: seed.tool ?? 'virtual-tryon',
      status,
      params: seed.params ?? {},
      inputs,
      resultFileId: resultFile?.id ?? null,
      resultMediaType: resultFile ? 'image' : null,
      resultSamples,
      error: seed.error ?? (status === 'failed' ? 'Engine timed out' : null),
      processingMs: status === 'processing' ? null : 3500,
      community: seed.community ?? false,
      createdAt: seed.createdAt ?? new Date(),
      completedAt: status === 'processing' ? null : new Date(),
    })
    .returning();
  return { ...row!, resultKey: resultFile?.storageKey };
}
