import type { Asset } from '../../../contracts/assets.ts';
import type { Reuse, ResultCopyRequest } from '../../../contracts/history.ts';
import { api } from '../../../lib/api-client.ts';

/** POST /history/:id/reuse: a generation of the caller's as a tool's prefill (decision 043). */
export const fetchReuse = (id: string) =>
  api.post<Reuse>(`/history/${encodeURIComponent(id)}/reuse`, {});

/** POST /history/:id/assets: the result kept in the library, copied on the server. */
export const copyResultToAssets = (id: string, kind: ResultCopyRequest['kind']) =>
  api.post<Asset>(`/history/${encodeURIComponent(id)}/assets`, { kind });

/**
 * The address that opens a tool prefilled: `from` a generation (Regenerate) or with a library
 * asset as its `source` image (send to…).
 * @example prefillHref('image-editing', { source: asset.id }) // '/image-editing?source=…'
 */
export function prefillHref(tool: string, query: { from: string } | { source: string }): string {
  return `/${tool}?${new URLSearchParams(query)}`;
}
