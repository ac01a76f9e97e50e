import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { z } from 'zod';
import { fidelityReportSchema } from '../../../contracts/fidelity.ts';
import { generationStatuses, inputImageRoles, studioTools } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { generations, storedFiles } from '../../db/schema.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

/** POST /dev/seed-generations body: templates of generations, each repeated `repeat` times. */
export const seedGenerationsSchema = z.object({
  items: z
    .array(
      z.object({
        tool: z.enum(studioTools),
        status: z.enum(generationStatuses),
        /** A success whose result file is gone from the store ('Missing Result'). */
        missing_result: z.boolean().default(false),
        width: z.number().int().min(16).max(4000).default(1600),
        height: z.number().int().min(16).max(4000).default(1200),
        format: z.enum(['jpeg', 'png', 'webp']).default('jpeg'),
        params: z.record(z.string(), z.unknown()).default({}),
        inputs: z.array(z.enum(inputImageRoles)).max(6).default([]),
        error: z.string().max(500).optional(),
        processing_ms: z.number().int().min(0).optional(),
        community: z.boolean().default(false),
        /** A painted mask (the upper half) over the 320 x 400 inputs, as the hairstyle keeps it. */
        mask: z.boolean().default(false),
        /** Further sample images beside a success's result (decision 064). */
        samples: z.number().int().min(0).max(3).default(0),
        /** A success's garment fidelity report (issue 41), as the worker would have written it. */
        fidelity: fidelityReportSchema.optional(),
      }),
    )
    .min(1)
    .max(50),
  /** Rows per template (the benchmark seeds thousands; they share the template's files). */
  repeat: z.number().int().min(1).max(10_000).default(1),
});
export type SeedGenerations = z.infer<typeof seedGenerationsSchema>;

const mime = { jpeg: 'image/jpeg', png: 'image/png', webp: 'image/webp' } as const;
const ext = { jpeg: 'jpg', png: 'png', webp: 'webp' } as const;

/** A noisy test picture (noise makes quality and size choices show in the file size). */
export function testPicture(width: number, height: number, format: 'jpeg' | 'png' | 'webp') {
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

async function storeFile(
  db: Db,
  store: ObjectStore,
  body: Buffer,
  contentType: string,
  name: string,
) {
  const key = `results/seed/${randomUUID()}.${name}`;
  await store.put(key, body, contentType);
  const [file] = await db
    .insert(storedFiles)
    .values({ storageKey: key, contentType, byteSize: body.length, temporary: false })
    .returning({ id: storedFiles.id, key: storedFiles.storageKey });
  return file!;
}

/**
 * Development only: generations with generated result images for one user, newest first in
 * the order given (each row a second older than the one before). Bulk inserts of 1000 rows.
 */
export async function seedGenerations(
  deps: { db: Db; store: ObjectStore; now: () => Date },
  userId: string,
  input: SeedGenerations,
): Promise<{ ids: string[] }> {
  const rows: (typeof generations.$inferInsert)[] = [];
  const templates = [];
  for (const item of input.items) {
    const resultPicture = async () =>
      storeFile(
        deps.db,
        deps.store,
        await testPicture(item.width, item.height, item.format),
        mime[item.format],
        ext[item.format],
      );
    let resultFileId: string | null = null;
    if (item.status === 'success') {
      const file = await resultPicture();
      if (item.missing_result) await deps.store.delete(file.key);
      resultFileId = file.id;
    }
    const inputs = [];
    for (const role of item.inputs) {
      const picture = await testPicture(320, 400, 'jpeg');
      const file = await storeFile(deps.db, deps.store, picture, 'image/jpeg', 'jpg');
      inputs.push({ role, fileId: file.id });
    }
    let params = item.params;
    if (item.mask) {
      const mask = await sharp({
        create: { width: 320, height: 400, channels: 3, background: '#000' },
      })
        .composite([
          {
            input: await sharp({
              create: { width: 320, height: 200, channels: 3, background: '#fff' },
            })
              .png()
              .toBuffer(),
            top: 0,
            left: 0,
          },
        ])
        .png()
        .toBuffer();
      const file = await storeFile(deps.db, deps.store, mask, 'image/png', 'png');
      params = { ...params, maskFileId: file.id };
    }
    const samples = [];
    for (let i = 0; i < (resultFileId ? item.samples : 0); i += 1) {
      const file = await resultPicture();
      samples.push({ fileId: file.id, thumbnailFileId: null });
    }
    templates.push({ item: { ...item, params }, resultFileId, inputs, samples });
  }
  const start = deps.now().getTime();
  let n = 0;
  for (let r = 0; r < input.repeat; r += 1) {
    for (const { item, resultFileId, inputs, samples } of templates) {
      const createdAt = new Date(start - n * 1000);
      n += 1;
      rows.push({
        id: randomUUID(),
        userId,
        tool: item.tool,
        status: item.status,
        params: item.params,
        inputs,
        resultFileId,
        resultMediaType: resultFileId ? 'image' : null,
        resultSamples: samples,
        error: item.status === 'failed' ? (item.error ?? 'Engine error') : null,
        engine: 'seed',
        processingMs: item.status === 'processing' ? null : (item.processing_ms ?? 4200),
        community: item.community,
        fidelity: item.status === 'success' ? (item.fidelity ?? null) : null,
        createdAt,
        completedAt: item.status === 'processing' ? null : new Date(createdAt.getTime() + 4200),
      });
    }
  }
  for (let i = 0; i < rows.length; i += 1000) {
    await deps.db.insert(generations).values(rows.slice(i, i + 1000));
  }
  return { ids: rows.map((row) => row.id!) };
}
