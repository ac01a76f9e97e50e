import { and, desc, eq, inArray, sql } from 'drizzle-orm';
import type {
  BatchCell,
  BatchCounts,
  BatchList,
  BatchView,
  CellLabel,
} from '../../../contracts/catalogue.ts';
import type { FidelityReport, StoredFidelityApproval } from '../../../contracts/fidelity.ts';
import type { generationPhases } from '../../../contracts/generation.ts';
import type { GenerationStatus } from '../../../contracts/studio.ts';
import type { Db } from '../../db/database.ts';
import { catalogueBatches, generations, storedFiles } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

export interface BatchReadDeps {
  db: Db;
  store: ObjectStore;
}

type BatchRow = typeof catalogueBatches.$inferSelect;
type CellRow = typeof generations.$inferSelect;

/**
 * A batch of the caller's with its cells in garment-major order (the grid read row by row) and
 * signed links to their thumbnails; another user's batch answers 404 like an unknown one. The
 * screen polls this every 2 s, so the cells come in one query and their thumbnails in one more.
 */
export async function readBatch(
  deps: BatchReadDeps,
  userId: string,
  batchId: string,
): Promise<BatchView> {
  const batch = await findOwnedBatch(deps.db, userId, batchId);
  const cells = await readCells(deps.db, batch);
  const thumbnailIds = cells.flatMap((cell) =>
    cell.status === 'success' && cell.resultThumbnailFileId ? [cell.resultThumbnailFileId] : [],
  );
  const files = thumbnailIds.length
    ? await deps.db
        .select({ id: storedFiles.id, storageKey: storedFiles.storageKey })
        .from(storedFiles)
        .where(inArray(storedFiles.id, thumbnailIds))
    : [];
  const keys = new Map(files.map((file) => [file.id, file.storageKey]));
  return {
    id: batch.id,
    tool: batch.tool as BatchView['tool'],
    status: batch.status as BatchView['status'],
    created_at: batch.createdAt.toISOString(),
    completed_at: batch.completedAt?.toISOString() ?? null,
    credits: batch.credits,
    counts: countCells(cells.map((cell) => cell.status)),
    cells: await Promise.all(cells.map((cell) => toCell(deps.store, cell, keys))),
  };
}

/** The caller's 20 most recent batches, newest first, with their cells counted in one query. */
export async function listBatches(db: Db, userId: string): Promise<BatchList> {
  const batches = await db
    .select()
    .from(catalogueBatches)
    .where(eq(catalogueBatches.userId, userId))
    .orderBy(desc(catalogueBatches.createdAt))
    .limit(20);
  const statuses = batches.length
    ? await db
        .select({ batchId: generations.batchId, status: generations.status })
        .from(generations)
        .where(
          inArray(
            generations.batchId,
            batches.map((batch) => batch.id),
          ),
        )
    : [];
  return {
    items: batches.map((batch) => ({
      id: batch.id,
      status: batch.status as BatchView['status'],
      created_at: batch.createdAt.toISOString(),
      counts: countCells(
        statuses.filter((row) => row.batchId === batch.id).map((row) => row.status),
      ),
    })),
  };
}

export async function findOwnedBatch(db: Db, userId: string, batchId: string): Promise<BatchRow> {
  const [batch] = await db
    .select()
    .from(catalogueBatches)
    .where(
      and(
        // A malformed id is "not found", not a database error.
        sql`${catalogueBatches.id}::text = ${batchId}`,
        eq(catalogueBatches.userId, userId),
      ),
    );
  if (!batch) throw errors.notFound();
  return batch;
}

export function countCells(statuses: string[]): BatchCounts {
  const counts: BatchCounts = { total: 0, processing: 0, success: 0, failed: 0, cancelled: 0 };
  for (const status of statuses) {
    counts.total += 1;
    if (status in counts) counts[status as keyof BatchCounts] += 1;
  }
  return counts;
}

/** The batch's cells in one query, in garment-major order (the grid read row by row). */
export async function readCells(db: Db, batch: BatchRow): Promise<CellRow[]> {
  const cells = await db.select().from(generations).where(eq(generations.batchId, batch.id));
  const order = gridOrder(batch);
  return cells.sort((a, b) => order(a) - order(b) || a.createdAt.getTime() - b.createdAt.getTime());
}

/**
 * A cell's place in the grid: its garment's position, then its model's. A product-to-model
 * batch (decision 123) knows its models by their choice, as two brand models may share a photo.
 */
function gridOrder(batch: BatchRow) {
  const garments = (batch.garments as { assetId: string }[]).map((garment) => garment.assetId);
  const models = (batch.models as { assetId: string; choice?: string }[]).map(
    (model) => model.choice ?? model.assetId,
  );
  return (cell: CellRow) => {
    const { garment, model } = cellInputs(cell);
    const key = modelChoiceOf(cell) ?? model ?? '';
    return garments.indexOf(garment ?? '') * models.length + models.indexOf(key);
  };
}

/**
 * The garment and model assets of a cell: a try-on's `clothing` and `person`, a product to
 * model's `product` and the `person` its model choice became.
 */
export function cellInputs(cell: Pick<CellRow, 'inputs'>): {
  garment: string | null;
  model: string | null;
} {
  const inputs = (cell.inputs ?? []) as { role: string; assetId?: string }[];
  const asset = (role: string) => inputs.find((input) => input.role === role)?.assetId ?? null;
  return { garment: asset('clothing') ?? asset('product'), model: asset('person') };
}

/** The brand model or sample a product-to-model cell was asked for (`params.model`). */
function modelChoiceOf(cell: Pick<CellRow, 'params'>): string | null {
  const choice = (cell.params as { model?: unknown } | null)?.model;
  return typeof choice === 'string' ? choice : null;
}

export async function toCell(
  store: ObjectStore,
  cell: CellRow,
  thumbnailKeys: Map<string, string>,
): Promise<BatchCell> {
  const { garment, model } = cellInputs(cell);
  const key = cell.resultThumbnailFileId ? thumbnailKeys.get(cell.resultThumbnailFileId) : null;
  return {
    generation_id: cell.id,
    garment_asset_id: garment,
    model_asset_id: model,
    model_choice: modelChoiceOf(cell),
    label: cell.catalogue as CellLabel,
    status: cell.status as GenerationStatus,
    phase: cell.phase as (typeof generationPhases)[number],
    progress: cell.progress,
    error: cell.error,
    result_thumbnail_url: key ? await store.signedUrl(key) : null,
    fidelity: cell.status === 'success' ? ((cell.fidelity ?? null) as FidelityReport | null) : null,
    fidelity_approval: approvalView(cell.fidelityApproval as StoredFidelityApproval | null),
  };
}

/** The stored approval `{ reason, at, by }` as the screen shows it (as a history item does). */
function approvalView(stored: StoredFidelityApproval | null) {
  return stored ? { reason: stored.reason, approved_at: stored.at } : null;
}
