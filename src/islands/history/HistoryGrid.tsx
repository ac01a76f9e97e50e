import { useStore } from '@nanostores/react';
import { useId } from 'react';
import type { HistoryItem } from '../../contracts/history.ts';
import { $locale } from '../../stores/locale.ts';
import { toolNameInSentence } from '../../i18n/tool-names.ts';
import { useT } from '../app-shell/i18n.ts';
import { formatDateTime } from '../../lib/format.ts';
import { historyItemNames } from './format.ts';
import { StatusBadge } from './StatusBadge.tsx';
import { fidelityBadgeState } from '../fidelity/fidelity-badge.ts';
import { FidelityBadge } from '../fidelity/FidelityBadge.tsx';

interface HistoryGridProps {
  items: HistoryItem[];
  onOpen: (item: HistoryItem) => void;
  compact?: boolean;
  /** Issue 20: choosing results for a marketplace export; a checkbox under each finished one. */
  selection?: { chosen: ReadonlySet<string>; toggle: (item: HistoryItem, on: boolean) => void };
}

/**
 * History items as cards: thumbnail, status, 'Missing Result', the garment fidelity badge and
 * date; a click opens one.
 */
export function HistoryGrid({ items, onOpen, compact = false, selection }: HistoryGridProps) {
  const t = useT();
  const id = useId();
  const locale = useStore($locale);
  const names = historyItemNames(items, t, locale);
  return (
    <ul
      className={
        compact
          ? 'grid grid-cols-2 gap-3 sm:grid-cols-4'
          : 'grid grid-cols-2 gap-4 md:grid-cols-3 lg:grid-cols-4'
      }
    >
      {items.map((item) => {
        const date = formatDateTime(item.created_at, locale);
        const tool = toolNameInSentence(t, item.tool);
        const fidelity = fidelityBadgeState(item.fidelity, item.fidelity_approval);
        // The card's name (issue 40) hides what it holds; the badge is read as its description.
        const badgeId = `${id}-fidelity-${item.id}`;
        return (
          <li key={item.id}>
            <button
              type="button"
              onClick={() => onOpen(item)}
              aria-label={names.get(item.id)}
              aria-describedby={fidelity ? badgeId : undefined}
              className="block w-full overflow-hidden rounded-lg border border-ink-200 bg-white text-left hover:border-brand-600 focus-visible:outline-2 focus-visible:outline-brand-700"
            >
              {item.result_thumbnail_url ? (
                <img
                  src={item.result_thumbnail_url}
                  alt=""
                  loading="lazy"
                  className="aspect-square w-full object-cover"
                />
              ) : (
                <span className="flex aspect-square w-full items-center justify-center bg-ink-100 p-2 text-center text-sm text-ink-700">
                  {item.status === 'success' ? t('history.noResultImage') : tool}
                </span>
              )}
              <span className="flex flex-col gap-1 p-2">
                <StatusBadge item={item} />
                {fidelity && <FidelityBadge state={fidelity} id={badgeId} />}
                <span className="text-xs text-ink-700">{date}</span>
              </span>
            </button>
            {selection && item.status === 'success' && !item.missing_result && (
              <label className="mt-1 flex items-center gap-2 text-sm text-ink-800">
                <input
                  type="checkbox"
                  className="size-4 accent-brand-700"
                  checked={selection.chosen.has(item.id)}
                  onChange={(event) => selection.toggle(item, event.target.checked)}
                />
                {t('history.selectForExport', { tool, date })}
              </label>
            )}
          </li>
        );
      })}
    </ul>
  );
}
