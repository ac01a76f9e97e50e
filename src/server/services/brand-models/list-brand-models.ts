import { isNull } from 'drizzle-orm';
import type { BrandModelList } from '../../../contracts/brand-models.ts';
import { brandModels } from '../../db/schema.ts';
import { toBrandModelView } from './brand-model-view.ts';
import { selectModels } from './model-rows.ts';
import { settleModels, type ModelDeps } from './settle-model.ts';

/**
 * The account's models, oldest first; retired ones only when asked, after the others. A model
 * whose job has just succeeded is settled on the way (its photo kept in the library).
 */
export async function listBrandModels(
  deps: ModelDeps,
  userId: string,
  options: { includeRetired?: boolean } = {},
): Promise<BrandModelList> {
  const rows = await selectModels(
    deps.db,
    userId,
    options.includeRetired ? undefined : isNull(brandModels.retiredAt),
  );
  // Active first, then retired; within each, as created (the query's order).
  const ordered = [...rows].sort(
    (a, b) => Number(a.retiredAt !== null) - Number(b.retiredAt !== null),
  );
  const settled = await settleModels(deps, ordered);
  return { items: await Promise.all(settled.map((row) => toBrandModelView(deps.store, row))) };
}
