import { and, eq } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { brandModels, generations } from '../../db/schema.ts';
import { isUuid } from '../assets/asset-view.ts';

/** The brand model a job showed, as a job's reader or an export names it. */
export interface JobBrandModel {
  id: string;
  name: string;
  retired: boolean;
}

/**
 * The brand model one of the account's jobs used (generations.brand_model_id, issue 42 point 7),
 * or null: no brand model, another account's job, or a model since deleted with its account.
 * A retired model is still answered: old jobs keep their record.
 * @example const model = await readJobBrandModel(db, userId, generationId); // { id, name, retired }
 */
export async function readJobBrandModel(
  db: Db,
  userId: string,
  generationId: string,
): Promise<JobBrandModel | null> {
  if (!isUuid(generationId)) return null;
  const [row] = await db
    .select({ id: brandModels.id, name: brandModels.name, retiredAt: brandModels.retiredAt })
    .from(generations)
    .innerJoin(brandModels, eq(brandModels.id, generations.brandModelId))
    .where(and(eq(generations.id, generationId), eq(generations.userId, userId)));
  return row ? { id: row.id, name: row.name, retired: row.retiredAt !== null } : null;
}
