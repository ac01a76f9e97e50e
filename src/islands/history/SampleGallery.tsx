import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { HistoryItem } from '../../contracts/history.ts';
import { toolNameInSentence } from '../../i18n/tool-names.ts';
import { formatNumber } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';

/**
 * The further images of a try-on that asked for several samples (decision 064), after the
 * result: each a preview that opens the full image, as the result's own "open in new tab" does.
 */
export function SampleGallery({ item }: { item: HistoryItem }) {
  const t = useT();
  const locale = useStore($locale);
  const id = useId();
  const samples = item.result_samples;
  if (samples.length === 0) return null;
  const total = formatNumber(samples.length + 1, locale);
  const tool = toolNameInSentence(t, item.tool);
  return (
    <section aria-labelledby={`${id}-samples`} className="mt-4">
      <h3 id={`${id}-samples`} className="font-bold text-ink-900">
        {t('history.samplesTitle', { count: formatNumber(samples.length, locale) })}
      </h3>
      <ul className="mt-2 grid grid-cols-3 gap-3">
        {samples.map((sample, index) => {
          const n = formatNumber(index + 2, locale);
          return (
            <li key={sample.url}>
              <a
                href={sample.url}
                target="_blank"
                rel="noopener noreferrer"
                aria-label={t('history.openSample', { n })}
                className="block rounded focus-visible:outline focus-visible:outline-2 focus-visible:outline-offset-2 focus-visible:outline-brand-700"
              >
                <img
                  src={sample.thumbnail_url ?? sample.url}
                  alt={t('history.sampleAlt', { n, total, tool })}
                  className="aspect-square w-full rounded object-cover"
                />
              </a>
            </li>
          );
        })}
      </ul>
    </section>
  );
}
