import { useStore } from '@nanostores/react';
import type { ExportPreset } from '../../../contracts/catalogue.ts';
import { marketplacePresets } from '../../../contracts/marketplace-presets.ts';
import { formatBytes, formatNumber } from '../../../lib/format.ts';
import { $locale } from '../../../stores/locale.ts';
import { useT } from '../../app-shell/i18n.ts';

/** What a preset does to each image, from the one table the export job follows (decision 087). */
export function PresetFacts({ id, preset }: { id: string; preset: ExportPreset }) {
  const t = useT();
  const locale = useStore($locale);
  const rules = marketplacePresets[preset];
  const text =
    rules.width && rules.height && rules.maxBytes
      ? t('catalogue.presetFacts.sized', {
          width: formatNumber(rules.width, locale),
          height: formatNumber(rules.height, locale),
          limit: formatBytes(rules.maxBytes, locale),
        })
      : t('catalogue.presetFacts.original');
  return (
    <span id={id} className="block text-sm text-ink-700">
      {text}
    </span>
  );
}
