import { randomUUID } from 'node:crypto';
import type { Db } from '../../db/database.ts';
import { storedFiles } from '../../db/schema.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

const extensions: Record<string, string> = {
  'image/jpeg': 'jpg',
  'image/png': 'png',
  'image/webp': 'webp',
  'application/pdf': 'pdf',
  'video/mp4': 'mp4',
};

/**
 * Writes a file to the store and records it as temporary; the cleanup job removes it after
 * `ttlHours` unless something claims it first. The file is written before the row, so a crash
 * in between leaves at worst an orphan file, never a row pointing at nothing.
 */
export async function storeTemporaryFile(
  deps: { db: Db; store: ObjectStore },
  input: { body: Buffer; contentType: string; ttlHours: number; now?: Date },
) {
  const now = input.now ?? new Date();
  const key = `temp/${now.toISOString().slice(0, 10)}/${randomUUID()}.${extensions[input.contentType] ?? 'bin'}`;
  await deps.store.put(key, input.body, input.contentType);
  const [row] = await deps.db
    .insert(storedFiles)
    .values({
      storageKey: key,
      contentType: input.contentType,
      byteSize: input.body.length,
      temporary: true,
      expiresAt: new Date(now.getTime() + input.ttlHours * 3600_000),
    })
    .returning();
  return row!;
}
