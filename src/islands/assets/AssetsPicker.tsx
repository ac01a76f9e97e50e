import { useQueryClient } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { toast } from 'sonner';
import type { Asset } from '../../contracts/assets.ts';
import type { AssetKind } from '../../contracts/studio.ts';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { Dialog } from '../ui/Dialog.tsx';
import { AssetListState, kindLabels } from './AssetListState.tsx';
import { AssetTabs } from './AssetTabs.tsx';
import { CardName } from './CardName.tsx';
import { assetsKey, fetchAsset } from './assets-api.ts';
import { UploadButton } from './UploadButton.tsx';
import { useAssetList } from './use-asset-list.ts';

export interface AssetsPickerProps {
  open: boolean;
  /** What is being chosen; the list shows assets of this kind and uploads are kept as it. */
  kind: AssetKind;
  /** The dialog's title when the kind's own would mislead (a portrait is kept as a model). */
  title?: IslandKey;
  onSelect: (asset: Asset) => void;
  onClose: () => void;
}

const titles = {
  model: 'assets.picker.title.model',
  garment: 'assets.picker.title.garment',
  face: 'assets.picker.title.face',
  hair: 'assets.picker.title.hair',
  image: 'assets.picker.title.image',
} as const satisfies Record<AssetKind, string>;

/**
 * The assets picker of spec §2.10: a modal dialog to choose an asset as a model, garment, face,
 * hair or generic image, with tabs, search and an 'Upload new' option that selects the upload.
 * @example <AssetsPicker open={open} kind="model" onSelect={setModel} onClose={() => setOpen(false)} />
 */
export function AssetsPicker({ open, kind, title, onSelect, onClose }: AssetsPickerProps) {
  const t = useT();
  const id = useId();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      labelledBy={`${id}-title`}
      closeLabel={t('assets.close')}
      width="max-w-4xl"
    >
      {open && (
        <>
          <h2 id={`${id}-title`} className="pr-8 text-2xl font-bold text-ink-900">
            {t(title ?? titles[kind])}
          </h2>
          <PickerBody kind={kind} onSelect={onSelect} onClose={onClose} idPrefix={id} />
        </>
      )}
    </Dialog>
  );
}

function PickerBody({
  kind,
  onSelect,
  onClose,
  idPrefix,
}: Omit<AssetsPickerProps, 'open'> & { idPrefix: string }) {
  const t = useT();
  const queryClient = useQueryClient();
  // A generic image may be any photo in the library; the other kinds list their own assets.
  // Videos are never a tool's input (decision 108): the picker lists images on every tab.
  const { tab, setTab, search, setSearch, list } = useAssetList({
    kind: kind === 'image' ? '' : kind,
    mediaType: 'image',
  });
  const [choosing, setChoosing] = useState<string | null>(null);

  function choose(asset: Asset) {
    onSelect(asset);
    onClose();
  }

  // The list's links may be minutes old: the chosen asset is read again, which also notices one
  // deleted meanwhile (in another tab).
  async function select(asset: Asset) {
    setChoosing(asset.id);
    try {
      choose(
        await queryClient.query({
          queryKey: [...assetsKey, 'one', asset.id],
          queryFn: () => fetchAsset(asset.id),
          staleTime: 0,
          retry: false,
        }),
      );
    } catch {
      toast.error(t('assets.picker.selectFailed'));
      void list.query.refetch();
    } finally {
      setChoosing(null);
    }
  }

  return (
    <div className="mt-2">
      <div className="flex flex-wrap items-start justify-between gap-3">
        <p className="text-ink-700">{t('assets.picker.intro')}</p>
        <UploadButton kind={kind} label={t('assets.picker.uploadNew')} onUploaded={choose} />
      </div>
      <div className="mt-4">
        <AssetTabs value={tab} onChange={setTab} idPrefix={`${idPrefix}-tab`} />
      </div>
      <div role="tabpanel" id={`${idPrefix}-tab-panel`} aria-labelledby={`${idPrefix}-tab-${tab}`}>
        <label
          htmlFor={`${idPrefix}-search`}
          className="mt-4 block text-sm font-semibold text-ink-800"
        >
          {t('assets.search')}
        </label>
        <input
          id={`${idPrefix}-search`}
          type="search"
          autoFocus
          value={search}
          placeholder={t('assets.searchPlaceholder')}
          onChange={(event) => setSearch(event.target.value)}
          className="mt-1 block w-full rounded-md border border-ink-300 px-3 py-2 text-ink-900 focus:border-brand-600"
        />
        <AssetListState
          list={list}
          loadFailed="assets.picker.loadFailed"
          empty={
            tab === 'videos' ? (
              <EmptyNote text={t('assets.picker.noVideos')} />
            ) : kind === 'image' ? undefined : (
              <EmptyNote text={t('assets.picker.emptyKind', { kind: t(kindLabels[kind]) })} />
            )
          }
        >
          {(items) => (
            <ul className="mt-4 grid grid-cols-3 gap-3 sm:grid-cols-4 lg:grid-cols-5">
              {items.map((asset) => (
                <li key={asset.id}>
                  <button
                    type="button"
                    aria-label={t('assets.picker.select', { name: asset.name })}
                    disabled={choosing !== null}
                    onClick={() => void select(asset)}
                    className="group block w-full overflow-hidden rounded-lg border border-ink-200 text-left hover:border-brand-600 focus-visible:border-brand-700 disabled:opacity-60"
                  >
                    <img
                      src={asset.thumbnail_url}
                      alt=""
                      loading="lazy"
                      className="aspect-square w-full bg-ink-100 object-cover"
                    />
                    <CardName name={asset.name} />
                  </button>
                </li>
              ))}
            </ul>
          )}
        </AssetListState>
      </div>
    </div>
  );
}

/**
 * 'No assets found' where the library holds other things: the kind listed is named, or on the
 * Videos tab, why no video is offered here.
 */
function EmptyNote({ text }: { text: string }) {
  const t = useT();
  return (
    <div className="mt-6 rounded-xl border border-dashed border-ink-300 bg-white p-8 text-center">
      <p className="font-semibold text-ink-900">{t('assets.empty')}</p>
      <p className="mt-1 text-ink-700">{text}</p>
    </div>
  );
}
