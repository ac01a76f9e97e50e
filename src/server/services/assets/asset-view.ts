import { alias } from 'drizzle-orm/pg-core';
import { sql } from 'drizzle-orm';
import type { Asset, AssetConsent } from '../../../contracts/assets.ts';
import type { AssetKind } from '../../../contracts/studio.ts';
import type { GarmentCategory } from '../../../contracts/tools.ts';
import { assets, storedFiles } from '../../db/schema.ts';
import type { ObjectStore } from '../../storage/object-store.ts';

/** The thumbnail's stored_files row, joined beside the main file's. */
export const thumbnailFiles = alias(storedFiles, 'thumbnail_files');

/** The columns every read of an asset selects (the asset, its file and its thumbnail). */
export const assetColumns = {
  id: assets.id,
  kind: assets.kind,
  mediaType: assets.mediaType,
  name: assets.name,
  origin: assets.origin,
  width: assets.width,
  height: assets.height,
  createdAt: assets.createdAt,
  storageKey: storedFiles.storageKey,
  contentType: storedFiles.contentType,
  byteSize: storedFiles.byteSize,
  thumbnailKey: thumbnailFiles.storageKey,
  sku: assets.sku,
  color: assets.color,
  garmentCategory: assets.garmentCategory,
  /** The upload's consent record (decision 057), read as one JSON value beside the asset. */
  consent: sql<AssetConsent | null>`(select json_build_object('answer', c.answer, 'wording', c.wording, 'language', c.language, 'recorded_at', c.created_at) from upload_consents c where c.asset_id = ${assets.id})`,
};

export type AssetRow = {
  id: string;
  kind: string;
  mediaType: string;
  name: string;
  origin: string | null;
  width: number | null;
  height: number | null;
  createdAt: Date;
  storageKey: string;
  contentType: string;
  byteSize: number;
  thumbnailKey: string | null;
  consent: AssetConsent | null;
  sku: string | null;
  color: string | null;
  garmentCategory: string | null;
};

/** An asset row as the API answers it, with fresh signed links to the file and its preview. */
export async function toAssetView(store: ObjectStore, row: AssetRow): Promise<Asset> {
  const [url, thumbnailUrl] = await Promise.all([
    store.signedUrl(row.storageKey),
    store.signedUrl(row.thumbnailKey ?? row.storageKey),
  ]);
  return {
    id: row.id,
    kind: row.kind as AssetKind,
    media_type: row.mediaType === 'video' ? 'video' : 'image',
    name: row.name,
    sample_id: sampleIdOf(row.origin),
    content_type: row.contentType,
    byte_size: row.byteSize,
    width: row.width,
    height: row.height,
    url,
    thumbnail_url: thumbnailUrl,
    created_at: row.createdAt.toISOString(),
    consent: row.consent
      ? { ...row.consent, recorded_at: new Date(row.consent.recorded_at).toISOString() }
      : null,
    sku: row.sku,
    color: row.color,
    garment_category: row.garmentCategory as GarmentCategory | null,
  };
}

/**
 * The sample id of a copy's origin (decision 043 writes `sample:<id>`), else null.
 * @example sampleIdOf('sample:model-lan') // 'model-lan'
 */
export function sampleIdOf(origin: string | null): string | null {
  return origin?.startsWith('sample:') ? origin.slice('sample:'.length) : null;
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Ids that are not UUIDs are simply unknown (404), never a database error. */
export function isUuid(id: string): boolean {
  return uuidPattern.test(id);
}
