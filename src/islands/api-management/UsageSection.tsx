import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import { useCallback, useId, useMemo, useState } from 'react';
import {
  usagePeriods,
  type ApiToken,
  type ApiUsage,
  type UsageCounts,
  type UsagePeriod,
} from '../../contracts/api-tokens.ts';
import { api } from '../../lib/api-client.ts';
import { formatDay, formatNumber, formatShortDay } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { useT } from '../app-shell/i18n.ts';
import { SeriesChart } from '../charts/SeriesChart.tsx';
import { UsageTables } from './UsageTables.tsx';

/** Line colours, each at least 3:1 against white (brand-700, red-700, emerald-700). */
const METRICS = [
  {
    key: 'calls',
    caption: 'apiTokens.usage.chart.calls',
    label: 'apiTokens.usage.calls',
    color: '#9f214e',
  },
  {
    key: 'errors',
    caption: 'apiTokens.usage.chart.errors',
    label: 'apiTokens.usage.errorCount',
    color: '#b91c1c',
  },
  {
    key: 'credits',
    caption: 'apiTokens.usage.chart.credits',
    label: 'apiTokens.usage.credits',
    color: '#047857',
  },
] as const satisfies readonly {
  key: keyof UsageCounts;
  caption: string;
  label: string;
  color: string;
}[];

/** Spec §2.10 API management stats: calls, errors and credits spent per day, token and service. */
export function UsageSection({ tokens }: { tokens: ApiToken[] }) {
  const t = useT();
  const locale = useStore($locale);
  const periodId = useId();
  const tokenId = useId();
  const [days, setDays] = useState<UsagePeriod>('30');
  const [chosen, setChosen] = useState('');
  // A token deleted meanwhile falls back to all tokens.
  const filter = tokens.some((token) => token.id === chosen) ? chosen : '';
  const usage = useQuery({
    queryKey: ['api-tokens', 'usage', days, filter],
    queryFn: () =>
      api.get<ApiUsage>(`/api-tokens/usage?days=${days}${filter ? `&token_id=${filter}` : ''}`),
  });

  const formatCount = useCallback((value: number) => formatNumber(value, locale), [locale]);
  // Tables name each day in full; the chart's axis has room for day and month only.
  const [labels, axisLabels] = useMemo(() => {
    const days = usage.data?.daily.map((entry) => entry.day) ?? [];
    return [
      days.map((day) => formatDay(day, locale)),
      days.map((day) => formatShortDay(day, locale)),
    ];
  }, [usage.data, locale]);
  const series = useMemo(
    () =>
      Object.fromEntries(
        METRICS.map(({ key }) => [key, usage.data?.daily.map((entry) => entry[key]) ?? []]),
      ) as Record<keyof UsageCounts, number[]>,
    [usage.data],
  );

  const data = usage.data;
  const empty = data && data.totals.calls === 0 && data.totals.credits === 0;
  const summary = (key: keyof UsageCounts, label: string) => {
    if (!data) return '';
    const values = series[key];
    const total = data.totals[key];
    if (total === 0)
      return t('apiTokens.usage.chart.summaryNone', { metric: label, days: data.days });
    const peak = Math.max(...values);
    return t('apiTokens.usage.chart.summary', {
      metric: label,
      total: formatCount(total),
      days: data.days,
      peak: formatCount(peak),
      day: labels[values.lastIndexOf(peak)] ?? '',
    });
  };

  return (
    <section aria-labelledby="usage-heading" className="mt-8">
      <h2 id="usage-heading" className="text-xl font-bold text-ink-900">
        {t('apiTokens.usage.title')}
      </h2>
      <p className="mt-1 text-sm text-ink-700">{t('apiTokens.usage.intro')}</p>
      <div className="mt-3 flex flex-wrap gap-4">
        <div className="flex flex-col gap-1">
          <label htmlFor={periodId} className="text-sm font-semibold text-ink-800">
            {t('apiTokens.usage.period')}
          </label>
          <select
            id={periodId}
            value={days}
            onChange={(event) => setDays(event.target.value as UsagePeriod)}
            className="rounded-md border border-ink-300 bg-white px-3 py-2"
          >
            {usagePeriods.map((period) => (
              <option key={period} value={period}>
                {t('apiTokens.usage.lastDays', { count: period })}
              </option>
            ))}
          </select>
        </div>
        <div className="flex flex-col gap-1">
          <label htmlFor={tokenId} className="text-sm font-semibold text-ink-800">
            {t('apiTokens.usage.token')}
          </label>
          <select
            id={tokenId}
            value={filter}
            onChange={(event) => setChosen(event.target.value)}
            className="rounded-md border border-ink-300 bg-white px-3 py-2"
          >
            <option value="">{t('apiTokens.usage.allTokens')}</option>
            {tokens.map((token) => (
              <option key={token.id} value={token.id}>
                {token.name} ({token.prefix}…)
              </option>
            ))}
          </select>
        </div>
      </div>

      {usage.isError ? (
        <div
          role="alert"
          className="mt-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-900"
        >
          <p>{t('apiTokens.usage.loadFailed')}</p>
          <button
            type="button"
            onClick={() => void usage.refetch()}
            className="mt-2 rounded-md border border-red-300 bg-white px-3 py-1.5 text-sm font-semibold"
          >
            {t('apiTokens.list.retry')}
          </button>
        </div>
      ) : !data ? (
        <p role="status" className="mt-3">
          {t('session.loading')}
        </p>
      ) : empty ? (
        <p className="mt-3 text-ink-700">{t('apiTokens.usage.empty')}</p>
      ) : (
        <>
          <div className="mt-4 grid gap-4 lg:grid-cols-3">
            {METRICS.map(({ key, caption, label, color }) => (
              <SeriesChart
                key={key}
                caption={t(caption)}
                summary={summary(key, t(label))}
                labels={axisLabels}
                lines={[{ label: t(label), values: series[key], color }]}
                formatNumber={formatCount}
                height={180}
              />
            ))}
          </div>
          <UsageTables usage={data} dayLabels={labels} formatNumber={formatCount} />
        </>
      )}
    </section>
  );
}
