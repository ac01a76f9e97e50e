import type { generations } from '../../db/schema.ts';

type Row = Pick<
  typeof generations.$inferSelect,
  | 'resultFileId'
  | 'resultThumbnailFileId'
  | 'resultCleanFileId'
  | 'resultSamples'
  | 'inputs'
  | 'params'
>;

/** A further sample image of a generation (decision 064) and its preview. */
export interface StoredSample {
  fileId: string;
  thumbnailFileId: string | null;
}

export function storedSamplesOf(row: Pick<Row, 'resultSamples'>): StoredSample[] {
  return Array.isArray(row.resultSamples) ? (row.resultSamples as StoredSample[]) : [];
}

/**
 * Every stored file a generation owns: its result, preview and clean copy (decision 101), its samples and theirs, its own
 * copies of the input images and the painted mask. Deleting a generation deletes these (a file
 * the user also keeps as an asset stays with the asset; the callers check that).
 */
export function generationFileIds(row: Row): string[] {
  const ids = [row.resultFileId, row.resultThumbnailFileId, row.resultCleanFileId];
  for (const sample of storedSamplesOf(row)) ids.push(sample.fileId, sample.thumbnailFileId);
  for (const input of row.inputs as { fileId?: string }[]) ids.push(input.fileId ?? null);
  ids.push((row.params as { maskFileId?: string | null }).maskFileId ?? null);
  return ids.filter((id): id is string => typeof id === 'string' && id.length > 0);
}
