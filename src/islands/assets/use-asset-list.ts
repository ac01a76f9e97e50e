import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import type { AssetKind, AssetTab } from '../../contracts/studio.ts';
import { assetsKey, fetchAssets } from './assets-api.ts';

/** Spec §2.10: the library and the picker show up to this many assets at once. */
export const ASSET_PAGE_SIZE = 100;

/**
 * The filters of an asset list (tab, kind, search) and the list they select. The search waits
 * for a pause in typing before it asks the API.
 */
export function useAssetList(options: { kind?: AssetKind | ''; enabled?: boolean } = {}) {
  const [tab, setTab] = useState<AssetTab>('all');
  const [search, setSearch] = useState('');
  const [q, setQ] = useState('');
  useEffect(() => {
    const timer = setTimeout(() => setQ(search.trim()), 250);
    return () => clearTimeout(timer);
  }, [search]);
  const kind = options.kind || undefined;
  const query = useQuery({
    queryKey: [...assetsKey, 'list', { tab, kind, q }],
    queryFn: () => fetchAssets({ tab, kind, q, limit: ASSET_PAGE_SIZE }),
    enabled: options.enabled ?? true,
    placeholderData: keepPreviousData,
  });
  return { tab, setTab, search, setSearch, query };
}
