import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useId, useRef, useState } from 'react';
import { toast } from 'sonner';
import type { Asset } from '../../contracts/assets.ts';
import { assetKinds, type AssetKind } from '../../contracts/studio.ts';
import { useT } from '../app-shell/i18n.ts';
import { RetentionNote } from '../billing/RetentionNote.tsx';
import { Dialog } from '../ui/Dialog.tsx';
import { focusPageHeading, lostFocus } from '../ui/focus.ts';
import { errorToast } from '../auth/toasts.ts';
import { AssetTabs } from './AssetTabs.tsx';
import { AssetGrid } from './AssetGrid.tsx';
import { GarmentLabelsDialog } from './GarmentLabelsDialog.tsx';
import { SkuFilter } from './SkuFilter.tsx';
import { historyKeys } from '../history/history-api.ts';
import { AssetListState, kindLabels } from './AssetListState.tsx';
import { assetsKey, deleteAsset } from './assets-api.ts';
import { primaryButton, secondaryButton, UploadButton } from './UploadButton.tsx';
import { useAssetList } from './use-asset-list.ts';

const selectClass =
  'mt-1 block rounded-md border border-ink-300 bg-white px-3 py-2 text-ink-900 focus:border-brand-600';

/** /assets: the user's uploaded images and videos (spec §2.10). */
export function AssetsLibrary() {
  const t = useT();
  const id = useId();
  const queryClient = useQueryClient();
  const [kind, setKind] = useState<AssetKind | ''>('');
  const [uploadKind, setUploadKind] = useState<AssetKind>('image');
  const [pending, setPending] = useState<Asset | null>(null);
  const [withResults, setWithResults] = useState(false);
  // Issue 20: on the garments, a SKU filter and a grouping by SKU.
  const [sku, setSku] = useState('');
  const [grouped, setGrouped] = useState(false);
  const [labelling, setLabelling] = useState<Asset | null>(null);
  const garments = kind === 'garment';
  const { tab, setTab, search, setSearch, list } = useAssetList({
    kind,
    sku: garments ? sku : '',
  });
  // After a delete, focus went back to the Delete button of a card the refreshed list no
  // longer renders: it goes to the page's heading rather than falling to <body> (issue 25).
  // Not on the first load: on a page just opened nothing has focus yet, and the first Tab must
  // reach the skip link.
  const loaded = useRef(false);
  useEffect(() => {
    if (!list.query.data) return;
    if (loaded.current && lostFocus()) focusPageHeading();
    loaded.current = true;
  }, [list.query.data]);
  const remove = useMutation({
    mutationFn: (asset: Asset) => deleteAsset(asset.id, withResults),
    onSuccess: async () => {
      setPending(null);
      // Results may be gone too: the history lists read again.
      if (withResults) await queryClient.invalidateQueries({ queryKey: historyKeys.all });
      toast.success(t('assets.deleted'));
      await queryClient.invalidateQueries({ queryKey: assetsKey });
    },
    onError: (error) => errorToast(t, 'assets.deleteFailed', error),
  });

  return (
    <div className="container-page py-8">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="text-3xl font-bold text-ink-900">{t('assets.heading')}</h1>
          <p className="mt-1 text-ink-700">{t('assets.intro')}</p>
          <RetentionNote kind="uploads" />
        </div>
        <div className="flex flex-wrap items-start gap-3">
          {/* A visible label: "Dùng làm" read only by screen readers left sighted users to guess
              what the select chose (issue 40). */}
          <div className="flex items-center gap-2">
            <label htmlFor={`${id}-upload-kind`} className="font-semibold text-ink-800">
              {t('assets.uploadKind')}
            </label>
            <select
              id={`${id}-upload-kind`}
              value={uploadKind}
              onChange={(event) => setUploadKind(event.target.value as AssetKind)}
              className={`${selectClass} mt-0`}
            >
              {assetKinds.map((value) => (
                <option key={value} value={value}>
                  {t(kindLabels[value])}
                </option>
              ))}
            </select>
          </div>
          {/* A video is kept as a generic image only (decision 108). */}
          <UploadButton
            kind={uploadKind}
            acceptVideo={uploadKind === 'image'}
            label={t(uploadKind === 'image' ? 'assets.uploadMedia' : 'assets.upload')}
          />
        </div>
      </div>

      <div className="mt-6">
        <AssetTabs value={tab} onChange={setTab} idPrefix={`${id}-tab`} />
      </div>
      <div
        role="tabpanel"
        id={`${id}-tab-panel`}
        aria-labelledby={`${id}-tab-${tab}`}
        className="pt-4"
      >
        <div className="flex flex-wrap items-end gap-4">
          <div className="min-w-60 flex-1">
            <label htmlFor={`${id}-search`} className="block text-sm font-semibold text-ink-800">
              {t('assets.search')}
            </label>
            <input
              id={`${id}-search`}
              type="search"
              value={search}
              placeholder={t('assets.searchPlaceholder')}
              onChange={(event) => setSearch(event.target.value)}
              className={`${selectClass} w-full`}
            />
          </div>
          <div>
            <label htmlFor={`${id}-kind`} className="block text-sm font-semibold text-ink-800">
              {t('assets.kindFilter')}
            </label>
            <select
              id={`${id}-kind`}
              value={kind}
              onChange={(event) => setKind(event.target.value as AssetKind | '')}
              className={selectClass}
            >
              <option value="">{t('assets.kind.any')}</option>
              {assetKinds.map((value) => (
                <option key={value} value={value}>
                  {t(kindLabels[value])}
                </option>
              ))}
            </select>
          </div>
          {garments && (
            <SkuFilter
              idPrefix={id}
              className={selectClass}
              sku={sku}
              onSku={setSku}
              grouped={grouped}
              onGrouped={setGrouped}
            />
          )}
        </div>

        <AssetListState list={list} loadFailed="assets.loadFailed">
          {(items) => (
            <AssetGrid
              items={items}
              grouped={garments && grouped}
              onDelete={(asset) => {
                setWithResults(false);
                setPending(asset);
              }}
              onEditLabels={setLabelling}
            />
          )}
        </AssetListState>
      </div>

      <GarmentLabelsDialog garment={labelling} onClose={() => setLabelling(null)} />
      <Dialog
        open={pending !== null}
        onClose={() => setPending(null)}
        labelledBy={`${id}-delete-title`}
        closeLabel={t('assets.close')}
      >
        {pending && (
          <>
            <h2 id={`${id}-delete-title`} className="pr-8 text-xl font-bold text-ink-900">
              {t('assets.deleteTitle')}
            </h2>
            <p className="mt-2 text-ink-700">{t('assets.deleteBody', { name: pending.name })}</p>
            <label className="mt-4 flex items-start gap-2 text-ink-800">
              <input
                type="checkbox"
                checked={withResults}
                onChange={(event) => setWithResults(event.target.checked)}
                aria-describedby={`${id}-with-results-hint`}
                className="mt-1 size-4 accent-brand-700"
              />
              <span>
                {t('assets.deleteWithResults')}
                <span id={`${id}-with-results-hint`} className="block text-sm text-ink-600">
                  {t('assets.deleteWithResultsHint')}
                </span>
              </span>
            </label>
            <div className="mt-6 flex justify-end gap-3">
              <button type="button" className={secondaryButton} onClick={() => setPending(null)}>
                {t('assets.cancel')}
              </button>
              <button
                type="button"
                className={`${primaryButton} bg-red-700 hover:bg-red-800`}
                disabled={remove.isPending}
                onClick={() => remove.mutate(pending)}
              >
                {t('assets.deleteConfirm')}
              </button>
            </div>
          </>
        )}
      </Dialog>
    </div>
  );
}
