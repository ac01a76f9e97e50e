import { and, eq, isNull, sql } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { brandModels } from '../../db/schema.ts';
import { AppError } from '../../http/app-error.ts';
import type { Logger } from '../../logger.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { copyIntoAssets } from '../assets/copy-into-assets.ts';
import { readStoredBytes } from '../history/read-stored-bytes.ts';
import { selectModels, type ModelRow } from './model-rows.ts';

export type ModelDeps = { db: Db; store: ObjectStore; logger?: Logger };

/**
 * A model whose body generator job succeeded gets the result as a `model` asset of the library,
 * kept once by its origin (decision 043: `result:<job>:model`, as "keep as model" in the history
 * makes it), so two reads at once make one copy and link the same asset. Done on read: a job's
 * end needs no hook. A copy that cannot be made now (the library full) leaves the model pending;
 * a result file that is gone leaves it failed.
 */
export async function settleModel(deps: ModelDeps, row: ModelRow): Promise<ModelRow> {
  if (row.personAssetId || row.jobStatus !== 'success' || !row.resultKey || !row.generationId) {
    return row;
  }
  const resultKey = row.resultKey;
  let assetId: string;
  try {
    const { asset } = await copyIntoAssets(deps, {
      userId: row.userId,
      origin: `result:${row.generationId}:model`,
      kind: 'model',
      name: row.name,
      load: () => readStoredBytes(deps.store, resultKey),
    });
    assetId = asset.id;
  } catch (error) {
    if (error instanceof AppError && error.code === 'not_found') return { ...row, resultKey: null };
    deps.logger?.warn({ err: error, modelId: row.id }, 'brand model photo not kept yet');
    return row;
  }
  await deps.db
    .update(brandModels)
    .set({ personAssetId: assetId, updatedAt: sql`now()` })
    .where(and(eq(brandModels.id, row.id), isNull(brandModels.personAssetId)));
  const [settled] = await selectModels(deps.db, row.userId, eq(brandModels.id, row.id));
  return settled ?? row;
}

/** Every row settled, one after another (a list holds few pending models). */
export async function settleModels(deps: ModelDeps, rows: ModelRow[]): Promise<ModelRow[]> {
  const settled: ModelRow[] = [];
  for (const row of rows) settled.push(await settleModel(deps, row));
  return settled;
}
