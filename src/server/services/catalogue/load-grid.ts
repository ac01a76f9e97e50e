import { and, eq, inArray } from 'drizzle-orm';
import type { Db } from '../../db/database.ts';
import { assets } from '../../db/schema.ts';
import type { ErrorSurface } from '../generation/generation-errors.ts';
import { batchErrors } from './batch-errors.ts';

export interface GridGarment {
  id: string;
  name: string;
  sku: string | null;
  color: string | null;
  category: string;
}
export interface GridModel {
  id: string;
  name: string;
}

/**
 * The garments and models of a batch request, each the caller's own image (another user's id is
 * "not found", 422 naming the field). In the studio a garment must be of kind garment and a
 * model of kind model, and a garment's label comes from its asset (no category: `auto`); the
 * public API names uploads, whose category, SKU and colour its request gives.
 */
export async function loadGrid(
  db: Db,
  input: {
    userId: string;
    garments: { id: string; category?: string; sku?: string | null; color?: string | null }[];
    modelIds: string[];
    surface: ErrorSurface;
  },
): Promise<{ garments: GridGarment[]; models: GridModel[] }> {
  const ids = [...new Set([...input.garments.map((garment) => garment.id), ...input.modelIds])];
  const rows = await db
    .select({
      id: assets.id,
      kind: assets.kind,
      mediaType: assets.mediaType,
      name: assets.name,
      sku: assets.sku,
      color: assets.color,
      garmentCategory: assets.garmentCategory,
    })
    .from(assets)
    .where(and(eq(assets.userId, input.userId), inArray(assets.id, ids)));
  const byId = new Map(rows.map((row) => [row.id, row]));
  const studio = input.surface === 'studio';
  const found = (id: string, path: string, kind: 'garment' | 'model') => {
    const row = byId.get(id);
    if (!row || row.mediaType !== 'image') throw batchErrors.assetNotFound(path);
    if (studio && row.kind !== kind) throw batchErrors.wrongKind(path, kind);
    return row;
  };
  const garments = new Map<string, GridGarment>();
  input.garments.forEach((asked, index) => {
    if (garments.has(asked.id)) return;
    const row = found(asked.id, studio ? `garments[${index}]` : `garments[${index}].id`, 'garment');
    garments.set(asked.id, {
      id: row.id,
      name: row.name,
      sku: studio ? row.sku : (asked.sku ?? null),
      color: studio ? row.color : (asked.color ?? null),
      category: (studio ? row.garmentCategory : asked.category) ?? 'auto',
    });
  });
  const models = new Map<string, GridModel>();
  input.modelIds.forEach((id, index) => {
    if (models.has(id)) return;
    const row = found(id, `models[${index}]`, 'model');
    models.set(id, { id: row.id, name: row.name });
  });
  return { garments: [...garments.values()], models: [...models.values()] };
}
