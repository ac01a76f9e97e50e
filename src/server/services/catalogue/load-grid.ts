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
  /** The category stored with the garment's upload, if any. */
  storedCategory: string | null;
}
export interface GridModel {
  id: string;
  name: string;
}

/**
 * The garments and models of a batch request, each the caller's own image (another user's id is
 * "not found", 422 naming the field). In the studio a garment must be of kind garment and a
 * model of kind model, and a garment's label comes from its asset (no category: `auto`); the
 * public API names uploads, whose category, SKU and colour its request gives. Each garment also
 * carries its upload's stored category, which `auto` runs as (decision 129). Ids are unique
 * (`assertNoDuplicates` refused a request repeating one).
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
    if (!row || row.mediaType !== 'image') throw batchErrors.assetNotFound(path, input.surface);
    if (studio && row.kind !== kind) throw batchErrors.wrongKind(path, kind);
    return row;
  };
  const garments = input.garments.map((asked, index): GridGarment => {
    const row = found(asked.id, garmentPath(index, input.surface), 'garment');
    return {
      id: row.id,
      name: row.name,
      sku: studio ? row.sku : (asked.sku ?? null),
      color: studio ? row.color : (asked.color ?? null),
      category: (studio ? row.garmentCategory : asked.category) ?? 'auto',
      storedCategory: row.garmentCategory,
    };
  });
  const models = input.modelIds.map((id, index): GridModel => {
    const row = found(id, `models.${index}`, 'model');
    return { id: row.id, name: row.name };
  });
  return { garments, models };
}

/**
 * Where a batch's garment is named in an error, in the error model's dot notation: the studio
 * sends asset ids, the public API objects whose `id` is the upload.
 * @example garmentPath(2, 'api') // 'garments.2.id'
 */
export function garmentPath(index: number, surface: ErrorSurface): string {
  return surface === 'api' ? `garments.${index}.id` : `garments.${index}`;
}
