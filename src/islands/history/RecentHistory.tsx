import { useQuery } from '@tanstack/react-query';
import type { HistoryItem } from '../../contracts/history.ts';
import type { StudioTool } from '../../contracts/studio.ts';
import { useT } from '../app-shell/i18n.ts';
import { secondaryButtonClass } from '../auth/Field.tsx';
import { fetchHistoryPage, historyKeys } from './history-api.ts';
import { HistoryGrid } from './HistoryGrid.tsx';

interface RecentHistoryProps {
  tool: StudioTool;
  /** How many items to show (1–100). */
  limit?: number;
}

/**
 * The user's recent generations of one tool, compact, for the tool pages and the dashboard;
 * an item opens in the history's detail view. Must render inside AppShell (query client).
 * @example <RecentHistory tool="virtual-tryon" limit={4} />
 */
export function RecentHistory({ tool, limit = 4 }: RecentHistoryProps) {
  const t = useT();
  const heading = t(`history.recent.${tool}`);
  const recent = useQuery({
    queryKey: historyKeys.list(tool, 'all', limit),
    queryFn: () => fetchHistoryPage(tool, 'all', limit),
  });
  const open = (item: HistoryItem) => {
    location.href = `/history?tool=${tool}&item=${item.id}`;
  };
  return (
    <section aria-label={heading}>
      <h2 className="text-lg font-bold text-ink-900">{heading}</h2>
      <div className="mt-3">
        {recent.isPending ? (
          <p role="status" className="text-ink-700">
            {t('history.loading')}
          </p>
        ) : recent.isError ? (
          <div role="alert">
            <p className="font-semibold text-ink-900">{t('history.errorTitle')}</p>
            <button
              type="button"
              className={`${secondaryButtonClass} mt-2 w-auto`}
              onClick={() => void recent.refetch()}
            >
              {t('history.retry')}
            </button>
          </div>
        ) : recent.data.items.length === 0 ? (
          <p className="text-ink-700">
            {tool === 'image-to-video' ? t('history.emptyVideos') : t('history.empty')}
          </p>
        ) : (
          <HistoryGrid items={recent.data.items} onOpen={open} compact />
        )}
      </div>
      <a href={`/history?tool=${tool}`} className="mt-3 inline-block font-semibold text-brand-700">
        {t('history.viewAll')}
      </a>
    </section>
  );
}
