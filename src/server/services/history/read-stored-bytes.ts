import { errors } from '../../http/app-error.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

/** Generated images stay far below this; a larger object is not copied into the library. */
const MAX_COPY_BYTES = 50 * 1024 * 1024;

/**
 * A stored object's bytes, for a server-side copy. A missing object is a 404 (the row outlived
 * its file); an oversized one is refused before it is read.
 */
export async function readStoredBytes(store: ObjectStore, key: string): Promise<Buffer> {
  const object = await store.get(key);
  if (!object) throw errors.notFound();
  if (object.size > MAX_COPY_BYTES) {
    object.body.destroy();
    throw errors.notFound();
  }
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}
