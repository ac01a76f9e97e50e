import { useQuery } from '@tanstack/react-query';
import { useT } from '../app-shell/i18n.ts';
import { assetsKey, fetchAssetSkus } from './assets-api.ts';

/**
 * Issue 20: on the garments, a select of the account's SKUs and a "group by SKU" switch.
 */
export function SkuFilter({
  idPrefix,
  className,
  sku,
  onSku,
  grouped,
  onGrouped,
}: {
  idPrefix: string;
  className: string;
  sku: string;
  onSku: (sku: string) => void;
  grouped: boolean;
  onGrouped: (grouped: boolean) => void;
}) {
  const t = useT();
  const skus = useQuery({ queryKey: [...assetsKey, 'skus'], queryFn: fetchAssetSkus });
  return (
    <>
      <div>
        <label htmlFor={`${idPrefix}-sku`} className="block text-sm font-semibold text-ink-800">
          {t('assets.sku.filter')}
        </label>
        <select
          id={`${idPrefix}-sku`}
          value={sku}
          onChange={(event) => onSku(event.target.value)}
          className={className}
        >
          <option value="">{t('assets.sku.all')}</option>
          {(skus.data?.items ?? []).map((item) => (
            <option key={item.sku} value={item.sku}>
              {item.sku} ({item.count})
            </option>
          ))}
        </select>
      </div>
      <label className="flex items-center gap-2 pb-2 text-ink-800">
        <input
          type="checkbox"
          checked={grouped}
          onChange={(event) => onGrouped(event.target.checked)}
          className="size-4 accent-brand-700"
        />
        {t('assets.sku.groupBy')}
      </label>
    </>
  );
}
