import { useStore } from '@nanostores/react';
import { keepPreviousData, useInfiniteQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AssetKind, AssetTab } from '../../contracts/studio.ts';
import { $locale } from '../../stores/locale.ts';
import { assetsKey, fetchAssets } from './assets-api.ts';

/** How many assets a list loads at a time; 'Load more' asks for the next page. */
export const ASSET_PAGE_SIZE = 40;

/**
 * Pages of the user's assets for the given filters, flattened, with the total the API counted.
 * @example const list = useAssetPages({ tab: 'images', kind: 'model', q: '' });
 */
export function useAssetPages(filters: {
  tab: AssetTab;
  kind?: AssetKind | undefined;
  q: string;
  /** Issue 20: only the garments of this SKU. */
  sku?: string | undefined;
  /** Issue 40: a tool's picker lists images only, whatever the tab. */
  mediaType?: 'image' | 'video' | undefined;
  enabled?: boolean;
}) {
  const { tab, kind, q, sku, mediaType } = filters;
  // Samples' copies are named in the request's language: a switch of language reloads them.
  const locale = useStore($locale);
  const query = useInfiniteQuery({
    queryKey: [...assetsKey, 'list', { tab, kind, q, sku, mediaType, locale }],
    queryFn: ({ pageParam }) =>
      fetchAssets({
        tab,
        kind,
        q,
        sku,
        media_type: mediaType,
        limit: ASSET_PAGE_SIZE,
        offset: pageParam,
      }),
    initialPageParam: 0,
    getNextPageParam: (last, pages) => {
      const loaded = pages.reduce((sum, page) => sum + page.items.length, 0);
      return loaded < last.total && last.items.length > 0 ? loaded : undefined;
    },
    enabled: filters.enabled ?? true,
    placeholderData: keepPreviousData,
  });
  return {
    query,
    items: query.data?.pages.flatMap((page) => page.items) ?? [],
    total: query.data?.pages.at(-1)?.total ?? 0,
  };
}

export type AssetPages = ReturnType<typeof useAssetPages>;

/**
 * The filters of an asset list (tab, search) and the pages they select. The search waits for a
 * pause in typing before it asks the API.
 */
export function useAssetList(
  options: { kind?: AssetKind | ''; sku?: string; mediaType?: 'image' | 'video' } = {},
) {
  const [tab, setTab] = useState<AssetTab>('all');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const list = useAssetPages({
    tab,
    kind: options.kind || undefined,
    q,
    sku: options.sku || undefined,
    mediaType: options.mediaType,
  });
  return { tab, setTab, search, setSearch, list };
}
