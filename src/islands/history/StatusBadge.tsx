import type { HistoryItem } from '../../contracts/history.ts';
import { useT } from '../app-shell/i18n.ts';

const tone = {
  success: 'bg-green-100 text-green-900',
  processing: 'bg-amber-100 text-amber-900',
  failed: 'bg-red-100 text-red-900',
  cancelled: 'bg-ink-200 text-ink-900',
} as const;

/** The status of a generation, and 'Missing Result' when its file is gone (spec §2.9). */
export function StatusBadge({ item }: { item: Pick<HistoryItem, 'status' | 'missing_result'> }) {
  const t = useT();
  return (
    <span className="inline-flex flex-wrap gap-1">
      <span className={`rounded px-2 py-0.5 text-xs font-semibold ${tone[item.status]}`}>
        {t(`history.status.${item.status}` as const)}
      </span>
      {item.missing_result && (
        <span className="rounded bg-ink-200 px-2 py-0.5 text-xs font-semibold text-ink-900">
          {t('history.missingResult')}
        </span>
      )}
    </span>
  );
}
