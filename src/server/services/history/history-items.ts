import { and, eq, getTableColumns, inArray, isNull, sql } from 'drizzle-orm';
import type { FidelityReport, StoredFidelityApproval } from '../../../contracts/fidelity.ts';
import type { HistoryItem } from '../../../contracts/history.ts';
import type { GenerationStatus, InputImageRole, StudioTool } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { preparedPerDatabase } from '../../db/prepared.ts';
import { generationShares, generations, storedFiles } from '../../db/schema.ts';
import { AppError, errors } from '../../http/app-error.ts';
import { localize } from '../../http/localize.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { storedSamplesOf } from './generation-files.ts';

export interface HistoryDeps {
  db: Db;
  store: ObjectStore;
}

export type GenerationRow = typeof generations.$inferSelect;
export type FileRow = Pick<
  typeof storedFiles.$inferSelect,
  'id' | 'storageKey' | 'contentType' | 'byteSize'
>;

/** The columns a history item is built from (the generation row). */
export const itemColumns = getTableColumns(generations);
export type ItemRow = GenerationRow & { shared: boolean };

/**
 * What the status reads show of a generation: its history item and its /v1 job (decision 137).
 * The two hot reads select these 24 columns, not all 35: every column a statement answers costs
 * the database, the driver's row description and the row's mapping on each poll.
 */
const statusColumnNames = [
  'id',
  'tool',
  'status',
  'params',
  'inputs',
  'resultFileId',
  'resultThumbnailFileId',
  'resultMediaType',
  'resultSamples',
  'error',
  'engine',
  'processingMs',
  'community',
  'phase',
  'progress',
  'errorCode',
  'webhookUrl',
  'returnBase64',
  'fidelity',
  'fidelityApproval',
  'categoryUsed',
  'categorySource',
  'createdAt',
  'completedAt',
] as const satisfies readonly (keyof GenerationRow)[];
export type StatusRow = Pick<GenerationRow, (typeof statusColumnNames)[number]>;
export const statusColumns = Object.fromEntries(
  statusColumnNames.map((name) => [name, itemColumns[name]]),
) as Pick<typeof itemColumns, (typeof statusColumnNames)[number]>;

export const historyErrors = {
  /** Spec: share and download need a successful generation whose result file still exists. */
  noResult: () => new AppError(409, 'no_result', localize('history.noResult')),
  videoResize: () => new AppError(422, 'video_original_only', localize('history.videoResize')),
};

export const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Whether the generation has an active share link. Spelled out: drizzle would name both
 * tables' columns unqualified here. */
export const sharedColumn = sql<boolean>`exists (select 1 from generation_shares s where s.generation_id = "generations"."id" and s.revoked_at is null)`;

/** The file ids in one of the row's jsonb arrays (`inputs`, `result_samples`) under `key`. */
const idsIn = (column: string, key: string) =>
  `select (e->>'${key}')::uuid from jsonb_array_elements(case when jsonb_typeof("generations"."${column}") = 'array' then "generations"."${column}" else '[]'::jsonb end) e`;

/**
 * Every stored file the row refers to (result, thumbnail, clean copy, samples, inputs) as a JSON array:
 * loadFiles' query, folded into the row's own (decision 075: a status poll is one statement).
 */
export const filesColumn = sql<
  FileRow[] | null
>`(select json_agg(json_build_object('id', f.id, 'storageKey', f.storage_key, 'contentType', f.content_type, 'byteSize', f.byte_size)) from stored_files f where f.id in (select "generations"."result_file_id" union all select "generations"."result_thumbnail_file_id" union all select "generations"."result_clean_file_id" union all ${sql.raw(idsIn('inputs', 'fileId'))} union all ${sql.raw(idsIn('result_samples', 'fileId'))} union all ${sql.raw(idsIn('result_samples', 'thumbnailFileId'))}))`;

/** The user's generation `id`: the placeholders every owned-row select is executed with. */
export const ownedRow = and(
  eq(generations.id, sql.placeholder('id')),
  eq(generations.userId, sql.placeholder('userId')),
);
const generationColumns = { ...itemColumns, shared: sharedColumn };

