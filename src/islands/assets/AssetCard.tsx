import { useStore } from '@nanostores/react';
import type { Asset } from '../../contracts/assets.ts';
import { formatDate } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';
import { kindLabels } from './AssetListState.tsx';
import { ConsentRecord } from './ConsentRecord.tsx';

/**
 * One card of the library: the preview, name, kind, date and consent; a garment also shows its
 * SKU · colour · category (issue 20) and a button to edit them.
 */
export function AssetCard({
  asset,
  onDelete,
  onEditLabels,
}: {
  asset: Asset;
  onDelete: (asset: Asset) => void;
  onEditLabels: (asset: Asset) => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const labels = [
    asset.sku,
    asset.color,
    asset.garment_category && t(`toolsUi.garment.${asset.garment_category}`),
  ].filter(Boolean);
  return (
    <li className="overflow-hidden rounded-xl border border-ink-200 bg-white">
      {asset.media_type === 'video' ? (
        // A video plays in place, its poster frame shown until then (issue 40, decision 105).
        <video
          controls
          preload="none"
          poster={asset.thumbnail_url}
          src={asset.url}
          aria-label={asset.name}
          className="aspect-square w-full bg-ink-100 object-cover"
        />
      ) : (
        <a
          href={asset.url}
          target="_blank"
          rel="noopener"
          aria-label={t('assets.open', { name: asset.name })}
          className="block"
        >
          <img
            src={asset.thumbnail_url}
            alt={asset.name}
            loading="lazy"
            className="aspect-square w-full bg-ink-100 object-cover"
          />
        </a>
      )}
      <div className="p-3">
        <p className="truncate font-semibold text-ink-900" title={asset.name}>
          {asset.name}
        </p>
        <p className="text-sm text-ink-700">
          {/* A video is kept as kind "image"; it says what it is rather than "Image". */}
          {asset.media_type === 'video' ? t('assets.video') : t(kindLabels[asset.kind])}
        </p>
        {labels.length > 0 && (
          <p className="truncate text-sm font-medium text-ink-800" title={labels.join(' · ')}>
            {labels.join(' · ')}
          </p>
        )}
        <p className="text-sm text-ink-600">
          {t('assets.uploadedOn', { date: formatDate(asset.created_at, locale) })}
        </p>
        {asset.consent && <ConsentRecord consent={asset.consent} media={asset.media_type} />}
        <div className="mt-2 flex flex-wrap gap-x-4 gap-y-1">
          {asset.kind === 'garment' && (
            <button
              type="button"
              aria-label={t('assets.garment.editOf', { name: asset.name })}
              onClick={() => onEditLabels(asset)}
              className="text-sm font-semibold text-brand-700 hover:underline"
            >
              {t('assets.garment.edit')}
            </button>
          )}
          <button
            type="button"
            aria-label={t('assets.deleteNamed', { name: asset.name })}
            onClick={() => onDelete(asset)}
            className="text-sm font-semibold text-red-700 hover:underline"
          >
            {t('assets.delete')}
          </button>
        </div>
      </div>
    </li>
  );
}
