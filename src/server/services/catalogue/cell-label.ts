import { and, eq, inArray } from 'drizzle-orm';
import type { CellLabel } from '../../../contracts/catalogue.ts';
import type { Db } from '../../db/database.ts';
import { assets } from '../../db/schema.ts';

type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** The columns of a garment asset a label is made of. */
export interface GarmentFacts {
  name: string;
  sku: string | null;
  color: string | null;
  category: string | null;
}

/**
 * What an export names a try-on's result by, fixed when it is submitted (the asset may change
 * or go later). A studio garment without a category is labelled by the category the try-on ran
 * with, `auto`.
 * @example cellLabel({ name: 'ao-dai.png', sku: 'AD-01', color: 'Đỏ', category: null }, 'Lan')
 */
export function cellLabel(garment: GarmentFacts, modelName: string): CellLabel {
  return {
    sku: garment.sku,
    color: garment.color,
    category: garment.category ?? 'auto',
    model: modelName,
    garment: garment.name,
  };
}

/**
 * The label of a single try-on whose garment asset has a SKU (issue 20: its results are
 * exported by SKU too); null when the garment has none, or either asset is not the caller's.
 */
export async function cellLabelOf(
  db: Db | Tx,
  userId: string,
  garmentId: string,
  modelId: string,
): Promise<CellLabel | null> {
  const rows = await db
    .select({
      id: assets.id,
      name: assets.name,
      sku: assets.sku,
      color: assets.color,
      category: assets.garmentCategory,
    })
    .from(assets)
    .where(and(eq(assets.userId, userId), inArray(assets.id, [garmentId, modelId])));
  const garment = rows.find((row) => row.id === garmentId);
  const model = rows.find((row) => row.id === modelId);
  if (!garment?.sku || !model) return null;
  return cellLabel(garment, model.name);
}
