import { randomUUID } from 'node:crypto';
import { and, eq, inArray } from 'drizzle-orm';
import type { InputImageRole } from '../../../contracts/studio.ts';
import { assets, storedFiles } from '../../db/schema.ts';
import { detectFileType } from '../files/detect-file-type.ts';
import { exceedsPixelLimit } from '../files/image-pixel-limit.ts';
import { generationErrors, type ErrorSurface } from './generation-errors.ts';
import type { FreshInput } from './fresh-inputs.ts';
import type { GenerationDeps } from './generation-deps.ts';

export interface CopiedFile {
  role: InputImageRole | 'mask';
  id: string;
  storageKey: string;
  contentType: string;
  byteSize: number;
}

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
};

/**
 * The generation's own copies of its input images (and of the painted mask): a user may delete
 * an asset while its generation waits or is retried, and history keeps showing the inputs.
 * Only the caller's own image assets are accepted; another user's id is "not found".
 * Files are written here; their rows are inserted by the caller's transaction.
 */
export async function copyInputs(
  deps: Pick<GenerationDeps, 'db' | 'store'>,
  input: {
    userId: string;
    generationId: string;
    inputs: Partial<Record<InputImageRole, string>>;
    /** Inputs given by URL or data URI, not in the library yet: copied from their bytes. */
    fresh?: FreshInput[];
    mask?: string;
    surface?: ErrorSurface;
  },
): Promise<CopiedFile[]> {
  const { surface } = input;
  const entries = Object.entries(input.inputs) as [InputImageRole, string][];
  const ids = entries.map(([, id]) => id);
  const rows = ids.length
    ? await deps.db
        .select({
          id: assets.id,
          mediaType: assets.mediaType,
          storageKey: storedFiles.storageKey,
          contentType: storedFiles.contentType,
        })
        .from(assets)
        .innerJoin(storedFiles, eq(storedFiles.id, assets.storedFileId))
        .where(and(eq(assets.userId, input.userId), inArray(assets.id, ids)))
    : [];
  const byId = new Map(rows.map((row) => [row.id, row]));
  for (const [role, id] of entries) {
    const row = byId.get(id);
    if (!row) throw generationErrors.inputNotFound(`inputs.${role}`, surface);
    if (row.mediaType !== 'image') throw generationErrors.inputNotImage(`inputs.${role}`, surface);
  }
  const mask = input.mask ? await decodeMask(input.mask, surface) : undefined;

  const copied: CopiedFile[] = [];
  const copy = async (
    role: CopiedFile['role'],
    contentType: string,
    write: (storageKey: string) => Promise<{ size: number }>,
  ) => {
    const storageKey = `generations/${input.generationId}/${role}-${randomUUID()}.${extensions[contentType] ?? 'bin'}`;
    const { size } = await write(storageKey);
    copied.push({ role, id: randomUUID(), storageKey, contentType, byteSize: size });
  };
  try {
    for (const [role, id] of entries) {
      const row = byId.get(id)!;
      const source = await deps.store.get(row.storageKey);
      if (!source) throw generationErrors.inputNotFound(`inputs.${role}`, surface);
      // Streamed from the store back into it: the file is never held in memory whole.
      await copy(role, row.contentType, (key) =>
        deps.store
          .putStream(key, source.body, row.contentType)
          .finally(() => source.body.destroy()),
      );
    }
    for (const { role, asset } of input.fresh ?? []) {
      const { bytes, contentType } = asset.image;
      await copy(role, contentType, (key) => deps.store.put(key, bytes, contentType));
    }
    if (mask) await copy('mask', 'image/png', (key) => deps.store.put(key, mask, 'image/png'));
  } catch (error) {
    await removeCopies(deps, copied);
    throw error;
  }
  return copied;
}

/** Removes copies whose generation was never recorded. */
export async function removeCopies(deps: Pick<GenerationDeps, 'store'>, files: CopiedFile[]) {
  for (const file of files) await deps.store.delete(file.storageKey).catch(() => {});
}

/**
 * The mask's data URL as PNG bytes, checked by content and by the pixel limit every decoded
 * image has (security issue: a 78 KB mask declared 81 megapixels).
 */
async function decodeMask(dataUrl: string, surface?: ErrorSurface): Promise<Buffer> {
  const bytes = Buffer.from(dataUrl.slice(dataUrl.indexOf(',') + 1), 'base64');
  const type = await detectFileType(bytes);
  if (type?.mime !== 'image/png') throw generationErrors.maskInvalid(surface);
  if (await exceedsPixelLimit(bytes)) throw generationErrors.maskTooLarge(surface);
  return bytes;
}

/** The rows of copied files, for the caller's transaction. */
export function copiedFileRows(files: CopiedFile[], now: Date) {
  return files.map((file) => ({
    id: file.id,
    storageKey: file.storageKey,
    contentType: file.contentType,
    byteSize: file.byteSize,
    temporary: false,
    createdAt: now,
  }));
}
