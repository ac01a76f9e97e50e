import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import type { StudioTool } from '../../../contracts/studio.ts';
import type { storedFiles } from '../../db/schema.ts';
import type { EngineOutput } from '../../engine/engine.ts';
import { applyWatermark } from '../../engine/local/index.ts';
import { markResult } from '../../provenance/mark-result.ts';
import type { GenerationDeps } from './generation-deps.ts';

const extensions: Record<EngineOutput['contentType'], string> = {
  'image/png': 'png',
  'image/jpeg': 'jpg',
  'image/webp': 'webp',
  'video/mp4': 'mp4',
};

/** One result file in the store, with its preview. */
export interface StoredOutput {
  key: string;
  thumbKey: string;
  contentType: EngineOutput['contentType'];
  byteSize: number;
  thumbByteSize: number;
  /** The unwatermarked copy of a watermarked image result (decision 101), for downloads only. */
  clean?: { key: string; byteSize: number };
}

/** What each result file is made from and marked with (issue 17). */
export interface OutputContext {
  generationId: string;
  tool: StudioTool;
  /** The model (or engine) named in the content credentials. */
  madeBy: string;
  inputs: { role: string; data: Buffer }[];
  /** The free plan's watermark goes into an image's pixels (a video has it from the engine). */
  watermark: boolean;
  /** A video's preview is drawn from its source image. */
  source?: Buffer;
  madeAt: Date;
}

/**
 * Watermarks (free plan), marks as AI-made and stores each output with its preview: the result
 * first, then any further samples (decision 064). A watermarked result also keeps its clean copy,
 * so a download after an upgrade has none (decision 101). When one fails, what was stored is
 * removed.
 */
export async function storeResultFiles(
  deps: Pick<GenerationDeps, 'store' | 'signer'>,
  outputs: EngineOutput[],
  context: OutputContext,
): Promise<StoredOutput[]> {
  const stored: StoredOutput[] = [];
  try {
    for (const [index, output] of outputs.entries()) {
      stored.push(await storeOne(deps, output, context));
      if (index === 0) await storeCleanCopy(deps, output, context, stored[0]!);
    }
    return stored;
  } catch (error) {
    await deleteResultFiles(deps, stored);
    throw error;
  }
}

async function storeOne(
  deps: Pick<GenerationDeps, 'store' | 'signer'>,
  output: EngineOutput,
  context: OutputContext,
): Promise<StoredOutput> {
  const isVideo = output.contentType === 'video/mp4';
  const pixels = context.watermark && !isVideo ? await applyWatermark(output.data) : output.data;
  // Issue 17: every result leaves the engine marked as AI-made, whichever engine made it.
  const data = await markResult(deps.signer, {
    data: pixels,
    contentType: output.contentType,
    tool: context.tool,
    engine: context.madeBy,
    inputs: context.inputs,
    madeAt: context.madeAt,
  });
  const thumbnail = await thumbnailOf(isVideo ? (context.source ?? data) : data);
  const key = `generations/${context.generationId}/result-${randomUUID()}.${extensions[output.contentType]}`;
  const thumbKey = `generations/${context.generationId}/thumb-${randomUUID()}.webp`;
  await deps.store.put(key, data, output.contentType);
  try {
    await deps.store.put(thumbKey, thumbnail, 'image/webp');
  } catch (error) {
    await deps.store.delete(key).catch(() => {});
    throw error;
  }
  return {
    key,
    thumbKey,
    contentType: output.contentType,
    byteSize: data.length,
    thumbByteSize: thumbnail.length,
  };
}

/** The result's clean copy, marked as AI-made like the result (a watermarked image only). */
async function storeCleanCopy(
  deps: Pick<GenerationDeps, 'store' | 'signer'>,
  output: EngineOutput,
  context: OutputContext,
  stored: StoredOutput,
): Promise<void> {
  if (!context.watermark || output.contentType === 'video/mp4') return;
  const data = await markResult(deps.signer, {
    data: output.data,
    contentType: output.contentType,
    tool: context.tool,
    engine: context.madeBy,
    inputs: context.inputs,
    madeAt: context.madeAt,
  });
  const key = `generations/${context.generationId}/clean-${randomUUID()}.${extensions[output.contentType]}`;
  await deps.store.put(key, data, output.contentType);
  stored.clean = { key, byteSize: data.length };
}

/**
 * The stored_files rows of the outputs: each result, then its preview; last, the result's clean
 * copy when it has one.
 */
export function resultFileRows(
  outputs: StoredOutput[],
  now: Date,
): (typeof storedFiles.$inferInsert)[] {
  const clean = outputs[0]?.clean;
  const copy = clean
    ? [
        {
          storageKey: clean.key,
          contentType: outputs[0]!.contentType,
          byteSize: clean.byteSize,
          temporary: false,
          createdAt: now,
        },
      ]
    : [];
  return [
    ...outputs.flatMap((output) => [
      {
        storageKey: output.key,
        contentType: output.contentType,
        byteSize: output.byteSize,
        temporary: false,
        createdAt: now,
      },
      {
        storageKey: output.thumbKey,
        contentType: 'image/webp',
        byteSize: output.thumbByteSize,
        temporary: false,
        createdAt: now,
      },
    ]),
    ...copy,
  ];
}

/** Best effort: a file left behind is an orphan, never a row pointing at nothing. */
export async function deleteResultFiles(
  deps: Pick<GenerationDeps, 'store'>,
  outputs: StoredOutput[],
): Promise<void> {
  await Promise.all(
    outputs.flatMap((output) => [
      deps.store.delete(output.key).catch(() => {}),
      deps.store.delete(output.thumbKey).catch(() => {}),
      ...(output.clean ? [deps.store.delete(output.clean.key).catch(() => {})] : []),
    ]),
  );
}

function thumbnailOf(image: Buffer): Promise<Buffer> {
  return sharp(image).rotate().resize(320, 320, { fit: 'inside' }).webp({ quality: 80 }).toBuffer();
}
