import type { Asset, AssetList } from '../../../contracts/assets.ts';
import type { Locale } from '../../../i18n/locales.ts';
import { findSample } from './sample-catalogue.ts';

/**
 * An asset as the caller should read it: a copy of a shipped sample takes the sample's name in
 * the caller's language, looked up by its id, so "Váy liền đỏ" picked in Vietnamese reads
 * "Red dress" in English (issue 25). A user's own names are never touched.
 * @example localizeSampleName({ ...asset, name: 'Váy liền đỏ', sample_id: 'garment-red-dress' }, 'en').name // 'Red dress'
 */
export function localizeSampleName<T extends Pick<Asset, 'name' | 'sample_id'>>(
  asset: T,
  lang: Locale,
): T {
  const sample = asset.sample_id === null ? undefined : findSample(asset.sample_id);
  return sample ? { ...asset, name: sample.name[lang] } : asset;
}

/** Every item of a library page, as `localizeSampleName`. */
export function localizeSampleNames(list: AssetList, lang: Locale): AssetList {
  return { ...list, items: list.items.map((asset) => localizeSampleName(asset, lang)) };
}
