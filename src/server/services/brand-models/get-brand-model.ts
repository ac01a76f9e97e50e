import { eq } from 'drizzle-orm';
import type { BrandModel } from '../../../contracts/brand-models.ts';
import { brandModels } from '../../db/schema.ts';
import { errors } from '../../http/app-error.ts';
import { isUuid } from '../assets/asset-view.ts';
import { toBrandModelView } from './brand-model-view.ts';
import { selectModels, type ModelRow } from './model-rows.ts';
import { settleModel, type ModelDeps } from './settle-model.ts';

/**
 * One of the account's models, settled. Another account's id answers 404 exactly like an
 * unknown one, and so does an id that is not a UUID.
 */
export async function getBrandModel(
  deps: ModelDeps,
  userId: string,
  id: string,
): Promise<BrandModel> {
  return toBrandModelView(deps.store, await findModel(deps, userId, id));
}

/** The account's model row, settled, or a 404. */
export async function findModel(deps: ModelDeps, userId: string, id: string): Promise<ModelRow> {
  if (!isUuid(id)) throw errors.notFound();
  const [row] = await selectModels(deps.db, userId, eq(brandModels.id, id));
  if (!row) throw errors.notFound();
  return settleModel(deps, row);
}
