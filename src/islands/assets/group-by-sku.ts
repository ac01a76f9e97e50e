import type { Asset } from '../../contracts/assets.ts';

/**
 * The library's grouping by SKU (issue 20): one group per SKU in natural order ('SKU-2' before
 * 'SKU-10'), the assets keeping their order inside it, those without a SKU last under ''.
 * @example groupBySku(items).map((group) => group.sku) // ['AD-1', 'AD-2', '']
 */
export function groupBySku(items: Asset[]): { sku: string; items: Asset[] }[] {
  const groups = new Map<string, Asset[]>();
  for (const asset of items) {
    const key = asset.sku ?? '';
    groups.set(key, [...(groups.get(key) ?? []), asset]);
  }
  return [...groups.entries()]
    .sort(([a], [b]) =>
      a === '' ? 1 : b === '' ? -1 : a.localeCompare(b, 'vi', { numeric: true }),
    )
    .map(([sku, assets]) => ({ sku, items: assets }));
}
