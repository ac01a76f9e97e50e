import type { BrandModel, BrandModelStatus } from '../../../contracts/brand-models.ts';
import type { BodyParams } from '../../../contracts/tools.ts';
import type { ObjectStore } from '../../storage/object-store.ts';
import type { ModelRow } from './model-rows.ts';

/**
 * A model's state (decision 119): `ready` once it has its person photo; until then its body
 * generator job's: `pending` while the job runs (or its result is being kept), `failed` when the
 * job failed, was cancelled or deleted, and for a model whose photo left the library.
 */
export function modelStatus(row: ModelRow): BrandModelStatus {
  if (row.personAssetId) return 'ready';
  if (row.source === 'photo') return 'failed';
  if (row.jobStatus === 'processing') return 'pending';
  if (row.jobStatus === 'success' && row.resultKey) return 'pending';
  return 'failed';
}

/** A model as /models and /v1/models answer it, with fresh signed links to its photo. */
export async function toBrandModelView(store: ObjectStore, row: ModelRow): Promise<BrandModel> {
  const [imageUrl, thumbnailUrl] = row.personKey
    ? await Promise.all([
        store.signedUrl(row.personKey),
        store.signedUrl(row.personThumbnailKey ?? row.personKey),
      ])
    : [null, null];
  return {
    id: row.id,
    name: row.name,
    source: row.source as BrandModel['source'],
    status: modelStatus(row),
    params: (row.params as BodyParams | null) ?? null,
    face_asset_id: row.faceAssetId,
    person_asset_id: row.personAssetId,
    image_url: imageUrl,
    thumbnail_url: thumbnailUrl,
    job_id: row.generationId,
    retired_at: row.retiredAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}
