import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { useId, useMemo } from 'react';
import type {
  EconomicsStatistics,
  MarginFigures,
  MarginGroup,
} from '../../contracts/admin-economics.ts';
import { api } from '../../lib/api-client.ts';
import { formatPercent } from '../../lib/format.ts';
import { useT, type IslandT } from '../app-shell/i18n.ts';
import { SeriesChart, type ChartLine } from '../charts/SeriesChart.tsx';
import { retryServerErrors, useFormat } from './AdminFrame.tsx';
import { ScrollTable } from '../ui/ScrollTable.tsx';

type Format = ReturnType<typeof useFormat>;

/**
 * Issue 27 point 6 on /admin/analytics: revenue, engine cost and gross margin over the chosen
 * range (GET /api/admin/statistics/economics), by tool, engine, model and plan, and the five
 * options that lose the most. `query` is the analytics form's (period, dates, tool).
 */
export function EconomicsSection({ query }: { query: string }) {
  const t = useT();
  const format = useFormat();
  const heading = useId();
  const stats = useQuery({
    queryKey: ['admin-stats-economics', query],
    queryFn: () => api.get<EconomicsStatistics>(`/api/admin/statistics/economics?${query}`),
    placeholderData: keepPreviousData,
    retry: retryServerErrors,
  });
  return (
    <section aria-labelledby={heading} className="mt-10 space-y-6">
      <h2 id={heading} className="text-2xl font-bold text-ink-900">
        {t('admin.economics.title')}
      </h2>
      {!stats.data ? (
        <p role={stats.error ? 'alert' : 'status'} className="text-ink-700">
          {stats.error ? t('admin.analytics.loadFailed') : t('admin.analytics.loading')}
        </p>
      ) : (
        <Figures stats={stats.data} t={t} format={format} />
      )}
    </section>
  );
}

function ratioText(figures: MarginFigures, t: IslandT, format: Format) {
  return figures.margin_ratio === null
    ? t('admin.economics.noRatio')
    : formatPercent(figures.margin_ratio, format.locale);
}

function Figures({ stats, t, format }: { stats: EconomicsStatistics; t: IslandT; format: Format }) {
  const lines = useMemo<ChartLine[]>(
    () => [
      { label: t('admin.economics.revenue'), values: stats.series.map((s) => s.revenue_vnd) },
      { label: t('admin.economics.cost'), values: stats.series.map((s) => s.cost_vnd) },
    ],
    [stats, t],
  );
  const labels = stats.buckets.map((day) =>
    stats.period === 'monthly' ? day.slice(0, 7) : day.slice(5),
  );
  const { totals } = stats;
  const summary = t('admin.economics.summary', {
    start: format.date(stats.start_date),
    end: format.date(stats.end_date),
    generations: format.number(totals.generations),
    revenue: format.money(totals.revenue_vnd),
    cost: format.money(totals.cost_vnd),
    margin: format.money(totals.margin_vnd),
    ratio: ratioText(totals, t, format),
  });
  const rows = stats.buckets.map((day, i) => ({ key: format.date(day), ...stats.series[i]! }));
  return (
    <>
      <SeriesChart
        caption={t('admin.economics.overTime')}
        summary={summary}
        labels={labels}
        lines={lines}
        formatNumber={format.number}
      />
      <FiguresTable
        caption={t('admin.economics.overTime')}
        keyLabel={t('admin.analytics.bucket')}
        rows={rows}
        t={t}
        format={format}
      />
      {(
        [
          [
            'admin.economics.byTool',
            stats.by_tool,
            (key: string) => t(`tools.name.${key as 'virtual-tryon'}`),
          ],
          ['admin.economics.byEngine', stats.by_engine, undefined],
          ['admin.economics.byModel', stats.by_model, undefined],
          [
            'admin.economics.byPlan',
            stats.by_plan,
            (key: string) => t(`pricing.plan.${key as 'free'}`),
          ],
        ] as const
      ).map(([caption, groups, name]) => (
        <FiguresTable
          key={caption}
          caption={t(caption)}
          keyLabel={t('admin.economics.key')}
          rows={groups.map((group: MarginGroup) => ({
            ...group,
            key:
              group.key === 'none'
                ? t('admin.economics.unknown')
                : name
                  ? name(group.key)
                  : group.key,
          }))}
          t={t}
          format={format}
        />
      ))}
      <h3 className="text-xl font-bold text-ink-900">{t('admin.economics.worst')}</h3>
      {stats.worst_options.length === 0 ? (
        <p className="text-ink-700">{t('admin.economics.noLosses')}</p>
      ) : (
        <FiguresTable
          caption={t('admin.economics.worst')}
          keyLabel={t('admin.economics.option')}
          rows={stats.worst_options.map((option) => ({
            ...option,
            key: `${t(`tools.name.${option.tool as 'virtual-tryon'}`)}: ${option.option}`,
          }))}
          t={t}
          format={format}
        />
      )}
    </>
  );
}

function FiguresTable({
  caption,
  keyLabel,
  rows,
  t,
  format,
}: {
  caption: string;
  keyLabel: string;
  rows: (MarginFigures & { key: string })[];
  t: IslandT;
  format: Format;
}) {
  const columns = ['generations', 'revenue', 'cost', 'margin', 'ratio'] as const;
  return (
    <ScrollTable
      caption={caption}
      showCaption
      head={
        <>
          <th scope="col" className="px-3 py-2 text-left">
            {keyLabel}
          </th>
          {columns.map((column) => (
            <th key={column} scope="col" className="px-3 py-2">
              {t(`admin.economics.${column}`)}
            </th>
          ))}
        </>
      }
    >
      {rows.map((row) => (
        <tr key={row.key} className="border-t border-ink-200">
          <th scope="row" className="px-3 py-1 text-left font-normal break-all">
            {row.key}
          </th>
          <td className="px-3 py-1">{format.number(row.generations)}</td>
          <td className="px-3 py-1">{format.money(row.revenue_vnd)}</td>
          <td className="px-3 py-1">{format.money(row.cost_vnd)}</td>
          <td
            className={
              row.margin_vnd < 0
                ? 'px-3 py-1 font-semibold text-red-800'
                : 'px-3 py-1 font-semibold'
            }
          >
            {format.money(row.margin_vnd)}
          </td>
          <td className="px-3 py-1">{ratioText(row, t, format)}</td>
        </tr>
      ))}
    </ScrollTable>
  );
}
