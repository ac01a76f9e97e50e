import { and, count, desc, eq, sql, type SQL } from 'drizzle-orm';
import type { AssetList, AssetListQuery } from '../../../contracts/assets.ts';
import type { Db } from '../../db/database.ts';
import { assets, storedFiles } from '../../db/schema.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import { assetColumns, thumbnailFiles, toAssetView } from './asset-view.ts';
import { foldSearchText, foldTranslation } from './fold-search-text.ts';

const mediaTypeOfTab = { images: 'image', videos: 'video' } as const;

/**
 * One page of a user's library, newest first: spec §2.10's tabs (all, images, videos), an
 * optional kind and media type (issue 40: a tool's picker lists images only), a name search
 * that ignores case and Vietnamese marks ('ao dai' finds 'Áo dài'), the text otherwise taken
 * literally, and a garment SKU (issue 20).
 */
export async function listAssets(
  deps: { db: Db; store: ObjectStore },
  userId: string,
  query: AssetListQuery,
): Promise<AssetList> {
  const conditions: SQL[] = [eq(assets.userId, userId)];
  if (query.tab !== 'all') conditions.push(eq(assets.mediaType, mediaTypeOfTab[query.tab]));
  if (query.kind) conditions.push(eq(assets.kind, query.kind));
  if (query.media_type) conditions.push(eq(assets.mediaType, query.media_type));
  if (query.sku) conditions.push(eq(assets.sku, query.sku));
  if (query.q) {
    const folded = sql`translate(${assets.name}, ${foldTranslation.from}, ${foldTranslation.to})`;
    conditions.push(sql`${folded} like ${`%${escapeLike(foldSearchText(query.q))}%`}`);
  }
  const where = and(...conditions);

  const [rows, [total]] = await Promise.all([
    deps.db
      .select(assetColumns)
      .from(assets)
      .innerJoin(storedFiles, eq(storedFiles.id, assets.storedFileId))
      .leftJoin(thumbnailFiles, eq(thumbnailFiles.id, assets.thumbnailFileId))
      .where(where)
      .orderBy(desc(assets.createdAt), desc(assets.id))
      .limit(query.limit)
      .offset(query.offset),
    deps.db.select({ n: count() }).from(assets).where(where),
  ]);
  return {
    items: await Promise.all(rows.map((row) => toAssetView(deps.store, row))),
    total: Number(total?.n ?? 0),
  };
}

/** `%`, `_` and `\` typed in the search box match themselves. */
function escapeLike(text: string): string {
  return text.replace(/[\\%_]/g, (char) => `\\${char}`);
}