/**
 * The owned-row selects, each built once per database, so drizzle does not build its text again
 * on every call (decision 075).
 */
const ownedGeneration = preparedPerDatabase('owned_generation', (db, name) =>
  db.select(generationColumns).from(generations).where(ownedRow).limit(1).prepare(name),
);
const ownedWithFiles = preparedPerDatabase('owned_with_files', (db, name) =>
  db
    .select({ ...generationColumns, files: filesColumn })
    .from(generations)
    .where(ownedRow)
    .limit(1)
    .prepare(name),
);

/**
 * The user's generation `id` from one of the owned-row selects (these, and the job read's in
 * status-reads.ts), or 404 (a malformed id too).
 */
export async function selectOwned<Row>(
  statement: { execute(values: { id: string; userId: string }): Promise<Row[]> },
  userId: string,
  id: string,
): Promise<Row> {
  if (!uuidPattern.test(id)) throw errors.notFound();
  const [found] = await statement.execute({ id, userId });
  if (!found) throw errors.notFound();
  return found;
}

/** A row with its files (`ownedWithFiles`, the status reads) as loadFiles answers them. */
export function withFiles<Row extends { files: unknown }>({ files, ...row }: Row) {
  const listed = (files ?? []) as FileRow[];
  return { row, files: new Map(listed.map((file) => [file.id, file])) };
}

/**
 * One of the user's generations, or 404: another user's id answers exactly like an unknown
 * one (and a malformed id too), so ids reveal nothing. The share check rides along (decision
 * 069: one round trip fewer for every progress poll and job read).
 */
export async function findOwnedGeneration(db: Db, userId: string, id: string): Promise<ItemRow> {
  return selectOwned(ownedGeneration(db), userId, id);
}

/** findOwnedGeneration with the files loadFiles would read, in the same statement. */
export async function findOwnedWithFiles(
  db: Db,
  userId: string,
  id: string,
): Promise<{ row: ItemRow; files: Map<string, FileRow> }> {
  return withFiles(await selectOwned(ownedWithFiles(db), userId, id));
}

/**
 * Which of these generations have an active share link, in one query on
 * generation_shares_generation_idx (a correlated subquery in the page's select was evaluated
 * for every row the index scan read, not only the page).
 */
export async function loadShared(db: Db, ids: string[]): Promise<Set<string>> {
  if (ids.length === 0) return new Set();
  const rows = await db
    .selectDistinct({ id: generationShares.generationId })
    .from(generationShares)
    .where(and(inArray(generationShares.generationId, ids), isNull(generationShares.revokedAt)));
  return new Set(rows.map((row) => row.id));
}

interface StoredInput {
  role: InputImageRole;
  fileId?: string | null;
}

function inputsOf(row: Pick<GenerationRow, 'inputs'>): StoredInput[] {
  return Array.isArray(row.inputs) ? (row.inputs as StoredInput[]) : [];
}

/** Every stored file a set of rows refers to (results, thumbnails, inputs), in one query. */
export async function loadFiles(db: Db, rows: GenerationRow[]): Promise<Map<string, FileRow>> {
  const ids = new Set<string>();
  for (const row of rows) {
    if (row.resultFileId) ids.add(row.resultFileId);
    if (row.resultThumbnailFileId) ids.add(row.resultThumbnailFileId);
    if (row.resultCleanFileId) ids.add(row.resultCleanFileId);
    for (const sample of storedSamplesOf(row)) {
      ids.add(sample.fileId);
      if (sample.thumbnailFileId) ids.add(sample.thumbnailFileId);
    }
    for (const input of inputsOf(row)) if (input.fileId) ids.add(input.fileId);
  }
  if (ids.size === 0) return new Map();
  const files = await db
    .select({
      id: storedFiles.id,
      storageKey: storedFiles.storageKey,
      contentType: storedFiles.contentType,
      byteSize: storedFiles.byteSize,
    })
    .from(storedFiles)
    .where(inArray(storedFiles.id, [...ids]));
  return new Map(files.map((file) => [file.id, file]));
}

/** Whether the store still holds `key` (the row may outlive the file: 'Missing Result'). */
export async function fileExists(store: ObjectStore, key: string): Promise<boolean> {
  return store.exists(key).catch(() => false);
}

