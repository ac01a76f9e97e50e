import { useStore } from '@nanostores/react';
import { useQuery } from '@tanstack/react-query';
import type { DashboardSummary } from '../../contracts/dashboard.ts';
import { api } from '../../lib/api-client.ts';
import { formatCredits, formatDate, formatNumber } from '../../lib/format.ts';
import { $locale } from '../../stores/locale.ts';
import { $session } from '../../stores/session.ts';
import { useT, type IslandKey } from '../app-shell/i18n.ts';
import { LoadError } from './LoadError.tsx';
import { studioPricingHref } from '../../components/pricing/checkout-link.ts';

/** The signed-in user's figures, credits and plan (GET /dashboard/summary). */
export function StatsAndCredits() {
  const t = useT();
  const locale = useStore($locale);
  const { token } = useStore($session);
  const summary = useQuery({
    queryKey: ['dashboard-summary', token],
    queryFn: () => api.get<DashboardSummary>('/dashboard/summary'),
  });
  if (summary.isError) {
    return (
      <LoadError title="dashboard.membership.loadFailed" onRetry={() => void summary.refetch()} />
    );
  }
  const data = summary.data;
  const number = (value: number | undefined) =>
    value === undefined ? '–' : formatNumber(value, locale);
  const stats: [IslandKey, number | undefined][] = [
    ['dashboard.stats.total', data?.stats.total],
    ['dashboard.stats.completed', data?.stats.completed],
    ['dashboard.stats.thisMonth', data?.stats.this_month],
    ['dashboard.stats.credits', data?.credits.balance],
  ];
  return (
    <div className="grid gap-6 lg:grid-cols-[2fr_1fr]">
      <section aria-labelledby="stats-heading">
        <h2 id="stats-heading" className="sr-only">
          {t('dashboard.stats.label')}
        </h2>
        <dl className="grid grid-cols-2 gap-4 md:grid-cols-4" aria-busy={summary.isPending}>
          {stats.map(([label, value]) => (
            <div key={label} className="rounded-xl border border-ink-200 bg-white p-4">
              <dt className="text-sm text-ink-600">{t(label)}</dt>
              <dd className="mt-1 text-2xl font-bold text-ink-900">{number(value)}</dd>
            </div>
          ))}
        </dl>
      </section>
      <section
        aria-labelledby="membership-heading"
        className="rounded-xl border border-ink-200 bg-white p-5"
      >
        <h2 id="membership-heading" className="font-bold text-ink-900">
          {t('dashboard.membership.title')}
        </h2>
        {data && (
          <>
            <p className="mt-2 text-sm text-ink-700">
              {t('dashboard.membership.plan')}:{' '}
              <strong className="text-ink-900">{t(`pricing.plan.${data.plan.id}`)}</strong>
            </p>
            <p className="mt-1 text-lg font-bold text-brand-800">
              {formatCredits(data.credits.balance, locale)}
            </p>
            <p className="mt-1 text-sm text-ink-600">
              {data.credits.next_expiry
                ? t('dashboard.membership.expiry', {
                    date: formatDate(data.credits.next_expiry, locale),
                  })
                : t('dashboard.membership.noCredits')}
            </p>
          </>
        )}
        <a
          href={studioPricingHref('/dashboard')}
          className="mt-4 inline-block rounded-md border border-brand-700 px-3 py-1.5 text-sm font-semibold text-brand-800 hover:bg-brand-50"
        >
          {t('dashboard.membership.upgrade')}
        </a>
      </section>
    </div>
  );
}
