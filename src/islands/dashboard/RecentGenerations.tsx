import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useState } from 'react';
import type { HistoryItem, HistoryList } from '../../contracts/history.ts';
import { studioTools, type StudioTool } from '../../contracts/studio.ts';
import { api } from '../../lib/api-client.ts';
import { $locale } from '../../stores/locale.ts';
import { $session } from '../../stores/session.ts';
import { historyItemNames } from '../history/format.ts';
import { useT } from '../app-shell/i18n.ts';
import { LoadError } from './LoadError.tsx';

type Filter = 'all' | StudioTool;

/** Spec §2.4: the user's recent generations, filtered by type. */
export function RecentGenerations() {
  const t = useT();
  const { token } = useStore($session);
  const [filter, setFilter] = useState<Filter>('all');
  const query = new URLSearchParams({ limit: '8' });
  if (filter !== 'all') query.set('tool', filter);
  const recent = useQuery({
    queryKey: ['dashboard-recent', token, filter],
    queryFn: () => api.get<HistoryList>(`/history?${query}`),
  });
  const filters: Filter[] = ['all', ...studioTools];
  return (
    <section aria-labelledby="recent-heading">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <h2 id="recent-heading" className="text-xl font-bold text-ink-900">
          {t('dashboard.recent.title')}
        </h2>
        <a href="/history" className="text-sm font-semibold text-brand-700 hover:underline">
          {t('dashboard.recent.viewAll')}
        </a>
      </div>
      <div
        role="group"
        aria-label={t('dashboard.recent.filter')}
        className="mt-3 flex flex-wrap gap-2"
      >
        {filters.map((value) => (
          <button
            key={value}
            type="button"
            aria-pressed={filter === value}
            onClick={() => setFilter(value)}
            className="rounded-full border border-ink-300 px-3 py-1 text-sm font-semibold text-ink-700 hover:bg-ink-50 aria-pressed:border-brand-700 aria-pressed:bg-brand-700 aria-pressed:text-white"
          >
            {value === 'all' ? t('dashboard.recent.all') : t(`tools.name.${value}`)}
          </button>
        ))}
      </div>
      <div className="mt-4">
        {recent.isError ? (
          <LoadError
            title="dashboard.recent.loadFailed"
            body="dashboard.recent.loadFailedBody"
            onRetry={() => void recent.refetch()}
          />
        ) : recent.isPending ? (
          <p role="status" className="text-ink-600">
            {t('session.loading')}
          </p>
        ) : recent.data.items.length === 0 ? (
          <p className="rounded-lg border border-dashed border-ink-300 p-6 text-center text-ink-600">
            {t('dashboard.recent.empty')}
          </p>
        ) : (
          <RecentCards items={recent.data.items} />
        )}
      </div>
    </section>
  );
}

/** Named like history's cards (tool, date and time), so no two links read alike (issue 40). */
function RecentCards({ items }: { items: HistoryItem[] }) {
  const t = useT();
  const locale = useStore($locale);
  const names = historyItemNames(items, t, locale);
  return (
    <ul className="grid grid-cols-2 gap-4 md:grid-cols-4">
      {items.map((item) => (
        <RecentCard key={item.id} item={item} name={names.get(item.id)!} />
      ))}
    </ul>
  );
}

function RecentCard({ item, name }: { item: HistoryItem; name: string }) {
  const t = useT();
  const thumb = item.result_thumbnail_url ?? item.result_url;
  return (
    <li className="overflow-hidden rounded-xl border border-ink-200 bg-white">
      <a
        href={`/history?tool=${item.tool}&item=${item.id}`}
        aria-label={name}
        className="block hover:opacity-90"
      >
        <div className="flex aspect-square items-center justify-center bg-ink-100">
          {thumb && !item.missing_result ? (
            <img src={thumb} alt="" className="size-full object-cover" loading="lazy" />
          ) : (
            <span className="px-2 text-center text-sm text-ink-600">
              {item.missing_result
                ? t('dashboard.recent.missing')
                : t(`dashboard.status.${item.status}`)}
            </span>
          )}
        </div>
        {/* The tool's name wraps whole, the status below it when the card is narrow (issue 40). */}
        <div className="flex flex-wrap items-center justify-between gap-x-2 gap-y-0.5 p-2 text-xs">
          <span className="font-semibold text-ink-800">{t(`tools.name.${item.tool}`)}</span>
          <span className="shrink-0 text-ink-600">{t(`dashboard.status.${item.status}`)}</span>
        </div>
      </a>
    </li>
  );
}
