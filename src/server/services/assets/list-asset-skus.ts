import { and, asc, eq, isNotNull } from 'drizzle-orm';
import type { AssetSkuList } from '../../../contracts/assets.ts';
import type { Db } from '../../db/database.ts';
import { assets } from '../../db/schema.ts';

/**
 * The user's garment SKUs in order (issue 20), each with its colours in order (no colour last)
 * and the garments of each, oldest first: the library's grouping and the catalogue's picker.
 */
export async function listAssetSkus(deps: { db: Db }, userId: string): Promise<AssetSkuList> {
  const rows = await deps.db
    .select({ id: assets.id, sku: assets.sku, color: assets.color })
    .from(assets)
    .where(and(eq(assets.userId, userId), eq(assets.kind, 'garment'), isNotNull(assets.sku)))
    .orderBy(asc(assets.createdAt), asc(assets.id));
  const bySku = new Map<string, Map<string | null, string[]>>();
  for (const row of rows) {
    const colors = bySku.get(row.sku!) ?? new Map<string | null, string[]>();
    bySku.set(row.sku!, colors);
    colors.set(row.color, [...(colors.get(row.color) ?? []), row.id]);
  }
  // Sorted here rather than in SQL: the same order under PGlite and PostgreSQL, whatever the
  // database's collation.
  const order = (a: string, b: string) => a.localeCompare(b, 'vi', { numeric: true });
  return {
    items: [...bySku.entries()]
      .sort(([a], [b]) => order(a, b))
      .map(([sku, colors]) => {
        const list = [...colors.entries()]
          .sort(([a], [b]) => (a === null ? 1 : b === null ? -1 : order(a, b)))
          .map(([color, ids]) => ({ color, asset_ids: ids, count: ids.length }));
        return { sku, colors: list, count: list.reduce((sum, item) => sum + item.count, 0) };
      }),
  };
}
