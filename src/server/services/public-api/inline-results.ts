import type { Job } from '../../routes/public-api/v1-schemas.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { storedSamplesOf } from '../history/generation-files.ts';
import {
  fileExists,
  presentResult,
  type FileRow,
  type StatusRow,
} from '../history/history-items.ts';

/** Decision 080: a result is inlined as a data URI up to this size; past it, links only. */
export const INLINE_RESULT_MAX_BYTES = 1024 * 1024;

/**
 * A finished job submitted with `return_base64` carries each result file of at most
 * INLINE_RESULT_MAX_BYTES also as `data_uri` (the main result and each sample); larger ones,
 * and jobs that did not ask, keep their links only.
 * @example const job = await inlineResults(store, row, files, toJob(row, item, credits, expireAt));
 */
export async function inlineResults(
  store: ObjectStore,
  row: StatusRow,
  files: Map<string, FileRow>,
  job: Job,
): Promise<Job> {
  if (!row.returnBase64 || !job.result) return job;
  const samples = await Promise.all(
    storedSamplesOf(row).map(async (sample) => {
      const file = files.get(sample.fileId);
      return file && (await fileExists(store, file.storageKey)) ? file : null;
    }),
  );
  const [main, ...rest] = await Promise.all(
    [await presentResult(store, row, files), ...samples.filter((file) => file !== null)].map(
      (file) => (file ? dataUri(store, file) : null),
    ),
  );
  return {
    ...job,
    result: {
      ...job.result,
      ...(main ? { data_uri: main } : {}),
      samples: job.result.samples.map((sample, index) =>
        rest[index] ? { ...sample, data_uri: rest[index] } : sample,
      ),
    },
  };
}

async function dataUri(store: ObjectStore, file: FileRow): Promise<string | null> {
  if (file.byteSize > INLINE_RESULT_MAX_BYTES) return null;
  const object = await store.get(file.storageKey);
  if (!object) return null;
  const chunks: Buffer[] = [];
  let size = 0;
  for await (const chunk of object.body as AsyncIterable<Buffer>) {
    size += chunk.length;
    if (size > INLINE_RESULT_MAX_BYTES) {
      object.body.destroy();
      return null;
    }
    chunks.push(chunk);
  }
  return `data:${file.contentType};base64,${Buffer.concat(chunks).toString('base64')}`;
}
