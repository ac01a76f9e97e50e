import { once } from 'node:events';
import { PassThrough } from 'node:stream';
import archiver from 'archiver';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { ExportFile } from './collect-account-data.ts';

/**
 * Streams the account's files and then account.json into one ZIP under `key`, one entry at a
 * time, so memory holds a chunk of one file, never the archive (decision 055). Images and
 * videos are stored as they are (already compressed); account.json is deflated.
 * @returns the ZIP's size and the paths of files the store no longer holds.
 */
export async function writeExportZip(
  store: ObjectStore,
  key: string,
  files: ExportFile[],
  documentFor: (missing: Set<string>) => unknown,
  onProgress: (done: number) => Promise<void>,
) {
  const archive = archiver('zip', { zlib: { level: 6 } });
  const body = new PassThrough();
  archive.pipe(body);
  const failed = new Promise<never>((_, reject) =>
    archive.on('error', (error) => {
      body.destroy(error);
      reject(error);
    }),
  );
  const upload = store.putStream(key, body, 'application/zip');
  const missing = new Set<string>();
  const work = (async () => {
    for (const [index, file] of files.entries()) {
      const object = await store.get(file.storageKey);
      if (!object) {
        missing.add(file.path);
      } else {
        archive.append(object.body, { name: file.path, store: true });
        await once(archive, 'entry');
      }
      await onProgress(index + 1);
    }
    const json = JSON.stringify(documentFor(missing), null, 2);
    archive.append(Buffer.from(json), { name: 'account.json' });
    await archive.finalize();
    return upload;
  })();
  const stored = await Promise.race([work, failed, upload.then(() => work)]);
  return { size: stored.size, missing };
}
