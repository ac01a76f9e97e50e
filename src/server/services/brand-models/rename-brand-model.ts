import { and, eq, sql } from 'drizzle-orm';
import { brandModelNameKey, type BrandModel } from '../../../contracts/brand-models.ts';
import { brandModels } from '../../db/schema.ts';
import { isUniqueViolation } from '../generation/submit-generation.ts';
import { brandModelErrors } from './brand-model-errors.ts';
import { findModel, getBrandModel } from './get-brand-model.ts';
import type { ModelDeps } from './settle-model.ts';

/**
 * Renames one of the account's models (also a retired one). A name another model not retired
 * has, in any case, is a 409 `model_name_taken`; the jobs made with the model show the new name.
 */
export async function renameBrandModel(
  deps: ModelDeps,
  userId: string,
  id: string,
  name: string,
): Promise<BrandModel> {
  const row = await findModel(deps, userId, id);
  try {
    await deps.db
      .update(brandModels)
      .set({ name, nameKey: brandModelNameKey(name), updatedAt: sql`now()` })
      .where(and(eq(brandModels.id, row.id), eq(brandModels.userId, userId)));
  } catch (error) {
    if (isUniqueViolation(error)) throw brandModelErrors.nameTaken(name);
    throw error;
  }
  return getBrandModel(deps, userId, id);
}
