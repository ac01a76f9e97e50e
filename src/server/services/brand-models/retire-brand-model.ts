import { and, eq, isNull, sql } from 'drizzle-orm';
import type { BrandModel } from '../../../contracts/brand-models.ts';
import { brandModels } from '../../db/schema.ts';
import { findModel, getBrandModel } from './get-brand-model.ts';
import type { ModelDeps } from './settle-model.ts';

/**
 * Retires one of the account's models (decision 119): it makes no new pictures and its name is
 * free again, while the jobs it made keep it (generations.brand_model_id) and its photos stay in
 * the library. Retiring it again changes nothing and answers it as it is.
 */
export async function retireBrandModel(
  deps: ModelDeps,
  userId: string,
  id: string,
): Promise<BrandModel> {
  const row = await findModel(deps, userId, id);
  await deps.db
    .update(brandModels)
    .set({ retiredAt: sql`now()`, updatedAt: sql`now()` })
    .where(and(eq(brandModels.id, row.id), isNull(brandModels.retiredAt)));
  return getBrandModel(deps, userId, id);
}
