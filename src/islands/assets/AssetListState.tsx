import type { ReactNode } from 'react';
import type { Asset } from '../../contracts/assets.ts';
import type { AssetKind } from '../../contracts/studio.ts';
import { useT } from '../app-shell/i18n.ts';
import type { AssetPages } from './use-asset-list.ts';
import { secondaryButton } from './UploadButton.tsx';

export const kindLabels = {
  model: 'assets.kind.model',
  garment: 'assets.kind.garment',
  face: 'assets.kind.face',
  hair: 'assets.kind.hair',
  image: 'assets.kind.image',
} as const satisfies Record<AssetKind, string>;

interface AssetListStateProps {
  list: AssetPages;
  /** Spec §8: the library says 'Failed to load assets', the picker 'Failed to load asset'. */
  loadFailed: 'assets.loadFailed' | 'assets.picker.loadFailed';
  /** Shown instead of 'No assets found' when there is nothing at all. */
  empty?: ReactNode;
  /**
   * The loading line's box. A list with a compact `empty` gives it that box's size, so the
   * screen does not move when an empty answer arrives.
   */
  loadingClassName?: string;
  children: (items: Asset[]) => ReactNode;
}

/**
 * The states of spec §8 around an asset list: loading, failed with Retry, empty, or the list
 * with 'Load more' while the API has more.
 */
export function AssetListState({
  list,
  loadFailed,
  empty,
  loadingClassName = 'mt-6 text-ink-700',
  children,
}: AssetListStateProps) {
  const t = useT();
  const { query, items, total } = list;
  if (query.isPending) {
    return (
      <p role="status" className={loadingClassName}>
        {t('assets.loading')}
      </p>
    );
  }
  if (query.isError && items.length === 0) {
    return (
      <div role="alert" className="mt-6 rounded-xl border border-red-200 bg-red-50 p-6">
        <p className="font-semibold text-red-800">{t(loadFailed)}</p>
        <button
          type="button"
          className={`${secondaryButton} mt-3`}
          onClick={() => void query.refetch()}
        >
          {t('assets.retry')}
        </button>
      </div>
    );
  }
  if (items.length === 0) {
    return (
      empty ?? (
        <div className="mt-6 rounded-xl border border-dashed border-ink-300 bg-white p-8 text-center">
          <p className="font-semibold text-ink-900">{t('assets.empty')}</p>
          <p className="mt-1 text-ink-700">{t('assets.emptyHint')}</p>
        </div>
      )
    );
  }
  return (
    <>
      <p className="mt-4 text-sm text-ink-700" role="status">
        {t('assets.count', { shown: items.length, count: total })}
      </p>
      {children(items)}
      {query.isFetchNextPageError && (
        <p role="alert" className="mt-4 text-red-800">
          {t(loadFailed)}
        </p>
      )}
      {query.hasNextPage && (
        <div className="mt-4 flex justify-center">
          <button
            type="button"
            className={secondaryButton}
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {t('assets.loadMore')}
          </button>
        </div>
      )}
    </>
  );
}
