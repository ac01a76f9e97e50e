import type { Asset } from '../../../contracts/assets.ts';
import type { AssetKind } from '../../../contracts/studio.ts';
import { useT } from '../../app-shell/i18n.ts';
import { AssetListState } from '../../assets/AssetListState.tsx';
import { CardName } from '../../assets/CardName.tsx';
import { useAssetPages } from '../../assets/use-asset-list.ts';

interface LibraryGalleryProps {
  kind: Extract<AssetKind, 'model' | 'garment'>;
  selected: Asset | null;
  onSelect: (asset: Asset) => void;
}

/** The empty gallery's box, which its loading line takes too: nothing moves when it answers. */
const compactBox = 'mt-4 rounded-xl border border-dashed p-6 text-ink-700';

/**
 * My Gallery: the user's assets of one kind, each a toggle button (the try-on's model and garment
 * steps, the model tools' own model photo).
 */
export function LibraryGallery({ kind, selected, onSelect }: LibraryGalleryProps) {
  const t = useT();
  const list = useAssetPages({ tab: 'images', kind, q: '' });
  const heading = kind === 'model' ? 'tryOn.galleryModels' : 'tryOn.galleryGarments';
  return (
    <section aria-label={t(heading)}>
      <AssetListState
        list={list}
        loadFailed="assets.loadFailed"
        loadingClassName={`${compactBox} border-transparent`}
        empty={
          <p className={`${compactBox} border-ink-300 bg-white`}>
            {t(kind === 'model' ? 'tryOn.noModels' : 'tryOn.noGarments')}
          </p>
        }
      >
        {(items) => (
          <ul className="mt-4 grid grid-cols-3 gap-3 lg:grid-cols-4">
            {items.map((asset) => (
              <li key={asset.id}>
                <button
                  type="button"
                  aria-pressed={selected?.id === asset.id}
                  aria-label={t('tryOn.choose', { name: asset.name })}
                  onClick={() => onSelect(asset)}
                  className="group block w-full overflow-hidden rounded-lg border-2 border-ink-200 hover:border-brand-500 aria-pressed:border-brand-700"
                >
                  <img
                    src={asset.thumbnail_url}
                    alt=""
                    loading="lazy"
                    className="aspect-[3/4] w-full bg-ink-100 object-cover"
                  />
                  <CardName name={asset.name} />
                </button>
              </li>
            ))}
          </ul>
        )}
      </AssetListState>
    </section>
  );
}
