import type {
  Asset,
  AssetList,
  AssetListQuery,
  AssetSkuList,
  AssetUpdate,
  UploadConsentAnswer,
} from '../../contracts/assets.ts';
import type { AssetKind } from '../../contracts/studio.ts';
import { api, uploadWithProgress } from '../../lib/api-client.ts';

/** Every cached list and asset starts with this key, so one invalidation refreshes them all. */
export const assetsKey = ['assets'] as const;

/** GET /assets with the picker's and the library's filters (spec §2.10). */
export function fetchAssets(query: Partial<AssetListQuery>): Promise<AssetList> {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query)) {
    if (value !== undefined && value !== '') params.set(name, String(value));
  }
  return api.get<AssetList>(`/assets?${params}`);
}

/** GET /assets/:id: the asset with fresh signed links. */
export function fetchAsset(id: string): Promise<Asset> {
  return api.get<Asset>(`/assets/${encodeURIComponent(id)}`);
}

/** GET /assets/skus: the account's garment SKUs with their colours (issue 20). */
export function fetchAssetSkus(): Promise<AssetSkuList> {
  return api.get<AssetSkuList>('/assets/skus');
}

/** PATCH /assets/:id: a garment's SKU, colour and category; null clears one. */
export function updateAssetLabels(id: string, update: AssetUpdate): Promise<Asset> {
  return api.patch<Asset>(`/assets/${encodeURIComponent(id)}`, update);
}

/** DELETE /assets/:id; `withResults` also deletes the generations made from it (issue 26). */
export function deleteAsset(id: string, withResults = false): Promise<null> {
  const query = withResults ? '?with_results=true' : '';
  return api.delete<null>(`/assets/${encodeURIComponent(id)}${query}`);
}

/** POST /assets (multipart: file, kind, consent for a photo of a person), reporting the percent sent. */
export function uploadAsset(
  file: File,
  kind: AssetKind,
  consent: UploadConsentAnswer | null,
  onProgress: (percent: number) => void,
): Promise<Asset> {
  const form = new FormData();
  form.append('kind', kind);
  if (consent) form.append('consent', consent);
  form.append('file', file);
  return uploadWithProgress<Asset>('/assets', form, onProgress);
}
