import { PUBLIC_API_URL } from 'astro:env/client';
import type { AiLabel } from '../../contracts/ai-label.ts';
import type { HistoryItem, HistoryList, ShareLink } from '../../contracts/history.ts';
import type { OutputAspectRatio } from '../../contracts/product-to-model.ts';
import type {
  DownloadFormat,
  DownloadQuality,
  DownloadSize,
  HistoryFilter,
  StudioTool,
} from '../../contracts/studio.ts';
import { api, TOKEN_KEY } from '../../lib/api-client.ts';
import { $locale } from '../../stores/locale.ts';

/** Query keys: every history list starts with 'history' so one invalidation refreshes all. */
export const historyKeys = {
  all: ['history'] as const,
  list: (tool: StudioTool | undefined, filter: HistoryFilter, limit: number) =>
    ['history', 'list', tool ?? 'all', filter, limit] as const,
  item: (id: string) => ['history', 'item', id] as const,
};

export function fetchHistoryPage(
  tool: StudioTool | undefined,
  filter: HistoryFilter,
  limit: number,
  cursor?: string | null,
): Promise<HistoryList> {
  const query = new URLSearchParams({ filter, limit: String(limit) });
  if (tool) query.set('tool', tool);
  if (cursor) query.set('cursor', cursor);
  return api.get<HistoryList>(`/history?${query}`);
}

export const fetchHistoryItem = (id: string) => api.get<HistoryItem>(`/history/${id}`);
export const deleteHistoryItem = (id: string) => api.delete<null>(`/history/${id}`);
export const createShare = (id: string) => api.post<ShareLink>(`/history/${id}/share`);
export const revokeShare = (id: string) => api.delete<null>(`/history/${id}/share`);
export const setCommunity = (id: string, community: boolean) =>
  api.put<HistoryItem>(`/history/${id}/community`, { community });

/** The share page on this site (the API's link names the configured site; this is the same). */
export function shareLinkFor(token: string): string {
  return `${location.origin}/share?t=${encodeURIComponent(token)}`;
}

/**
 * Downloads the server-rendered file, reporting progress from the response stream
 * (spec §2.10): `onProgress` gets 0–100, or null while the size is unknown.
 */
export async function downloadResult(
  id: string,
  options: {
    size: DownloadSize;
    quality: DownloadQuality;
    format?: DownloadFormat;
    label?: AiLabel;
    /** Issue 42: padded to this frame with the edge colour, never cropped. */
    aspect?: OutputAspectRatio;
  },
  onProgress: (percent: number | null) => void,
): Promise<Blob> {
  const token = localStorage.getItem(TOKEN_KEY);
  const query = new URLSearchParams({ size: options.size, quality: options.quality });
  if (options.label) query.set('label', options.label);
  if (options.format && options.format !== 'original') query.set('format', options.format);
  if (options.aspect) query.set('aspect', options.aspect);
  const res = await fetch(`${PUBLIC_API_URL.replace(/\/+$/, '')}/history/${id}/download?${query}`, {
    headers: {
      'Accept-Language': $locale.get(),
      ...(token ? { Authorization: `Bearer ${token}` } : {}),
    },
  });
  if (!res.ok || !res.body) throw new Error(`download failed: ${res.status}`);
  const total = Number(res.headers.get('content-length')) || 0;
  const reader = res.body.getReader();
  const chunks: Uint8Array<ArrayBuffer>[] = [];
  let received = 0;
  onProgress(total ? 0 : null);
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    received += value.length;
    if (total) onProgress(Math.min(100, Math.round((received / total) * 100)));
  }
  onProgress(100);
  return new Blob(chunks, { type: res.headers.get('content-type') ?? undefined });
}