/** The result file of a row when it is a success and the file is still in the store. */
export async function presentResult(
  store: ObjectStore,
  row: Pick<GenerationRow, 'status' | 'resultFileId'>,
  files: Map<string, FileRow>,
): Promise<FileRow | null> {
  if (row.status !== 'success' || !row.resultFileId) return null;
  const file = files.get(row.resultFileId);
  if (!file) return null;
  return (await fileExists(store, file.storageKey)) ? file : null;
}

/** A generation row as the contract's history item, with signed links to its files. */
export async function toHistoryItem(
  store: ObjectStore,
  row: StatusRow & { shared: boolean },
  files: Map<string, FileRow>,
): Promise<HistoryItem> {
  const result = await presentResult(store, row, files);
  const thumbnail = row.resultThumbnailFileId ? files.get(row.resultThumbnailFileId) : undefined;
  const signed = (file: FileRow | null | undefined) =>
    file ? store.signedUrl(file.storageKey) : Promise.resolve(null);
  const [resultUrl, ownThumbnailUrl, inputUrls, samples] = await Promise.all([
    signed(result),
    result ? signed(thumbnail) : null,
    Promise.all(
      inputsOf(row).map((input) => signed(input.fileId ? files.get(input.fileId) : null)),
    ),
    result ? presentSamples(store, row, files) : [],
  ]);
  const mediaType = result ? mediaTypeOf(row, result) : null;
  // Without a thumbnail an image is its own preview; a video has none to show in an <img>.
  const thumbnailUrl = ownThumbnailUrl ?? (mediaType === 'image' ? resultUrl : null);
  return {
    id: row.id,
    tool: row.tool as StudioTool,
    status: row.status as GenerationStatus,
    created_at: row.createdAt.toISOString(),
    completed_at: row.completedAt?.toISOString() ?? null,
    processing_ms: row.processingMs,
    error: row.error,
    engine: row.engine,
    result_url: resultUrl,
    result_thumbnail_url: thumbnailUrl,
    result_media_type: mediaType,
    result_bytes: result?.byteSize ?? null,
    result_samples: samples,
    missing_result: row.status === 'success' && !result,
    community: row.community,
    shared: row.shared,
    params: (row.params ?? {}) as Record<string, unknown>,
    inputs: inputsOf(row).map((input, index) => ({ role: input.role, url: inputUrls[index]! })),
    fidelity: (row.fidelity ?? null) as FidelityReport | null,
    fidelity_approval: approvalOf(row.fidelityApproval as StoredFidelityApproval | null),
  };
}

const approvalOf = (stored: StoredFidelityApproval | null) =>
  stored ? { reason: stored.reason, approved_at: stored.at } : null;

/** The samples whose files are still in the store, with signed links (decision 064). */
async function presentSamples(
  store: ObjectStore,
  row: Pick<GenerationRow, 'resultSamples'>,
  files: Map<string, FileRow>,
): Promise<HistoryItem['result_samples']> {
  const signed = await Promise.all(
    storedSamplesOf(row).map(async (sample) => {
      const file = files.get(sample.fileId);
      if (!file || !(await fileExists(store, file.storageKey))) return null;
      const thumbnail = sample.thumbnailFileId ? files.get(sample.thumbnailFileId) : undefined;
      const url = await store.signedUrl(file.storageKey);
      return {
        url,
        thumbnail_url: thumbnail ? await store.signedUrl(thumbnail.storageKey) : url,
      };
    }),
  );
  return signed.filter((sample) => sample !== null);
}

export function mediaTypeOf(
  row: Pick<GenerationRow, 'resultMediaType'>,
  file: FileRow,
): 'image' | 'video' {
  if (row.resultMediaType === 'video' || row.resultMediaType === 'image') {
    return row.resultMediaType;
  }
  return file.contentType.startsWith('video/') ? 'video' : 'image';
}

/** Active (not revoked) share links of a generation. */
export function activeShares(generationId: string) {
  return and(eq(generationShares.generationId, generationId), isNull(generationShares.revokedAt));
}
