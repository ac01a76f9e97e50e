import type { Asset } from '../../../contracts/assets.ts';
import type { BrandModel } from '../../../contracts/brand-models.ts';
import type { Sample } from '../../../contracts/samples.ts';

/**
 * One choosable garment or model of the catalogue screen: an asset of the library, or a shipped
 * sample that is copied into the library when the batch is submitted.
 */
export interface PickItem {
  /** Unique across sources: `asset:<id>`, `sample:<id>` or `brand:<id>`. */
  key: string;
  /** `brand`: one of the seller's brand models, run by product to model (decision 123). */
  source: 'asset' | 'sample' | 'brand';
  id: string;
  name: string;
  thumbnail: string;
  /** Garments: the SKU and colour the grid and the export name them by. */
  sku: string | null;
  color: string | null;
}

/** A titled group of items: one SKU, the garments without one, or the samples. */
export interface PickGroup {
  key: string;
  /** The SKU itself, or null for a group the screen names (`noSku`, `samples`). */
  title: string | null;
  kind: 'sku' | 'noSku' | 'samples' | 'library' | 'brandModels';
  items: PickItem[];
}

export function assetItem(asset: Asset): PickItem {
  return {
    key: `asset:${asset.id}`,
    source: 'asset',
    id: asset.id,
    name: asset.name,
    thumbnail: asset.thumbnail_url,
    sku: asset.sku,
    color: asset.color,
  };
}

export function sampleItem(sample: Sample): PickItem {
  return {
    key: `sample:${sample.id}`,
    source: 'sample',
    id: sample.id,
    name: sample.name,
    thumbnail: sample.image_url,
    sku: null,
    color: null,
  };
}

/**
 * Garments by SKU (sorted, as the seller's sheet lists them; colours inside by name), then those
 * without a SKU, then the samples. A garment is one SKU in one colour (issue 20).
 * @example groupGarments([shirtRed, shirtBlue], [])[0] // { title: 'AO-01', items: [blue, red] }
 */
export function groupGarments(assets: Asset[], samples: Sample[]): PickGroup[] {
  const bySku = new Map<string, PickItem[]>();
  const noSku: PickItem[] = [];
  for (const asset of assets) {
    const item = assetItem(asset);
    if (item.sku) bySku.set(item.sku, [...(bySku.get(item.sku) ?? []), item]);
    else noSku.push(item);
  }
  const collator = new Intl.Collator('vi', { numeric: true });
  const groups: PickGroup[] = [...bySku.entries()]
    .sort(([a], [b]) => collator.compare(a, b))
    .map(([sku, items]) => ({
      key: `sku:${sku}`,
      title: sku,
      kind: 'sku',
      items: items.sort((a, b) => collator.compare(a.color ?? a.name, b.color ?? b.name)),
    }));
  if (noSku.length) groups.push({ key: 'no-sku', title: null, kind: 'noSku', items: noSku });
  pushSamples(groups, samples, assets);
  return groups;
}

/**
 * The samples not yet in the library: a sample already copied there shows once, as the
 * library's asset (which may carry the SKU and colour the seller gave it).
 */
function pushSamples(groups: PickGroup[], samples: Sample[], assets: Asset[]) {
  const copied = new Set(assets.map((asset) => asset.sample_id));
  const left = samples.filter((sample) => !copied.has(sample.id));
  if (left.length) {
    groups.push({ key: 'samples', title: null, kind: 'samples', items: left.map(sampleItem) });
  }
}

/** Models: the user's own, then the samples. */
export function groupModels(assets: Asset[], samples: Sample[]): PickGroup[] {
  const groups: PickGroup[] = [];
  if (assets.length) {
    groups.push({ key: 'library', title: null, kind: 'library', items: assets.map(assetItem) });
  }
  pushSamples(groups, samples, assets);
  return groups;
}

/**
 * Models for a product-to-model grid (decision 123): the seller's ready brand models (as
 * `useChoosableBrandModels` answers them), then every sample model, each chosen by the id
 * product to model takes as `params.model`.
 * @example groupModelChoices([lan], samples)[0].items[0].id === lan.id
 */
export function groupModelChoices(ready: BrandModel[], samples: Sample[]): PickGroup[] {
  const groups: PickGroup[] = [];
  if (ready.length) {
    groups.push({
      key: 'brand-models',
      title: null,
      kind: 'brandModels',
      items: ready.map((model) => ({
        key: `brand:${model.id}`,
        source: 'brand',
        id: model.id,
        name: model.name,
        thumbnail: model.thumbnail_url ?? '',
        sku: null,
        color: null,
      })),
    });
  }
  if (samples.length) {
    groups.push({ key: 'samples', title: null, kind: 'samples', items: samples.map(sampleItem) });
  }
  return groups;
}

/** How a garment is named on the grid: "SKU · colour", else its name. */
export function garmentLabel(item: Pick<PickItem, 'sku' | 'color' | 'name'>): string {
  if (item.sku) return item.color ? `${item.sku} · ${item.color}` : item.sku;
  return item.name;
}
