import { useStore } from '@nanostores/react';
import { formatNumber } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import type { Asset } from '../../contracts/assets.ts';
import { useT } from '../app-shell/i18n.ts';
import { AssetCard } from './AssetCard.tsx';
import { groupBySku } from './group-by-sku.ts';

const gridClass = 'grid grid-cols-2 gap-4 sm:grid-cols-3 lg:grid-cols-5';

/**
 * The library's cards; grouped (issue 20), one titled section per SKU in order, the garments
 * without a SKU last.
 */
export function AssetGrid({
  items,
  grouped,
  onDelete,
  onEditLabels,
}: {
  items: Asset[];
  grouped: boolean;
  onDelete: (asset: Asset) => void;
  onEditLabels: (asset: Asset) => void;
}) {
  const t = useT();
  const locale = useStore($locale);
  const cards = (assets: Asset[]) =>
    assets.map((asset) => (
      <AssetCard key={asset.id} asset={asset} onDelete={onDelete} onEditLabels={onEditLabels} />
    ));
  if (!grouped) return <ul className={`mt-6 ${gridClass}`}>{cards(items)}</ul>;
  return (
    <div className="mt-6 space-y-6">
      {groupBySku(items).map((group) => (
        <section key={group.sku} aria-label={group.sku || t('assets.sku.none')}>
          <h2 className="text-lg font-semibold text-ink-900">
            {group.sku
              ? t('assets.sku.group', {
                  sku: group.sku,
                  count: formatNumber(group.items.length, locale),
                })
              : t('assets.sku.none')}
          </h2>
          <ul className={`mt-3 ${gridClass}`}>{cards(group.items)}</ul>
        </section>
      ))}
    </div>
  );
}
